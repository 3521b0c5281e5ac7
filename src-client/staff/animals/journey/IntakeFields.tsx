import { GridItem } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { INTAKE_TYPES_BY_HAND, TRANSFER_SCOPES, type TIntakeType } from '../../../../src-shared/journey';
import { TRANSFER_PARTNER_KIND } from '../../../../src-shared/people';
import { inputBounds, intakeDateBounds } from '../../../../src-shared/record-dates';
import { formFields, noneWhenEmpty } from '../../../shared/form/FormFields';
import { useShelterToday } from '../../components/use-shelter-today';
import { OrganizationField } from '../../organizations/OrganizationField';
import { PersonField } from '../../people/PersonField';
import { FormSection } from '../form/FormSection';
import { INTAKE_DETAILS, type TIntakeFormValues } from './intake-form';
import { MotherPicker } from './MotherPicker';
import { useArrivalPlaceSelect } from './use-location-options';
import { CONDITION_CHOICES } from './condition-choices';

/** An animal arriving goes into a kennel or a room, not just a building. */

/** What a form with an intake holds: the intake date, and the intake's type and details. */
export interface TIntakeFormShape {
  intakeDate: string;
  intake: TIntakeFormValues;
}

const F = formFields<TIntakeFormShape>();

/**
 * How the animal came in: the type first, then only the details that type asks for, its
 * condition, and when. A stray (the common case, chosen when the form opens) needs nothing
 * but where it was found, and may say who found it.
 */
export function IntakeFields() {
  const type = useWatch<TIntakeFormShape, 'intake.type'>({ name: 'intake.type' }) as TIntakeType;
  const asked = INTAKE_DETAILS[type];
  const place = useArrivalPlaceSelect();
  const wide = { md: 2 } as const;
  return (
    <FormSection title="Intake">
      <F.Select name="intake.type" label="Intake Type" options={INTAKE_TYPES_BY_HAND} />
      <F.Select name="intake.condition" label="Condition at Intake" {...CONDITION_CHOICES} />
      {asked.includes('foundLocation') && (
        <GridItem colSpan={wide}>
          <F.Text name="intake.foundLocation" label="Found At" placeholder="Address or cross streets" autoComplete="off" />
        </GridItem>
      )}
      {asked.includes('finderPersonId') && (
        <GridItem colSpan={wide}>
          <PersonField<TIntakeFormShape> name="intake.finderPersonId" label="Finder" />
        </GridItem>
      )}
      {asked.includes('ownerPersonId') && (
        <GridItem colSpan={wide}>
          <PersonField<TIntakeFormShape> name="intake.ownerPersonId" label="Owner" required />
        </GridItem>
      )}
      {asked.includes('sourceOrganizationId') && (
        <>
          <GridItem colSpan={wide}>
            <OrganizationField<TIntakeFormShape> name="intake.sourceOrganizationId" label="Source Organization" kind={TRANSFER_PARTNER_KIND} required />
          </GridItem>
          <F.Select name="intake.transferScope" label="Transfer Scope" options={TRANSFER_SCOPES} placeholder="Choose…" required setValueAs={noneWhenEmpty} />
        </>
      )}
      {asked.includes('motherAnimalId') && (
        <GridItem colSpan={wide}>
          <MotherPicker />
        </GridItem>
      )}
      {asked.includes('reason') && (
        <GridItem colSpan={wide}>
          <F.Textarea name="intake.reason" label="Reason" rows={2} />
        </GridItem>
      )}
      <F.Text name="intakeDate" label="Intake Date" type="date" required {...inputBounds(intakeDateBounds(useShelterToday()))} />
      <F.Time name="intake.time" label="Intake Time" />
      <F.Select name="intake.locationId" label="Location" {...place} />
      <GridItem colSpan={wide}>
        <F.Textarea name="intake.notes" label="Notes" rows={2} />
      </GridItem>
    </FormSection>
  );
}
