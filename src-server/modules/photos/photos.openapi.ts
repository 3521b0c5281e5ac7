import type { OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '../../../src-shared/photos.js';
import { ZPhoto } from '../../../src-shared/schemas/photos.js';
import { errorResponses } from '../backup/backup.openapi.js';

type TSchema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

const { $schema: _dialect, ...photosSchema } = z.toJSONSchema(z.array(ZPhoto), { io: 'output' });

/**
 * The OpenAPI entry of the photo upload, a plain Fastify route (photo-upload.routes.ts) the
 * generator does not see. It joins the path of the procedure that lists the photos.
 */
export const photoUploadPaths: NonNullable<OpenAPIObject['paths']> = {
  '/animals/{animalId}/photos': {
    post: {
      operationId: 'photos-upload',
      summary: `Upload photos of an animal (multipart/form-data: photos, repeated, up to ${PHOTOS_PER_UPLOAD}; caption, optional, for them all); they go after its other photos`,
      description: `JPEG, PNG, WebP, or HEIC where the server can read it, checked by content, up to ${PHOTO_MAX_BYTES / (1024 * 1024)} MB each. Each is made in every size as WebP and JPEG, oriented, with all metadata (GPS included) removed; AVIF follows in the background. A refused file (415 wrong type, 413 too large, both naming it) refuses the whole upload.`,
      tags: ['photos'],
      security: [{ cookieAuth: [] }],
      parameters: [{ in: 'path', name: 'animalId', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                photos: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, minItems: 1, maxItems: PHOTOS_PER_UPLOAD },
                caption: { type: 'string', maxLength: 300 },
              },
              required: ['photos'],
            },
          },
        },
      },
      responses: {
        '200': { description: 'The new photos, in the order sent', content: { 'application/json': { schema: photosSchema as TSchema } } },
        ...errorResponses([400, 401, 403, 404, 413, 415, 500, 503]),
      },
    },
  },
};
