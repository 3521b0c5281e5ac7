import type { OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, ZDocument } from '../../../src-shared/schemas/photos.js';
import { errorResponses } from '../backup/backup.openapi.js';

type TOperation = NonNullable<NonNullable<OpenAPIObject['paths']>[string]['post']>;

const { $schema: _dialect, ...documentSchema } = z.toJSONSchema(ZDocument, { io: 'output' });
const idParameter = (what: string) => ({
  name: 'id',
  in: 'path' as const,
  required: true,
  description: `The ${what}'s id`,
  schema: { type: 'integer' as const, minimum: 1 },
});
const security = [{ cookieAuth: [] }];

function upload(owner: 'animal' | 'person'): TOperation {
  return {
    operationId: `documents-uploadFor${owner === 'animal' ? 'Animal' : 'Person'}`,
    summary: `Keep a document on ${owner === 'animal' ? 'an animal' : 'a person'}: a PDF, or a JPEG, PNG or WebP image (judged by its bytes), up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
    tags: ['documents'],
    security,
    parameters: [idParameter(owner)],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The one file' },
              title: { type: 'string', maxLength: 200, description: 'Its title; the file name without its extension when absent' },
            },
            required: ['file'],
          },
        },
      },
    },
    responses: {
      '200': { description: 'The document kept', content: { 'application/json': { schema: documentSchema } } },
      ...errorResponses([400, 401, 403, 404, 409, 413, 415, 500, 503]),
    },
  };
}

/**
 * The OpenAPI entries of the documents' plain routes (documents.routes.ts), which the generator
 * does not see; their statuses are those the routes and the guards in front of them give. The
 * lists, retitling and voiding are procedures, documented by the generator.
 */
export const documentPaths: NonNullable<OpenAPIObject['paths']> = {
  '/animals/{id}/documents': { post: upload('animal') },
  '/people/{id}/documents': { post: upload('person') },
  '/documents/{id}/file': {
    get: {
      operationId: 'documents-file',
      summary: 'Download a document’s file (staff; Content-Disposition: attachment, never cached)',
      tags: ['documents'],
      security,
      parameters: [idParameter('document')],
      responses: {
        '200': {
          description: 'The file as it was uploaded, under its name',
          content: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        ...errorResponses([400, 401, 403, 404, 500, 503]),
      },
    },
  },
};
