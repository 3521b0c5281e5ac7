import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { WEIGHT_UNITS } from '../../../../../src-shared/enums';
import { inputBounds, medicalDateBounds } from '../../../../../src-shared/record-dates';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import { formFields } from '../../../../shared/form/FormFields';
import { trpc } from '../../../../shared/trpc';
import { useFormat } from '../../../../shared/use-format';
import { DialogForm, type TSaveMessages } from '../../../components/DialogForm';
import { FormDialog } from '../../../components/FormDialog';
import { useShelterToday } from '../../../components/use-shelter-today';
import { FormSection } from '../../form/FormSection';
import { weightFormDefaults, ZWeightForm, type TWeightFormValues } from './weight-form';

const F = formFields<TWeightFormValues>();
const UNITS = WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit === 'kg' ? 'kg (kilograms)' : 'lb (pounds)' }));

const MESSAGES: TSaveMessages = {
  success: { title: 'Weight recorded', description: 'It is in the weight history.' },
  failure: { title: 'Error', description: 'There was an error recording the weight.' },
};

function RecordWeightForm({ animal }: { animal: TAnimal }) {
  const today = useShelterToday();
  const { weightUnit } = useFormat();
  const form = useForm({ resolver: zodResolver(ZWeightForm), defaultValues: weightFormDefaults(today, weightUnit) });
  const create = trpc.weights.create.useMutation();
  return (
    <DialogForm form={form} save={(weight) => create.mutateAsync({ ...weight, animalId: animal.id })} messages={MESSAGES} submitLabel="Record Weight">
      <FormSection title="Weight">
        <F.Text name="date" label="Date" type="date" required {...inputBounds(medicalDateBounds(today, animal.intakeDate, false))} />
        <F.Text name="value" label="Weight" required inputMode="decimal" placeholder="e.g. 12.5" autoComplete="off" />
        <F.Select name="unit" label="Unit" options={UNITS} />
        <F.Text name="notes" label="Notes" autoComplete="off" placeholder="e.g. after meal" />
      </FormSection>
    </DialogForm>
  );
}

/** Record Weight on the animal's Overview: a weight on a day, kept in grams. */
export function RecordWeightDialog({ animal, open, onOpenChange }: { animal: TAnimal; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Record Weight" description={`A weight of ${animal.name}, on the day it was taken.`} size="md">
      <RecordWeightForm animal={animal} />
    </FormDialog>
  );
}
