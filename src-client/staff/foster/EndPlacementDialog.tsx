import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useLastPresent } from '../records/use-last-present';
import { endPlacementForm } from './foster-form';
import { useShelterToday } from '../components/use-shelter-today';

const F = formFields<{ endDate: string }>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Foster placement ended', description: 'The end date has been recorded.' },
  failure: { title: 'Error', description: 'There was an error ending the foster placement.' },
};

function EndPlacementForm({ placement }: { placement: TFosterPlacement }) {
  const schema = useMemo(() => endPlacementForm(placement.startDate), [placement.startDate]);
  // Not before the start: a placement that starts in the future ends no earlier than it starts.
  const today = useShelterToday();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { endDate: today < placement.startDate ? placement.startDate : today } });
  const update = trpc.foster.update.useMutation();
  const format = useFormat();
  return (
    <DialogForm
      form={form}
      save={({ endDate }) => update.mutateAsync({ id: placement.id, version: placement.version, endDate })}
      messages={MESSAGES}
      submitLabel="End Placement"
    >
      <Text fontSize="sm">
        {placement.animalName} has been with {placement.fosterName} since {format.date(placement.startDate)}. With an end date of today or earlier,{' '}
        {placement.animalName} is Available again.
      </Text>
      <F.Text name="endDate" label="End Date" type="date" required />
    </DialogForm>
  );
}

/** Ends a current placement (docs/domain.md#statuses: the animal returns to Available). */
export function EndPlacementDialog({ placement, onClose }: { placement: TFosterPlacement | null; onClose: () => void }) {
  const shown = useLastPresent(placement);
  return (
    <FormDialog open={placement !== null} onOpenChange={(open) => !open && onClose()} title="End Foster Placement" size="md">
      {shown && <EndPlacementForm placement={shown} />}
    </FormDialog>
  );
}
