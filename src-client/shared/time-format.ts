import { timeAfter } from '../../src-shared/schemas/appointments';
import type { TClock } from './display-settings';

/**
 * "14:30" as "2:30 PM": the AM/PM label follows the hour, 12 and above being PM
 * (docs/domain.md#screens). Anything that is not HH:MM is shown as it came.
 */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (hour > 23) return time;
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

/** "HH:MM" as the Clock setting reads it: as stored on the 24-hour clock, else with AM/PM. */
export function formatTime(time: string, clock: TClock): string {
  return clock === '24-hour' ? time : formatTime12(time);
}

/** "10:00–10:30" (or "10:00 AM–10:30 AM"): when something starts and ends, on the chosen clock. */
export function formatTimeSpan(time: string, durationMinutes: number, clock: TClock): string {
  return `${formatTime(time, clock)}–${formatTime(timeAfter(time, durationMinutes), clock)}`;
}
