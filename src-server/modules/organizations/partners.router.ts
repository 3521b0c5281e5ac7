import { z } from 'zod';
import { ZPartner, ZPartnerCreateInput, ZPartnerUpdateInput } from '../../../src-shared/schemas/partners.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createPartner, listPartners, updatePartner } from './partners.service.js';

export const partnersRouter = router({
  list: protectedProcedure
    .meta(rest('animals:read', 'GET', '/partners', 'The shelters and rescues transfers come from and go to, by name'))
    .input(z.object({}).optional())
    .output(z.array(ZPartner))
    .query(({ ctx }) => listPartners(ctx.em)),

  create: protectedProcedure
    .meta(rest('admin', 'POST', '/partners', 'Add a partner organization, inside the community coalition or not', { errors: [409] }))
    .input(ZPartnerCreateInput)
    .output(ZPartner)
    .mutation(({ ctx, input }) => createPartner(ctx.em, input)),

  update: protectedProcedure
    .meta(
      rest('admin', 'PUT', '/partners/{id}', 'Rename a partner organization, set whether it is in the coalition, or take it out of use', {
        errors: [404, 409],
      }),
    )
    .input(ZPartnerUpdateInput)
    .output(ZPartner)
    .mutation(({ ctx, input }) => updatePartner(ctx.em, input)),
});
