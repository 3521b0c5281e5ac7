import { Alert, GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ADOPTION_STATUSES } from '../../../src-shared/enums';
import { adoptionDateBounds, inputBounds } from '../../../src-shared/record-dates';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TSettings } from '../../../src-shared/schemas/settings';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { FormSection } from '../animals/form/FormSection';
import { PersonField } from '../people/PersonField';
import type { TPickedPerson } from '../people/PersonPicker';
import { CONDITION_CHOICES } from '../animals/journey/condition-choices';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent, DialogLoading } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { adoptionFormDefaults, ZAdoptionForm, type TAdoptionFormValues } from './adoption-form';
import { useShelterNow } from '../components/use-shelter-today';
import { HoldConfirmation, isOnHold } from './HoldConfirmation';

const F = formFields<TAdoptionFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Adoption processed', description: 'The adoption has been recorded.' },
  failure: { title: 'Error', description: 'There was an error processing the adoption.' },
};

const HELD_HELP = 'Refused while a hold lasts: save it as Pending, or release the hold first.';

const STATUS_HELP: Record<string, string> = {
  Completed: 'The animal becomes Adopted, a current foster placement ends, and the fee is booked as income.',
  Pending: 'The animal keeps its status until the adoption is completed.',
  Cancelled: 'Recorded for the history only.',
};

function AdoptionForm({ animal, settings, held, person }: { animal: TAnimal; settings: TSettings | undefined; held: boolean; person: TPickedPerson | null }) {
  const now = useShelterNow();
  const form = useForm({
    resolver: zodResolver(ZAdoptionForm),
    defaultValues: adoptionFormDefaults(settings?.system.defaultAdoptionFee, now, held ? 'Pending' : 'Completed', person?.id ?? null),
  });
  const create = trpc.adoptions.create.useMutation();
  const format = useFormat();
  const status = useWatch({ control: form.control, name: 'status' });
  // Said before saving, rather than learnt from the server's refusal (docs/domain.md#statuses).
  const chipMissing = status === 'Completed' && settings?.system.requireMicrochip === true && !animal.microchipId;
  const defaultFee = settings ? format.money(settings.system.defaultAdoptionFee) : undefined;

  return (
    <DialogForm form={form} save={(adoption) => create.mutateAsync({ ...adoption, animalId: animal.id })} messages={MESSAGES} submitLabel="Process Adoption">
      <AnimalBanner animal={animal} />
      <FormSection title="Adopter">
        {/* A person flagged Do not adopt shows so here; the server refuses their adoption, and its reason shows above. */}
        <GridItem colSpan={{ md: 2 }}>
          <PersonField<TAdoptionFormValues> name="personId" label="Adopter" required initial={person} />
        </GridItem>
      </FormSection>
      <FormSection title="Adoption">
        <F.Text name="adoptionDate" label="Adoption Date" type="date" required {...inputBounds(adoptionDateBounds(now.date, animal.intakeDate))} />
        <F.Text
          name="fee"
          label="Adoption Fee ($)"
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          helperText={defaultFee ? `The default fee is ${defaultFee}. Empty counts as no fee.` : 'Empty counts as no fee.'}
        />
        <F.Select
          name="status"
          label="Status"
          options={ADOPTION_STATUSES.filter((choice) => choice !== 'Returned')}
          helperText={held && status === 'Completed' ? HELD_HELP : STATUS_HELP[status]}
        />
        {/* The adoption is the stay's outcome only once Completed: its time and condition are asked then. */}
        {status === 'Completed' && (
          <>
            <F.Time name="outcomeTime" label="Adoption Time" />
            <F.Select name="outcomeCondition" label="Condition at Adoption" {...CONDITION_CHOICES} />
          </>
        )}
      </FormSection>
      {chipMissing && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A microchip is required before adoption</Alert.Title>
            <Alert.Description>
              Add {animal.name}’s microchip on the Microchip tab of the animal’s page first, or save the adoption as Pending.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </DialogForm>
  );
}

/**
 * Waits for the system settings, whose default adoption fee fills the form (it opens once, with
 * it). An animal on hold is confirmed first (docs/domain.md#applications), and its adoption
 * opens as Pending; a Completed one is the server's to refuse, under the Status field.
 */
function AdoptionFormWithSettings({ animal, person }: { animal: TAnimal; person: TPickedPerson | null }) {
  const settings = trpc.settings.get.useQuery();
  const [confirmed, setConfirmed] = useState(false);
  const held = isOnHold(animal.status);
  if (held && !confirmed) return <HoldConfirmation animal={animal} onConfirm={() => setConfirmed(true)} />;
  // Without the settings the form still opens, with the fee left for staff to type.
  if (settings.isPending) return <DialogLoading />;
  return <AdoptionForm animal={animal} settings={settings.data} held={held} person={person} />;
}

/**
 * Process Adoption, for the animal chosen on the Adoptions screen or
 * named by the animal detail's button; from a person's page, with them as the adopter.
 */
export function ProcessAdoptionDialog({ animalId, person = null, onClose }: { animalId: number | null; person?: TPickedPerson | null; onClose: () => void }) {
  const shown = useLastPresent(animalId);
  return (
    <FormDialog
      open={animalId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Process Adoption"
      description="Record the adopter and the adoption. A completed adoption marks the animal Adopted."
    >
      {shown !== null && <AnimalDialogContent animalId={shown}>{(animal) => <AdoptionFormWithSettings animal={animal} person={person} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
