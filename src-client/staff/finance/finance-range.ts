import { addDays, addMonths, isIsoDate } from '../../../src-shared/dates';

/** The Financial screen's ranges (docs/domain.md#finance); "all" is every transaction. */
export const FINANCE_RANGES = [
  { value: 'all', label: 'All time' },
  { value: 'month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type TFinanceRange = (typeof FINANCE_RANGES)[number]['value'];

/** The address's words for the range: `range`, and with a custom one `from` and `to`. */
export const RANGE_PARAMS = { range: 'range', from: 'from', to: 'to' } as const;

export interface TFinanceRangeChoice {
  range: TFinanceRange;
  /** Inclusive dates; either may be open. */
  from: string | undefined;
  to: string | undefined;
  /** A custom range whose ends are out of order: nothing is asked of the server. */
  invalid: boolean;
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/**
 * The dates a range covers, on the shelter's today: this month and this year up to their last day,
 * last month whole, a custom one as the address gives it (a malformed end is left open).
 */
export function financeRange(params: { get(key: string): string | null }, today: string): TFinanceRangeChoice {
  const named = FINANCE_RANGES.find((range) => range.value === params.get(RANGE_PARAMS.range))?.value ?? 'all';
  const month = firstOfMonth(today);
  switch (named) {
    case 'all':
      return { range: named, from: undefined, to: undefined, invalid: false };
    case 'month':
      return { range: named, from: month, to: addDays(addMonths(month, 1), -1), invalid: false };
    case 'last-month':
      return { range: named, from: addMonths(month, -1), to: addDays(month, -1), invalid: false };
    case 'year':
      return { range: named, from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, invalid: false };
    case 'custom': {
      const given = (key: string) => {
        const value = params.get(key);
        return value && isIsoDate(value) ? value : undefined;
      };
      const from = given(RANGE_PARAMS.from);
      const to = given(RANGE_PARAMS.to);
      return { range: named, from, to, invalid: Boolean(from && to && from > to) };
    }
  }
}
