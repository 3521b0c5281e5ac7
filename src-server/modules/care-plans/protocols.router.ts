import { z } from 'zod';
import { ZProtocol, ZProtocolCreateInput, ZProtocolUpdateInput } from '../../../src-shared/schemas/care-plans.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createProtocol, listProtocols, updateProtocol } from './protocols.service.js';

export const protocolsRouter = router({
  list: protectedProcedure
    .meta(rest('console:read', 'GET', '/medical-protocols', 'Care protocols by species and age, active ones first', { tag: 'care-plans' }))
    .output(z.array(ZProtocol))
    .query(({ ctx }) => listProtocols(ctx.em)),

  create: protectedProcedure
    .meta(rest('protocols:write', 'POST', '/medical-protocols', 'Add a care protocol', { tag: 'care-plans', errors: [409] }))
    .input(ZProtocolCreateInput)
    .output(ZProtocol)
    .mutation(({ ctx, input }) => createProtocol(ctx.em, input)),

  update: protectedProcedure
    .meta(
      rest('protocols:write', 'PUT', '/medical-protocols/{id}', 'Change a care protocol; plans already made stay as they are', {
        tag: 'care-plans',
        errors: [404, 409],
      }),
    )
    .input(ZProtocolUpdateInput)
    .output(ZProtocol)
    .mutation(({ ctx, input }) => updateProtocol(ctx.em, input)),
});
