import { dateFormatter } from '../../../src-shared/dates';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard';

/** The figures the dashboard reads from stays (docs/domain.md#dashboard), as its cards and chart say them. */

/** "92.3%": the rate to the one decimal the server rounds it to. */
export const rateText = (rate: number): string => `${rate.toFixed(1)}%`;

/** "12.5 days". */
export const daysText = (days: number): string => `${days.toFixed(1)} days`;

type TStayFigures = Pick<TDashboardStats, 'liveReleaseRate' | 'averageLengthOfStayDays'>;

/** The Live Release Rate card's line: what the rate counts, or why there is none. */
export function liveReleaseCaption({ liveReleaseRate, averageLengthOfStayDays }: TStayFigures): string {
  if (liveReleaseRate !== null) return 'Outcomes of the last 30 days';
  // Animals only died or were lost: outcomes, but none the rate counts.
  return averageLengthOfStayDays === null ? 'No outcomes in 30 days' : 'No live outcome or euthanasia in 30 days';
}

/** The Average Stay card's line. */
export const averageStayCaption = ({ averageLengthOfStayDays }: TStayFigures): string =>
  averageLengthOfStayDays === null ? 'No outcomes in 30 days' : 'Stays that ended in the last 30 days';

/** "2026-03" as "Mar", or "Mar 2026" with its year. */
export function monthLabel(month: string, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = withYear ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' };
  return dateFormatter('en-US', options).format(new Date(`${month}-15T12:00:00Z`));
}

/** Whole-number ticks for a count axis up to `highest`, at most five of them, the last at or above it. */
export function countTicks(highest: number): number[] {
  const step = Math.max(1, Math.ceil(highest / 4));
  return Array.from({ length: Math.max(1, Math.ceil(highest / step)) + 1 }, (_, i) => i * step);
}
