import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { photoKey, type TPhotoFormat } from '../../../src-shared/photos.js';
import type { TAnimal, TAnimalCreate, TAnimalUpdateInput } from '../../../src-shared/schemas/animals.js';
import type { TPhoto } from '../../../src-shared/schemas/photos.js';
import { clientBuildDir, projectRoot } from '../../paths.js';
import type { TFileStore } from '../../storage/file-store.js';
import { lockAnimal } from '../animals/animal-status.js';
import { createAnimal, getAnimal, updateAnimal } from '../animals/animals.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { processPhoto, renderDrawing, type TPhotoFile, type TProcessedPhoto } from './photo-pipeline.js';
import { PhotoSchema } from './photo.entity.js';
import { insertPhotos, requestAvif, type TPhotoDeps } from './photos.service.js';

/**
 * An animal's `imageUrl` that points to a picture of this server's own is imported as a photo
 * (docs/domain.md#photos): a drawing bundled with the app (`/images/animals/<name>.svg`, the demo
 * shelter's), or a size of a photo already stored (`/media/photos/<hash>/<width>.<ext>`). The
 * bytes are read here, from the app's files or the file store, never fetched over HTTP. Such an
 * address is not kept in `image_url`: the photo stands for it.
 */

const DRAWING = /^\/images\/animals\/([a-z0-9][a-z0-9-]{0,99})\.svg$/;
const STORED_SIZE = /^\/media\/photos\/([0-9a-f]{32,64})\/[1-9]\d{0,4}\.(?:jpg|webp|avif)$/;

/** A drawing becomes a photo this wide: every size the screens use is made of it. */
const DRAWING_WIDTH = 1200;

/**
 * The content hash each drawing renders to (the same bytes every time), so a drawing given again
 * is read back from the store instead of rendered again: there are a few dozen drawings at most.
 */
const drawingHashes = new Map<string, string>();

/** Whether the address names a picture of this server's own (which may or may not exist). */
export const isLocalImageUrl = (url: string) => DRAWING.test(url) || STORED_SIZE.test(url);

/** A bundled drawing: from the built client, else from the sources (tests and `npm run dev` run without a build). */
async function readDrawing(name: string): Promise<Buffer | undefined> {
  for (const dir of [clientBuildDir(), path.join(projectRoot(), 'src-client', 'public')]) {
    const file = await readFile(path.join(dir, 'images', 'animals', `${name}.svg`)).catch(() => undefined);
    if (file) return file;
  }
  return undefined;
}

/** A stored photo's sizes read back from the store, as an upload of them would have made them. */
async function storedPhoto(em: EntityManager, files: TFileStore, contentHash: string): Promise<TProcessedPhoto | undefined> {
  const photo = await em.findOne(PhotoSchema, { contentHash, voidedAt: null }, { orderBy: { id: 'asc' } });
  if (!photo) return undefined;
  const formats: TPhotoFormat[] = ['webp', 'jpeg'];
  const sizes = photo.widths.flatMap((width) => formats.map((format) => photoKey(contentHash, width, format)));
  const found = await Promise.all(sizes.map(async (key) => ({ key, file: await files.get(key) })));
  if (found.some(({ file }) => !file)) return undefined;
  return {
    contentHash,
    width: photo.width,
    height: photo.height,
    widths: photo.widths,
    sourceType: photo.sourceType,
    sourceBytes: photo.sourceBytes,
    files: found.filter((size): size is TPhotoFile => size.file !== null),
  };
}

/**
 * The picture a local address names, made ready to add as a photo (its sizes made or read back), or
 * undefined when the address is not one of ours or names nothing that exists.
 */
export async function prepareLocalImage(em: EntityManager, files: TFileStore, url: string): Promise<TProcessedPhoto | undefined> {
  const drawing = DRAWING.exec(url)?.[1];
  if (drawing) {
    // A drawing rendered before is a photo stored already, unless every photo of it was voided since.
    const known = drawingHashes.get(drawing);
    const stored = known && (await storedPhoto(em, files, known));
    if (stored) return stored;
    const svg = await readDrawing(drawing);
    if (!svg) return undefined;
    const rendered = await processPhoto(await renderDrawing(svg, DRAWING_WIDTH), `The drawing ${drawing}`);
    drawingHashes.set(drawing, rendered.contentHash);
    return rendered;
  }
  const contentHash = STORED_SIZE.exec(url)?.[1];
  return contentHash ? storedPhoto(em, files, contentHash) : undefined;
}

/**
 * Adds a prepared picture to the animal inside `tx`, unless the animal has a live photo of the same
 * content already (the address of its own photo sent back, or the same drawing twice).
 */
