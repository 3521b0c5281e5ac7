import { TRANSACTION_TYPES } from '../../../src-shared/enums';
import type { TTransactionListQuery } from '../../../src-shared/schemas/transactions';

export interface TTransactionTab {
  value: string;
  label: string;
  /** What the tab asks the server for. */
  filter: Pick<TTransactionListQuery, 'kind' | 'type'>;
}

const FIXED: TTransactionTab[] = [
  { value: 'all', label: 'All', filter: {} },
  { value: 'income', label: 'Income', filter: { kind: 'income' } },
  { value: 'expense', label: 'Expenses', filter: { kind: 'expense' } },
];

/**
 * Transaction History's tabs: All, Income, Expenses, then one per type that
 * has transactions, in the order of the type list.
 */
export function transactionTabs(typesPresent: ReadonlySet<string>): TTransactionTab[] {
  const byType = TRANSACTION_TYPES.filter((type) => typesPresent.has(type)).map((type) => ({ value: type, label: type, filter: { type } }));
  return [...FIXED, ...byType];
}

/** The tab an address names; an unknown one (a type with no transactions left) falls back to All. */
export function findTab(tabs: readonly TTransactionTab[], value: string | null): TTransactionTab {
  return tabs.find((tab) => tab.value === value) ?? tabs[0]!;
}
