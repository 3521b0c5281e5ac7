import { isExpenseType } from '../../../../src-shared/schemas/transactions';

export interface TSlice {
  label: string;
  count: number;
  /** Whole percent of the total; the slices' percents add up to exactly 100. */
  percent: number;
}

/**
 * A pie's slices: empty groups left out, each with its share as a whole percent. Shares are
 * rounded by largest remainder, so a legend never reads 33% + 33% + 33%.
 */
export function pieSlices(counts: readonly { label: string; count: number }[]): TSlice[] {
  const present = counts.filter((item) => item.count > 0);
  const total = present.reduce((sum, item) => sum + item.count, 0);
  if (total === 0) return [];
  const exact = present.map((item) => (item.count / total) * 100);
  const percents = exact.map(Math.floor);
  let missing = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    percents[index] = (percents[index] ?? 0) + 1;
    missing--;
  }
  return present.map((item, index) => ({ label: item.label, count: item.count, percent: percents[index] ?? 0 }));
}

export interface TAmountBar {
  type: string;
  /** Cents, always positive: the chart compares sizes; the colour says income or expense. */
  total: number;
  kind: 'income' | 'expense';
}

/** The financial chart (docs/domain.md#screens): absolute totals per type, largest first. */
export function amountBars(byType: readonly { type: string; total: number }[]): TAmountBar[] {
  return byType
    .filter((item) => item.total !== 0)
    .map((item) => ({ type: item.type, total: Math.abs(item.total), kind: isExpenseType(item.type) ? ('expense' as const) : ('income' as const) }))
    .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
}
