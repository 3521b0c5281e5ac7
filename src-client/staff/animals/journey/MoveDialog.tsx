import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { ZAnimalMoveInput } from '../../../../src-shared/schemas/locations';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { AnimalBanner } from '../../records/AnimalBanner';
import { FormSection } from '../form/FormSection';
import { useLocationOptions } from './use-location-options';

/** Move: the API's own move schema, the location picked from a list (none until chosen). */
const ZMoveForm = ZAnimalMoveInput.extend({
  locationId: z.string().min(1, 'Choose where the animal goes').transform(Number).pipe(ZAnimalMoveInput.shape.locationId),
});
type TMoveFormValues = z.input<typeof ZMoveForm>;

const F = formFields<TMoveFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Animal moved', description: 'Its new location has been recorded.' },
  failure: { title: 'Error', description: 'The move was not recorded.' },
};

function MoveForm({ animal, stay }: { animal: TAnimal; stay: TStay }) {
  const now = useShelterNow();
  const form = useForm({ resolver: zodResolver(ZMoveForm), defaultValues: { id: animal.id, locationId: '', date: now.date, time: now.time } });
  const move = trpc.locations.move.useMutation();
  const locations = useLocationOptions();
  return (
    <DialogForm form={form} save={(input) => move.mutateAsync(input)} messages={MESSAGES} submitLabel="Move">
      <AnimalBanner animal={animal} />
      <FormSection title="Move to">
        <F.Select
          name="locationId"
          label="Location"
          options={locations.options}
          placeholder={locations.pending ? 'Loading…' : 'Choose…'}
          required
          helperText={locations.help}
        />
        <F.Text name="date" label="Date" type="date" required min={stay.intake.date} max={now.date} />
        <F.Time name="time" label="Time" />
      </FormSection>
    </DialogForm>
  );
}

/** Move: where in the shelter an animal in care now is. */
export function MoveDialog({ animal, stay, open, onOpenChange }: { animal: TAnimal; stay: TStay; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Move Animal" description={`Record where ${animal.name} is now.`}>
      <MoveForm animal={animal} stay={stay} />
    </FormDialog>
  );
}
