import { ZAdoptionReport, ZAsilomarReport, ZFinancialReport, ZIntakeReport, ZReportQuery, ZReportRowsQuery } from '../../../src-shared/schemas/reports.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { adoptionReport, asilomarReport, financialReport, intakeReport } from './reports.service.js';

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
      rest('console:read', 'GET', '/reports/asilomar', 'The Asilomar Accord card: beginning count, live outcomes and live release rate', { tag: 'reports' }),
    )
    .input(query)
    .output(ZAsilomarReport)
    .query(({ ctx, input }) => asilomarReport(ctx.em, ctx.calendar, ctx.caches.reports, input ?? {})),
});
