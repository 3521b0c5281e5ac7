import { GridItem } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NOTE_KINDS } from '../../../src-shared/enums';
import { behaviorNoteDateBounds, inputBounds } from '../../../src-shared/record-dates';
import { mayBePublic } from '../../../src-shared/schemas/behavior-notes';
import { formFields } from '../../shared/form/FormFields';
import { FormSection } from '../animals/form/FormSection';
import { useShelterToday } from '../components/use-shelter-today';
import type { TNoteFormValues } from './note-form';

const F = formFields<TNoteFormValues>();

/**
 * A note's fields, shared by Add Note and its correction, for an animal taken in on `intakeDate`.
 * The public switch is offered for a behaviour note only, and turns off when the kind changes
 * (docs/domain.md#notes).
 */
export function NoteFields({ intakeDate }: { intakeDate: string }) {
  const kind = useWatch<TNoteFormValues, 'kind'>({ name: 'kind' }) ?? 'Behaviour';
  const { setValue } = useFormContext<TNoteFormValues>();
  const publishable = mayBePublic(kind);
  useEffect(() => {
    if (!publishable) setValue('public', false);
  }, [publishable, setValue]);
  const dateBounds = inputBounds(behaviorNoteDateBounds(useShelterToday(), intakeDate));
  return (
    <FormSection title="Note">
      <F.Select name="kind" label="Kind" options={NOTE_KINDS} />
      <F.Text name="date" label="Date" type="date" required {...dateBounds} />
      <GridItem colSpan={{ md: 2 }}>
        <F.Textarea name="note" label="Note" required rows={3} />
      </GridItem>
      <F.Text name="observedBy" label="Observed by" autoComplete="off" helperText="If someone else saw it; you are recorded as the writer." />
      {publishable && <F.Switch name="public" label="Show on the adoption portal" helperText="Off: only staff and volunteers read it." />}
    </FormSection>
  );
}
