import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { useArrivalPlaceSelect } from '../animals/journey/use-location-options';
import { CONDITION_CHOICES } from '../animals/journey/condition-choices';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterNow } from '../components/use-shelter-today';
import { returnDefaults, ZReturnForm, type TReturnFormValues } from './return-form';

const F = formFields<TReturnFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Return recorded', description: 'The adoption is Returned and a new stay has started.' },
  failure: { title: 'Error', description: 'The return was not recorded.' },
};

function ReturnForm({ adoption }: { adoption: TAdoption }) {
  const now = useShelterNow();
  const form = useForm({ resolver: zodResolver(ZReturnForm), defaultValues: returnDefaults(adoption.id, now.date, now.time) });
  const giveBack = trpc.adoptions.return.useMutation();
  const place = useArrivalPlaceSelect();
  return (
    <DialogForm form={form} save={(input) => giveBack.mutateAsync(input)} messages={MESSAGES} submitLabel="Record Return">
      <FormSection title="Return">
        <F.Text name="date" label="Return Date" type="date" required min={adoption.adoptionDate} max={now.date} />
        <F.Time name="time" label="Return Time" />
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="reason" label="Reason" rows={2} required />
        </GridItem>
        <F.Select name="locationId" label="Location" {...place} />
        <F.Select name="condition" label="Condition on Return" {...CONDITION_CHOICES} />
      </FormSection>
    </DialogForm>
  );
}

/**
 * Return: the adopted animal went home and came back (not a cancellation, which means it never
 * went). The adoption becomes Returned and the animal starts a new stay, "Returned after adoption".
 */
export function ReturnAdoptionDialog({ adoption, open, onOpenChange }: { adoption: TAdoption; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Return Adoption"
      description={`${adoption.animalName} came back from ${adoption.adopterName}. A new stay starts on the return date.`}
    >
      <ReturnForm adoption={adoption} />
    </FormDialog>
  );
}
