import { GridItem } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { MEDICAL_RECORD_TYPES } from '../../../src-shared/enums';
import { inputBounds, medicalDateBounds } from '../../../src-shared/record-dates';
import { formFields } from '../../shared/form/FormFields';
import { FormSection } from '../animals/form/FormSection';
import { useShelterToday } from '../components/use-shelter-today';
import type { TMedicalFormValues } from './medical-form';

const F = formFields<TMedicalFormValues>();

/** A medical record's fields, shared by Add Medical Record and its correction, for an animal taken in on `intakeDate`. */
export function MedicalRecordFields({ intakeDate }: { intakeDate: string }) {
  const outsideSource = useWatch<TMedicalFormValues, 'outsideSource'>({ name: 'outsideSource' }) === true;
  const dateBounds = inputBounds(medicalDateBounds(useShelterToday(), intakeDate, outsideSource));
  return (
    <FormSection title="Record">
      <F.Select name="recordType" label="Record Type" options={MEDICAL_RECORD_TYPES} />
      <F.Text name="date" label="Date" type="date" required {...dateBounds} />
      <GridItem colSpan={{ md: 2 }}>
        {/* Ticked, the date may go back before the intake (docs/domain.md#dates). */}
        <F.Checkbox name="outsideSource" label="From an outside source (previous owner's or partner's vet records)" />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <F.Text name="description" label="Description" required autoComplete="off" placeholder="e.g. Rabies booster" />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <F.Text name="provider" label="Provider" autoComplete="off" placeholder="e.g. Dr. Patel, Eastside Vet Clinic" />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <F.Textarea name="notes" label="Notes" rows={3} />
      </GridItem>
    </FormSection>
  );
}
