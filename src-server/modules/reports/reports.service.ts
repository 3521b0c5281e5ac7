import type { EntityManager } from '@mikro-orm/postgresql';
import { reportRange } from '../../../src-shared/report-ranges.js';
import type {
  TAdoptionReport,
  TAsilomarReport,
  TFinancialReport,
  TIntakeReport,
  TReportQuery,
  TReportRowsQuery,
} from '../../../src-shared/schemas/reports.js';
import { adoptionRate, averageCents } from '../../../src-shared/statistics.js';
import type { TConfig } from '../../config.js';
import { pageOptions } from '../../db/filters.js';
import { adoptionRows } from '../adoptions/adoptions.service.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { transactionRows } from '../finance/transactions.service.js';
import { calendar } from '../settings/calendar.js';

type TRange = { from: string; to: string };

/** Without dates a report covers the past month; with only `to`, the month up to that day. */
async function rangeOf(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportQuery): Promise<TRange> {
  const to = query.to ?? (await calendar(em, config)).today;
  return { from: query.from ?? reportRange('month', to).from, to };
}

interface TTally {
  label: string;
  count: number;
}

/** Counts summed by a label, the most first (ties by label): one grouped statement serves several tallies. */
function tally<T extends { count: string }>(rows: T[], label: (row: T) => string): TTally[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(label(row), (counts.get(label(row)) ?? 0) + Number(row.count));
  return [...counts]
    .map(([key, count]) => ({ label: key, count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

const sum = (tallies: TTally[]) => tallies.reduce((total, { count }) => total + count, 0);

/** A report's figures come from one grouped statement, which also counts its rows; the page of rows is read apart, uncounted. */
export async function intakeReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TIntakeReport> {
  const range = await rangeOf(em, config, query);
  const [animals, groups] = await Promise.all([
    em.find(AnimalSchema, { intakeDate: { $gte: range.from, $lte: range.to } }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }], ...pageOptions(query) }),
    em.getConnection().execute<{ status: string; species: string; count: string }[]>(
      `select status, case when species in ('Dog', 'Cat') then species else 'Other' end as species, count(*) as count
         from animals where intake_date between ? and ? group by 1, 2`,
      [range.from, range.to],
    ),
  ]);
  const byStatus = tally(groups, (group) => group.status);
  const total = sum(byStatus);
  return {
    ...range,
    rowCount: total,
    rows: animals.map(({ id, animalId, name, species, breed, sex, age, intakeDate, status }) => ({ id, animalId, name, species, breed, sex, age, intakeDate, status })),
    summary: { total, byStatus, bySpecies: tally(groups, (group) => group.species) },
  };
}

/** Adoptions by status (voided ones left out) with the Completed ones' fees, and the animals taken in, over a range. */
async function adoptionFigures(em: EntityManager, range: TRange): Promise<{ byStatus: TTally[]; completed: number; fees: number; intakes: number }> {
  const connection = em.getConnection();
  const [groups, [intakes]] = await Promise.all([
    connection.execute<{ status: string; count: string; fees: string }[]>(
      `select status, count(*) as count, coalesce(sum(fee_amount), 0) as fees
         from adoptions where voided_at is null and adoption_date between ? and ? group by status order by status`,
      [range.from, range.to],
    ),
    connection.execute<{ count: string }[]>('select count(*) as count from animals where intake_date between ? and ?', [range.from, range.to]),
  ]);
  const completed = groups.find((group) => group.status === 'Completed');
  return {
    byStatus: groups.map((group) => ({ label: group.status, count: Number(group.count) })),
    completed: Number(completed?.count ?? 0),
    fees: Number(completed?.fees ?? 0),
    intakes: Number(intakes?.count ?? 0),
  };
}

export async function adoptionReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TAdoptionReport> {
  const range = await rangeOf(em, config, query);
  const [rows, { byStatus, completed, fees, intakes }] = await Promise.all([adoptionRows(em, { ...range, ...pageOptions(query) }), adoptionFigures(em, range)]);
  return {
    ...range,
    rowCount: sum(byStatus),
    rows,
    summary: {
      total: completed,
      byStatus,
      totalFees: fees,
      averageFee: averageCents(fees, completed),
      intakes,
      adoptionRate: adoptionRate(completed, intakes),
    },
  };
}

export async function financialReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TFinancialReport> {
  const range = await rangeOf(em, config, query);
  const [rows, byType] = await Promise.all([
    transactionRows(em, { ...range, ...pageOptions(query) }),
    em.getConnection().execute<{ type: string; income: string; expenses: string; total: string; count: string }[]>(
      `select transaction_type as type,
              coalesce(sum(amount) filter (where amount > 0), 0) as income,
              coalesce(-sum(amount) filter (where amount < 0), 0) as expenses,
              sum(abs(amount)) as total, count(*) as count
         from financial_transactions where voided_at is null and date between ? and ?
        group by transaction_type order by sum(abs(amount)) desc, transaction_type`,
      [range.from, range.to],
    ),
  ]);
  const income = byType.reduce((total, row) => total + Number(row.income), 0);
  const expenses = byType.reduce((total, row) => total + Number(row.expenses), 0);
  return {
    ...range,
    rowCount: byType.reduce((total, row) => total + Number(row.count), 0),
    rows,
    summary: {
      income,
      expenses,
      balance: income - expenses,
      byType: byType.map((row) => ({ type: row.type, total: Number(row.total), count: Number(row.count) })),
    },
  };
}

export async function asilomarReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportQuery): Promise<TAsilomarReport> {
  const range = await rangeOf(em, config, query);
  const { completed, intakes } = await adoptionFigures(em, range);
  return { ...range, beginningShelterCount: intakes, liveOutcomes: completed, liveReleaseRate: adoptionRate(completed, intakes) };
}

