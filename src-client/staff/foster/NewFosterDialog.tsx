import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { fosterStartBounds } from '../../../src-shared/schemas/foster';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { FosterHomeHint } from '../people/FosterHomeHint';
import { PersonField } from '../people/PersonField';
import type { TPickedPerson } from '../people/PersonPicker';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { fosterForm, fosterFormDefaults, scheduledNote, type TFosterFormValues } from './foster-form';
import { useShelterToday } from '../components/use-shelter-today';

const F = formFields<TFosterFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Foster record created', description: 'The foster placement has been recorded.' },
  failure: { title: 'Error', description: 'There was an error creating the foster record.' },
};

function FosterForm({ animal, person }: { animal: TAnimal; person: TPickedPerson | null }) {
  const today = useShelterToday();
  const schema = useMemo(() => fosterForm(animal.intakeDate, today), [animal.intakeDate, today]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: fosterFormDefaults(animal.id, today, person?.id ?? null) });
  const create = trpc.foster.create.useMutation();
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const start = fosterStartBounds(animal.intakeDate, today);
  return (
    <DialogForm form={form} save={(placement) => create.mutateAsync(placement)} messages={MESSAGES} submitLabel="Create Foster Record">
      <AnimalBanner animal={animal} />
      <FormSection title="Foster">
        <GridItem colSpan={{ md: 2 }}>
          <PersonField<TFosterFormValues> name="personId" label="Foster" required initial={person} hint={(chosen) => <FosterHomeHint personId={chosen.id} />} />
        </GridItem>
      </FormSection>
      <FormSection title="Placement">
        <F.Text name="startDate" label="Start Date" type="date" required min={start.min} max={start.max} helperText={scheduledNote(startDate, today)} />
        <F.Text name="endDate" label="End Date" type="date" min={startDate || start.min} helperText="Leave empty for an open-ended placement." />
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="notes" label="Notes" rows={3} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/**
 * New Foster Arrangement, for the animal chosen on the Foster Care
 * screen or named by the animal detail's Foster button; from a person's page, with them as the foster.
 */
export function NewFosterDialog({ animalId, person = null, onClose }: { animalId: number | null; person?: TPickedPerson | null; onClose: () => void }) {
  const shown = useLastPresent(animalId);
  return (
    <FormDialog
      open={animalId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="New Foster Arrangement"
      description="Place the animal with a foster. A current placement marks it In Foster; a later one, on its start day."
    >
      {shown !== null && <AnimalDialogContent animalId={shown}>{(animal) => <FosterForm animal={animal} person={person} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
