import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { FormSection } from '../form/FormSection';
import { useAnimalUpdate } from '../use-animal-update';
import { MicrochipFields } from './MicrochipFields';
import { chipValues, ZMicrochipForm } from './microchip-values';

const MESSAGES: TSaveMessages = {
  success: { title: 'Microchip updated', description: 'The microchip information has been saved.' },
  failure: { title: 'Error', description: 'There was an error updating the microchip information. Please try again.' },
};

function MicrochipForm({ animal }: { animal: TAnimal }) {
  const form = useForm({ resolver: zodResolver(ZMicrochipForm), defaultValues: chipValues(animal) });
  const save = useAnimalUpdate(animal);
  return (
    <DialogForm form={form} save={save} messages={MESSAGES} submitLabel="Save Microchip">
      <FormSection title="Microchip">
        <MicrochipFields required />
      </FormSection>
    </DialogForm>
  );
}

/** The microchip update of docs/domain.md#validation, for one animal. */
export function MicrochipDialog({ animal, open, onOpenChange }: { animal: TAnimal; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={animal.microchipId ? 'Update Microchip' : 'Add Microchip'}
      description={`The chip ${animal.name} carries and where it is registered.`}
    >
      <MicrochipForm animal={animal} />
    </FormDialog>
  );
}
