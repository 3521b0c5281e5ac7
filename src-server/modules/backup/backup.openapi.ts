import type { OpenAPIObject } from 'trpc-to-openapi';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../../src-shared/schemas/backup.js';

type TSchema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The error bodies the generator already describes, by status (also for the photo upload, photos.openapi.ts). */
const ERRORS: Record<number, [code: string, description: string]> = {
  400: ['BAD_REQUEST', 'Bad request'],
  401: ['UNAUTHORIZED', 'Unauthorized'],
  403: ['FORBIDDEN', 'Forbidden'],
  404: ['NOT_FOUND', 'Not found'],
  409: ['CONFLICT', 'Conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'Payload too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  500: ['INTERNAL_SERVER_ERROR', 'Internal server error'],
  503: ['SERVICE_UNAVAILABLE', 'Service unavailable'],
};

export function errorResponses(statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => {
      const [code, description] = ERRORS[status] ?? ['INTERNAL_SERVER_ERROR', 'Error'];
      return [String(status), { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/error.${code}` } } } }];
    }),
  );
}

const backupFileSchema: TSchema = {
  type: 'object',
  description: 'A full backup: every table of the database, each row as PostgreSQL writes it in JSON.',
  properties: {
    format: { type: 'string', enum: [BACKUP_FORMAT] },
    formatVersion: { type: 'integer', enum: [BACKUP_FORMAT_VERSION] },
    createdAt: { type: 'string', description: 'When the backup was made (ISO 8601)' },
    migrations: { type: 'array', items: { type: 'string' }, description: 'The database migrations applied, in order' },
    tables: {
      type: 'object',
      description: 'Each table name with its rows, in primary-key order',
      additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
  },
  required: ['format', 'formatVersion', 'createdAt', 'migrations', 'tables'],
};

const security = [{ cookieAuth: [] }];

/**
 * The OpenAPI entries of the backup routes, which are plain Fastify routes (the generator only
 * sees procedures). Their statuses are the ones the routes and the guards in front of them give.
 */
export const backupPaths: NonNullable<OpenAPIObject['paths']> = {
  '/backup': {
    get: {
      operationId: 'backup-download',
      summary: 'Download a full backup of the database as one JSON file (admins)',
      tags: ['backup'],
      security,
      responses: {
        '200': {
          description: 'The backup file (Content-Disposition names it shelter-backup-YYYY-MM-DD.json)',
          content: { 'application/json': { schema: backupFileSchema } },
        },
        ...errorResponses([401, 403, 500, 503]),
      },
    },
  },
  '/restore': {
    post: {
      operationId: 'backup-restore',
      summary: 'Restore a backup into an empty installation, in one transaction (admins; ends the session)',
      tags: ['backup'],
      security,
      requestBody: { required: true, content: { 'application/json': { schema: backupFileSchema } } },
      responses: {
        '200': {
          description: 'Restored: rows by table',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { message: { type: 'string' }, tables: { type: 'object', additionalProperties: { type: 'integer' } } },
                required: ['message', 'tables'],
                additionalProperties: false,
              },
            },
          },
        },
        ...errorResponses([400, 401, 403, 409, 413, 415, 500, 503]),
      },
    },
  },
};
