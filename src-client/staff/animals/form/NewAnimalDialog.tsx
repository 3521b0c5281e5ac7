import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { IntakeFields } from '../journey/IntakeFields';
import { MicrochipFields } from '../microchip/MicrochipFields';
import { createFormDefaults, statusOptions, type TAnimalCreateFormValues, ZAnimalCreateForm } from './animal-form';
import { AlteredAtIntakeField, AnimalFormFields } from './AnimalFormFields';
import { CarePlanFields } from './CarePlanFields';
import { FormSection } from './FormSection';

const MESSAGES: TSaveMessages = {
  success: { title: 'Animal created', description: 'The animal has been successfully created.' },
  failure: { title: 'Error', description: 'There was an error creating the animal. Please try again.' },
};

/** How the server will number the animal, in the shelter's own format (System settings). */
function useAnimalIdHelp(): string {
  const settings = trpc.settings.get.useQuery();
  const { animalIdPrefix = 'A', animalIdDigits = 4 } = settings.data?.system ?? {};
  return `Numbered by intake year: ${animalIdPrefix}-YYYY-${'0'.repeat(animalIdDigits - 1)}1, then the next.`;
}

/** The care plan follows the animal as it is typed: its species, intake date, date of birth and whether it is altered. */
function NewAnimalCarePlan() {
  const [species, intakeDate, birthDate, altered] = useWatch<TAnimalCreateFormValues, ['species', 'intakeDate', 'birthDate', 'alteredAtIntake']>({
    name: ['species', 'intakeDate', 'birthDate', 'alteredAtIntake'],
  });
  return (
    <CarePlanFields animal={{ species, intakeDate, birthDate }} altered={altered === true}>
      <AlteredAtIntakeField label="Already spayed or neutered?" />
    </CarePlanFields>
  );
}

function NewAnimalForm() {
  const now = useShelterNow();
  const form = useForm({ resolver: zodResolver(ZAnimalCreateForm), defaultValues: createFormDefaults(now.date, now.time) });
  const create = trpc.animals.create.useMutation();
  const animalIdHelp = useAnimalIdHelp();
  return (
    <DialogForm form={form} save={(input) => create.mutateAsync(input)} messages={MESSAGES} submitLabel="Save Animal">
      <IntakeFields />
      <AnimalFormFields
        animalId={{ value: 'Assigned when saved', help: animalIdHelp }}
        statuses={statusOptions()}
        statusHelp="Medical Hold and Behavioral Eval place that hold; a stray starts on its Stray Hold."
      />
      <NewAnimalCarePlan />
      <FormSection title="Microchip (optional)">
        <MicrochipFields required={false} />
      </FormSection>
    </DialogForm>
  );
}

/** Add New Animal: how it came in (a stray unless told otherwise), the animal itself, and the care plan its intake starts. */
export function NewAnimalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add New Animal" description="Enter the details for the new animal intake." size="xl">
      <NewAnimalForm />
    </FormDialog>
  );
}
