import type { FastifyInstance } from 'fastify';
import { PHOTO_FORMATS, photoKey, type TPhotoFormat } from '../../../src-shared/photos.js';
import { notFoundBody } from '../../plugins/errors.js';

/** `<hash>/<width>.<ext>` exactly as photoKey writes it: anything else is not a photo's size. */
const SIZE = /^([0-9a-f]{32,64})\/([1-9]\d{0,4})\.(jpg|webp|avif)$/;
const FORMAT_BY_EXTENSION = new Map<string, TPhotoFormat>(Object.entries(PHOTO_FORMATS).map(([format, extension]) => [extension, format as TPhotoFormat]));

/** A size's address never changes meaning (content-hashed): browsers and proxies keep it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/photos/<hash>/<width>.<jpg|webp|avif> (docs/domain.md#photos): a photo's size from the
 * file store, through its in-memory cache of recent sizes (media-cache.ts). Photos are public: the
 * portal shows them, and an address is only known from an answer that shows it. Not compressed
 * again: JPEG, WebP and AVIF are compressed already.
 */
export async function registerPhotoMedia(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/photos/*', { compress: false }, async (req, reply) => {
    const match = SIZE.exec(req.params['*']);
    const format = match && FORMAT_BY_EXTENSION.get(match[3] ?? '');
    const file = match && format ? await req.server.files.get(photoKey(match[1] ?? '', Number(match[2]), format)) : null;
    if (!file) return reply.code(404).header('cache-control', 'no-store').send(notFoundBody());
    const etag = `"${req.params['*']}"`;
    // Public pictures: another site may show them (a partner's listing), which helmet's same-origin default forbids.
    void reply.header('cache-control', IMMUTABLE).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(file.body);
  });
}
