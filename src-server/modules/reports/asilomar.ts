import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import type { TCondition, TOutcomeType } from '../../../src-shared/journey.js';
import { asilomarLiveReleaseRate } from '../../../src-shared/shelter-reports.js';
import { emptyAsilomarColumn, type TAsilomarColumn, type TAsilomarTable, type TEuthanasiaByClass } from '../../../src-shared/schemas/shelter-reports.js';
import { rangeKey, type TRange, type TReportCaches } from './report-figures.js';
import { inCareAt, inCareOn } from './sac-matrix.js';

/**
 * The Asilomar Accords' annual table of dogs and cats (docs/domain.md#shelter-reports) over a
 * range: in care at its start and end, intakes from the public and from agencies (inside the
 * community coalition or not, by the organization a transfer links), outcomes live, by euthanasia class, and
 * died or lost in care, with the live release rate. Two statements: the flows grouped by species,
 * type, condition and coalition, and the counts in care at the two boundaries.
 */

/**
 * Dogs' and cats' intakes and outcomes in range by species, type, condition (the outcome's, else the
 * intake's) and coalition (the transfer's organization's): one grouped statement, each stay in
 * range joined to its animal and its organizations once and giving its intake and its outcome as
 * two rows, as the SAC matrix's flows. Parameters: from, to three times.
 */
const FLOWS = `
  select f.flow, a.species, f.type, f.condition, f.coalition, count(*) as count
    from stays s
    join animals a on a.id = s.animal_id and a.voided_at is null and a.species in ('Dog', 'Cat')
    left join organizations source_org on source_org.id = s.source_organization_id
    left join organizations destination_org on destination_org.id = s.destination_organization_id
    cross join lateral (values
      ('intake', s.intake_date, s.intake_type, null::text, s.intake_type = 'Transferred in' and coalesce(source_org.in_coalition, false)),
      ('outcome', s.outcome_date, s.outcome_type, coalesce(s.outcome_condition, s.intake_condition),
       s.outcome_type = 'Transferred out' and coalesce(destination_org.in_coalition, false))) as f(flow, day, type, condition, coalition)
   where (s.intake_date between ?::date and ?::date or s.outcome_date between ?::date and ?::date)
     and f.day between ?::date and ?::date
   group by 1, 2, 3, 4, 5`;

type TCountedRow = Exclude<
  keyof TAsilomarColumn,
  | 'beginningCount'
  | 'endingCount'
  | 'totalIntake'
  | 'adjustedTotalIntake'
  | 'totalLiveOutcomes'
  | 'euthanasia'
  | 'totalEuthanasia'
  | 'adjustedTotalEuthanasia'
  | 'totalOutcomes'
  | 'liveReleaseRate'
  | 'ownerRequestedEuthanasiaUnhealthyUntreatable'
>;

/**
 * Each outcome type's row: live outcomes, euthanasia (counted by class apart), died or lost in care.
 * Returned to field and other live outcomes have no row of their own in the Accords.
 */
const OUTCOME_ROWS = {
  Adoption: 'adoptions',
  'Returned to owner': 'returnedToOwner',
  'Transferred out': 'transfers',
  'Returned to field': 'otherLiveOutcomes',
  'Other live outcome': 'otherLiveOutcomes',
  'Died in care': 'diedOrLostInCare',
  'Lost in care': 'diedOrLostInCare',
  'Shelter euthanasia': 'euthanasia',
  'Owner-intended euthanasia': 'euthanasia',
} as const satisfies Record<TOutcomeType, TCountedRow | 'transfers' | 'euthanasia'>;
const outcomeRow: Partial<Record<string, (typeof OUTCOME_ROWS)[TOutcomeType]>> = OUTCOME_ROWS;

const CLASSES: Partial<Record<string, keyof TEuthanasiaByClass>> = {
  Healthy: 'healthy',
  'Treatable-Rehabilitatable': 'treatableRehabilitatable',
  'Treatable-Manageable': 'treatableManageable',
  'Unhealthy-Untreatable': 'unhealthyUntreatable',
} satisfies Record<TCondition, keyof TEuthanasiaByClass>;

const LIVE_ROWS = ['adoptions', 'transfersToCoalitionAgencies', 'transfersToOtherAgencies', 'returnedToOwner', 'otherLiveOutcomes'] as const;

