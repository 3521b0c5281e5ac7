import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addMonths } from '../../../src-shared/dates.js';
import { INTAKE_TYPES, OUTCOME_TYPES, TRANSFER_SCOPES } from '../../../src-shared/journey.js';
import {
  REPORT_SPECIES,
  SAC_AGES,
  SAC_INTAKE_ROWS,
  SAC_LIVE_OUTCOME_ROWS,
  SAC_OUTCOME_ROWS,
  sacIntakeRow,
  sacOutcomeRow,
  type TReportSpecies,
  type TSacAge,
  type TSacIntakeRow,
  type TSacOutcomeRow,
} from '../../../src-shared/shelter-reports.js';
import {
  emptySacPeriod,
  noAges,
  SAC_MAX_MONTHS,
  type TAgeCounts,
  type TPlaceCounts,
  type TSacMatrix,
  type TSacMonth,
  type TSacPeriod,
} from '../../../src-shared/schemas/shelter-reports.js';
import { invalid } from '../../domain-errors.js';
import { rangeKey, type TRange, type TReportCaches } from './report-figures.js';

/**
 * Shelter Animals Count's Basic Data Matrix (docs/domain.md#shelter-reports): per month of a range
 * and species, the animals in care at its start and end (in the shelter, in foster homes), and the
 * intakes and outcomes by SAC row and age. Two grouped statements, whatever the range's size: the
 * flows by month, and the counts in care at every month's boundary.
 */

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Dog, Cat, and every other species as Other (REPORT_SPECIES). */
const speciesOf = (column: string) => `case when ${column} in ('Dog', 'Cat') then ${column} else 'Other' end`;

/**
 * A SQL CASE giving each (type, scope) the row `rowOf` gives it: the mapping of
 * src-shared/shelter-reports.ts, enumerated, so it has one home. A type whose row depends on its
 * transfer scope gets a branch per scope, then its row without one (null, or a scope unknown to the
 * mapping, as the TS function falls back). A type unknown to the mapping (only SQL by hand writes
 * one) gets `fallback`'s row, so every stay is counted somewhere and the matrix adds up.
 */
function rowCase<TType extends string>(
  typeColumn: string,
  scopeColumn: string,
  types: readonly TType[],
  rowOf: (type: TType, scope: string | null) => string,
  fallback: TType,
): string {
  const branches = types.flatMap((type) => {
    const unscoped = rowOf(type, null);
    const scoped = TRANSFER_SCOPES.map((scope) => [scope, rowOf(type, scope)] as const).filter(([, row]) => row !== unscoped);
    return [
      ...scoped.map(([scope, row]) => `when ${typeColumn} = ${sqlText(type)} and ${scopeColumn} = ${sqlText(scope)} then ${sqlText(row)}`),
      `when ${typeColumn} = ${sqlText(type)} then ${sqlText(unscoped)}`,
    ];
  });
  return `case ${branches.join(' ')} else ${sqlText(rowOf(fallback, null))} end`;
}

const SAC_INTAKE_ROW = rowCase('g.type', 'g.scope', INTAKE_TYPES, sacIntakeRow, 'Other');
const SAC_OUTCOME_ROW = rowCase('g.type', 'g.scope', OUTCOME_TYPES, sacOutcomeRow, 'Other live outcome');

/**
 * Intakes and outcomes of a range by month, species, SAC row and age: one statement. The stays with
 * an intake or an outcome in range (both date indexes) join their animal once
 * (animals_live_species_idx), and each gives its intake and its outcome as two rows, kept when
 * their date is in range; they are counted by type and scope first, and the few groups then take
 * their SAC row. Parameters: from, to, from, to, from, to.
 */
