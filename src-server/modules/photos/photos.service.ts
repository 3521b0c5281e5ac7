import type { EntityManager } from '@mikro-orm/postgresql';
import { PHOTO_FORMATS, photoImage, photoKey, type TPhotoFormat, type TPhotoSizes } from '../../../src-shared/photos.js';
import type { TPhoto, TPhotoOrderInput, TPhotoUpdateInput } from '../../../src-shared/schemas/photos.js';
import { assertCorrectable, markVoided } from '../../db/corrections.js';
import { invalid } from '../../domain-errors.js';
import type { TQueue } from '../../queue.js';
import type { TFileStore } from '../../storage/file-store.js';
import { lockAnimal } from '../animals/animal-status.js';
import { findAnimal } from '../animals/animals.service.js';
import { authorNames } from '../behavior-notes/behavior-notes.service.js';
import { makeAvifSizes, processPhoto, type TProcessedPhoto } from './photo-pipeline.js';
import { PhotoSchema, type TPhotoEntity } from './photo.entity.js';

/** What adding or removing a photo needs besides the database. */
export interface TPhotoDeps {
  files: TFileStore;
  /**
   * Where the AVIF sizes are asked for. Without it (before the queue has started: demo data at the
   * first start), or when sending fails, the next start asks for them (requestMissingAvif).
   */
  queue?: Pick<TQueue, 'send'> | undefined;
  log?: TWarnLog | undefined;
}

interface TWarnLog {
  warn(details: object, message: string): void;
}

/** A request's dependencies: the app's file store and queue, and its own logger. */
export const photoDepsOf = (req: { server: { files: TFileStore; queue: Pick<TQueue, 'send'> }; log: TWarnLog }): TPhotoDeps => ({
  files: req.server.files,
  queue: req.server.queue,
  log: req.log,
});

/** A new photo's upload: its sizes, made by processPhoto. */
export interface TPhotoUpload {
  caption?: string | null | undefined;
  /** Who uploaded it; null for photos the app adds itself. */
  userId: number | null;
}

const live = (animalId: number) => ({ animal: animalId, voidedAt: null });
const ORDER = [{ position: 'asc' }, { id: 'asc' }] as const;

function toPhoto(photo: TPhotoEntity, primary: boolean, uploaders: ReadonlyMap<number, string>): TPhoto {
  return {
    ...photoImage(photo),
    id: photo.id,
    animalId: photo.animal,
    position: photo.position,
    primary,
    caption: photo.caption ?? null,
    uploadedAt: photo.createdAt.toISOString(),
    uploadedBy: photo.uploadedBy ? (uploaders.get(photo.uploadedBy) ?? null) : null,
    version: photo.version,
  };
}

/** Photos in their order, the first of `primaryId` marked primary; uploaders named in one query. */
async function toPhotos(em: EntityManager, photos: TPhotoEntity[], primaryId: number | undefined): Promise<TPhoto[]> {
  const uploaders = await authorNames(
    em,
    photos.map((photo) => photo.uploadedBy),
  );
  return photos.map((photo) => toPhoto(photo, photo.id === primaryId, uploaders));
}

const livePhotos = (em: EntityManager, animalId: number) => em.find(PhotoSchema, live(animalId), { orderBy: [...ORDER] });

/** An animal's live photos in their order, the primary one first (docs/domain.md#photos). */
export async function listPhotos(em: EntityManager, animalId: number): Promise<TPhoto[]> {
  await findAnimal(em, animalId);
  const photos = await livePhotos(em, animalId);
  return toPhotos(em, photos, photos[0]?.id);
}

/**
 * Holds one photo content's files for the rest of the transaction: adding a photo whose files
 * exist already (the same upload twice) and voiding the last photo that uses them take turns.
 */
async function lockContent(tx: EntityManager, contentHashes: readonly string[]): Promise<void> {
  // In one order, so two transactions holding several never wait on each other.
  for (const hash of [...new Set(contentHashes)].sort()) {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`photo:${hash}`]);
  }
}

