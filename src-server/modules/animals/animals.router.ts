import { z } from 'zod';
import { ZAnimal, ZAnimalCreateInput, ZAnimalIdInput, ZAnimalListQuery, ZAnimalUpdateInput } from '../../../src-shared/schemas/animals.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { pageAsList } from '../../trpc/lists.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { getAnimal, listAnimals } from './animals.service.js';
import { createAnimalWithImage, updateAnimalWithImage } from '../photos/import-image-url.js';
import { photoDepsOf } from '../photos/photos.service.js';
import { voidAnimal } from './animal-void.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';

export const animalsRouter = router({
  list: protectedProcedure
    .meta(
      rest(
        'animals:read',
        'GET',
        '/animals',
        'Animals, newest intake first or by sort (name, animalId, intakeDate, status) and order (asc, desc); q searches name, animal ID (dashes optional), microchip number, species and breed',
      ),
    )
    .input(ZAnimalListQuery.optional())
    .output(z.array(ZAnimal))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listAnimals(ctx.em, ctx.calendar, ctx.caches.registry, input ?? {}), input)),

  page: protectedProcedure
    .meta({ permission: 'animals:read' })
    .input(ZAnimalListQuery)
    .output(pageOf(ZAnimal))
    .query(({ ctx, input }) => listAnimals(ctx.em, ctx.calendar, ctx.caches.registry, input)),

  get: protectedProcedure
    .meta(rest('animals:read', 'GET', '/animals/{id}', 'One animal', { errors: [404] }))
    .input(ZAnimalIdInput)
    .output(ZAnimal)
    .query(({ ctx, input }) => getAnimal(ctx.em, ctx.calendar, input.id)),

  create: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/animals', 'Take in an animal; its animal ID is assigned unless one is given; a microchip another animal has is a 409', {
        errors: [409],
      }),
    )
    .input(ZAnimalCreateInput)
    .output(ZAnimal)
    .mutation(({ ctx, input }) => createAnimalWithImage(ctx.em, ctx.calendar, input, photoDepsOf(ctx.req), ctx.user.id)),

  update: protectedProcedure
    .meta(rest('records:write', 'PUT', '/animals/{id}', 'Change any of an animal’s fields; send version to refuse a stale edit', { errors: [404, 409] }))
    .input(ZAnimalUpdateInput)
    .output(ZAnimal)
    .mutation(({ ctx, input }) => updateAnimalWithImage(ctx.em, ctx.calendar, input, photoDepsOf(ctx.req), ctx.user.id)),

  void: protectedProcedure
    .meta(
      rest('animals:void', 'DELETE', '/animals/{id}', 'Void an animal entered in error, with its records (admins); its animal ID is never reused', {
        errors: [404],
      }),
    )
    .input(ZVoidQuery)
    .output(ZAnimal)
    .mutation(({ ctx, input }) => voidAnimal(ctx.em, ctx.calendar, input.id, input.reason)),
});
