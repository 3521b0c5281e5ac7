import { isIsoDate } from '../../src-shared/dates';
import type { TDateFormat } from './display-settings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar date `YYYY-MM-DD` in one of the Display formats, "N/A" when empty
 * (docs/domain.md#screens). Pure string work: no Date object is built, so no time zone can move the day.
 * Anything that is not a calendar date is shown as it came.
 */
export function formatDate(date: string | null | undefined, format: TDateFormat): string {
  if (!date) return 'N/A';
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-') as [string, string, string];
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return date;
    case 'MMM D, YYYY':
      return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
  }
}

/**
 * An instant's day on this device's calendar, as `YYYY-MM-DD`. The console's "today" is the
 * shelter's (useShelterToday); this is for what is shown on this device's clock.
 */
export function deviceDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
