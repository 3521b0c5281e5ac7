import { trpc } from '../../shared/trpc';

/**
 * After a transaction is recorded, corrected or voided: the history, the totals and the reports
 * built from transactions load again.
 */
export function useTransactionsChanged(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.transactions.invalidate(), utils.reports.invalidate()]);
  };
}
