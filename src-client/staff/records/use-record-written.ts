import { trpc } from '../../shared/trpc';

/**
 * After an adoption, application decision, foster placement, medical record or appointment is
 * written: every list and figure it may change loads again (SPEC.md section 4: the animal lists,
 * that animal and the dashboard statistics). A record moves an animal's status, an adoption books
 * its fee, and the dashboard and reports count them all, so each kind is refreshed, not only the
 * one written. Only what is on screen refetches now; the rest when it is next shown.
 */
export function useRecordWritten(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.adoptions.invalidate(),
      utils.applications.invalidate(),
      utils.foster.invalidate(),
      utils.medical.invalidate(),
      utils.appointments.invalidate(),
      utils.animals.invalidate(),
      utils.dashboard.invalidate(),
      utils.reports.invalidate(),
      utils.transactions.invalidate(),
      utils.audit.invalidate(),
    ]);
  };
}
