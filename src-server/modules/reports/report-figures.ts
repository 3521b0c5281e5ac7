import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFinancialReport, TIntakeReport } from '../../../src-shared/schemas/reports.js';
import type { TAsilomarTable, TSacMatrix } from '../../../src-shared/schemas/shelter-reports.js';
import type { ReadCache } from '../../db/read-cache.js';

export interface TRange {
  from: string;
  to: string;
}

interface TTally {
  label: string;
  count: number;
}

/** Counts summed by a label, the most first (ties by label): one grouped statement serves several tallies. */
export function tally<T extends { count: string }>(rows: T[], label: (row: T) => string): TTally[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(label(row), (counts.get(label(row)) ?? 0) + Number(row.count));
  return [...counts].map(([key, count]) => ({ label: key, count })).sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

export type TIntakeFigures = TIntakeReport['summary'];

/**
 * The intakes of a range: stays opened in it (an animal back after an adoption or found again is
 * taken in again), of live animals. One parameter list: the range.
 */
export const INTAKES_IN_RANGE = `from stays s join animals a on a.id = s.animal_id and a.voided_at is null where s.intake_date between ? and ?`;

/** Intakes over a range, by the animal's status and species group, from one grouped statement. */
async function intakeFigures(em: EntityManager, range: TRange): Promise<TIntakeFigures> {
  const groups = await em.getConnection().execute<{ status: string; species: string; count: string }[]>(
    `select a.status, case when a.species in ('Dog', 'Cat') then a.species else 'Other' end as species, count(*) as count
       ${INTAKES_IN_RANGE} group by 1, 2`,
    [range.from, range.to],
  );
  const byStatus = tally(groups, (group) => group.status);
  return { total: byStatus.reduce((total, { count }) => total + count, 0), byStatus, bySpecies: tally(groups, (group) => group.species) };
}

export interface TAdoptionFigures {
  /** Adoptions by status, voided ones left out: their sum is the report's row count. */
  byStatus: TTally[];
  completed: number;
  /** The Completed adoptions' fees, in cents. */
  fees: number;
  intakes: number;
}

/** Adoptions by status with the Completed ones' fees, and the intakes, over a range. */
async function adoptionFigures(em: EntityManager, range: TRange): Promise<TAdoptionFigures> {
  const connection = em.getConnection();
  const [groups, [intakes]] = await Promise.all([
    connection.execute<{ status: string; count: string; fees: string }[]>(
      `select status, count(*) as count, coalesce(sum(fee_amount), 0) as fees
         from adoptions where voided_at is null and adoption_date between ? and ? group by status order by status`,
      [range.from, range.to],
    ),
    connection.execute<{ count: string }[]>(`select count(*) as count ${INTAKES_IN_RANGE}`, [range.from, range.to]),
  ]);
  const completed = groups.find((group) => group.status === 'Completed');
  return {
    byStatus: groups.map((group) => ({ label: group.status, count: Number(group.count) })),
    completed: Number(completed?.count ?? 0),
    fees: Number(completed?.fees ?? 0),
    intakes: Number(intakes?.count ?? 0),
  };
}

export type TFinancialFigures = TFinancialReport['summary'] & { rowCount: number };

/** Income, expenses and totals per type (voided transactions left out), with the row count, from one grouped statement. */
async function financialFigures(em: EntityManager, range: TRange): Promise<TFinancialFigures> {
  const byType = await em.getConnection().execute<{ type: string; income: string; expenses: string; total: string; count: string }[]>(
    `select transaction_type as type,
            coalesce(sum(amount) filter (where amount > 0), 0) as income,
            coalesce(-sum(amount) filter (where amount < 0), 0) as expenses,
            sum(abs(amount)) as total, count(*) as count
       from financial_transactions where voided_at is null and date between ? and ?
      group by transaction_type order by sum(abs(amount)) desc, transaction_type`,
    [range.from, range.to],
  );
  const income = byType.reduce((total, row) => total + Number(row.income), 0);
  const expenses = byType.reduce((total, row) => total + Number(row.expenses), 0);
  return {
    income,
    expenses,
    balance: income - expenses,
    byType: byType.map((row) => ({ type: row.type, total: Number(row.total), count: Number(row.count) })),
    rowCount: byType.reduce((total, row) => total + Number(row.count), 0),
  };
}

/**
 * The reports' figures, by range, kept until the next write (db/read-cache.ts): the Reports screen
 * asks for a range's summary again with every page of its table, and a year's figures read tens of
 * thousands of rows.
 */
export interface TReportCaches {
  intakes: ReadCache<TIntakeFigures>;
  adoptions: ReadCache<TAdoptionFigures>;
  financial: ReadCache<TFinancialFigures>;
  /** The SAC matrix (sac-matrix.ts). */
  sacMatrix: ReadCache<TSacMatrix>;
  /** The Asilomar table (asilomar.ts). */
  asilomar: ReadCache<TAsilomarTable>;
}

/** A range's cache key. */
export const rangeKey = (range: TRange) => `${range.from} ${range.to}`;
const key = rangeKey;

export const cachedIntakeFigures = (em: EntityManager, caches: TReportCaches, range: TRange) => caches.intakes.get(key(range), () => intakeFigures(em, range));
export const cachedAdoptionFigures = (em: EntityManager, caches: TReportCaches, range: TRange) =>
  caches.adoptions.get(key(range), () => adoptionFigures(em, range));
export const cachedFinancialFigures = (em: EntityManager, caches: TReportCaches, range: TRange) =>
  caches.financial.get(key(range), () => financialFigures(em, range));
