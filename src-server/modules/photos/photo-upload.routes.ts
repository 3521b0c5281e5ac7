import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '../../../src-shared/photos.js';
import { optionalText, ZId } from '../../../src-shared/schemas/fields.js';
import { DomainError, invalid, tooLarge, unsupportedType } from '../../domain-errors.js';
import { findAnimal } from '../animals/animals.service.js';
import { asActor, requirePermission } from '../auth/route-user.js';
import { photoTooLarge, processPhoto, type TProcessedPhoto } from './photo-pipeline.js';
import { addPhotos } from './photos.service.js';

/** The form's fields: the photos, repeated, and one caption for them all. */
const PHOTOS_FIELD = 'photos';
const CAPTION_FIELD = 'caption';
const ZCaption = optionalText(300);

/** A file's name as a message quotes it: users' names can be long or odd, never long enough to bury the message. */
const quoted = (filename: string, index: number) => `“${(filename.trim() || `photo ${index}`).slice(0, 120)}”`;

const fastifyCode = (error: unknown) => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/** The multipart parser's refusals, in the API's words; anything else it raises is a body that is not a form. */
function uploadError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  switch (fastifyCode(error)) {
    case 'FST_FILES_LIMIT':
      return tooLarge(`At most ${PHOTOS_PER_UPLOAD} photos can be uploaded at once: send the others in another upload`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge('The upload has too many fields: send photos and, optionally, one caption');
    default:
      return invalid('The upload is not a valid multipart/form-data body: send the photos in the field photos');
  }
}

/**
 * A file's bytes, read from its stream. Not with the part's toBuffer(), which keeps the bytes on the
 * part for the rest of the request: twenty photos would all stay in memory.
 */
async function readFile(part: MultipartFile, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw photoTooLarge(name);
  return Buffer.concat(chunks);
}

/**
 * Reads the form one part at a time and makes each photo's sizes as it arrives, so only one
 * upload's bytes are held at once (the rest wait in the socket). Nothing is stored until every
 * photo has been read and made: a refused one refuses the whole upload.
 */
async function readUpload(req: FastifyRequest): Promise<{ processed: TProcessedPhoto[]; caption: string | null }> {
  const processed: TProcessedPhoto[] = [];
  let caption: string | null = null;
  const parts = req.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_PER_UPLOAD, fields: 1, parts: PHOTOS_PER_UPLOAD + 1 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== CAPTION_FIELD) throw invalid(`Unknown field ${part.fieldname}: send photos and, optionally, caption`, part.fieldname);
        const parsed = ZCaption.safeParse(part.value);
        if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid caption', CAPTION_FIELD);
        caption = parsed.data;
        continue;
      }
      if (part.fieldname !== PHOTOS_FIELD) throw invalid(`Send the photos in the field photos, not ${part.fieldname}`, part.fieldname);
      const name = quoted(part.filename, processed.length + 1);
      const bytes = await readFile(part, name);
      // A form's file input left empty still sends a part, nameless and empty.
      if (!bytes.length && !part.filename) continue;
      processed.push(await processPhoto(bytes, name));
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { processed, caption };
}

/**
 * POST /api/animals/{animalId}/photos (docs/domain.md#photos): a multipart form, not a procedure,
 * so it is a plain route with the multipart parser in its own scope (every other route keeps
 * refusing bodies that are not JSON). Sessions, roles, the CSRF guard (which admits its form) and
 * error bodies are those of every other call; it answers the new photos in their order.
 */
export async function registerPhotoUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  app.post<{ Params: { animalId: string } }>('/api/animals/:animalId/photos', async (req, reply) => {
    const user = await requirePermission(req, 'photos:write');
    const animalId = ZId.safeParse(/^\d{1,10}$/.test(req.params.animalId) ? Number(req.params.animalId) : Number.NaN);
    if (!animalId.success) throw invalid('id must be a positive integer', 'animalId');
    const em = req.server.orm.em.fork();
    // Refused before a single photo is read: an unknown animal (404), a body that is not a form (415).
    await findAnimal(em, animalId.data);
    if (!req.isMultipart()) throw unsupportedType('Send the photos as multipart/form-data, in the field photos');
    const { processed, caption } = await readUpload(req).catch((error: unknown) => {
      // Refused before the whole form was read: the rest is not worth receiving, and the connection,
      // still in the middle of a request, could serve no other.
      if (!req.raw.readableEnded) void reply.header('connection', 'close');
      throw error;
    });
    if (!processed.length) throw invalid('Choose at least one photo to upload (the field photos)', PHOTOS_FIELD);
    const photos = await asActor(user, () =>
      addPhotos(em, { files: req.server.files, queue: req.server.queue, log: req.log }, animalId.data, processed, { caption, userId: user.id }),
    );
    req.log.info({ animalId: animalId.data, photos: photos.length }, 'photos uploaded');
    return photos;
  });
}
