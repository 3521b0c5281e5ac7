import { publicVaccinationStatus, spayNeuterStatusOf, vaccinationStatusOf } from '../../../src-shared/care-plans.js';

/** The columns of the animal aliased `a` that its public care statuses derive from (`publicCareStatuses`). */
export const PUBLIC_CARE_COLUMNS = `a.vaccination_status, a.spay_neuter_status, a.vaccinations_given, a.altered_procedure, a.altered_at_intake,
    to_char(a.next_vaccination_due, 'YYYY-MM-DD') as next_vaccination_due`;

export interface TPublicCareRow {
  sex: string;
  vaccination_status: string | null;
  spay_neuter_status: string | null;
  vaccinations_given: number;
  next_vaccination_due: string | null;
  altered_procedure: 'Spay' | 'Neuter' | null;
  altered_at_intake: boolean | null;
}

/**
 * What every public channel (the portal, the listing sites) says of an animal's vaccinations and
 * spay/neuter, derived as the console's (docs/domain.md#care-plans): every listed animal is in
 * care, so its plan counts; the public reads a late vaccination as due.
 */
export const publicCareStatuses = (row: TPublicCareRow, today: string): { vaccinationStatus: string | null; spayNeuterStatus: string | null } => ({
  vaccinationStatus: publicVaccinationStatus(
    vaccinationStatusOf({ vaccinationsGiven: row.vaccinations_given, nextVaccinationDue: row.next_vaccination_due, typed: row.vaccination_status }, today),
  ),
  spayNeuterStatus: spayNeuterStatusOf({
    procedure: row.altered_procedure,
    alteredAtIntake: row.altered_at_intake,
    sex: row.sex,
    typed: row.spay_neuter_status,
  }),
});
