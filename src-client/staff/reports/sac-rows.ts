import {
  REPORT_SPECIES,
  SAC_AGES,
  SAC_INTAKE_ROWS,
  SAC_OUTCOME_ROWS,
  SAC_TOTAL_ROWS,
  type TReportSpecies,
  type TSacAge,
} from '../../../src-shared/shelter-reports';
import type { TMonthlyFlow } from '../../../src-shared/schemas/dashboard';
import type { TAgeCounts, TSacMatrix, TSacPeriod } from '../../../src-shared/schemas/shelter-reports';

/**
 * The Shelter Animals Count report's rows and columns, in SAC's order: one home for the screen's
 * matrix and the upload CSV (docs/domain.md#reports). Row labels come from SAC_INTAKE_ROWS and
 * SAC_OUTCOME_ROWS.
 */

/** One row of one species over a period: by age, or (the beginning and ending counts) only a total. */
export interface TSacLine {
  ages: TAgeCounts | null;
  total: number;
}

export interface TSacRow {
  key: string;
  label: string;
  /** A sum of the rows above it (Total Live Intake, Total Live Outcomes, Total Outcomes, the counts in care). */
  isTotal: boolean;
  line(period: TSacPeriod): TSacLine;
}

const ageTotal = (ages: TAgeCounts) => ages.adult + ages.juvenile + ages.unknown;
const isTotalRow = (key: string) => (SAC_TOTAL_ROWS as readonly string[]).includes(key);

const placeRow = (key: string, label: string, count: (period: TSacPeriod) => number): TSacRow => ({
  key,
  label,
  isTotal: true,
  line: (period) => ({ ages: null, total: count(period) }),
});

const ageRows = <K extends string>(section: 'intakes' | 'outcomes', labels: Record<K, string>, counts: (period: TSacPeriod, key: K) => TAgeCounts): TSacRow[] =>
  (Object.keys(labels) as K[]).map((key) => ({
    key: `${section}.${key}`,
    label: labels[key],
    isTotal: isTotalRow(key),
    line: (period) => {
      const ages = counts(period, key);
      return { ages, total: ageTotal(ages) };
    },
  }));

export const SAC_ROWS: readonly TSacRow[] = [
  placeRow('beginning.shelter', 'Beginning Shelter Count', (period) => period.beginning.shelter),
  placeRow('beginning.foster', 'Beginning Foster Care Count', (period) => period.beginning.foster),
  ...ageRows('intakes', SAC_INTAKE_ROWS, (period, key) => period.intakes[key]),
  ...ageRows('outcomes', SAC_OUTCOME_ROWS, (period, key) => period.outcomes[key]),
  placeRow('ending.shelter', 'Ending Shelter Count', (period) => period.ending.shelter),
  placeRow('ending.foster', 'Ending Foster Care Count', (period) => period.ending.foster),
];

/** SAC's age columns: the screen's names, and the upload form's. */
export const SAC_AGE_COLUMNS: readonly { age: TSacAge; label: string; uploadLabel: string }[] = [
  { age: SAC_AGES.Adult, label: 'Adult', uploadLabel: 'Adult' },
  { age: SAC_AGES.Juvenile, label: 'Juvenile (under 5 months)', uploadLabel: 'Up to 5 months' },
  { age: SAC_AGES.Unknown, label: 'Age Unknown', uploadLabel: 'Age Unknown' },
];

const SPECIES_NAMES: Readonly<Record<TReportSpecies, { label: string; uploadLabel: string }>> = {
  Dog: { label: 'Dogs', uploadLabel: 'Canine' },
  Cat: { label: 'Cats', uploadLabel: 'Feline' },
  Other: { label: 'Other Species', uploadLabel: 'Other' },
};

/** The species, as the screen names them and as the upload form does (Canine and Feline; others after them). */
export const SAC_SPECIES: readonly { species: TReportSpecies; label: string; uploadLabel: string }[] = REPORT_SPECIES.map((species) => ({
  species,
  ...SPECIES_NAMES[species],
}));

/** The month select's value for the range as a whole; a month is `YYYY-MM`. */
export const WHOLE_RANGE = 'total';

/** The months of the range, in order (`YYYY-MM`). */
export const sacMonths = (matrix: TSacMatrix): string[] => [...new Set(matrix.months.map((month) => month.month))];

/** The species' period the screen shows: the range's total (WHOLE_RANGE) or one month's. */
export function sacPeriod(matrix: TSacMatrix, choice: string, species: TReportSpecies): TSacPeriod | undefined {
  const periods = choice === WHOLE_RANGE ? matrix.total : matrix.months.filter((month) => month.month === choice);
  return periods.find((period) => period.species === species);
}

export interface TSacTotals {
  beginning: number;
  liveIntake: number;
  liveOutcomes: number;
  outcomes: number;
  ending: number;
}

/** A period's headline figures over every species, in care counting shelter and foster together. */
export function sacTotals(periods: readonly TSacPeriod[]): TSacTotals {
  const sum = (figure: (period: TSacPeriod) => number) => periods.reduce((total, period) => total + figure(period), 0);
  return {
    beginning: sum((period) => period.beginning.shelter + period.beginning.foster),
    liveIntake: sum((period) => ageTotal(period.intakes.totalLiveIntake)),
    liveOutcomes: sum((period) => ageTotal(period.outcomes.totalLiveOutcomes)),
    outcomes: sum((period) => ageTotal(period.outcomes.totalOutcomes)),
    ending: sum((period) => period.ending.shelter + period.ending.foster),
  };
}

/** Intakes (Total Live Intake) and outcomes (Total Outcomes) month by month, every species together: the SAC report's chart. */
export function sacMonthlyFlow(matrix: TSacMatrix): TMonthlyFlow[] {
  return sacMonths(matrix).map((month) => {
    const totals = sacTotals(matrix.months.filter((period) => period.month === month));
    return { month, intakes: totals.liveIntake, outcomes: totals.outcomes, liveOutcomes: totals.liveOutcomes };
  });
}
