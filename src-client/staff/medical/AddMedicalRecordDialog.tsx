import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { MedicalRecordFields } from './MedicalRecordFields';
import { newRecordDefaults, ZMedicalForm } from './medical-form';
import { useShelterToday } from '../components/use-shelter-today';

const MESSAGES: TSaveMessages = {
  success: { title: 'Medical record created', description: 'The medical record has been saved.' },
  failure: { title: 'Error', description: 'There was an error creating the medical record.' },
};

function AddRecordForm({ animal }: { animal: TAnimal }) {
  const form = useForm({ resolver: zodResolver(ZMedicalForm), defaultValues: newRecordDefaults(useShelterToday()) });
  const create = trpc.medical.create.useMutation();
  return (
    <DialogForm form={form} save={(record) => create.mutateAsync({ ...record, animalId: animal.id })} messages={MESSAGES} submitLabel="Save Record">
      <AnimalBanner animal={animal} />
      <MedicalRecordFields intakeDate={animal.intakeDate} />
    </DialogForm>
  );
}

/** Add Medical Record for the animal chosen on the screen or named by the animal detail's button. */
export function AddMedicalRecordDialog({ animalId, onClose }: { animalId: number | null; onClose: () => void }) {
  const shown = useLastPresent(animalId);
  return (
    <FormDialog
      open={animalId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Add Medical Record"
      description="A vaccination, treatment, examination or test."
    >
      {shown !== null && <AnimalDialogContent animalId={shown}>{(animal) => <AddRecordForm animal={animal} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