/** Every key a photo's sizes may have, AVIF included. */
const photoKeys = (photo: Pick<TPhotoSizes, 'contentHash' | 'widths'>) =>
  photo.widths.flatMap((width) => (Object.keys(PHOTO_FORMATS) as TPhotoFormat[]).map((format) => photoKey(photo.contentHash, width, format)));

/** Asks the queue for the photos' AVIF sizes; a failure only delays them to the next start. */
export async function requestAvif(deps: TPhotoDeps, photoIds: readonly number[]): Promise<void> {
  if (!deps.queue) return;
  for (const photoId of photoIds) {
    try {
      await deps.queue.send('photo-avif', { photoId });
    } catch (error) {
      deps.log?.warn({ err: error, photoId }, 'AVIF sizes not asked for: the next start asks again');
    }
  }
}

/** Asks for the AVIF sizes every live photo still lacks (added before the queue started, or a request lost); answers how many. */
export async function requestMissingAvif(em: EntityManager, deps: TPhotoDeps): Promise<number> {
  const photos = await em.find(PhotoSchema, { avif: false, voidedAt: null }, { fields: ['id'], orderBy: { id: 'asc' } });
  await requestAvif(
    deps,
    photos.map((photo) => photo.id),
  );
  return photos.length;
}

/**
 * Adds processed photos to an animal after its live ones, in the order given, inside the caller's
 * transaction `tx`: their files are stored and their rows written. The caller asks for their AVIF
 * sizes once the transaction has committed (requestAvif), so the job finds them.
 */
export async function insertPhotos(
  tx: EntityManager,
  files: TFileStore,
  animalId: number,
  processed: readonly TProcessedPhoto[],
  upload: TPhotoUpload,
): Promise<TPhoto[]> {
  // Two uploads to one animal at once take turns for their positions.
  const animal = await lockAnimal(tx, animalId);
  await lockContent(
    tx,
    processed.map((photo) => photo.contentHash),
  );
  for (const photo of processed) {
    // A live photo of the same content has its files stored already (the content's lock keeps them).
    if (await tx.count(PhotoSchema, { contentHash: photo.contentHash, voidedAt: null })) continue;
    for (const { key, file } of photo.files) await files.put(key, file);
  }
  const [last] = await tx.find(PhotoSchema, live(animal.id), { orderBy: [{ position: 'desc' }], limit: 1, fields: ['position'] });
  const first = last ? last.position + 1 : 0;
  const created = processed.map((photo, index) =>
    tx.create(PhotoSchema, {
      animal: animal.id,
      position: first + index,
      caption: upload.caption ?? null,
      contentHash: photo.contentHash,
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
      avif: false,
      sourceType: photo.sourceType,
      sourceBytes: photo.sourceBytes,
      uploadedBy: upload.userId,
    }),
  );
  await tx.flush();
  const [primary] = await tx.find(PhotoSchema, live(animal.id), { orderBy: [...ORDER], limit: 1, fields: ['id'] });
  return toPhotos(tx, created, primary?.id);
}

/**
 * Adds processed photos to an animal after its live ones, in the order given, in one transaction:
 * their files are stored and their rows written, or neither. Then asks for their AVIF sizes.
 */
export async function addPhotos(
  em: EntityManager,
  deps: TPhotoDeps,
  animalId: number,
  processed: readonly TProcessedPhoto[],
  upload: TPhotoUpload,
): Promise<TPhoto[]> {
  const photos = await em.transactional((tx) => insertPhotos(tx, deps.files, animalId, processed, upload));
  await requestAvif(
    deps,
    photos.map((photo) => photo.id),
  );
  return photos;
}

/**
 * Photos from their uploaded bytes (each checked by content and made in every size, one at a
 * time), added to the animal as addPhotos does. `name` names a refused one in its message.
 */
export async function addPhotosFromBuffers(
  em: EntityManager,
  deps: TPhotoDeps,
  animalId: number,
  sources: readonly { bytes: Buffer; name?: string }[],
  upload: TPhotoUpload,
): Promise<TPhoto[]> {
  await findAnimal(em, animalId);
  const processed: TProcessedPhoto[] = [];
  for (const source of sources) processed.push(await processPhoto(source.bytes, source.name));
  return addPhotos(em, deps, animalId, processed, upload);
}

