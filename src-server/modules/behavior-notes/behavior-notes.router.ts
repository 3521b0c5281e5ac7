import { z } from 'zod';
import {
  ZBehaviorNote,
  ZBehaviorNoteCreateInput,
  ZBehaviorNoteListQuery,
  ZBehaviorNoteUpdateInput,
  ZCareLog,
  ZCareLogQuery,
} from '../../../src-shared/schemas/behavior-notes.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { roleMay } from '../../../src-shared/roles.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createBehaviorNote, listBehaviorNotes, updateBehaviorNote, voidBehaviorNote } from './behavior-notes.service.js';
import { careLog } from './care-log.js';

export const behaviorNotesRouter = router({
  byAnimal: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/animals/{id}/behavior-notes', 'One animal’s notes (behaviour, care log, handling warnings), newest first', {
        tag: 'behavior-notes',
        errors: [404],
      }),
    )
    .input(ZBehaviorNoteListQuery)
    .output(z.array(ZBehaviorNote))
    // Applications are read with console:read (applications.router.ts), so are the notes naming their applicants.
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await listBehaviorNotes(ctx.em, id, query, { withApplications: roleMay(ctx.user.role, 'console:read') }), query),
    ),

  /** The Notes tab's pages: the same list as `{ items, total }`. */
  page: protectedProcedure
    .meta({ permission: 'animals:read' })
    .input(ZBehaviorNoteListQuery)
    .output(pageOf(ZBehaviorNote))
    .query(({ ctx, input: { id, ...query } }) => listBehaviorNotes(ctx.em, id, query, { withApplications: roleMay(ctx.user.role, 'console:read') })),

  careLog: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/care-log', 'A day’s daily-care checklist (today by default): the animals at the shelter, what was done and by whom', {
        tag: 'behavior-notes',
      }),
    )
    .input(ZCareLogQuery.optional())
    .output(ZCareLog)
    .query(({ ctx, input }) => careLog(ctx.em, ctx.calendar, input ?? {})),

  create: protectedProcedure
    .meta(
      rest('notes:write', 'POST', '/animals/{id}/behavior-notes', 'Add a note (a private behaviour note, dated today, unless told otherwise)', {
        tag: 'behavior-notes',
        errors: [404],
      }),
    )
    .input(ZBehaviorNoteCreateInput)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => createBehaviorNote(ctx.em, ctx.calendar, input, ctx.user.id)),

  update: protectedProcedure
    .meta(rest('notes:write', 'PUT', '/behavior-notes/{id}', 'Correct a note', { tag: 'behavior-notes', errors: [404, 409] }))
    .input(ZBehaviorNoteUpdateInput)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => updateBehaviorNote(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(rest('notes:write', 'DELETE', '/behavior-notes/{id}', 'Void a note entered in error', { tag: 'behavior-notes', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => voidBehaviorNote(ctx.em, input.id, input.reason)),
});
