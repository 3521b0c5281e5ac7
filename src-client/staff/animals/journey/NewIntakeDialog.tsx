import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { ZIntakeCreateInput } from '../../../../src-shared/schemas/journey';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { AnimalBanner } from '../../records/AnimalBanner';
import { intakeDefaults, ZIntakeForm } from './intake-form';
import { IntakeFields } from './IntakeFields';

const MESSAGES: TSaveMessages = {
  success: { title: 'Intake recorded', description: 'A new stay has started.' },
  failure: { title: 'Error', description: 'The intake was not recorded.' },
};

/** A later stay of an animal that has left: the same intake group as a new animal's. */
const ZNewIntakeForm = ZIntakeCreateInput.extend({ intake: ZIntakeForm });

function NewIntakeForm({ animal }: { animal: TAnimal }) {
  const now = useShelterNow();
  const defaultValues: z.input<typeof ZNewIntakeForm> = { id: animal.id, intakeDate: now.date, intake: intakeDefaults(now.time) };
  const form = useForm({ resolver: zodResolver(ZNewIntakeForm), defaultValues });
  const intake = trpc.journey.intake.useMutation();
  return (
    <DialogForm form={form} save={(input) => intake.mutateAsync(input)} messages={MESSAGES} submitLabel="Record Intake">
      <AnimalBanner animal={animal} />
      <IntakeFields />
    </DialogForm>
  );
}

/** New Intake on the page of an animal that has left: it comes back as the same record. */
export function NewIntakeDialog({ animal, open, onOpenChange }: { animal: TAnimal; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="New Intake" description={`${animal.name} is back: how it came in this time.`}>
      <NewIntakeForm animal={animal} />
    </FormDialog>
  );
}
