import { dateInZone, timeInZone } from '../../../src-shared/dates';
import { trpc } from '../../shared/trpc';

/**
 * Today on the shelter's calendar (docs/domain.md#dates): the day in the organization's time
 * zone, which is the day the server checks dates against, whatever zone this device is in. The
 * console asks for the zone as it opens (StaffLayout); until it has arrived, this device's day.
 * Worked out at every render from the zone, so a screen left open past midnight moves on.
 */
export function useShelterToday(): string {
  return useShelterNow().date;
}

/** The shelter's today and the time on its clock (`HH:MM`), for a form recording when something happened. */
export function useShelterNow(): { date: string; time: string } {
  const { data } = trpc.settings.calendar.useQuery();
  const zone = data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = new Date();
  return { date: dateInZone(now, zone), time: timeInZone(now, zone) };
}
