import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_MAX_BYTES, ZDocumentUpdateInput, type TDocument, type TDocumentUpdateInput } from '../../../src-shared/schemas/photos.js';
import { assertCorrectable, markVoided } from '../../db/corrections.js';
import { conflict, invalid, notFound, tooLarge, unsupportedType } from '../../domain-errors.js';
import type { TFileStore, TStoredFile } from '../../storage/file-store.js';
import { holdAnimal } from '../animals/animal-status.js';
import { redactAudit } from '../audit/audit-redaction.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { findAnimal } from '../animals/animals.service.js';
import { authorNames } from '../behavior-notes/behavior-notes.service.js';
import { PersonSchema, type TPersonEntity } from '../people/person.entity.js';
import { documentFileName, documentType, keyFileName, titleFromFileName } from './document-file.js';
import { DocumentSchema, type TDocumentEntity } from './document.entity.js';

/** Documents kept on an animal or a person (docs/domain.md#documents). */

export type TDocumentOwner = { animalId: number } | { personId: number };

export interface TDocumentUpload {
  owner: TDocumentOwner;
  /** The name the file was sent with. */
  fileName: string;
  /** The title typed, if any: else the file's name without its extension. */
  title: string | undefined;
  body: Buffer;
  uploadedBy: number;
}

