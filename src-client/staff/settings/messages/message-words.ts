import type { TMessageKind, TMessageState } from '../../../../src-shared/schemas/messages';
import type { TClock } from '../../../shared/display-settings';
import type { TStatusPalette } from '../../../shared/status-palette';
import { formatTime } from '../../../shared/time-format';

/** Each message by what it tells, as Settings → Messages lists it. */
export const MESSAGE_KIND_LABELS: Record<TMessageKind, string> = {
  applicationReceived: 'Application received',
  applicationApproved: 'Application approved',
  applicationDeclined: 'Application declined',
  adoptionCompleted: 'Adoption completed',
  newApplications: 'New applications (staff)',
  appointmentReminders: 'Appointment reminders (staff)',
  fosterEnding: 'Foster placements ending (staff)',
  test: 'Test message',
};

/** A message's state as its badge reads it, in the colour of how it went. */
export const MESSAGE_STATE_BADGES: Record<TMessageState, { label: string; palette: TStatusPalette }> = {
  queued: { label: 'Queued', palette: 'blue' },
  sent: { label: 'Sent', palette: 'green' },
  failed: { label: 'Failed', palette: 'orange' },
  refused: { label: 'Refused', palette: 'red' },
  kept: { label: 'Kept', palette: 'gray' },
};

/** What an admin may send again: a message whose delivery gave up, not one sent, on its way or kept without SMTP. */
export const mayBeSentAgain = (state: TMessageState): boolean => state === 'failed' || state === 'refused';

/** An hour of the shelter's day (0–23) on the Display clock: "8:00 AM" or "08:00". */
export const hourLabel = (hour: number, clock: TClock): string => formatTime(`${String(hour).padStart(2, '0')}:00`, clock);
