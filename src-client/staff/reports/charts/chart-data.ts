import { ADOPTION_STATUSES, ANIMAL_STATUSES } from '../../../../src-shared/enums';
import { isExpenseType } from '../../../../src-shared/schemas/transactions';
import { percentShares } from '../../../../src-shared/statistics';
import type { TChartCategory } from './chart-colors';

export interface TSlice {
  label: string;
  count: number;
  /** Whole percent of the total; the slices' percents add up to exactly 100. */
  percent: number;
}

/** Each category's fixed order: the tie-break of its shares, the same in every chart. */
const ORDER: Readonly<Record<TChartCategory, readonly string[]>> = {
  animalStatus: ANIMAL_STATUSES,
  adoptionStatus: ADOPTION_STATUSES,
  species: ['Dog', 'Cat', 'Other'],
};

/** A pie's slices: empty groups left out, each with its share as a whole percent (percentShares). */
export function pieSlices(category: TChartCategory, counts: readonly { label: string; count: number }[]): TSlice[] {
  const present = counts.filter((item) => item.count > 0);
  const percents = percentShares(present, ORDER[category]);
  return present.map((item, index) => ({ label: item.label, count: item.count, percent: percents[index] ?? 0 }));
}

export interface TAmountBar {
  type: string;
  /** Cents, always positive: the chart compares sizes; the colour says income or expense. */
  total: number;
  kind: 'income' | 'expense';
}

export const AMOUNT_BAR_ROW = 34;
/** Room on the left for the longest type ("Registration Fee") and on the right for its amount. */
export const AMOUNT_BARS_PADDING = { top: 8, bottom: 8, left: 124, right: 92 };
/** The financial chart's height: a row per bar. */
export const amountBarsHeight = (bars: number) => bars * AMOUNT_BAR_ROW + AMOUNT_BARS_PADDING.top + AMOUNT_BARS_PADDING.bottom;

/** The financial chart (docs/domain.md#screens): absolute totals per type, largest first. */
export function amountBars(byType: readonly { type: string; total: number }[]): TAmountBar[] {
  return byType
    .filter((item) => item.total !== 0)
    .map((item) => ({ type: item.type, total: Math.abs(item.total), kind: isExpenseType(item.type) ? ('expense' as const) : ('income' as const) }))
    .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
}
