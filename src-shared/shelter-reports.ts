import type { TIntakeType, TOutcomeType } from './journey.js';

/**
 * The rows shelters report by (docs/domain.md#shelter-reports): Shelter Animals Count's Basic
 * Data Matrix and the Asilomar Accords' annual table, and how this project's intake and outcome
 * types fall into them. One home for the mapping: the server's SQL, the screens and the CSV read
 * it from here.
 */

/** SAC's species columns; every other species is counted apart, as Other. */
export const REPORT_SPECIES = ['Dog', 'Cat', 'Other'] as const;
export type TReportSpecies = (typeof REPORT_SPECIES)[number];

/** SAC's age columns, as the stays store them (Adult, Juvenile, Unknown), keyed in the answer. */
export const SAC_AGES = { Adult: 'adult', Juvenile: 'juvenile', Unknown: 'unknown' } as const;
export type TSacAge = (typeof SAC_AGES)[keyof typeof SAC_AGES];

export const SAC_INTAKE_ROWS = {
  strayAtLarge: 'Stray/At Large',
  relinquishedByOwner: 'Relinquished by Owner',
  ownerIntendedEuthanasia: 'Owner Intended Euthanasia',
  transferredInState: 'Transferred in from Agency: In-State',
  transferredOutOfState: 'Transferred in from Agency: Out-of-State',
  transferredInternational: 'Transferred in from Agency: International',
  otherIntakes: 'Other Intakes',
  totalLiveIntake: 'Total Live Intake',
} as const;
export type TSacIntakeRow = keyof typeof SAC_INTAKE_ROWS;

export const SAC_OUTCOME_ROWS = {
  adoption: 'Adoption',
  returnedToOwner: 'Returned to Owner',
  transferredInState: 'Transferred to Another Agency: In-State',
  transferredOutOfState: 'Transferred to Another Agency: Out-of-State',
  transferredInternational: 'Transferred to Another Agency: International',
  returnedToField: 'Returned to Field',
  otherLiveOutcome: 'Other Live Outcome',
  totalLiveOutcomes: 'Total Live Outcomes',
  diedInCare: 'Died in Care',
  lostInCare: 'Lost in Care',
  shelterEuthanasia: 'Shelter Euthanasia',
  ownerIntendedEuthanasia: 'Owner Intended Euthanasia',
  totalOutcomes: 'Total Outcomes',
} as const;
export type TSacOutcomeRow = keyof typeof SAC_OUTCOME_ROWS;

/** The rows that are sums of others, computed from them, never counted apart. */
export const SAC_TOTAL_ROWS = ['totalLiveIntake', 'totalLiveOutcomes', 'totalOutcomes'] as const;
export const SAC_LIVE_OUTCOME_ROWS: readonly TSacOutcomeRow[] = [
  'adoption',
  'returnedToOwner',
  'transferredInState',
  'transferredOutOfState',
  'transferredInternational',
  'returnedToField',
  'otherLiveOutcome',
];

const TRANSFER_ROW = { 'In-state': 'transferredInState', 'Out-of-state': 'transferredOutOfState', International: 'transferredInternational' } as const;

/**
 * An intake's SAC row. A return after adoption is relinquished by its adopter; born in care and
 * seized count as other intakes; a transfer without its scope (recorded before scopes existed) as
 * in-state.
 */
export function sacIntakeRow(type: TIntakeType, transferScope: string | null): Exclude<TSacIntakeRow, 'totalLiveIntake'> {
  switch (type) {
    case 'Stray/At large':
      return 'strayAtLarge';
    case 'Relinquished by owner':
    case 'Returned after adoption':
      return 'relinquishedByOwner';
    case 'Owner-intended euthanasia':
      return 'ownerIntendedEuthanasia';
    case 'Transferred in':
      return TRANSFER_ROW[transferScope as keyof typeof TRANSFER_ROW] ?? 'transferredInState';
    case 'Born in care':
    case 'Seized/Confiscated':
    case 'Other':
      return 'otherIntakes';
  }
}

/** An outcome's SAC row; a transfer without its scope counts as in-state, as for intakes. */
export function sacOutcomeRow(type: TOutcomeType, transferScope: string | null): Exclude<TSacOutcomeRow, (typeof SAC_TOTAL_ROWS)[number]> {
  switch (type) {
    case 'Adoption':
      return 'adoption';
    case 'Returned to owner':
      return 'returnedToOwner';
    case 'Transferred out':
      return TRANSFER_ROW[transferScope as keyof typeof TRANSFER_ROW] ?? 'transferredInState';
    case 'Returned to field':
      return 'returnedToField';
    case 'Other live outcome':
      return 'otherLiveOutcome';
    case 'Died in care':
      return 'diedInCare';
    case 'Lost in care':
      return 'lostInCare';
    case 'Shelter euthanasia':
      return 'shelterEuthanasia';
    case 'Owner-intended euthanasia':
      return 'ownerIntendedEuthanasia';
  }
}

/**
 * The Asilomar live release rate: live outcomes over live outcomes and euthanasia, less the
 * owner-requested euthanasia of unhealthy-untreatable animals; died and lost in care are in neither.
 * A percent to one decimal, or null when nothing left alive or by euthanasia.
 */
export function asilomarLiveReleaseRate(liveOutcomes: number, euthanasia: number, ownerRequestedUnhealthyUntreatable: number): number | null {
  const denominator = liveOutcomes + euthanasia - ownerRequestedUnhealthyUntreatable;
  return denominator > 0 ? Math.round((liveOutcomes / denominator) * 1000) / 10 : null;
}
