import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { newTransactionDefaults, ZTransactionForm } from './transaction-form';
import { TransactionFormFields } from './TransactionFormFields';
import { useShelterToday } from '../components/use-shelter-today';

const MESSAGES: TSaveMessages = {
  success: { title: 'Transaction created', description: 'The transaction has been recorded.' },
  failure: { title: 'Error', description: 'There was an error recording the transaction.' },
};

function NewTransactionForm() {
  const form = useForm({ resolver: zodResolver(ZTransactionForm), defaultValues: newTransactionDefaults(useShelterToday()) });
  const create = trpc.transactions.create.useMutation();
  return (
    <DialogForm form={form} save={(input) => create.mutateAsync(input)} messages={MESSAGES} submitLabel="Record Transaction">
      <TransactionFormFields />
    </DialogForm>
  );
}

/** New Transaction. */
export function NewTransactionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="New Transaction" description="Record income received or an expense paid." size="md">
      <NewTransactionForm />
    </FormDialog>
  );
}
