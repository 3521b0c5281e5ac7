import { z } from 'zod';
import { ZAdoption, ZAdoptionCreateInput, ZAdoptionListQuery, ZAdoptionSummary, ZAdoptionUpdateInput } from '../../../src-shared/schemas/adoptions.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { pageOf, ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { ofAnimal } from '../animals/animal-records.js';
import { ZAdoptionReturnInput } from '../../../src-shared/schemas/journey.js';
import { adoptionSummary, createAdoption, listAdoptions, returnAdoption, updateAdoption, voidAdoption } from './adoptions.service.js';

export const adoptionsRouter = router({
  list: protectedProcedure
    .meta(rest('console:read', 'GET', '/adoptions', 'Adoptions, newest first; q matches adopter and animal', { tag: 'adoptions' }))
    .input(ZAdoptionListQuery.optional())
    .output(z.array(ZAdoption))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listAdoptions(ctx.em, input ?? {}), input)),

  byAnimal: protectedProcedure
    .meta(rest('console:read', 'GET', '/animals/{id}/adoptions', 'One animal’s adoptions, newest first', { tag: 'adoptions', errors: [404] }))
    .input(ZByAnimalInput.extend(ZAdoptionListQuery.omit({ animalId: true }).shape))
    .output(z.array(ZAdoption))
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await ofAnimal(ctx.em, id, await listAdoptions(ctx.em, { ...query, animalId: id })), query),
    ),

  create: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/adoptions', 'Process an adoption; Completed sets the animal Adopted and books the fee', {
        tag: 'adoptions',
        errors: [404, 409],
      }),
    )
    .input(ZAdoptionCreateInput)
    .output(ZAdoption)
    .mutation(({ ctx, input }) => createAdoption(ctx.em, ctx.calendar, ctx.req.server.outbox, input)),

  page: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(ZAdoptionListQuery)
    .output(pageOf(ZAdoption))
    .query(({ ctx, input }) => listAdoptions(ctx.em, input)),

  summary: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(z.object({}).optional())
    .output(ZAdoptionSummary)
    .query(({ ctx }) => adoptionSummary(ctx.em)),

  update: protectedProcedure
    .meta(
      rest(
        'records:write',
        'PUT',
        '/adoptions/{id}',
        'Correct an adoption or change its status (Completed sets Adopted; leaving Completed returns the animal)',
        { tag: 'adoptions', errors: [404, 409] },
      ),
    )
    .input(ZAdoptionUpdateInput)
    .output(ZAdoption)
    .mutation(({ ctx, input }) => updateAdoption(ctx.em, ctx.calendar, ctx.req.server.outbox, input)),

  void: protectedProcedure
    .meta(
      rest(
        'records:write',
        'DELETE',
        '/adoptions/{id}',
        'Void an adoption entered in error, with its fee transaction (409 once Returned, or once the animal has come back since)',
        { tag: 'adoptions', errors: [404, 409] },
      ),
    )
    .input(ZVoidQuery)
    .output(ZAdoption)
    .mutation(({ ctx, input }) => voidAdoption(ctx.em, ctx.calendar, input.id, input.reason)),

  return: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/adoptions/{id}/return', 'The adopted animal came back: the adoption becomes Returned and a new stay opens', {
        tag: 'adoptions',
        errors: [404, 409],
      }),
    )
    .input(ZAdoptionReturnInput)
    .output(ZAdoption)
    .mutation(({ ctx, input }) => returnAdoption(ctx.em, ctx.calendar, input)),
});
