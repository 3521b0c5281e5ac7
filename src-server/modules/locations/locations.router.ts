import { z } from 'zod';
import { ZAnimalMoveInput, ZCensus, ZCensusQuery, ZLocation, ZLocationCreateInput, ZLocationUpdateInput } from '../../../src-shared/schemas/locations.js';
import { ZJourney } from '../../../src-shared/schemas/journey.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { journeyOf } from '../journey/journey.service.js';
import { readerOf } from '../people/person-rows.js';
import { census } from './census.js';
import { createLocation, listLocations, moveAnimal, updateLocation } from './locations.service.js';

export const locationsRouter = router({
  list: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/locations', 'Buildings, rooms and kennels, a building before its rooms and a room before its kennels', {
        tag: 'locations',
      }),
    )
    .input(z.object({}).optional())
    .output(z.array(ZLocation))
    .query(({ ctx }) => listLocations(ctx.em)),

  create: protectedProcedure
    .meta(rest('admin', 'POST', '/locations', 'Add a building, a room in a building or a kennel in a room', { tag: 'locations', errors: [409] }))
    .input(ZLocationCreateInput)
    .output(ZLocation)
    .mutation(({ ctx, input }) => createLocation(ctx.em, input)),

  update: protectedProcedure
    .meta(rest('admin', 'PUT', '/locations/{id}', 'Rename a location, or take it out of use (kept for history)', { tag: 'locations', errors: [404, 409] }))
    .input(ZLocationUpdateInput)
    .output(ZLocation)
    .mutation(({ ctx, input }) => updateLocation(ctx.em, input)),

  move: protectedProcedure
    .meta(rest('records:write', 'POST', '/animals/{id}/location', 'Move an animal in care to a location', { tag: 'locations', errors: [404, 409] }))
    .input(ZAnimalMoveInput)
    .output(ZJourney)
    .mutation(async ({ ctx, input }) => {
      await moveAnimal(ctx.em, ctx.calendar, input);
      return journeyOf(ctx.em, ctx.calendar, input.id, readerOf(ctx.user.role));
    }),

  census: protectedProcedure
    .meta(rest('animals:read', 'GET', '/census', 'Every animal in care at the end of a day (today by default), by location, with counts', { tag: 'locations' }))
    .input(ZCensusQuery.optional())
    .output(ZCensus)
    .query(({ ctx, input }) => census(ctx.em, ctx.calendar, ctx.caches.census, input?.date)),
});
