/** What a past appointment without a recorded outcome reads as: someone should mark what happened. */
export const NOT_MARKED = 'Not marked';

/**
 * What an appointment's status reads as (docs/domain.md#appointments): the outcome staff recorded,
 * when there is one; else Cancelled if it was cancelled; else, today or later, its status (Upcoming
 * or Confirmed); a past one never marked reads "Not marked".
 */
export function appointmentDisplayStatus(appointment: { date: string; status: string; outcome: string | null }, today: string): string {
  if (appointment.outcome) return appointment.outcome;
  if (appointment.status === 'Cancelled') return 'Cancelled';
  if (appointment.date >= today) return appointment.status;
  return NOT_MARKED;
}
