import { addDays, addMonths } from './dates.js';
import type { TReportRange } from './schemas/reports.js';

/** Past Week/Month/Year: the same day one week/month/year before today, through today (docs/domain.md#reports). */
export function reportRange(range: TReportRange, today: string): { from: string; to: string } {
  const from = range === 'week' ? addDays(today, -7) : addMonths(today, range === 'month' ? -1 : -12);
  return { from, to: today };
}

/** Species groups of the intake report: Dog, Cat, and everything else as Other. */
export function speciesGroup(species: string): 'Dog' | 'Cat' | 'Other' {
  return species === 'Dog' || species === 'Cat' ? species : 'Other';
}