/** The rows that are sums and differences of others, and the rate. */
function fillTotals(column: TAsilomarColumn): TAsilomarColumn {
  const { euthanasia } = column;
  column.totalIntake = column.intakeFromPublic + column.intakeFromCoalitionAgencies + column.intakeFromOtherAgencies;
  column.adjustedTotalIntake = column.totalIntake - column.ownerRequestedEuthanasiaUnhealthyUntreatable;
  column.totalLiveOutcomes = LIVE_ROWS.reduce((total, row) => total + column[row], 0);
  column.totalEuthanasia =
    euthanasia.healthy + euthanasia.treatableRehabilitatable + euthanasia.treatableManageable + euthanasia.unhealthyUntreatable + euthanasia.notAssessed;
  column.adjustedTotalEuthanasia = column.totalEuthanasia - column.ownerRequestedEuthanasiaUnhealthyUntreatable;
  column.totalOutcomes = column.totalLiveOutcomes + column.totalEuthanasia + column.diedOrLostInCare;
  column.liveReleaseRate = asilomarLiveReleaseRate(column.totalLiveOutcomes, column.totalEuthanasia, column.ownerRequestedEuthanasiaUnhealthyUntreatable);
  return column;
}

interface TFlow {
  flow: 'intake' | 'outcome';
  species: 'Dog' | 'Cat';
  type: string;
  condition: string | null;
  coalition: boolean;
  count: string;
}

function countFlow(column: TAsilomarColumn, flow: TFlow): void {
  const count = Number(flow.count);
  if (flow.flow === 'intake') {
    // Every intake but a transfer is from the public: born in care, seized and returned after adoption too.
    if (flow.type !== 'Transferred in') column.intakeFromPublic += count;
    else if (flow.coalition) column.intakeFromCoalitionAgencies += count;
    else column.intakeFromOtherAgencies += count;
    return;
  }
  // An outcome type unknown to the mapping (only SQL by hand writes one) counts as another live outcome, as in the SAC matrix.
  const row = outcomeRow[flow.type] ?? 'otherLiveOutcomes';
  if (row === 'transfers') {
    if (flow.coalition) column.transfersToCoalitionAgencies += count;
    else column.transfersToOtherAgencies += count;
  } else if (row === 'euthanasia') {
    column.euthanasia[(flow.condition && CLASSES[flow.condition]) || 'notAssessed'] += count;
    if (flow.type === 'Owner-intended euthanasia' && flow.condition === 'Unhealthy-Untreatable') column.ownerRequestedEuthanasiaUnhealthyUntreatable += count;
  } else {
    column[row] += count;
  }
}

type TCount = Exclude<keyof TAsilomarColumn, 'euthanasia' | 'liveReleaseRate'>;
const COUNTS = Object.keys(emptyAsilomarColumn()).filter((key) => key !== 'euthanasia' && key !== 'liveReleaseRate') as TCount[];

/** The sum of two columns, its rate recomputed. */
function sumColumns(a: TAsilomarColumn, b: TAsilomarColumn): TAsilomarColumn {
  const total = emptyAsilomarColumn();
  for (const key of COUNTS) total[key] = a[key] + b[key];
  for (const key of Object.keys(total.euthanasia) as (keyof TEuthanasiaByClass)[]) total.euthanasia[key] = a.euthanasia[key] + b.euthanasia[key];
  return fillTotals(total);
}

/** The table for a range: dogs, cats, and both together. */
export async function asilomarTable(em: EntityManager, range: TRange): Promise<TAsilomarTable> {
  const dayBefore = addDays(range.from, -1);
  const [flows, inCare] = await Promise.all([
    em.getConnection().execute<TFlow[]>(FLOWS, [range.from, range.to, range.from, range.to, range.from, range.to]),
    inCareAt(em, [dayBefore, range.to]),
  ]);
  const dogs = emptyAsilomarColumn();
  const cats = emptyAsilomarColumn();
  for (const flow of flows) countFlow(flow.species === 'Dog' ? dogs : cats, flow);
  for (const [column, species] of [
    [dogs, 'Dog'],
    [cats, 'Cat'],
  ] as const) {
    const [beginning, ending] = [inCareOn(inCare, dayBefore, species), inCareOn(inCare, range.to, species)];
    column.beginningCount = beginning.shelter + beginning.foster;
    column.endingCount = ending.shelter + ending.foster;
    fillTotals(column);
  }
  return { dogs, cats, total: sumColumns(dogs, cats) };
}

/** The table kept by range until the next write (report-figures.ts). */
export const cachedAsilomarTable = (em: EntityManager, caches: TReportCaches, range: TRange): Promise<TAsilomarTable> =>
  caches.asilomar.get(rangeKey(range), () => asilomarTable(em, range));
