import { addDays, addMonths, dateFormatter } from './dates.js';
import type { TAdoptionBucket, TDashboardPeriod } from './schemas/dashboard.js';

const label = (date: string, options: Intl.DateTimeFormatOptions) =>
  dateFormatter('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * The chart's buckets, oldest first: the last 7 days or 30 days by day, or the last 12 months
 * by month (docs/domain.md#dashboard). `counts` maps a bucket's first day to its adoptions.
 */
export function adoptionBuckets(period: TDashboardPeriod, today: string, counts: ReadonlyMap<string, number>): TAdoptionBucket[] {
  if (period === 'year') {
    const thisMonth = `${today.slice(0, 7)}-01`;
    return Array.from({ length: 12 }, (_, i) => {
      const date = addMonths(thisMonth, i - 11);
      return { day: label(date, { month: 'short' }), date, count: counts.get(date) ?? 0, isToday: date === thisMonth };
    });
  }
  const days = period === 'week' ? 7 : 30;
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    const text = period === 'week' ? label(date, { weekday: 'short' }) : label(date, { month: 'short', day: 'numeric' });
    return { day: text, date, count: counts.get(date) ?? 0, isToday: date === today };
  });
}

/** The first day covered by a period's buckets. */
export function periodStart(period: TDashboardPeriod, today: string): string {
  if (period === 'year') return addMonths(`${today.slice(0, 7)}-01`, -11);
  return addDays(today, period === 'week' ? -6 : -29);
}

/**
 * The same days of last month as this month's to today (docs/domain.md#dashboard): the 1st of
 * last month through the same day of the month, kept to last month's last day (Mar 31 -> Feb 28).
 */
export function sameDaysLastMonth(today: string): [from: string, to: string] {
  return [addMonths(`${today.slice(0, 7)}-01`, -1), addMonths(today, -1)];
}

/** Rounded percent of adoptions to intakes; 0 without intakes (docs/domain.md#screens). */
export function adoptionRate(adoptions: number, intakes: number): number {
  return intakes > 0 ? Math.round((adoptions / intakes) * 100) : 0;
}

/**
 * Whole-percent shares of groups that belong together (a chart's slices), summing to exactly 100
 * whenever anything is counted (docs/domain.md#reports). Largest remainder: each group gets its
 * share rounded down, and the points still missing go one each to the largest remainders. Ties
 * go to the larger count, then to the label earlier in `order` (the category's fixed order:
 * status order, species order; labels it does not name come after it, alphabetically), so equal
 * counts of one total round alike wherever 100 allows it, and split the same way in every chart.
 * Shares are answered in the order of `counts`; all 0 when nothing is counted.
 */
export function percentShares(counts: readonly { label: string; count: number }[], order: readonly string[]): number[] {
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  if (total <= 0) return counts.map(() => 0);
  // Remainders in integers (count * 100 mod total): no float decides a tie.
  const shares = counts.map((item) => Math.floor((item.count * 100) / total));
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  const byRemainder = counts
    .map((item, index) => ({ index, item, remainder: (item.count * 100) % total }))
    .sort(
      (a, b) =>
        b.remainder - a.remainder ||
        b.item.count - a.item.count ||
        rank(a.item.label) - rank(b.item.label) ||
        (a.item.label < b.item.label ? -1 : a.item.label > b.item.label ? 1 : 0),
    );
  const missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder.slice(0, missing)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** Average of a total over a count, in whole cents; 0 when there is nothing to average. */
export function averageCents(total: number, count: number): number {
  return count > 0 ? Math.round(total / count) : 0;
}
