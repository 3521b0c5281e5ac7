import { Alert } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZPersonEraseInput, type TPerson } from '../../../src-shared/schemas/people';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';

const ZEraseForm = ZPersonEraseInput.pick({ reason: true });
type TEraseForm = z.input<typeof ZEraseForm>;
const F = formFields<TEraseForm>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Person erased', description: 'Their details have been removed; their records stay, counted.' },
  failure: { title: 'Error', description: 'The person was not erased.' },
};

function EraseForm({ person }: { person: TPerson }) {
  const form = useForm<TEraseForm, unknown, z.output<typeof ZEraseForm>>({ resolver: zodResolver(ZEraseForm), defaultValues: { reason: '' } });
  const erase = trpc.people.erase.useMutation();
  return (
    <DialogForm form={form} save={({ reason }) => erase.mutateAsync({ id: person.id, reason })} messages={MESSAGES} submitLabel="Erase">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This cannot be undone</Alert.Title>
          <Alert.Description>
            {person.name}’s name, contact details and notes are removed everywhere they appear. Their adoptions, placements and donations stay on file without
            them, so the shelter’s figures do not change.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <F.Textarea name="reason" label="Reason" required rows={2} helperText="Kept in the audit log, e.g. the date and way the request was made." />
    </DialogForm>
  );
}

/** Erase on request (admins): the person asked for their data to be removed. */
export function ErasePersonDialog({ person, open, onOpenChange }: { person: TPerson; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Erase on Request"
      description={`Remove ${person.name}’s personal details at their request.`}
      size="md"
    >
      <EraseForm person={person} />
    </FormDialog>
  );
}
