import type { TAppointmentOutcome, TAppointmentStatus } from '../../../src-shared/enums.js';
import { FUTURE_OUTCOME_MESSAGE } from '../../../src-shared/schemas/appointments.js';
import { invalid } from '../../domain-errors.js';

export interface TStatusAndOutcome {
  status: string;
  outcome: TAppointmentOutcome | null;
}

/**
 * The one place an appointment's status and outcome are kept in step (docs/domain.md#appointments):
 * the outcome Cancelled is the status Cancelled, so setting either sets the other; leaving Cancelled
 * (a restore, or a cancellation cleared) returns the status to Upcoming unless a status is sent,
 * and drops the outcome Cancelled. Completed and No-show need the appointment's day to have come.
 */
export function settleOutcome(
  before: TStatusAndOutcome,
  change: { status?: TAppointmentStatus | undefined; outcome?: TAppointmentOutcome | null | undefined },
  date: string,
  today: string,
): TStatusAndOutcome {
  const { status, outcome } = change;
  if (status !== undefined && outcome !== undefined && (status === 'Cancelled') !== (outcome === 'Cancelled')) {
    throw invalid('Status Cancelled and outcome Cancelled go together: send both or neither', 'outcome');
  }
  let after: TStatusAndOutcome;
  if (outcome !== undefined) {
    after = { outcome, status: outcome === 'Cancelled' ? 'Cancelled' : (status ?? (before.status === 'Cancelled' ? 'Upcoming' : before.status)) };
  } else if (status !== undefined) {
    after = { status, outcome: status === 'Cancelled' ? 'Cancelled' : before.outcome === 'Cancelled' ? null : before.outcome };
  } else {
    after = before;
  }
  if ((after.outcome === 'Completed' || after.outcome === 'No-show') && date > today) throw invalid(FUTURE_OUTCOME_MESSAGE, 'outcome');
  return after;
}
