import { z } from 'zod';
import { ZId, ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { ZDocument, ZDocumentUpdateInput } from '../../../src-shared/schemas/photos.js';
import { ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { listDocuments, renameDocument, voidDocument } from './documents.service.js';

/**
 * Documents on animals and people (docs/domain.md#documents). Uploading one and downloading its
 * file are plain routes (documents.routes.ts): a file is neither JSON in nor JSON out.
 */
export const documentsRouter = router({
  byAnimal: protectedProcedure
    .meta(rest('console:read', 'GET', '/animals/{id}/documents', 'An animal’s documents, newest first', { tag: 'documents', errors: [404] }))
    .input(ZByAnimalInput)
    .output(z.array(ZDocument))
    .query(({ ctx, input }) => listDocuments(ctx.em, { animalId: input.id })),

  byPerson: protectedProcedure
    .meta(rest('console:read', 'GET', '/people/{id}/documents', 'A person’s documents, newest first', { tag: 'documents', errors: [404] }))
    .input(z.object({ id: ZId }))
    .output(z.array(ZDocument))
    .query(({ ctx, input }) => listDocuments(ctx.em, { personId: input.id })),

  rename: protectedProcedure
    .meta(rest('documents:write', 'PATCH', '/documents/{id}', 'Retitle a document', { errors: [404, 409] }))
    .input(ZDocumentUpdateInput)
    .output(ZDocument)
    .mutation(({ ctx, input }) => renameDocument(ctx.em, input)),

  void: protectedProcedure
    .meta(rest('documents:write', 'DELETE', '/documents/{id}', 'Void a document: its file is deleted, its row kept with the reason', { errors: [404] }))
    .input(ZVoidQuery)
    .output(ZDocument)
    .mutation(({ ctx, input }) => voidDocument(ctx.em, ctx.req.server.files, input.id, input.reason)),
});
