import { z } from 'zod';
import { REPORT_SPECIES, SAC_INTAKE_ROWS, SAC_OUTCOME_ROWS, type TReportSpecies } from '../shelter-reports.js';

/** The reports shelters are judged by (docs/domain.md#shelter-reports). */

const count = z.number().int();

/** A SAC row's count by age at the intake or the outcome. */
export const ZAgeCounts = z.object({ adult: count, juvenile: count, unknown: count });
export type TAgeCounts = z.infer<typeof ZAgeCounts>;

/** Animals in care at a moment: in the shelter, or in a foster home (SAC's two beginning and ending counts). */
export const ZPlaceCounts = z.object({ shelter: count, foster: count });
export type TPlaceCounts = z.infer<typeof ZPlaceCounts>;

const rowsOf = <T extends Record<string, string>>(rows: T) =>
  z.object(Object.fromEntries(Object.keys(rows).map((row) => [row, ZAgeCounts])) as { [K in keyof T]: typeof ZAgeCounts });

/**
 * One species over a period: in care at its start (the end of the day before), intakes and
 * outcomes by SAC row and age, in care at the end of its last day. beginning + intakes − outcomes
 * = ending, counting shelter and foster together: moving to or from a foster home is neither an
 * intake nor an outcome (SAC's rule).
 */
export const ZSacPeriod = z.object({
  from: z.string(),
  to: z.string(),
  species: z.enum(REPORT_SPECIES),
  beginning: ZPlaceCounts,
  intakes: rowsOf(SAC_INTAKE_ROWS),
  outcomes: rowsOf(SAC_OUTCOME_ROWS),
  ending: ZPlaceCounts,
});
export type TSacPeriod = z.infer<typeof ZSacPeriod>;

export const ZSacMonth = ZSacPeriod.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type TSacMonth = z.infer<typeof ZSacMonth>;

/** GET /api/reports/sac-matrix: each month of the range (the first and last cut to it) by species, and the range as a whole. */
export const ZSacMatrix = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(ZSacMonth),
  total: z.array(ZSacPeriod),
});
export type TSacMatrix = z.infer<typeof ZSacMatrix>;

/** At most ten years of months in one answer (ZReportQuery's range, refused past it with a 400). */
export const SAC_MAX_MONTHS = 120;

/** Euthanasia by the animal's Asilomar class at its outcome (else at its intake); not assessed apart, so the total adds up. */
export const ZEuthanasiaByClass = z.object({
  healthy: count,
  treatableRehabilitatable: count,
  treatableManageable: count,
  unhealthyUntreatable: count,
  notAssessed: count,
});
export type TEuthanasiaByClass = z.infer<typeof ZEuthanasiaByClass>;

/** One column of the Asilomar annual table (dogs, cats, or both). */
export const ZAsilomarColumn = z.object({
  beginningCount: count,
  intakeFromPublic: count,
  intakeFromCoalitionAgencies: count,
  intakeFromOtherAgencies: count,
  totalIntake: count,
  /** Owner-requested euthanasia of unhealthy-untreatable animals: out of the adjusted intake and of the rate. */
  ownerRequestedEuthanasiaUnhealthyUntreatable: count,
  adjustedTotalIntake: count,
  adoptions: count,
  transfersToCoalitionAgencies: count,
  transfersToOtherAgencies: count,
  returnedToOwner: count,
  /** Returned to field and other live outcomes: live, though the Accords name no row for them. */
  otherLiveOutcomes: count,
  totalLiveOutcomes: count,
  euthanasia: ZEuthanasiaByClass,
  totalEuthanasia: count,
  adjustedTotalEuthanasia: count,
  diedOrLostInCare: count,
  totalOutcomes: count,
  endingCount: count,
  /** Percent to one decimal; null when no animal left alive or by euthanasia. */
  liveReleaseRate: z.number().nullable(),
});
export type TAsilomarColumn = z.infer<typeof ZAsilomarColumn>;

export const ZAsilomarTable = z.object({ dogs: ZAsilomarColumn, cats: ZAsilomarColumn, total: ZAsilomarColumn });
export type TAsilomarTable = z.infer<typeof ZAsilomarTable>;

/** Zero of every age: a cell before anything is counted into it. */
export const noAges = (): TAgeCounts => ({ adult: 0, juvenile: 0, unknown: 0 });
const noRows = <T extends string>(rows: Record<T, string>) => Object.fromEntries(Object.keys(rows).map((row) => [row, noAges()])) as Record<T, TAgeCounts>;

/** A species' period with nothing counted yet; every count is a fresh object, safe to add into. */
export function emptySacPeriod(from: string, to: string, species: TReportSpecies): TSacPeriod {
  return {
    from,
    to,
    species,
    beginning: { shelter: 0, foster: 0 },
    intakes: noRows(SAC_INTAKE_ROWS),
    outcomes: noRows(SAC_OUTCOME_ROWS),
    ending: { shelter: 0, foster: 0 },
  };
}

/** An Asilomar column with nothing counted yet. */
export function emptyAsilomarColumn(): TAsilomarColumn {
  return {
    beginningCount: 0,
    intakeFromPublic: 0,
    intakeFromCoalitionAgencies: 0,
    intakeFromOtherAgencies: 0,
    totalIntake: 0,
    ownerRequestedEuthanasiaUnhealthyUntreatable: 0,
    adjustedTotalIntake: 0,
    adoptions: 0,
    transfersToCoalitionAgencies: 0,
    transfersToOtherAgencies: 0,
    returnedToOwner: 0,
    otherLiveOutcomes: 0,
    totalLiveOutcomes: 0,
    euthanasia: { healthy: 0, treatableRehabilitatable: 0, treatableManageable: 0, unhealthyUntreatable: 0, notAssessed: 0 },
    totalEuthanasia: 0,
    adjustedTotalEuthanasia: 0,
    diedOrLostInCare: 0,
    totalOutcomes: 0,
    endingCount: 0,
    liveReleaseRate: null,
  };
}
