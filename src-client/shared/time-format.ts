import { timeAfter } from '../../src-shared/dates';
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

/**
 * A time as staff type it, on either clock, as HH:MM: "14:30", "1430", "9", "2:30 pm", "2pm",
 * "12 am" (midnight), "9.15". Null when it is not one.
 */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[:.h]?(\d{2}))?\s*(a|p|am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().startsWith('p') ? 'pm' : match[3] ? 'am' : null;
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The HH:MM times inside a server's sentence ("… from 14:30 to 15:15 …") on the chosen clock. */
export function timesOnClock(text: string, clock: TClock): string {
  return text.replace(/\b(?:[01]\d|2[0-3]):[0-5]\d\b/g, (time) => formatTime(time, clock));
}
