import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { fosterFormDefaults, ZFosterForm, type TFosterFormValues } from './foster-form';
import { useShelterToday } from '../components/use-shelter-today';

const F = formFields<TFosterFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Foster record created', description: 'The foster placement has been recorded.' },
  failure: { title: 'Error', description: 'There was an error creating the foster record.' },
};

function FosterForm({ animal }: { animal: TAnimal }) {
  const form = useForm({ resolver: zodResolver(ZFosterForm), defaultValues: fosterFormDefaults(animal.id, useShelterToday()) });
  const create = trpc.foster.create.useMutation();
  return (
    <DialogForm form={form} save={(placement) => create.mutateAsync(placement)} messages={MESSAGES} submitLabel="Create Foster Record">
      <AnimalBanner animal={animal} />
      <FormSection title="Foster">
        <GridItem colSpan={{ md: 2 }}>
          <F.Text name="fosterName" label="Foster Name" required autoComplete="off" autoFocus />
        </GridItem>
        <F.Text name="fosterEmail" label="Email" type="email" inputMode="email" autoComplete="off" helperText="An email address or a phone number is needed." />
        <F.Text name="fosterPhone" label="Phone" type="tel" inputMode="tel" autoComplete="off" />
      </FormSection>
      <FormSection title="Placement">
        <F.Text name="startDate" label="Start Date" type="date" required />
        <F.Text name="endDate" label="End Date" type="date" helperText="Leave empty for an open-ended placement." />
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="notes" label="Notes" rows={3} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/**
 * New Foster Arrangement, for the animal chosen on the Foster Care
 * screen or named by the animal detail's Foster button.
 */
export function NewFosterDialog({ animalId, onClose }: { animalId: number | null; onClose: () => void }) {
  const shown = useLastPresent(animalId);
  return (
    <FormDialog
      open={animalId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="New Foster Arrangement"
      description="Place the animal with a foster. A current placement marks it In Foster."
    >
      {shown !== null && <AnimalDialogContent animalId={shown}>{(animal) => <FosterForm animal={animal} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
