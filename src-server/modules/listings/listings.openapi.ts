import type { OpenAPIObject } from 'trpc-to-openapi';
import { LISTING_SITES } from '../../../src-shared/schemas/listings.js';
import { errorResponses } from '../backup/backup.openapi.js';

/** The OpenAPI entry of the listing files' plain route (listings.routes.ts), which the generator does not see. */
export const listingPaths: NonNullable<OpenAPIObject['paths']> = {
  '/listings/{site}/files/{name}': {
    get: {
      operationId: 'listings-file',
      summary: 'Download a file of a listing site’s latest export (admins; Content-Disposition: attachment, never cached)',
      tags: ['listings'],
      security: [{ cookieAuth: [] }],
      parameters: [
        { name: 'site', in: 'path', required: true, description: 'The listing site', schema: { type: 'string', enum: [...LISTING_SITES] } },
        {
          name: 'name',
          in: 'path',
          required: true,
          description: 'The file’s name, as the run lists it (AB123.csv, pets.csv, import.cfg)',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': {
          description: 'The file as the site takes it',
          content: { 'text/csv': { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string' } } },
        },
        ...errorResponses([400, 401, 403, 404, 500, 503]),
      },
    },
  },
};
