import { GridItem } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { MEDICAL_RECORD_TYPES, SURGERY_PROCEDURES, TEST_RESULTS } from '../../../src-shared/enums';
import { inputBounds, medicalDateBounds } from '../../../src-shared/record-dates';
import { formFields, noneWhenEmpty } from '../../shared/form/FormFields';
import { FormSection } from '../animals/form/FormSection';
import { useShelterToday } from '../components/use-shelter-today';
import { askedDetails, type TMedicalFormValues } from './medical-form';

const F = formFields<TMedicalFormValues>();

/** The details the record's type carries, as its type and description are typed. */
function TypeDetails() {
  const [recordType, description] = useWatch<TMedicalFormValues, ['recordType', 'description']>({ name: ['recordType', 'description'] });
  const asked = askedDetails(recordType, description ?? '');
  return (
    <>
      {asked.includes('procedure') && (
        <F.Select
          name="procedure"
          label="Procedure"
          options={SURGERY_PROCEDURES}
          placeholder="Not specified"
          setValueAs={noneWhenEmpty}
          helperText="Spay or Neuter gives the animal's spay/neuter status."
        />
      )}
      {asked.includes('testResult') && (
        <F.Select name="testResult" label="Result" options={TEST_RESULTS} placeholder="Not recorded" setValueAs={noneWhenEmpty} />
      )}
      {asked.includes('product') && <F.Text name="product" label="Product" autoComplete="off" placeholder="e.g. Nobivac DHPP" />}
      {asked.includes('lotNumber') && <F.Text name="lotNumber" label="Lot Number" autoComplete="off" />}
      {asked.includes('lotExpiry') && <F.Text name="lotExpiry" label="Lot Expiry" type="date" />}
      {asked.includes('rabiesTag') && <F.Text name="rabiesTag" label="Rabies Tag" autoComplete="off" />}
      {asked.includes('veterinarian') && (
        <F.Text name="veterinarian" label="Signing Veterinarian" autoComplete="off" helperText="Who signs the rabies certificate." />
      )}
    </>
  );
}

/** A medical record's fields, shared by Add Medical Record and its correction, for an animal taken in on `intakeDate`: the details of its type below its description. */
export function MedicalRecordFields({ intakeDate }: { intakeDate: string }) {
  const outsideSource = useWatch<TMedicalFormValues, 'outsideSource'>({ name: 'outsideSource' }) === true;
  const dateBounds = inputBounds(medicalDateBounds(useShelterToday(), intakeDate, outsideSource));
  return (
    <FormSection title="Record">
      <F.Select name="recordType" label="Record Type" options={MEDICAL_RECORD_TYPES} />
      <F.Text name="date" label="Date" type="date" required {...dateBounds} />
      <F.Time name="time" label="Time" />
      <F.Text name="provider" label="Provider" autoComplete="off" placeholder="e.g. Dr. Patel, Eastside Vet Clinic" />
      <GridItem colSpan={{ md: 2 }}>
        {/* Ticked, the date may go back before the intake (docs/domain.md#dates). */}
        <F.Checkbox name="outsideSource" label="From an outside source (previous owner's or partner's vet records)" />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <F.Text name="description" label="Description" required autoComplete="off" placeholder="e.g. Rabies booster" />
      </GridItem>
      <TypeDetails />
      <GridItem colSpan={{ md: 2 }}>
        <F.Textarea name="notes" label="Notes" rows={3} />
      </GridItem>
    </FormSection>
  );
}
