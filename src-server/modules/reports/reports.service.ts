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
import { listAdoptions } from '../adoptions/adoptions.service.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { listTransactions } from '../finance/transactions.service.js';
import { calendar } from '../settings/calendar.js';

type TRange = { from: string; to: string };

/** Without dates a report covers the past month; with only `to`, the month up to that day. */
async function rangeOf(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportQuery): Promise<TRange> {
  const to = query.to ?? (await calendar(em, config)).today;
  return { from: query.from ?? reportRange('month', to).from, to };
}

const counts = (rows: { label: string; count: string }[]) => rows.map((row) => ({ label: row.label, count: Number(row.count) }));

export async function intakeReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TIntakeReport> {
  const range = await rangeOf(em, config, query);
  const connection = em.getConnection();
  const [[animals, total], byStatus, bySpecies] = await Promise.all([
    em.findAndCount(AnimalSchema, { intakeDate: { $gte: range.from, $lte: range.to } }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }], ...pageOptions(query) }),
    connection.execute<{ label: string; count: string }[]>(
      'select status as label, count(*) as count from animals where intake_date between ? and ? group by status order by count(*) desc, status',
      [range.from, range.to],
    ),
    connection.execute<{ label: string; count: string }[]>(
      `select case when species in ('Dog', 'Cat') then species else 'Other' end as label, count(*) as count
         from animals where intake_date between ? and ? group by 1 order by count(*) desc, 1`,
      [range.from, range.to],
    ),
  ]);
  return {
    ...range,
    rowCount: total,
    rows: animals.map(({ id, animalId, name, species, breed, sex, age, intakeDate, status }) => ({ id, animalId, name, species, breed, sex, age, intakeDate, status })),
    summary: { total, byStatus: counts(byStatus), bySpecies: counts(bySpecies) },
  };
}

async function completedAndIntakes(em: EntityManager, range: TRange): Promise<{ completed: number; fees: number; intakes: number }> {
  const [row] = await em.getConnection().execute<{ completed: string; fees: string; intakes: string }[]>(
    `select
       (select count(*) from adoptions where status = 'Completed' and voided_at is null and adoption_date between ? and ?) as completed,
       (select coalesce(sum(fee_amount), 0) from adoptions where status = 'Completed' and voided_at is null and adoption_date between ? and ?) as fees,
       (select count(*) from animals where intake_date between ? and ?) as intakes`,
    [range.from, range.to, range.from, range.to, range.from, range.to],
  );
  return { completed: Number(row?.completed ?? 0), fees: Number(row?.fees ?? 0), intakes: Number(row?.intakes ?? 0) };
}

export async function adoptionReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TAdoptionReport> {
  const range = await rangeOf(em, config, query);
  const [adoptions, byStatus, totals] = await Promise.all([
    listAdoptions(em, { ...range, ...pageOptions(query) }),
    em
      .getConnection()
      .execute<{ label: string; count: string }[]>(
        'select status as label, count(*) as count from adoptions where voided_at is null and adoption_date between ? and ? group by status order by status',
        [range.from, range.to],
      ),
    completedAndIntakes(em, range),
  ]);
  return {
    ...range,
    rowCount: adoptions.total,
    rows: adoptions.items,
    summary: {
      total: totals.completed,
      byStatus: counts(byStatus),
      totalFees: totals.fees,
      averageFee: averageCents(totals.fees, totals.completed),
      intakes: totals.intakes,
      adoptionRate: adoptionRate(totals.completed, totals.intakes),
    },
  };
}

export async function financialReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportRowsQuery): Promise<TFinancialReport> {
  const range = await rangeOf(em, config, query);
  const connection = em.getConnection();
  const [transactions, [sums], byType] = await Promise.all([
    listTransactions(em, { ...range, ...pageOptions(query) }),
    connection.execute<{ income: string; expenses: string; balance: string }[]>(
      `select coalesce(sum(amount) filter (where amount > 0), 0) as income,
              coalesce(-sum(amount) filter (where amount < 0), 0) as expenses,
              coalesce(sum(amount), 0) as balance
         from financial_transactions where voided_at is null and date between ? and ?`,
      [range.from, range.to],
    ),
    connection.execute<{ type: string; total: string; count: string }[]>(
      `select transaction_type as type, sum(abs(amount)) as total, count(*) as count
         from financial_transactions where voided_at is null and date between ? and ?
        group by transaction_type order by sum(abs(amount)) desc, transaction_type`,
      [range.from, range.to],
    ),
  ]);
  return {
    ...range,
    rowCount: transactions.total,
    rows: transactions.items,
    summary: {
      income: Number(sums?.income ?? 0),
      expenses: Number(sums?.expenses ?? 0),
      balance: Number(sums?.balance ?? 0),
      byType: byType.map((row) => ({ type: row.type, total: Number(row.total), count: Number(row.count) })),
    },
  };
}

export async function asilomarReport(em: EntityManager, config: Pick<TConfig, 'timeZone'>, query: TReportQuery): Promise<TAsilomarReport> {
  const range = await rangeOf(em, config, query);
  const totals = await completedAndIntakes(em, range);
  return { ...range, beginningShelterCount: totals.intakes, liveOutcomes: totals.completed, liveReleaseRate: adoptionRate(totals.completed, totals.intakes) };
}

