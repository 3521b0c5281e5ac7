import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { NOT_MARKED } from '../../shared/appointment-status';

/** What the status menu offers: a status, an outcome, or clearing the outcome ("Not marked"). */
export type TAppointmentChoice = 'Confirmed' | 'Upcoming' | 'Completed' | 'No-show' | 'Cancelled' | typeof NOT_MARKED;

export const CHOICE_LABELS: Record<TAppointmentChoice, string> = {
  Confirmed: 'Confirm',
  Upcoming: 'Mark Upcoming',
  Completed: 'Mark Completed',
  'No-show': 'Mark No-show',
  Cancelled: 'Cancel appointment',
  [NOT_MARKED]: 'Clear the outcome',
};

/**
 * The menu's choices (docs/domain.md#appointments): Confirm and Mark Upcoming while the day has not
 * passed and nothing happened yet (they also restore a cancelled one); Completed and No-show from
 * the appointment's day on; Cancel always; clearing an outcome that is not the cancellation of an
 * appointment still to come (which Confirm or Mark Upcoming restore). The one shown now is left out
 * by the menu.
 */
export function appointmentChoices(appointment: Pick<TAppointment, 'date' | 'outcome'>, today: string): TAppointmentChoice[] {
  const { date, outcome } = appointment;
  const choices: TAppointmentChoice[] = [];
  if (date >= today && (outcome === null || outcome === 'Cancelled')) choices.push('Confirmed', 'Upcoming');
  if (date <= today) choices.push('Completed', 'No-show');
  choices.push('Cancelled');
  if (outcome !== null && (outcome !== 'Cancelled' || date < today)) choices.push(NOT_MARKED);
  return choices;
}
