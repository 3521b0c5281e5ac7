import type { EntityManager } from '@mikro-orm/postgresql';
import { dateInZone, toCalendarDate } from '../../../src-shared/dates.js';
import type { TConfig } from '../../config.js';
import { getSettings } from './settings.service.js';

export interface TCalendar {
  timeZone: string;
  /** Today in the organization's zone, `YYYY-MM-DD`. */
  today: string;
  /** A date field as sent (date or date-time) as a calendar date in that zone. */
  date(value: string): string;
}

/**
 * The calendar as a call holds it (the tRPC context's `calendar`): read when first asked for,
 * then kept, so a call that needs no date costs no read of the settings.
 */
export type TLazyCalendar = () => Promise<TCalendar>;

/** "Today" is the organization's today (docs/domain.md#dates), not the server's. */
export async function calendar(em: EntityManager, config: Pick<TConfig, 'timeZone'>): Promise<TCalendar> {
  const timeZone = (await getSettings(em)).organization.timeZone || config.timeZone;
  return { timeZone, today: dateInZone(new Date(), timeZone), date: (value) => toCalendarDate(value, timeZone) };
}

export function lazyCalendar(em: EntityManager, config: Pick<TConfig, 'timeZone'>): TLazyCalendar {
  let read: Promise<TCalendar> | undefined;
  return () => (read ??= calendar(em, config));
}
