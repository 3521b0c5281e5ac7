import { z } from 'zod';
import { ZFosterCreateInput, ZFosterListQuery, ZFosterPlacement, ZFosterUpdateInput } from '../../../src-shared/schemas/foster.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { pageOf, ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { ofAnimal } from '../animals/animal-records.js';
import { readerOf } from '../people/person-rows.js';
import { createPlacement, listPlacements, updatePlacement, voidPlacement } from './foster.service.js';

export const fosterRouter = router({
  list: protectedProcedure
    .meta(rest('foster:read', 'GET', '/foster-care', 'Foster placements, newest start first; status current or past', { tag: 'foster-care' }))
    .input(ZFosterListQuery.optional())
    .output(z.array(ZFosterPlacement))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listPlacements(ctx.em, ctx.calendar, input ?? {}, readerOf(ctx.user.role)), input)),

  byAnimal: protectedProcedure
    .meta(rest('foster:read', 'GET', '/animals/{id}/foster-care', 'One animal’s foster placements, newest first', { tag: 'foster-care', errors: [404] }))
    .input(ZByAnimalInput.extend(ZFosterListQuery.omit({ animalId: true }).shape))
    .output(z.array(ZFosterPlacement))
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await ofAnimal(ctx.em, id, await listPlacements(ctx.em, ctx.calendar, { ...query, animalId: id }, readerOf(ctx.user.role))), query),
    ),

  create: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/foster-care', 'Place an animal in foster care; a current placement sets it In Foster', {
        tag: 'foster-care',
        errors: [404, 409],
      }),
    )
    .input(ZFosterCreateInput)
    .output(ZFosterPlacement)
    .mutation(({ ctx, input }) => createPlacement(ctx.em, ctx.calendar, input)),

  page: protectedProcedure
    .meta({ permission: 'foster:read' })
    .input(ZFosterListQuery)
    .output(pageOf(ZFosterPlacement))
    .query(({ ctx, input }) => listPlacements(ctx.em, ctx.calendar, input, readerOf(ctx.user.role))),

  update: protectedProcedure
    .meta(
      rest('records:write', 'PUT', '/foster-care/{id}', 'Correct or end a placement (the animal is back on its end date: today or earlier returns it now)', {
        tag: 'foster-care',
        errors: [404, 409],
      }),
    )
    .input(ZFosterUpdateInput)
    .output(ZFosterPlacement)
    .mutation(({ ctx, input }) => updatePlacement(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(rest('records:write', 'DELETE', '/foster-care/{id}', 'Void a placement entered in error', { tag: 'foster-care', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZFosterPlacement)
    .mutation(({ ctx, input }) => voidPlacement(ctx.em, ctx.calendar, input.id, input.reason)),
});
