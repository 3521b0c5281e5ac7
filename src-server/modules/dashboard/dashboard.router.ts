import { ZDashboardQuery, ZDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { dashboardStats } from './dashboard.service.js';

export const dashboardRouter = router({
  stats: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/stats/dashboard', 'The dashboard’s figures; period week (default), month or year shapes dailyAdoptions', {
        tag: 'dashboard',
      }),
    )
    .input(ZDashboardQuery.optional())
    .output(ZDashboardStats)
    .query(({ ctx, input }) => dashboardStats(ctx.em, ctx.calendar, ctx.caches.dashboard, input?.period ?? 'week')),
});
