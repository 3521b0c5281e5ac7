import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useAnimalUpdate } from '../use-animal-update';
import { editFormDefaults, statusHelp, statusOptions, ZAnimalEditForm } from './animal-form';
import { AnimalFormFields } from './AnimalFormFields';

const MESSAGES: TSaveMessages = {
  success: { title: 'Animal updated', description: 'The animal’s details have been saved.' },
  failure: { title: 'Error', description: 'There was an error updating the animal. Please try again.' },
};

function EditAnimalForm({ animal }: { animal: TAnimal }) {
  const form = useForm({ resolver: zodResolver(ZAnimalEditForm), defaultValues: editFormDefaults(animal) });
  const save = useAnimalUpdate(animal);
  return (
    <DialogForm form={form} save={save} messages={MESSAGES} submitLabel="Save Changes">
      <AnimalFormFields
        animalId={{ value: animal.animalId }}
        statuses={statusOptions(animal.status)}
        statusHelp={statusHelp(animal.status)}
        healthOptional
        intakeDate={{ help: `Changing the intake date keeps the animal's ID (${animal.animalId}).` }}
      />
    </DialogForm>
  );
}

/** Edit Details on the animal detail: the animal's fields and its status within the status rules. */
export function EditAnimalDialog({ animal, open, onOpenChange }: { animal: TAnimal; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Edit Animal Details" description={`Update the record of ${animal.name}.`} size="xl">
      <EditAnimalForm animal={animal} />
    </FormDialog>
  );
}