/** The live photos in the order given; it must name each of them once. The first becomes the primary one. */
export async function reorderPhotos(em: EntityManager, input: TPhotoOrderInput): Promise<TPhoto[]> {
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.animalId);
    const photos = await livePhotos(tx, animal.id);
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const named = new Set(input.photoIds);
    if (named.size !== input.photoIds.length || named.size !== photos.length || input.photoIds.some((id) => !byId.has(id))) {
      throw invalid(`Send the ids of all ${photos.length} of ${animal.name}’s photos, each once, in their new order`, 'photoIds');
    }
    const ordered = input.photoIds.map((id) => byId.get(id)).filter((photo) => photo !== undefined);
    ordered.forEach((photo, position) => (photo.position = position));
    await tx.flush();
    return toPhotos(tx, ordered, ordered[0]?.id);
  });
}

/** A caption (empty removes it), or `primary: true`, which moves the photo first; a stale `version` is a 409. */
export async function updatePhoto(em: EntityManager, input: TPhotoUpdateInput): Promise<TPhoto> {
  return em.transactional(async (tx) => {
    const found = await tx.findOne(PhotoSchema, { id: input.id });
    if (found) {
      // The animal's lock first, as reordering takes it, then the photo as it is under that lock.
      await lockAnimal(tx, found.animal);
      await tx.refresh(found);
    }
    const photo = assertCorrectable(found, 'Photo', input.version);
    if (input.caption !== undefined) photo.caption = input.caption;
    const photos = await livePhotos(tx, photo.animal);
    if (input.primary) {
      const ordered = [photo, ...photos.filter((other) => other.id !== photo.id)];
      ordered.forEach((other, position) => (other.position = position));
    }
    await tx.flush();
    const primaryId = input.primary ? photo.id : photos[0]?.id;
    return (await toPhotos(tx, [photo], primaryId))[0] as TPhoto;
  });
}

/**
 * Voids a photo (docs/domain.md#corrections): the row stays with its reason for the audit trail, it
 * leaves every list, and its files are deleted unless another live photo has the same content.
 */
export async function voidPhoto(em: EntityManager, files: TFileStore, id: number, reason: string): Promise<TPhoto> {
  return em.transactional(async (tx) => {
    const photo = assertCorrectable(await tx.findOne(PhotoSchema, { id }), 'Photo');
    await lockContent(tx, [photo.contentHash]);
    markVoided(photo, reason);
    await tx.flush();
    const shared = await tx.count(PhotoSchema, { contentHash: photo.contentHash, voidedAt: null });
    // Inside the transaction, under the content's lock: a photo of the same content added meanwhile
    // waits, and stores its files again after they are gone.
    if (!shared) await files.delete(photoKeys(photo));
    return (await toPhotos(tx, [photo], undefined))[0] as TPhoto;
  });
}

/**
 * Makes a photo's AVIF sizes from its largest JPEG and marks the photo's content as having them
 * (the `photo-avif` job). Idempotent: a photo that has them, is voided or is gone needs nothing.
 */
export async function makePhotoAvif(em: EntityManager, files: TFileStore, photoId: number): Promise<boolean> {
  const photo = await em.findOne(PhotoSchema, { id: photoId, voidedAt: null });
  if (!photo || photo.avif) return false;
  const largest = await files.get(photoKey(photo.contentHash, Math.max(...photo.widths), 'jpeg'));
  if (!largest) return false;
  const sizes = await makeAvifSizes(largest.body, photo);
  return em.transactional(async (tx) => {
    await lockContent(tx, [photo.contentHash]);
    // Voided while the sizes were made: its files are gone, and these would outlive it.
    if (!(await tx.count(PhotoSchema, { contentHash: photo.contentHash, voidedAt: null }))) return false;
    for (const { key, file } of sizes) await files.put(key, file);
    // Not through the entity: a flag of the files, not an edit, so the photo's version stays.
    await tx.execute('update photos set avif = true where content_hash = ? and voided_at is null', [photo.contentHash]);
    return true;
  });
}
