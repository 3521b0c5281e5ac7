import type { EntityManager } from '@mikro-orm/postgresql';
import { dateInZone, toCalendarDate } from '../../../src-shared/dates.js';
import type { TSettings } from '../../../src-shared/schemas/settings.js';
import type { TConfig } from '../../config.js';
import { getSettings } from './settings.service.js';

export interface TCalendar {
  timeZone: string;
  /** Today in the organization's zone, `YYYY-MM-DD`. */
  today: string;
  /** A date field as sent (date or date-time) as a calendar date in that zone. */
  date(value: string): string;
}

/** "Today" is the organization's today (DESIGN.md decision 9), not the server's. */
export function calendarOf(settings: TSettings, config: Pick<TConfig, 'timeZone'>): TCalendar {
  const timeZone = settings.organization.timeZone || config.timeZone;
  return { timeZone, today: dateInZone(new Date(), timeZone), date: (value) => toCalendarDate(value, timeZone) };
}

export async function calendar(em: EntityManager, config: Pick<TConfig, 'timeZone'>): Promise<TCalendar> {
  return calendarOf(await getSettings(em), config);
}
