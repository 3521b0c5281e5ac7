import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { correctionDefaults, ZTransactionForm } from './transaction-form';
import { TransactionFormFields } from './TransactionFormFields';

const MESSAGES: TSaveMessages = {
  success: { title: 'Transaction corrected', description: 'The corrected transaction has been saved.' },
  failure: { title: 'Error', description: 'There was an error correcting the transaction.' },
};

function CorrectTransactionForm({ transaction }: { transaction: TTransaction }) {
  const form = useForm({ resolver: zodResolver(ZTransactionForm), defaultValues: correctionDefaults(transaction) });
  const update = trpc.transactions.update.useMutation();
  return (
    <DialogForm
      form={form}
      // The version read: a transaction changed meanwhile by someone else is refused, not overwritten.
      save={(input) => update.mutateAsync({ id: transaction.id, version: transaction.version, ...input })}
      messages={MESSAGES}
      submitLabel="Save Correction"
    >
      <TransactionFormFields payer={transaction.personId === null ? null : { id: transaction.personId, name: transaction.personName ?? '' }} />
    </DialogForm>
  );
}

/** Corrects a transaction entered in error (docs/domain.md#corrections). */
export function CorrectTransactionDialog({ transaction, onClose }: { transaction: TTransaction | null; onClose: () => void }) {
  return (
    <FormDialog
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Correct Transaction"
      description="Fix a transaction entered in error; the change is kept in the audit log."
      size="md"
    >
      {transaction && <CorrectTransactionForm transaction={transaction} />}
    </FormDialog>
  );
}
