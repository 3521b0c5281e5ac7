import { z } from 'zod';
import { ZAuditEntry, ZAuditQuery } from '../../../src-shared/schemas/audit.js';
import { ZId } from '../../../src-shared/schemas/fields.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { animalHistory, listAuditEntries } from './audit.service.js';

export const auditRouter = router({
  list: protectedProcedure
    .meta(rest('admin', 'GET', '/audit-log', 'Every write, newest first: who, when, which record, old and new values', { tag: 'audit' }))
    .input(ZAuditQuery.optional())
    .output(z.array(ZAuditEntry))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listAuditEntries(ctx.em, input ?? {}), input)),

  page: protectedProcedure
    .meta({ permission: 'admin' })
    .input(ZAuditQuery)
    .output(pageOf(ZAuditEntry))
    .query(({ ctx, input }) => listAuditEntries(ctx.em, input)),

  animalHistory: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/animals/{id}/history', 'What was written about one animal and its records, newest first', { tag: 'audit', errors: [404] }),
    )
    .input(z.object({ id: ZId, limit: z.number().int().min(1).max(1000).optional(), offset: z.number().int().min(0).optional() }))
    .output(z.array(ZAuditEntry))
    .query(async ({ ctx, input: { id, ...query } }) => pageAsList(ctx, await animalHistory(ctx.em, id, query), query)),

  animalHistoryPage: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(ZAuditQuery.pick({ limit: true, offset: true }).extend({ id: ZId }))
    .output(pageOf(ZAuditEntry))
    .query(({ ctx, input: { id, ...query } }) => animalHistory(ctx.em, id, query)),
});
