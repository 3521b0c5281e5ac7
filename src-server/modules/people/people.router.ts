import { z } from 'zod';
import { ZId } from '../../../src-shared/schemas/fields.js';
import {
  ZDuplicatePair,
  ZFosterHomeListQuery,
  ZFosterHomePage,
  ZPerson,
  ZPersonCreateInput,
  ZPersonDetail,
  ZPersonEraseInput,
  ZPersonExportQuery,
  ZPersonListQuery,
  ZPersonMergeInput,
  ZPersonPage,
  ZPersonUpdateInput,
} from '../../../src-shared/schemas/people.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { listFosterHomes } from './foster-homes.js';
import { createPerson, getPerson, updatePerson } from './people.service.js';
import { exportPeople, listPeople } from './people-search.js';
import { findDuplicates } from './person-duplicates.js';
import { mergePeople } from './person-merge.js';
import { erasePerson } from './person-privacy.js';
import { readerOf } from './person-rows.js';

/** People (docs/domain.md#people). Every answer is shaped for the session's role: a volunteer's has no contact details. */
export const peopleRouter = router({
  list: protectedProcedure
    .meta(rest('animals:read', 'GET', '/people', 'People by name: search by name, e-mail, phone (its digits too) or address; filter by role or flag'))
    .input(ZPersonListQuery.optional())
    .output(ZPersonPage)
    .query(({ ctx, input }) => listPeople(ctx.em, input ?? {}, readerOf(ctx.user.role))),

  export: protectedProcedure
    .meta(rest('console:read', 'GET', '/people/export', 'Every person the search and filters select, unpaged, for a spreadsheet'))
    .input(ZPersonExportQuery.optional())
    .output(z.array(ZPerson))
    .query(({ ctx, input }) => exportPeople(ctx.em, input ?? {}, readerOf(ctx.user.role))),

  duplicates: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/people/duplicates', 'Pairs of people who may be one: the same e-mail, the same phone or names alike, most certain first'),
    )
    .input(z.object({}).optional())
    .output(z.array(ZDuplicatePair))
    .query(({ ctx }) => findDuplicates(ctx.em, readerOf(ctx.user.role), ctx.caches.duplicates)),

  fosterHomes: protectedProcedure
    .meta(
      rest('foster:read', 'GET', '/people/foster-homes', 'Approved foster homes by name, a page at a time, with the animals each has today and the room left'),
    )
    .input(ZFosterHomeListQuery.optional())
    .output(ZFosterHomePage)
    .query(({ ctx, input }) => listFosterHomes(ctx.em, ctx.calendar, input ?? {}, readerOf(ctx.user.role))),

  get: protectedProcedure
    .meta(rest('animals:read', 'GET', '/people/{id}', 'A person’s page: details, why the record is kept, and their history, newest first', { errors: [404] }))
    .input(z.object({ id: ZId }))
    .output(ZPersonDetail)
    .query(({ ctx, input }) => getPerson(ctx.em, ctx.calendar, input.id, readerOf(ctx.user.role))),

  create: protectedProcedure
    .meta(rest('records:write', 'POST', '/people', 'Add a person'))
    .input(ZPersonCreateInput)
    .output(ZPerson)
    .mutation(({ ctx, input }) => createPerson(ctx.em, ctx.calendar, input, readerOf(ctx.user.role))),

  update: protectedProcedure
    .meta(rest('records:write', 'PUT', '/people/{id}', 'Correct a person’s details; fields left out stay as they are', { errors: [404, 409] }))
    .input(ZPersonUpdateInput)
    .output(ZPerson)
    .mutation(({ ctx, input }) => updatePerson(ctx.em, ctx.calendar, input, readerOf(ctx.user.role))),

  merge: protectedProcedure
    .meta(
      rest('admin', 'POST', '/people/{id}/merge', 'Merge a duplicate into this person: its records move here and its row is deleted', { errors: [404, 409] }),
    )
    .input(ZPersonMergeInput)
    .output(ZPerson)
    .mutation(({ ctx, input }) => mergePeople(ctx.em, input, readerOf(ctx.user.role))),

  erase: protectedProcedure
    .meta(
      rest('admin', 'POST', '/people/{id}/erase', 'Erase a person’s details at their request; their records stay, linked to "[removed]"', {
        errors: [404, 409],
      }),
    )
    .input(ZPersonEraseInput)
    .output(ZPerson)
    .mutation(({ ctx, input }) => erasePerson(ctx.em, ctx.req.server.files, ctx.calendar, input, readerOf(ctx.user.role))),
});
