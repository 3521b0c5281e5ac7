/**
 * What an appointment's status reads as: one whose date has passed shows as Completed
 * (docs/domain.md#appointments), unless it was cancelled. Upcoming means today or later.
 */
export function appointmentDisplayStatus(appointment: { date: string; status: string }, today: string): string {
  if (appointment.date < today && appointment.status !== 'Cancelled') return 'Completed';
  return appointment.status;
}
