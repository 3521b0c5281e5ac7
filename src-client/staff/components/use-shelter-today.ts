import { dateInZone } from '../../../src-shared/dates';
import { deviceDate } from '../../shared/date-format';
import { trpc } from '../../shared/trpc';

/**
 * Today on the shelter's calendar (docs/domain.md#dates): the day in the organization's time
 * zone, which is the day the server checks dates against, whatever zone this device is in. The
 * console asks for the zone as it opens (StaffLayout); until it has arrived, this device's day.
 * Worked out at every render from the zone, so a screen left open past midnight moves on.
 */
export function useShelterToday(): string {
  const { data } = trpc.settings.calendar.useQuery();
  return data ? dateInZone(new Date(), data.timeZone) : deviceDate();
}
