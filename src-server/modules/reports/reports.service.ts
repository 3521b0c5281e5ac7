import type { EntityManager } from '@mikro-orm/postgresql';
import { reportRange } from '../../../src-shared/report-ranges.js';
import type { TSacMatrix } from '../../../src-shared/schemas/shelter-reports.js';
import type { TAdoptionReport, TAsilomarReport, TFinancialReport, TIntakeReport, TReportQuery, TReportRowsQuery } from '../../../src-shared/schemas/reports.js';
import { adoptionRate, averageCents } from '../../../src-shared/statistics.js';
import { pageOptions } from '../../db/filters.js';
import { adoptionRows } from '../adoptions/adoptions.service.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { transactionRows } from '../finance/transactions.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { cachedAsilomarTable } from './asilomar.js';
import { cachedAdoptionFigures, cachedFinancialFigures, cachedIntakeFigures, type TRange, type TReportCaches } from './report-figures.js';
import { cachedSacMatrix } from './sac-matrix.js';

/** Without dates a report covers the past month; with only `to`, the month up to that day. */
async function rangeOf(calendar: TLazyCalendar, query: TReportQuery): Promise<TRange> {
  const to = query.to ?? (await calendar()).today;
  return { from: query.from ?? reportRange('month', to).from, to };
}

/** A report's figures come cached (report-figures.ts); its page of rows is read on every call, uncounted. */
export async function intakeReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportRowsQuery): Promise<TIntakeReport> {
  const range = await rangeOf(calendar, query);
  const [animals, summary] = await Promise.all([
    em.find(AnimalSchema, { intakeDate: { $gte: range.from, $lte: range.to } }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }], ...pageOptions(query) }),
    cachedIntakeFigures(em, caches, range),
  ]);
  return {
    ...range,
    rowCount: summary.total,
    rows: animals.map(({ id, animalId, name, species, breed, sex, age, intakeDate, status }) => ({
      id,
      animalId,
      name,
      species,
      breed,
      sex,
      age,
      intakeDate,
      status,
    })),
    summary,
  };
}

export async function adoptionReport(em: EntityManager, calendar: TLazyCalendar, caches: TReportCaches, query: TReportRowsQuery): Promise<TAdoptionReport> {
  const range = await rangeOf(calendar, query);
  const [rows, { byStatus, completed, fees, intakes }] = await Promise.all([
    adoptionRows(em, { ...range, ...pageOptions(query) }),
    cachedAdoptionFigures(em, caches, range),
  ]);
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
  const [rows, { rowCount, ...summary }] = await Promise.all([
    transactionRows(em, { ...range, ...pageOptions(query) }),
    cachedFinancialFigures(em, caches, range),
  ]);
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
