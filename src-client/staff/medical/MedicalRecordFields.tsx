import { GridItem } from '@chakra-ui/react';
import { MEDICAL_RECORD_TYPES } from '../../../src-shared/enums';
import { formFields } from '../../shared/form/FormFields';
import { FormSection } from '../animals/form/FormSection';
import type { TMedicalFormValues } from './medical-form';

const F = formFields<TMedicalFormValues>();

/** A medical record's fields, shared by Add Medical Record and its correction. */
export function MedicalRecordFields() {
  return (
    <FormSection title="Record">
      <F.Select name="recordType" label="Record Type" options={MEDICAL_RECORD_TYPES} />
      <F.Text name="date" label="Date" type="date" required />
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