const FLOWS = `
  select g.flow, to_char(g.month, 'YYYY-MM') as month, ${speciesOf('g.species')} as species,
         case g.flow when 'intake' then ${SAC_INTAKE_ROW} else ${SAC_OUTCOME_ROW} end as sac_row, g.age, sum(g.count) as count
    from (select f.flow, date_trunc('month', f.day)::date as month, a.species, f.type, f.scope, f.age, count(*) as count
            from stays s
            join animals a on a.id = s.animal_id and a.voided_at is null
            cross join lateral (values ('intake', s.intake_date, s.intake_type, s.intake_transfer_scope, s.intake_age_group),
                                       ('outcome', s.outcome_date, s.outcome_type, s.outcome_transfer_scope, s.outcome_age_group))
                 as f(flow, day, type, scope, age)
           where (s.intake_date between ?::date and ?::date or s.outcome_date between ?::date and ?::date)
             and f.day between ?::date and ?::date
           group by 1, 2, 3, 4, 5, 6) g
   group by 1, 2, 3, 4, 5`;

/**
 * Animals in care at the end of each of some days (docs/domain.md#shelter-reports), by species, in
 * a foster home or in the shelter: the stays whose span holds the day (stays_span_idx, as the
 * dashboard's IN_CARE_ON), fostered when a placement holds the animal that day (as the census).
 * Each day's stays are found apart (lateral), so every day is one probe of the span index.
 * One parameter: the days, comma-separated.
 */
const IN_CARE_AT = `
  select to_char(d.day, 'YYYY-MM-DD') as day, ${speciesOf('a.species')} as species, count(*) filter (where s.fostered) as foster, count(*) as in_care
    from unnest(string_to_array(?, ',')::date[]) as d(day)
    cross join lateral (
      select s.animal_id,
             exists (select 1 from foster_care f
                      where f.animal_id = s.animal_id and f.voided_at is null and f.start_date >= s.intake_date
                        and f.start_date <= d.day and (f.end_date is null or f.end_date > d.day)) as fostered
        from stays s where daterange(s.intake_date, s.outcome_date, '[)') @> d.day) s
    join animals a on a.id = s.animal_id and a.voided_at is null
   group by 1, 2`;

export type TInCare = Map<string, Map<TReportSpecies, TPlaceCounts>>;

/** In care at the end of each day, by day and species (zeros where none). */
export async function inCareAt(em: EntityManager, days: readonly string[]): Promise<TInCare> {
  const rows = await em
    .getConnection()
    .execute<{ day: string; species: TReportSpecies; foster: string; in_care: string }[]>(IN_CARE_AT, [[...new Set(days)].join(',')]);
  const counts: TInCare = new Map(days.map((day) => [day, new Map(REPORT_SPECIES.map((species) => [species, { shelter: 0, foster: 0 }]))]));
  for (const row of rows) counts.get(row.day)?.set(row.species, { shelter: Number(row.in_care) - Number(row.foster), foster: Number(row.foster) });
  return counts;
}

/** One day's count of one species, as a fresh object. */
export const inCareOn = (inCare: TInCare, day: string, species: TReportSpecies): TPlaceCounts => ({
  shelter: inCare.get(day)?.get(species)?.shelter ?? 0,
  foster: inCare.get(day)?.get(species)?.foster ?? 0,
});

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthOf = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The months a range touches, each cut to the range; over SAC_MAX_MONTHS, a 400 at `from`. */
export function monthsOf(range: TRange): { month: string; from: string; to: string }[] {
  const first = monthIndex(range.from);
  const last = monthIndex(range.to);
  if (last - first + 1 > SAC_MAX_MONTHS) {
    const earliest = `${monthOf(last - SAC_MAX_MONTHS + 1)}-01`;
    throw invalid(`The SAC matrix covers at most ${SAC_MAX_MONTHS} months: from must be ${earliest} or later`, 'from');
  }
  const months: { month: string; from: string; to: string }[] = [];
  for (let index = first; index <= last; index++) {
    const month = monthOf(index);
    const start = `${month}-01`;
    const end = addDays(addMonths(start, 1), -1);
    months.push({ month, from: start < range.from ? range.from : start, to: end > range.to ? range.to : end });
  }
  return months;
}

