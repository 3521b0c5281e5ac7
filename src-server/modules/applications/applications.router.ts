import { z } from 'zod';
import { ZAdoptionApplication, ZApplicationDecisionInput, ZApplicationListQuery, ZApplicationPersonInput } from '../../../src-shared/schemas/applications.js';
import { ZId } from '../../../src-shared/schemas/fields.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { decideApplication, getApplication, linkApplicationPerson, listApplications } from './applications.service.js';

export const applicationsRouter = router({
  list: protectedProcedure
    .meta(rest('console:read', 'GET', '/adoption-applications', 'Applications from the portal, newest first', { tag: 'adoption-applications' }))
    .input(ZApplicationListQuery.optional())
    .output(z.array(ZAdoptionApplication))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listApplications(ctx.em, ctx.calendar, input ?? {}), input)),

  page: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(ZApplicationListQuery)
    .output(pageOf(ZAdoptionApplication))
    .query(({ ctx, input }) => listApplications(ctx.em, ctx.calendar, input)),

  get: protectedProcedure
    .meta(rest('console:read', 'GET', '/adoption-applications/{id}', 'One application with every answer', { tag: 'adoption-applications', errors: [404] }))
    .input(z.object({ id: ZId }))
    .output(ZAdoptionApplication)
    .query(({ ctx, input }) => getApplication(ctx.em, input.id)),

  decide: protectedProcedure
    .meta(
      rest(
        'records:write',
        'PUT',
        '/adoption-applications/{id}',
        'Approve (opens a Pending adoption), Decline or Withdraw an application; the applicant is e-mailed an approval or a decline',
        {
          tag: 'adoption-applications',
          errors: [404, 409],
        },
      ),
    )
    .input(ZApplicationDecisionInput)
    .output(ZAdoptionApplication)
    .mutation(({ ctx, input }) => decideApplication(ctx.em, ctx.calendar, ctx.req.server.outbox, input)),

  linkPerson: protectedProcedure
    .meta(
      rest(
        'records:write',
        'POST',
        '/adoption-applications/{id}/person',
        'Confirm who applied: the matching person named by personId, or a new person from the applicant’s details',
        { tag: 'adoption-applications', errors: [404, 409] },
      ),
    )
    .input(ZApplicationPersonInput)
    .output(ZAdoptionApplication)
    .mutation(({ ctx, input }) => linkApplicationPerson(ctx.em, input)),
});
