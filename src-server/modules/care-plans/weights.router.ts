import { z } from 'zod';
import { ZWeight, ZWeightCreateInput } from '../../../src-shared/schemas/care-plans.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { addWeight, voidWeight, weightsOf } from './weights.service.js';

export const weightsRouter = router({
  byAnimal: protectedProcedure
    .meta(rest('console:read', 'GET', '/animals/{id}/weights', 'An animal’s weights, oldest first, in grams', { tag: 'weights', errors: [404] }))
    .input(ZByAnimalInput)
    .output(z.array(ZWeight))
    .query(({ ctx, input }) => weightsOf(ctx.em, input.id)),

  create: protectedProcedure
    .meta(rest('medical:write', 'POST', '/weights', 'Record an animal’s weight on a day, in grams', { tag: 'weights', errors: [404] }))
    .input(ZWeightCreateInput)
    .output(ZWeight)
    .mutation(({ ctx, input }) => addWeight(ctx.em, ctx.calendar, ctx.user, input)),

  void: protectedProcedure
    .meta(rest('medical:write', 'DELETE', '/weights/{id}', 'Void a weight entered in error (the reason is kept)', { tag: 'weights', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZWeight)
    .mutation(({ ctx, input }) => voidWeight(ctx.em, input.id, input.reason)),
});
