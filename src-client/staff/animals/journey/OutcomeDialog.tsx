import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { isEuthanasia, OUTCOME_TYPES_BY_HAND, TRANSFER_SCOPES } from '../../../../src-shared/journey';
import { TRANSFER_PARTNER_KIND } from '../../../../src-shared/people';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import type { TOutcomeCreate, TStay } from '../../../../src-shared/schemas/journey';
import { formFields, noneWhenEmpty } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useShelterNow } from '../../components/use-shelter-today';
import { OrganizationField } from '../../organizations/OrganizationField';
import { PersonField } from '../../people/PersonField';
import { AnimalBanner } from '../../records/AnimalBanner';
import { FormSection } from '../form/FormSection';
import { CONDITION_CHOICES } from './condition-choices';
import { EuthanasiaFields } from './EuthanasiaFields';
import { OUTCOME_DETAILS, outcomeDefaults, SUBTYPE_EXAMPLES, ZOutcomeForm, type TOutcomeByHand, type TOutcomeFormValues } from './outcome-form';

const F = formFields<TOutcomeFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Outcome recorded', description: 'The stay has ended.' },
  failure: { title: 'Error', description: 'The outcome was not recorded.' },
};

function OutcomeForm({ animal, stay }: { animal: TAnimal; stay: TStay }) {
  const now = useShelterNow();
  const form = useForm<TOutcomeFormValues, unknown, TOutcomeCreate>({
    resolver: zodResolver(ZOutcomeForm),
    defaultValues: outcomeDefaults(animal.id, now.date, now.time, stay.intake.ownerPersonId),
  });
  const record = trpc.journey.outcome.useMutation();
  // Only a user allowed to record a euthanasia is offered one (docs/domain.md#outcomes).
  const mayEuthanize = trpc.journey.euthanizers.useQuery().data?.mayRecord === true;
  const type = useWatch({ control: form.control, name: 'type' }) as TOutcomeByHand | undefined;
  // The owner who brought the animal in is the one it most likely goes back to.
  const owner = stay.intake.ownerPersonId === null ? null : { id: stay.intake.ownerPersonId, name: stay.intake.ownerName ?? '' };
  const asked = type ? OUTCOME_DETAILS[type] : [];
  const wide = { md: 2 } as const;
  return (
    <DialogForm form={form} save={(outcome) => record.mutateAsync(outcome)} messages={MESSAGES} submitLabel="Record Outcome">
      <AnimalBanner animal={animal} />
      <FormSection title="Outcome">
        <F.Select
          name="type"
          label="Outcome Type"
          options={OUTCOME_TYPES_BY_HAND.filter((choice) => mayEuthanize || !isEuthanasia(choice))}
          placeholder="Choose…"
          required
          setValueAs={(value) => value || undefined}
          helperText="An adoption is recorded by processing it."
        />
        <F.Select name="condition" label="Condition at Outcome" {...CONDITION_CHOICES} />
        <F.Text name="subtype" label="Subtype" placeholder={type ? SUBTYPE_EXAMPLES[type] : undefined} autoComplete="off" />
        {asked.includes('destinationOrganizationId') && (
          <GridItem colSpan={wide}>
            <OrganizationField<TOutcomeFormValues> name="destinationOrganizationId" label="Transferred To" kind={TRANSFER_PARTNER_KIND} required />
          </GridItem>
        )}
        {asked.includes('destinationPersonId') && (
          <GridItem colSpan={wide}>
            <PersonField<TOutcomeFormValues> name="destinationPersonId" label="Returned To" initial={owner} />
          </GridItem>
        )}
        {asked.includes('transferScope') && (
          <F.Select name="transferScope" label="Transfer Scope" options={TRANSFER_SCOPES} placeholder="Choose…" required setValueAs={noneWhenEmpty} />
        )}
        {type && isEuthanasia(type) && <EuthanasiaFields />}
        {asked.includes('reason') && (
          <GridItem colSpan={wide}>
            <F.Textarea name="reason" label="Reason" rows={2} required={Boolean(type && isEuthanasia(type))} />
          </GridItem>
        )}
        <F.Text name="date" label="Outcome Date" type="date" required min={stay.intake.date} max={now.date} />
        <F.Time name="time" label="Outcome Time" />
        <GridItem colSpan={wide}>
          <F.Textarea name="notes" label="Notes" rows={2} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/** Outcome: how an animal in care left, other than by adoption; its stay ends. */
export function OutcomeDialog({ animal, stay, open, onOpenChange }: { animal: TAnimal; stay: TStay; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Record Outcome" description={`How ${animal.name} left the shelter. This ends the stay.`}>
      <OutcomeForm animal={animal} stay={stay} />
    </FormDialog>
  );
}
