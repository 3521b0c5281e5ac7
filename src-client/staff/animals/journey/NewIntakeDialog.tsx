import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { ZIntakeCreateInput } from '../../../../src-shared/schemas/journey';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { AnimalBanner } from '../../records/AnimalBanner';
import { carePlanDefaults, intakeCarePlan, shownPlan, ZCarePlanForm } from '../form/care-plan-form';
import { CarePlanFields, useCarePlanPreview } from '../form/CarePlanFields';
import { intakeDefaults, ZIntakeForm } from './intake-form';
import { IntakeFields } from './IntakeFields';

const MESSAGES: TSaveMessages = {
  success: { title: 'Intake recorded', description: 'A new stay has started.' },
  failure: { title: 'Error', description: 'The intake was not recorded.' },
};

/** A later stay of an animal that has left: the same intake group as a new animal's, and its care plan. */
const ZNewIntakeForm = ZIntakeCreateInput.extend({ intake: ZIntakeForm, carePlan: ZCarePlanForm });
type TNewIntakeFormValues = z.input<typeof ZNewIntakeForm>;

/** Spayed or neutered as the animal's record says (the intake's answer, a surgery, or what staff typed before care plans). */
const ALTERED = ['Spayed', 'Neutered', 'Altered'];

/**
 * The protocol for the animal as it comes back, unless items of its plan are still due: those
 * resume instead. An animal already spayed or neutered gets no surgery.
 */
function NewIntakeForm({ animal }: { animal: TAnimal }) {
  const now = useShelterNow();
  const defaultValues: TNewIntakeFormValues = { id: animal.id, intakeDate: now.date, intake: intakeDefaults(now.time), carePlan: carePlanDefaults() };
  const form = useForm({ resolver: zodResolver(ZNewIntakeForm), defaultValues });
  const intake = trpc.journey.intake.useMutation();
  const intakeDate = useWatch({ control: form.control, name: 'intakeDate' });
  const planAnimal = { species: animal.species, birthDate: animal.birthDate, intakeDate };
  const preview = useCarePlanPreview(planAnimal);
  const due = trpc.carePlans.byAnimal.useQuery({ id: animal.id }).data?.items.filter((item) => item.status === 'Due').length ?? 0;
  const altered = animal.alteredAtIntake === true || ALTERED.includes(animal.spayNeuterStatus ?? '');
  const save = ({ carePlan, ...input }: z.output<typeof ZNewIntakeForm>) =>
    intake.mutateAsync({ ...input, carePlan: due ? undefined : intakeCarePlan(shownPlan(carePlan, preview.data, altered), altered) });
  return (
    <DialogForm form={form} save={save} messages={MESSAGES} submitLabel="Record Intake">
      <AnimalBanner animal={animal} />
      <IntakeFields />
      <CarePlanFields animal={planAnimal} altered={altered} resumes={due} />
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
