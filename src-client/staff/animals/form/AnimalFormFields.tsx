import { Flex, GridItem } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { HEALTH_STATUSES, SEXES, SPECIES } from '../../../../src-shared/enums';
import { birthDateBounds, inputBounds, intakeDateBounds } from '../../../../src-shared/record-dates';
import { formFields } from '../../../shared/form/FormFields';
import { useShelterToday } from '../../components/use-shelter-today';
import { alteredAnswer, type TAnimalEditFormValues } from './animal-form';
import { FormSection } from './FormSection';

const F = formFields<TAnimalEditFormValues>();

const ALTERED_CHOICES = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/**
 * Whether the animal came in already spayed or neutered (Yes, No, Not known): its spay/neuter
 * status follows from this while no surgery record says Spay or Neuter.
 */
export function AlteredAtIntakeField({ label }: { label: string }) {
  return (
    <F.Select
      name="alteredAtIntake"
      label={label}
      options={ALTERED_CHOICES}
      placeholder="Not known"
      setValueAs={alteredAnswer}
      helperText="A spay or neuter surgery on record says so instead."
    />
  );
}

/**
 * The animal's own fields, shared by Add New Animal and Edit Details. Name,
 * breed, age and intake date are marked required. Edit Details also corrects the answer to
 * "already spayed or neutered?", which a new animal's care plan section asks.
 */
export function AnimalFormFields({
  animalId,
  statuses,
  statusHelp,
  healthOptional,
  intakeDate,
}: {
  /** The animal ID shown read-only at the top. */
  animalId: { value: string; help?: string };
  statuses: readonly string[];
  statusHelp?: string | undefined;
  /** Offer "Not specified" (an existing animal may have no health status). */
  healthOptional?: boolean;
  /** Edit Details corrects the intake date and the spay/neuter answer here; a new animal's are in its intake and care plan groups. */
  intakeDate?: { help: string };
}) {
  const today = useShelterToday();
  const birthDateMax = birthDateBounds(useWatch<TAnimalEditFormValues, 'intakeDate'>({ name: 'intakeDate' }) || today);
  return (
    <>
      <FormSection title="Basic information">
        <F.Static label="Animal ID" value={animalId.value} helperText={animalId.help} />
        <F.Text name="name" label="Name" required autoComplete="off" />
        <F.Select name="species" label="Species" options={SPECIES} />
        <F.Text name="breed" label="Breed" required autoComplete="off" />
        <F.Select name="sex" label="Sex" options={SEXES} />
        <F.Text name="age" label="Age" required placeholder="e.g. 2 years" autoComplete="off" />
        <F.Text name="birthDate" label="Date of Birth" type="date" helperText="Gives each stay's age group." {...inputBounds(birthDateMax)} />
        <Flex align={{ md: 'end' }} pb={{ md: '2.5' }}>
          <F.Checkbox name="birthDateEstimated" label="Date of birth is estimated" />
        </Flex>
        {intakeDate && (
          <F.Text name="intakeDate" label="Intake Date" type="date" required helperText={intakeDate.help} {...inputBounds(intakeDateBounds(today))} />
        )}
        <F.Select name="status" label="Status" options={statuses} helperText={statusHelp} />
        <F.Select name="healthStatus" label="Health Status" options={HEALTH_STATUSES} placeholder={healthOptional ? 'Not specified' : undefined} />
        <GridItem colSpan={{ md: 2 }}>
          <F.Switch
            name="publicListing"
            label="List publicly while adoptable"
            helperText="Off keeps the animal off the adoption portal, the website, the feeds and the listing sites (being evaluated, held for a partner)."
          />
        </GridItem>
      </FormSection>
      <FormSection title="Description and photo">
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="description" label="Description" rows={4} />
        </GridItem>
        <GridItem colSpan={{ md: 2 }}>
          <F.Text
            name="traits"
            label="Traits"
            placeholder="Friendly, House-trained, Good with kids"
            helperText="Separate traits with commas."
            autoComplete="off"
          />
        </GridItem>
        <GridItem colSpan={{ md: 2 }}>
          <F.Text name="imageUrl" label="Image URL" type="url" inputMode="url" placeholder="https://… or /images/…" autoComplete="off" />
        </GridItem>
      </FormSection>
      {intakeDate && (
        <FormSection title="Spay/neuter">
          <AlteredAtIntakeField label="Altered at intake" />
        </FormSection>
      )}
    </>
  );
}
