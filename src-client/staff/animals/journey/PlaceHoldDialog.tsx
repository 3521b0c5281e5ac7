import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { HOLD_TYPES } from '../../../../src-shared/journey';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterToday } from '../../components/use-shelter-today';
import { AnimalBanner } from '../../records/AnimalBanner';
import { FormSection } from '../form/FormSection';
import { placeHoldDefaults, ZPlaceHoldForm, type TPlaceHoldFormValues } from './hold-forms';

const F = formFields<TPlaceHoldFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Hold placed', description: 'The animal is held until the hold ends or is released.' },
  failure: { title: 'Error', description: 'The hold was not placed.' },
};

/** What an empty end means, in the shelter's own days (Settings → System). */
function useEndHelp(): string {
  const system = trpc.settings.get.useQuery().data?.system;
  const defaults = system
    ? `a stray hold ends after ${system.strayHoldDays} days and a quarantine after ${system.quarantineDays}`
    : 'stray holds and quarantines end after the days set in Settings';
  return `The first day the animal is free. Empty: ${defaults}; any other hold lasts until released.`;
}

function PlaceHoldForm({ animal, stay }: { animal: TAnimal; stay: TStay }) {
  const today = useShelterToday();
  const form = useForm({ resolver: zodResolver(ZPlaceHoldForm), defaultValues: placeHoldDefaults(animal.id, today) });
  const place = trpc.journey.placeHold.useMutation();
  return (
    <DialogForm form={form} save={(hold) => place.mutateAsync(hold)} messages={MESSAGES} submitLabel="Place Hold">
      <AnimalBanner animal={animal} />
      <FormSection title="Hold">
        <F.Select name="type" label="Hold Type" options={HOLD_TYPES} />
        <F.Text name="startDate" label="Start Date" type="date" required min={stay.intake.date} max={today} />
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="reason" label="Reason" rows={2} required />
        </GridItem>
        <GridItem colSpan={{ md: 2 }}>
          <F.Text name="endDate" label="End Date" type="date" helperText={useEndHelp()} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/** Place Hold: a stray hold, quarantine, medical hold or behavioural evaluation on an animal in care. */
export function PlaceHoldDialog({ animal, stay, open, onOpenChange }: { animal: TAnimal; stay: TStay; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Place Hold" description={`While a hold lasts, ${animal.name} cannot be adopted.`}>
      <PlaceHoldForm animal={animal} stay={stay} />
    </FormDialog>
  );
}
