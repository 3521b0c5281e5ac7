import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import type { TSaveMessages } from '../components/DialogForm';
import { VoidRecordDialog } from '../records/VoidRecordDialog';

const VOID_MESSAGES: TSaveMessages = {
  success: { title: 'Transaction voided', description: 'The transaction no longer counts in the totals.' },
  failure: { title: 'Error', description: 'There was an error voiding the transaction.' },
};

/** Voids a transaction entered in error: it drops out of the history and the totals. */
export function VoidTransactionDialog({ transaction, onClose }: { transaction: TTransaction | null; onClose: () => void }) {
  const voidTransaction = trpc.transactions.void.useMutation();
  const format = useFormat();
  return (
    <VoidRecordDialog
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Void Transaction"
      summary={transaction && `${transaction.transactionType} of ${format.money(transaction.amount)} on ${format.date(transaction.date)}.`}
      messages={VOID_MESSAGES}
      onVoid={async (reason) => {
        if (!transaction) return;
        await voidTransaction.mutateAsync({ id: transaction.id, reason });
      }}
    />
  );
}
