import { ZAdoptionReport, ZAsilomarReport, ZFinancialReport, ZIntakeReport, ZReportQuery, ZReportRowsQuery } from '../../../src-shared/schemas/reports.js';
import { ZSacMatrix } from '../../../src-shared/schemas/shelter-reports.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { adoptionReport, asilomarReport, financialReport, intakeReport, sacMatrixReport } from './reports.service.js';

const query = ZReportQuery.optional();
const rowsQuery = ZReportRowsQuery.optional();

export const reportsRouter = router({
  intakes: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/reports/intakes',
        'Animals taken in between from and to (inclusive), with counts by status and species group; with limit/offset, rows is that page and rowCount every row in range',
        { tag: 'reports' },
      ),
    )
    .input(rowsQuery)
    .output(ZIntakeReport)
    .query(({ ctx, input }) => intakeReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),

  adoptions: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/reports/adoptions',
        'Adoptions between from and to, with completed count, fees and adoption rate; with limit/offset, rows is that page and rowCount every row in range',
        { tag: 'reports' },
      ),
    )
    .input(rowsQuery)
    .output(ZAdoptionReport)
    .query(({ ctx, input }) => adoptionReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),

  financial: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/reports/financial',
        'Transactions between from and to, with income, expenses, balance and totals per type; with limit/offset, rows is that page and rowCount every row in range',
        { tag: 'reports' },
      ),
    )
    .input(rowsQuery)
    .output(ZFinancialReport)
    .query(({ ctx, input }) => financialReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),

  asilomar: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/reports/asilomar',
        'The Asilomar Accords table of dogs and cats between from and to (inclusive): in care at the start and end, intakes from the public and from agencies inside or outside the coalition, live outcomes, euthanasia by class, died or lost in care, and the live release rate; with the card’s beginning count, live outcomes and rate',
        { tag: 'reports' },
      ),
    )
    .input(query)
    .output(ZAsilomarReport)
    .query(({ ctx, input }) => asilomarReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),

  sacMatrix: protectedProcedure
    .meta(
      rest(
        'console:read',
        'GET',
        '/reports/sac-matrix',
        'Shelter Animals Count’s Basic Data Matrix between from and to (inclusive), at most 120 months: for each month (the first and last cut to the range) and the whole range, by species (Dog, Cat, Other), the animals in care at the start and end (shelter and foster), and intakes and outcomes by SAC row and age group',
        { tag: 'reports' },
      ),
    )
    .input(query)
    .output(ZSacMatrix)
    .query(({ ctx, input }) => sacMatrixReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),
});