async function addUnlessPictured(tx: EntityManager, files: TFileStore, animalId: number, prepared: TProcessedPhoto, userId: number | null) {
  await lockAnimal(tx, animalId);
  const pictured = await tx.count(PhotoSchema, { animal: animalId, contentHash: prepared.contentHash, voidedAt: null });
  return pictured ? [] : insertPhotos(tx, files, animalId, [prepared], { userId });
}

/** Adds a prepared picture as the animal's next photo and clears its `image_url` if it held `url`; then asks for the AVIF sizes. */
async function addPrepared(
  em: EntityManager,
  deps: TPhotoDeps,
  animalId: number,
  url: string,
  prepared: TProcessedPhoto,
  userId: number | null,
): Promise<TPhoto | null> {
  const added = await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, animalId);
    if (animal.imageUrl === url) animal.imageUrl = null;
    return addUnlessPictured(tx, deps.files, animalId, prepared, userId);
  });
  await requestAvif(
    deps,
    added.map((photo) => photo.id),
  );
  return added[0] ?? null;
}

/**
 * Imports the picture at a local address (a bundled drawing or a stored photo's size) as the
 * animal's next photo, and clears the animal's `image_url` if it held that address. Answers the new
 * photo, or null when the address is not ours, names nothing, or the animal has that picture already.
 * For the demo data and the start's import of addresses stored before photos existed.
 */
export async function importLocalImage(em: EntityManager, deps: TPhotoDeps, animalId: number, url: string, userId: number | null): Promise<TPhoto | null> {
  const prepared = await prepareLocalImage(em, deps.files, url);
  return prepared ? addPrepared(em, deps, animalId, url, prepared, userId) : null;
}

/** The picture an animal's new `imageUrl` names, when it is a local one that exists. */
const preparedFor = (em: EntityManager, files: TFileStore, url: string | null | undefined) =>
  url && isLocalImageUrl(url) ? prepareLocalImage(em, files, url) : Promise.resolve(undefined);

/** Takes an animal in (createAnimal), its `imageUrl` imported as its first photo when it is a local picture. */
export async function createAnimalWithImage(
  em: EntityManager,
  calendar: TLazyCalendar,
  input: TAnimalCreate,
  deps: TPhotoDeps,
  userId: number,
): Promise<TAnimal> {
  const prepared = await preparedFor(em, deps.files, input.imageUrl);
  if (!prepared) return createAnimal(em, calendar, input);
  const { animal, photos } = await em.transactional(async (tx) => {
    const created = await createAnimal(tx, calendar, { ...input, imageUrl: null });
    return { animal: created, photos: await insertPhotos(tx, deps.files, created.id, [prepared], { userId }) };
  });
  await requestAvif(
    deps,
    photos.map((photo) => photo.id),
  );
  return getAnimal(em, calendar, animal.id);
}

/** Changes an animal (updateAnimal), a local picture sent as `imageUrl` imported as its next photo. */
export async function updateAnimalWithImage(
  em: EntityManager,
  calendar: TLazyCalendar,
  input: TAnimalUpdateInput,
  deps: TPhotoDeps,
  userId: number,
): Promise<TAnimal> {
  const prepared = await preparedFor(em, deps.files, input.imageUrl);
  if (!prepared) return updateAnimal(em, calendar, input);
  const photos = await em.transactional(async (tx) => {
    await updateAnimal(tx, calendar, { ...input, imageUrl: null });
    return addUnlessPictured(tx, deps.files, input.id, prepared, userId);
  });
  await requestAvif(
    deps,
    photos.map((photo) => photo.id),
  );
  return getAnimal(em, calendar, input.id);
}

/**
 * At start: the local addresses animals were given before photos existed (the demo shelter's
 * drawings) imported as photos, one animal at a time, in the background; `stopping` ends it early
 * when the app closes. Each import is complete or not done, and the next start does what is left.
 */
export async function importStoredImageUrls(em: EntityManager, deps: TPhotoDeps, stopping: () => boolean): Promise<number> {
  const animals = await em.execute<{ id: number; image_url: string }[]>(
    `select id, image_url from animals where voided_at is null and (image_url like '/images/animals/%' or image_url like '/media/photos/%') order by id`,
  );
  // Many animals may share one drawing: each address is read and made once.
  const prepared = new Map<string, Promise<TProcessedPhoto | undefined>>();
  let imported = 0;
  for (const animal of animals) {
    if (stopping()) break;
    try {
      if (!prepared.has(animal.image_url)) prepared.set(animal.image_url, prepareLocalImage(em.fork(), deps.files, animal.image_url));
      const picture = await prepared.get(animal.image_url);
      if (picture && (await addPrepared(em.fork(), deps, animal.id, animal.image_url, picture, null))) imported++;
    } catch (error) {
      // One picture that cannot be imported leaves its address as it was, and the others go on.
      deps.log?.warn({ err: error, animalId: animal.id, imageUrl: animal.image_url }, 'image address not imported as a photo');
    }
  }
  return imported;
}
