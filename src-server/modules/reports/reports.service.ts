import type { EntityManager } from '@mikro-orm/postgresql';
import { reportRange } from '../../../src-shared/report-ranges.js';
import type { TSacMatrix } from '../../../src-shared/schemas/shelter-reports.js';
import type {
  TAdoptionReport,
  TAsilomarReport,
  TFinancialReport,
  TIntakeReport,
  TIntakeRow,
  TReportQuery,
  TReportRowsQuery,
} from '../../../src-shared/schemas/reports.js';
import { adoptionRate, averageCents } from '../../../src-shared/statistics.js';
import type { TPageQuery } from '../../db/sql-page.js';
import { adoptionRows } from '../adoptions/adoptions.service.js';
import { transactionRows } from '../finance/transactions.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { cachedAsilomarTable } from './asilomar.js';
import { cachedAdoptionFigures, cachedFinancialFigures, cachedIntakeFigures, INTAKES_IN_RANGE, type TRange, type TReportCaches } from './report-figures.js';
import { cachedSacMatrix } from './sac-matrix.js';

/** Without dates a report covers the past month; with only `to`, the month up to that day. */
async function rangeOf(calendar: TLazyCalendar, query: TReportQuery): Promise<TRange> {
  const to = query.to ?? (await calendar()).today;
  return { from: query.from ?? reportRange('month', to).from, to };
}

interface TIntakeSqlRow {
  id: number;
  animal_id: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  intake_date: string;
  status: string;
  intake_type: TIntakeRow['intakeType'];
}

/** A page of a range's intakes, newest first, read from stays_intake_date_idx. */
async function intakeRows(em: EntityManager, range: TRange, page: TPageQuery): Promise<TIntakeRow[]> {
  const rows = await em.getConnection().execute<TIntakeSqlRow[]>(
    `select a.id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, to_char(s.intake_date, 'YYYY-MM-DD') as intake_date, a.status, s.intake_type
       ${INTAKES_IN_RANGE} order by s.intake_date desc, s.id desc limit ? offset ?`,
    [range.from, range.to, page.limit ?? null, page.offset ?? 0],
  );
  return rows.map((row) => ({
    id: row.id,
    animalId: row.animal_id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    age: row.age,
    intakeDate: row.intake_date,
    status: row.status,
    intakeType: row.intake_type,
  }));
}

/** A report's figures come cached (report-figures.ts); its page of rows is read on every call, uncounted. */
export async function intakeReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportRowsQuery): Promise<TIntakeReport> {
  const range = await rangeOf(calendar, query);
  const [rows, summary] = await Promise.all([intakeRows(em, range, query), cachedIntakeFigures(em, caches, range)]);
  return { ...range, rowCount: summary.total, rows, summary };
}

export async function adoptionReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportRowsQuery): Promise<TAdoptionReport> {
  const range = await rangeOf(calendar, query);
  const [rows, { byStatus, completed, fees, intakes }] = await Promise.all([adoptionRows(em, range, query), cachedAdoptionFigures(em, caches, range)]);
  return {
    ...range,
    rowCount: byStatus.reduce((total, { count }) => total + count, 0),
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

export async function financialReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportRowsQuery): Promise<TFinancialReport> {
  const range = await rangeOf(calendar, query);
  const [rows, { rowCount, ...summary }] = await Promise.all([transactionRows(em, range, query), cachedFinancialFigures(em, caches, range)]);
  return { ...range, rowCount, rows, summary };
}

/**
 * The Asilomar table of dogs and cats (asilomar.ts), with the card's three figures from its total
 * column: in care at the start, live outcomes, and the live release rate to a whole percent.
 */
export async function asilomarReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportQuery): Promise<TAsilomarReport> {
  const range = await rangeOf(calendar, query);
  const table = await cachedAsilomarTable(em, caches, range);
  return {
    ...range,
    beginningShelterCount: table.total.beginningCount,
    liveOutcomes: table.total.totalLiveOutcomes,
    liveReleaseRate: Math.round(table.total.liveReleaseRate ?? 0),
    table,
  };
}

/** SAC's Basic Data Matrix (sac-matrix.ts) for the range, at most SAC_MAX_MONTHS months (400 past it). */
export async function sacMatrixReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportQuery): Promise<TSacMatrix> {
  return cachedSacMatrix(em, caches, await rangeOf(calendar, query));
}
