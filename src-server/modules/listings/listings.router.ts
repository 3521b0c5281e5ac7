import { z } from 'zod';
import { ZListingExport, ZListingSite, ZListingSiteStatus } from '../../../src-shared/schemas/listings.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { listingStatuses, runListingExport } from './listings.service.js';

/** The listing sites' exports (docs/domain.md#website), for admins; the files themselves are plain routes (listings.routes.ts). */
export const listingsRouter = router({
  status: protectedProcedure
    .meta(rest('admin', 'GET', '/listings', 'Each listing site’s latest export (its files, animals, upload result) and whether an upload is configured'))
    .input(z.object({}).optional())
    .output(z.array(ZListingSiteStatus))
    .query(({ ctx }) => listingStatuses(ctx.em, ctx.req.server.config)),

  run: protectedProcedure
    .meta(rest('admin', 'POST', '/listings/{site}/run', 'Make the site’s files now (and upload them when configured); answers the run, failed or not'))
    .input(z.object({ site: ZListingSite }))
    .output(ZListingExport)
    .mutation(async ({ ctx, input }) => runListingExport(ctx.em, ctx.req.server.files, ctx.req.server.config, input.site, (await ctx.calendar()).today)),
});
