import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { IntakeFields } from '../journey/IntakeFields';
import { MicrochipFields } from '../microchip/MicrochipFields';
import { createFormDefaults, statusOptions, ZAnimalCreateForm } from './animal-form';
import { AnimalFormFields } from './AnimalFormFields';
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
      <FormSection title="Microchip (optional)">
        <MicrochipFields required={false} />
      </FormSection>
    </DialogForm>
  );
}

/** Add New Animal: how it came in (a stray unless told otherwise), then the animal itself. */
export function NewAnimalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add New Animal" description="Enter the details for the new animal intake." size="xl">
      <NewAnimalForm />
    </FormDialog>
  );
}
