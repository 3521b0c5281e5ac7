import { deviceDate } from '../../shared/date-format';

/** The calendar day, on this device, of an instant the server sent (an application's submission). */
export const dayOf = (instant: string): string => deviceDate(new Date(instant));