const ageKey = (age: string | null): TSacAge => (age && age in SAC_AGES ? SAC_AGES[age as keyof typeof SAC_AGES] : 'unknown');
const add = (into: TAgeCounts, from: TAgeCounts) => {
  into.adult += from.adult;
  into.juvenile += from.juvenile;
  into.unknown += from.unknown;
};
const sumOf = (counts: TAgeCounts[]) => {
  const total = noAges();
  for (const count of counts) add(total, count);
  return total;
};

const COUNTED_INTAKE_ROWS = (Object.keys(SAC_INTAKE_ROWS) as TSacIntakeRow[]).filter((row) => row !== 'totalLiveIntake');
const NOT_LIVE_OUTCOME_ROWS: TSacOutcomeRow[] = ['diedInCare', 'lostInCare', 'shelterEuthanasia', 'ownerIntendedEuthanasia'];

/** The sum rows, from the rows they sum (SAC_TOTAL_ROWS). */
function fillTotals(period: TSacPeriod): void {
  period.intakes.totalLiveIntake = sumOf(COUNTED_INTAKE_ROWS.map((row) => period.intakes[row]));
  period.outcomes.totalLiveOutcomes = sumOf(SAC_LIVE_OUTCOME_ROWS.map((row) => period.outcomes[row]));
  period.outcomes.totalOutcomes = sumOf([period.outcomes.totalLiveOutcomes, ...NOT_LIVE_OUTCOME_ROWS.map((row) => period.outcomes[row])]);
}

/** GET /api/reports/sac-matrix: the range's months by species, and the range as a whole. */
export async function sacMatrix(em: EntityManager, range: TRange): Promise<TSacMatrix> {
  const periods = monthsOf(range);
  const dayBefore = addDays(range.from, -1);
  const [flows, inCare] = await Promise.all([
    em
      .getConnection()
      .execute<{ flow: 'intake' | 'outcome'; month: string; species: TReportSpecies; sac_row: string; age: string | null; count: string }[]>(FLOWS, [
        range.from,
        range.to,
        range.from,
        range.to,
        range.from,
        range.to,
      ]),
    inCareAt(em, [dayBefore, ...periods.map((period) => period.to)]),
  ]);
  const months = new Map<string, TSacMonth>();
  let before = dayBefore;
  for (const period of periods) {
    for (const species of REPORT_SPECIES) {
      months.set(`${period.month} ${species}`, {
        month: period.month,
        ...emptySacPeriod(period.from, period.to, species),
        beginning: inCareOn(inCare, before, species),
        ending: inCareOn(inCare, period.to, species),
      });
    }
    before = period.to;
  }
  for (const flow of flows) {
    const month = months.get(`${flow.month} ${flow.species}`);
    if (!month) continue;
    const rows: Record<string, TAgeCounts> = flow.flow === 'intake' ? month.intakes : month.outcomes;
    const counts = rows[flow.sac_row];
    if (counts) counts[ageKey(flow.age)] += Number(flow.count);
  }
  const total = REPORT_SPECIES.map((species) => emptySacPeriod(range.from, range.to, species));
  for (const month of months.values()) {
    fillTotals(month);
    const whole = total.find((period) => period.species === month.species);
    if (!whole) continue;
    for (const row of Object.keys(SAC_INTAKE_ROWS) as TSacIntakeRow[]) add(whole.intakes[row], month.intakes[row]);
    for (const row of Object.keys(SAC_OUTCOME_ROWS) as TSacOutcomeRow[]) add(whole.outcomes[row], month.outcomes[row]);
  }
  for (const whole of total) {
    whole.beginning = inCareOn(inCare, dayBefore, whole.species);
    whole.ending = inCareOn(inCare, range.to, whole.species);
  }
  return { from: range.from, to: range.to, months: [...months.values()], total };
}

/** The matrix kept by range until the next write (report-figures.ts); a range too long is refused before. */
export function cachedSacMatrix(em: EntityManager, caches: TReportCaches, range: TRange): Promise<TSacMatrix> {
  monthsOf(range);
  return caches.sacMatrix.get(rangeKey(range), () => sacMatrix(em, range));
}
