import type { FastifyInstance } from 'fastify';
import { reportRange } from '../src-shared/report-ranges.js';
import { adoptionRate, averageCents } from '../src-shared/statistics.js';
import { tally } from '../src-server/modules/reports/report-figures.js';
import { peopleById, rows, type TBaseline, type TDb } from './baseline-db.js';
import { ADOPTION_COLUMNS, adoptionAnswers, type TAdoptionRow } from './baseline-records.js';

/**
 * Each report's range (reports.service.ts): its figures' grouped statement beside the page of
 * rows. Ours keeps a range's figures until the next write; the baseline has no cache and computes
 * them on every call, so it does more database work than ours on a repeated range.
 */

interface TReportQuery {
  from?: string;
  to?: string;
  limit?: string;
  offset?: string;
}

interface TRange {
  from: string;
  to: string;
}

const INTAKES_IN_RANGE = 'from stays s join animals a on a.id = s.animal_id and a.voided_at is null where s.intake_date between $1 and $2';

async function intakeReport(db: TDb, range: TRange, limit: string | null, offset: string) {
  const [page, groups] = await Promise.all([
    rows(
      db,
      `select a.id, a.animal_id as "animalId", a.name, a.species, a.breed, a.sex, a.age, to_char(s.intake_date, 'YYYY-MM-DD') as "intakeDate", a.status,
              s.intake_type as "intakeType"
         ${INTAKES_IN_RANGE} order by s.intake_date desc, s.id desc limit $3 offset $4`,
      [range.from, range.to, limit, offset],
    ),
    rows<{ status: string; species: string; count: string }>(
      db,
      `select a.status, case when a.species in ('Dog', 'Cat') then a.species else 'Other' end as species, count(*) as count
         ${INTAKES_IN_RANGE} group by 1, 2`,
      [range.from, range.to],
    ),
  ]);
  const byStatus = tally(groups, (group) => group.status);
  const total = byStatus.reduce((sum, { count }) => sum + count, 0);
  return { ...range, rowCount: total, rows: page, summary: { total, byStatus, bySpecies: tally(groups, (group) => group.species) } };
}

async function adoptionReport(db: TDb, range: TRange, limit: string | null, offset: string) {
  const [adoptions, groups, [intakes]] = await Promise.all([
    rows<TAdoptionRow>(
      db,
      `select ${ADOPTION_COLUMNS} from adoptions x join animals a on a.id = x.animal_id and a.voided_at is null
        where x.voided_at is null and x.adoption_date >= $1 and x.adoption_date <= $2 order by x.adoption_date desc, x.id desc limit $3 offset $4`,
      [range.from, range.to, limit, offset],
    ).then((page) => adoptionAnswers(db, page)),
    rows<{ status: string; count: string; fees: string }>(
      db,
      `select status, count(*) as count, coalesce(sum(fee_amount), 0) as fees
         from adoptions where voided_at is null and adoption_date between $1 and $2 group by status order by status`,
      [range.from, range.to],
    ),
    rows<{ count: string }>(db, `select count(*) as count ${INTAKES_IN_RANGE}`, [range.from, range.to]),
  ]);
  const completed = groups.find((group) => group.status === 'Completed');
  const [count, fees, intakeCount] = [Number(completed?.count ?? 0), Number(completed?.fees ?? 0), Number(intakes?.count ?? 0)];
  const byStatus = groups.map((group) => ({ label: group.status, count: Number(group.count) }));
  return {
    ...range,
    rowCount: byStatus.reduce((sum, group) => sum + group.count, 0),
    rows: adoptions,
    summary: {
      total: count,
      byStatus,
      totalFees: fees,
      averageFee: averageCents(fees, count),
      intakes: intakeCount,
      adoptionRate: adoptionRate(count, intakeCount),
    },
  };
}

/** Transactions with their donors' or payers' names, read in one statement. */
const withPayers = (db: TDb) => async (transactions: { personId: number | null }[]) => {
  const payers = await peopleById(
    db,
    transactions.map((transaction) => transaction.personId),
  );
  return transactions.map((transaction) => ({ ...transaction, personName: transaction.personId ? (payers.get(transaction.personId)?.name ?? null) : null }));
};

async function financialReport(db: TDb, range: TRange, limit: string | null, offset: string) {
  const [transactions, byType] = await Promise.all([
    rows<{ personId: number | null }>(
      db,
      `select id, version, transaction_type as "transactionType", amount, date, related_to as "relatedTo", description,
              payment_method as "paymentMethod", person_id as "personId"
         from financial_transactions where voided_at is null and date >= $1 and date <= $2 order by date desc, id desc limit $3 offset $4`,
      [range.from, range.to, limit, offset],
    ).then(withPayers(db)),
    rows<{ type: string; income: string; expenses: string; total: string; count: string }>(
      db,
      `select transaction_type as type,
              coalesce(sum(amount) filter (where amount > 0), 0) as income,
              coalesce(-sum(amount) filter (where amount < 0), 0) as expenses,
              sum(abs(amount)) as total, count(*) as count
         from financial_transactions where voided_at is null and date between $1 and $2
        group by transaction_type order by sum(abs(amount)) desc, transaction_type`,
      [range.from, range.to],
    ),
  ]);
  const income = byType.reduce((sum, row) => sum + Number(row.income), 0);
  const expenses = byType.reduce((sum, row) => sum + Number(row.expenses), 0);
  return {
    ...range,
    rowCount: byType.reduce((sum, row) => sum + Number(row.count), 0),
    rows: transactions,
    summary: {
      income,
      expenses,
      balance: income - expenses,
      byType: byType.map((row) => ({ type: row.type, total: Number(row.total), count: Number(row.count) })),
    },
  };
}

const REPORTS = { intakes: intakeReport, adoptions: adoptionReport, financial: financialReport };

export function registerReportRoutes(app: FastifyInstance, { db, today }: TBaseline): void {
  for (const [name, report] of Object.entries(REPORTS)) {
    app.get<{ Querystring: TReportQuery }>(`/reports/${name}`, async (request) => {
      const { from, to = today(), limit, offset } = request.query;
      return report(db, { from: from ?? reportRange('month', to).from, to }, limit ?? null, offset ?? '0');
    });
  }
}
