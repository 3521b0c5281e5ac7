import { z } from 'zod';
import { ZBehaviorNote, ZBehaviorNoteCreateInput, ZBehaviorNoteListQuery, ZBehaviorNoteUpdateInput } from '../../../src-shared/schemas/behavior-notes.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { roleMay } from '../../../src-shared/roles.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createBehaviorNote, listBehaviorNotes, updateBehaviorNote, voidBehaviorNote } from './behavior-notes.service.js';

export const behaviorNotesRouter = router({
  byAnimal: protectedProcedure
    .meta(rest('animals:read', 'GET', '/animals/{id}/behavior-notes', 'One animal’s behaviour notes, newest first', { tag: 'behavior-notes', errors: [404] }))
    .input(ZBehaviorNoteListQuery)
    .output(z.array(ZBehaviorNote))
    // Applications are read with console:read (applications.router.ts), so are the notes naming their applicants.
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await listBehaviorNotes(ctx.em, id, query, { withApplications: roleMay(ctx.user.role, 'console:read') }), query),
    ),

  create: protectedProcedure
    .meta(
      rest('notes:write', 'POST', '/animals/{id}/behavior-notes', 'Add a behaviour note (dated today unless a date is given)', {
        tag: 'behavior-notes',
        errors: [404],
      }),
    )
    .input(ZBehaviorNoteCreateInput)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => createBehaviorNote(ctx.em, ctx.calendar, input)),

  update: protectedProcedure
    .meta(rest('notes:write', 'PUT', '/behavior-notes/{id}', 'Correct a behaviour note', { tag: 'behavior-notes', errors: [404, 409] }))
    .input(ZBehaviorNoteUpdateInput)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => updateBehaviorNote(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(rest('notes:write', 'DELETE', '/behavior-notes/{id}', 'Void a note entered in error', { tag: 'behavior-notes', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZBehaviorNote)
    .mutation(({ ctx, input }) => voidBehaviorNote(ctx.em, input.id, input.reason)),
});
