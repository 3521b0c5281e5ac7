import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZId } from '../../../src-shared/schemas/fields.js';
import { DOCUMENT_MAX_BYTES } from '../../../src-shared/schemas/photos.js';
import { DomainError, invalid, unsupportedType } from '../../domain-errors.js';
import { assertStorableText } from '../../trpc/text-input.js';
import { asActor, requirePermission } from '../auth/route-user.js';
import { sendDownload } from '../../plugins/download.js';
import { addDocument, assertOwnerExists, documentFile, documentTooLarge, type TDocumentOwner } from './documents.service.js';

/** One file and its title; a file is kept in memory up to the limit only, the rest of a larger one passed over. */
const UPLOAD_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5 };

const ZPathId = z.object({ id: z.coerce.number().pipe(ZId) });

function pathId(req: FastifyRequest): number {
  const parsed = ZPathId.safeParse(req.params);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'id is invalid', 'id');
  return parsed.data.id;
}

interface TReceived {
  fileName: string;
  body: Buffer;
  title: string | undefined;
}

/** The upload's file (the field `file`) and title (the field `title`, optional), or the 400, 413 or 415 that says what is wrong. */
async function readUpload(req: FastifyRequest): Promise<TReceived> {
  if (!req.isMultipart()) {
    throw unsupportedType('Send the document as multipart/form-data, the file in the field "file" (and its title in "title", if you like)');
  }
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } = req.server.multipartErrors;
  let file: Omit<TReceived, 'title'> | undefined;
  let title: string | undefined;
  try {
    for await (const part of req.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'title') title = String(part.value);
      } else if (part.fieldname !== 'file') {
        throw invalid(`Send the document in the field "file", not "${part.fieldname}"`, 'file');
      } else {
        file = { fileName: part.filename, body: await part.toBuffer() };
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof RequestFileTooLargeError) throw documentTooLarge((error as { part?: { filename?: string } }).part?.filename ?? 'The file');
    if (error instanceof FilesLimitError) throw invalid('Send one file at a time', 'file');
    if (error instanceof FieldsLimitError || error instanceof PartsLimitError) throw invalid('Send the file and, if you like, its title: nothing else', 'file');
    // Nothing but the form's parsing happens above: a body cut short or malformed is the sender's.
    throw invalid('The upload could not be read: send it as multipart/form-data, the file in the field "file"', 'file');
  }
  if (!file) throw invalid('Choose a file to upload (in the field "file")', 'file');
  return { ...file, title };
}

/** POST …/{id}/documents: checked as a procedure is (session, role, id, owner) before the file is read. */
async function upload(req: FastifyRequest, ownerOf: (id: number) => TDocumentOwner) {
  const user = await requirePermission(req, 'documents:write');
  const owner = ownerOf(pathId(req));
  const em = req.server.orm.em.fork();
  await assertOwnerExists(em, owner);
  const received = await readUpload(req);
  assertStorableText({ title: received.title });
  const document = await asActor(user, () => addDocument(em, req.server.files, { owner, ...received, uploadedBy: user.id }));
  req.log.info({ documentId: document.id, byteSize: document.byteSize, contentType: document.contentType }, 'document uploaded');
  return document;
}

/**
 * Documents' files in and out (docs/domain.md#documents): plain routes, as a file is neither a
 * JSON body nor a JSON answer. Sessions, roles, the CSRF guard (which admits multipart/form-data
 * on the upload paths only) and error bodies are those of every call. Multipart is parsed only
 * in this plugin's scope.
 */
export async function registerDocumentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  app.post('/api/animals/:id/documents', (req) => upload(req, (id) => ({ animalId: id })));
  app.post('/api/people/:id/documents', (req) => upload(req, (id) => ({ personId: id })));

  // PDFs and images are compressed already.
  app.get('/api/documents/:id/file', { compress: false }, async (req, reply) => {
    await requirePermission(req, 'console:read');
    const file = await documentFile(req.server.orm.em.fork(), req.server.files, pathId(req));
    return sendDownload(reply, { contentType: file.contentType, name: file.fileName, body: file.body });
  });
}
