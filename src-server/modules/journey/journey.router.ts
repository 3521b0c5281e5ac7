import { z } from 'zod';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import {
  ZHold,
  ZHoldCreateInput,
  ZHoldReleaseInput,
  ZHoldUpdateInput,
  ZIntakeCreateInput,
  ZEuthanizers,
  ZJourney,
  ZOutcomeCreateInput,
} from '../../../src-shared/schemas/journey.js';
import { ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { placeHold, releaseHold, updateHold, voidHold } from './holds.js';
import { readerOf } from '../people/person-rows.js';
import { createIntake, journeyOf } from './journey.service.js';
import { euthanizers, recordOutcome, removeOutcome } from './outcomes.js';

/** Stays, intakes, outcomes and holds (docs/domain.md#journey). Each write answers with the animal's journey or the hold. */
export const journeyRouter = router({
  get: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/animals/{id}/stays', 'An animal’s stays, newest first, with holds, whereabouts and length of stay', {
        tag: 'journey',
        errors: [404],
      }),
    )
    .input(ZByAnimalInput)
    .output(ZJourney)
    .query(({ ctx, input }) => journeyOf(ctx.em, ctx.calendar, input.id, readerOf(ctx.user.role))),

  intake: protectedProcedure
    .meta(
      rest('records:write', 'POST', '/animals/{id}/intakes', 'Take an animal that has left in again: a new stay (409 while one is open)', {
        tag: 'journey',
        errors: [404, 409],
      }),
    )
    .input(ZIntakeCreateInput)
    .output(ZJourney)
    .mutation(({ ctx, input }) => createIntake(ctx.em, ctx.calendar, input, readerOf(ctx.user.role))),

  outcome: protectedProcedure
    .meta(
      rest('outcomes:write', 'POST', '/animals/{id}/outcome', 'Record how an animal left (every outcome but adoption, which completing the adoption records)', {
        tag: 'journey',
        errors: [404, 409],
      }),
    )
    .input(ZOutcomeCreateInput)
    .output(ZJourney)
    .mutation(async ({ ctx, input }) => {
      await recordOutcome(ctx.em, ctx.calendar, ctx.user.id, input);
      return journeyOf(ctx.em, ctx.calendar, input.id, readerOf(ctx.user.role));
    }),

  /** The console's Outcome dialog, and a REST client choosing whom a euthanasia names. */
  euthanizers: protectedProcedure
    .meta(
      rest(
        'outcomes:write',
        'GET',
        '/euthanizers',
        'Who may be named as performing or authorizing a euthanasia (active admins, veterinarians and certified staff), and whether you may record one',
        { tag: 'journey' },
      ),
    )
    .input(z.object({}).optional())
    .output(ZEuthanizers)
    .query(({ ctx }) => euthanizers(ctx.em, ctx.user.id)),

  removeOutcome: protectedProcedure
    .meta(
      rest('outcomes:write', 'DELETE', '/animals/{id}/outcome', 'Remove an outcome recorded in error: the stay reopens', {
        tag: 'journey',
        errors: [404, 409],
      }),
    )
    .input(ZByAnimalInput)
    .output(ZJourney)
    .mutation(async ({ ctx, input }) => {
      await removeOutcome(ctx.em, ctx.calendar, input.id);
      return journeyOf(ctx.em, ctx.calendar, input.id, readerOf(ctx.user.role));
    }),

  placeHold: protectedProcedure
    .meta(
      rest('holds:write', 'POST', '/animals/{id}/holds', 'Place a hold on an animal in care; stray holds and quarantines end after the days set in Settings', {
        tag: 'journey',
        errors: [404, 409],
      }),
    )
    .input(ZHoldCreateInput)
    .output(ZHold)
    .mutation(({ ctx, input }) => placeHold(ctx.em, ctx.calendar, input)),

  updateHold: protectedProcedure
    .meta(rest('holds:write', 'PUT', '/holds/{id}', 'Correct a hold’s reason or end date', { tag: 'journey', errors: [404, 409] }))
    .input(ZHoldUpdateInput)
    .output(ZHold)
    .mutation(({ ctx, input }) => updateHold(ctx.em, ctx.calendar, input)),

  releaseHold: protectedProcedure
    .meta(rest('holds:write', 'POST', '/holds/{id}/release', 'End a hold now (or on a past date)', { tag: 'journey', errors: [404, 409] }))
    .input(ZHoldReleaseInput)
    .output(ZHold)
    .mutation(({ ctx, input }) => releaseHold(ctx.em, ctx.calendar, input)),

  voidHold: protectedProcedure
    .meta(rest('holds:write', 'DELETE', '/holds/{id}', 'Void a hold entered in error', { tag: 'journey', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZHold)
    .mutation(({ ctx, input }) => voidHold(ctx.em, ctx.calendar, input.id, input.reason)),
});