const MAX_MEGABYTES = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** The refusal of a file over the limit, wherever it is found (the upload's reading stops at the limit). */
export const documentTooLarge = (fileName: string) =>
  tooLarge(`"${fileName}" is larger than ${MAX_MEGABYTES} MB, the most a document may be. Send a smaller file (a scan at a lower resolution).`);

const notADocument = (fileName: string) =>
  unsupportedType(`"${fileName}" is neither a PDF nor a JPEG, PNG or WebP image: a document must be one of these (a scan or a photo of paper is an image).`);

function toDocument(document: TDocumentEntity, uploaders: ReadonlyMap<number, string>): TDocument {
  return {
    id: document.id,
    animalId: document.animal ?? null,
    personId: document.person ?? null,
    title: document.title,
    fileName: document.fileName,
    contentType: document.contentType,
    byteSize: document.byteSize,
    url: `/api/documents/${document.id}/file`,
    uploadedAt: document.createdAt.toISOString(),
    uploadedBy: document.uploadedBy ? (uploaders.get(document.uploadedBy) ?? null) : null,
    version: document.version,
  };
}

async function toDocuments(em: EntityManager, documents: TDocumentEntity[]): Promise<TDocument[]> {
  const uploaders = await authorNames(
    em,
    documents.map((document) => document.uploadedBy),
  );
  return documents.map((document) => toDocument(document, uploaders));
}

const toOne = async (em: EntityManager, document: TDocumentEntity): Promise<TDocument> => toDocument(document, await authorNames(em, [document.uploadedBy]));

async function findPerson(em: EntityManager, id: number, lock?: LockMode): Promise<TPersonEntity> {
  const person = await em.findOne(PersonSchema, { id }, lock ? { lockMode: lock } : {});
  if (!person) throw notFound('Person');
  return person;
}

/** The animal or person documents are kept on, else 404: a voided animal is no one's to keep documents on. */
export async function assertOwnerExists(em: EntityManager, owner: TDocumentOwner): Promise<void> {
  if ('animalId' in owner) await findAnimal(em, owner.animalId);
  else await findPerson(em, owner.personId);
}

/** An animal's or a person's live documents, newest first. */
export async function listDocuments(em: EntityManager, owner: TDocumentOwner): Promise<TDocument[]> {
  await assertOwnerExists(em, owner);
  const where = 'animalId' in owner ? { animal: owner.animalId } : { person: owner.personId };
  const documents = await em.find(DocumentSchema, { ...where, voidedAt: null }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return toDocuments(em, documents);
}

/**
 * Keeps a file as a document: a PDF or an image by its bytes (415 otherwise), 25 MB at most (413),
 * under its name made safe and a title (the name without its extension unless one is typed). The
 * bytes are stored first under a key of their own, then the row written beside its owner, held
 * against a concurrent void or merge; if the row cannot be written, the bytes are deleted again.
 */
export async function addDocument(em: EntityManager, files: TFileStore, upload: TDocumentUpload): Promise<TDocument> {
  if (upload.body.length > DOCUMENT_MAX_BYTES) throw documentTooLarge(upload.fileName);
  if (!upload.body.length) throw invalid(`"${upload.fileName}" is empty`, 'file');
  const type = await documentType(upload.body);
  if (!type) throw notADocument(upload.fileName);
  const fileName = documentFileName(upload.fileName, type);
  const title = ZDocumentUpdateInput.shape.title.safeParse(upload.title?.trim() ? upload.title : titleFromFileName(fileName));
  if (!title.success) throw invalid(title.error.issues[0]?.message ?? 'Title is invalid', 'title');
  const fileKey = `documents/${randomUUID()}/${keyFileName(fileName)}`;
  await files.put(fileKey, { body: upload.body, contentType: type });
  try {
    const document = await em.transactional(async (tx) => {
      const { owner } = upload;
      if ('animalId' in owner) await holdAnimal(tx, owner.animalId);
      else if ((await findPerson(tx, owner.personId, LockMode.PESSIMISTIC_READ)).anonymizedAt) {
        throw conflict('This person’s details were erased on request: no documents are kept on them any more');
      }
      const row = tx.create(DocumentSchema, {
        animal: 'animalId' in owner ? owner.animalId : null,
        person: 'personId' in owner ? owner.personId : null,
        title: title.data,
        fileName,
        contentType: type,
        byteSize: upload.body.length,
        fileKey,
        uploadedBy: upload.uploadedBy,
      });
      await tx.flush();
      return row;
    });
    return toOne(em, document);
  } catch (error) {
    // The refusal is what the caller needs to hear; bytes left behind if this fails name no document.
    await files.delete([fileKey]).catch(() => undefined);
    throw error;
  }
}

/** A document that is not voided and whose animal is not either, or null. */
async function liveDocument(em: EntityManager, id: number): Promise<TDocumentEntity | null> {
  // Read without the animals' filter, which would answer a voided animal's document with no animal at all.
  const document = await em.findOne(DocumentSchema, { id, voidedAt: null }, { filters: false });
  if (document?.animal && !(await em.count(AnimalSchema, { id: document.animal, voidedAt: null }))) return null;
  return document;
}

export async function renameDocument(em: EntityManager, input: TDocumentUpdateInput): Promise<TDocument> {
  const document = assertCorrectable(await liveDocument(em, input.id), 'Document', input.version);
  document.title = input.title;
  await em.flush();
  return toOne(em, document);
}

/**
 * Voids a document (docs/domain.md#corrections): the row stays with its reason for the audit
 * trail, and its bytes are deleted from the store before the void commits, so a failure leaves
 * the document as it was.
 */
export async function voidDocument(em: EntityManager, files: TFileStore, id: number, reason: string): Promise<TDocument> {
  const document = await em.transactional(async (tx) => {
    const live = assertCorrectable(await liveDocument(tx, id), 'Document');
    markVoided(live, reason);
    await tx.flush();
    await files.delete([live.fileKey]);
    return live;
  });
  return toOne(em, document);
}

/** A live document's bytes with the name and type it is downloaded under, else 404. */
export async function documentFile(em: EntityManager, files: TFileStore, id: number): Promise<TStoredFile & { fileName: string }> {
  const document = await liveDocument(em, id);
  const file = document ? await files.get(document.fileKey) : null;
  if (!document || !file) throw notFound('Document');
  return { body: file.body, contentType: document.contentType, fileName: document.fileName };
}

/** What an erased person's documents are called instead (docs/domain.md#people): the title may have named them. */
export const ERASED_DOCUMENT = 'Erased document';

/**
 * Erases the documents kept on these people, in the erasure's transaction `tx` (docs/domain.md#people):
 * every one, voided before or not, keeps its row (counted, and in the audit trail) under a title and
 * name that say nothing of them, the live ones voided; the audit trail's titles and names go too; and
 * the live ones' files are deleted last, in the same transaction where the store keeps its files in
 * the database, else just before it commits (a failure leaves the documents live without their
 * files: downloads answer 404, and erasing again voids them).
 */
export async function eraseDocumentsOf(tx: EntityManager, files: TFileStore, personIds: readonly number[]): Promise<void> {
  // Held, so a void under way finishes first and is seen.
  const documents = await tx.find(DocumentSchema, { person: { $in: [...personIds] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!documents.length) return;
  const liveKeys = documents.filter((document) => !document.voidedAt).map((document) => document.fileKey);
  for (const document of documents) {
    if (!document.voidedAt) markVoided(document, 'Erased with the person’s details');
    const fileName = `document${document.fileName.slice(document.fileName.lastIndexOf('.'))}`;
    tx.assign(document, { title: ERASED_DOCUMENT, fileName, fileKey: document.fileKey.replace(/[^/]+$/, keyFileName(fileName)) });
  }
  await tx.flush();
  await redactAudit(
    tx,
    'Document',
    documents.map((document) => document.id),
    ['title', 'fileName', 'fileKey'],
  );
  await (files.inTransaction?.(tx) ?? files).delete(liveKeys);
}
