const MINUS = '\u2212';

/** "+3 vs 7 days ago", "−2 vs 7 days ago" or "No change vs 7 days ago" (docs/domain.md#dashboard). */
export function inCareCaption(now: number, weekAgo: number): string {
  const change = now - weekAgo;
  if (change === 0) return 'No change vs 7 days ago';
  return `${change > 0 ? '+' : MINUS}${Math.abs(change)} vs 7 days ago`;
}

/**
 * This month's adoptions to date against the same days of last month, in percent of last month's:
 * "+25% vs the same days last month", "New this month" when last month had none, "No change" when
 * equal. A change that rounds to 0% reads "<1%", so a figure never says no change where there was one.
 */
export function adoptionsCaption(toDate: number, sameDaysLastMonth: number): string {
  if (toDate === sameDaysLastMonth) return 'No change vs the same days last month';
  if (sameDaysLastMonth === 0) return 'New this month';
  const percent = Math.round((Math.abs(toDate - sameDaysLastMonth) / sameDaysLastMonth) * 100);
  return `${toDate > sameDaysLastMonth ? '+' : MINUS}${percent === 0 ? '<1' : percent}% vs the same days last month`;
}
