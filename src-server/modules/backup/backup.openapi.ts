import type { OpenAPIObject } from 'trpc-to-openapi';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../../src-shared/schemas/backup.js';
import { JSON_BACKUP_CONTENTS } from './backup-file.js';

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
  description:
    'A backup of the data: every table of the database but stored_files, each row as PostgreSQL writes it in JSON. Photos and documents have their rows here but not their files: the archive (GET /backup/archive) carries those.',
  properties: {
    format: { type: 'string', enum: [BACKUP_FORMAT] },
    formatVersion: { type: 'integer', enum: [BACKUP_FORMAT_VERSION] },
    createdAt: { type: 'string', description: 'When the backup was made (ISO 8601)' },
    migrations: { type: 'array', items: { type: 'string' }, description: 'The database migrations applied, in order' },
    contents: { type: 'string', description: `What the file leaves out, for whoever opens it: "${JSON_BACKUP_CONTENTS}" (not read on restore)` },
    tables: {
      type: 'object',
      description: 'Each table name with its rows, in primary-key order',
      additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
  },
  required: ['format', 'formatVersion', 'createdAt', 'migrations', 'tables'],
};

const archiveSchema: TSchema = {
  type: 'string',
  format: 'binary',
  description: `A tar archive (format "${ARCHIVE_FORMAT}", version ${ARCHIVE_FORMAT_VERSION}), its entries in this order: manifest.json (format, formatVersion, createdAt, migrations, fileStore, rows by table, files); tables/<table>.jsonl for every table but stored_files, one row a line as in the JSON backup, parents first; files/<key> for every live photo size and document, its content type in the pax record SHELTER.content_type; end.json (files written, and any the store no longer had).`,
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
  '/backup/archive': {
    get: {
      operationId: 'backup-archive-download',
      summary: 'Download a full backup with the photos and documents as one tar archive, streamed (admins)',
      tags: ['backup'],
      security,
      responses: {
        '200': {
          description: 'The archive (Content-Disposition names it shelter-backup-YYYY-MM-DD.tar); not compressed, as its photos are already',
          content: { 'application/x-tar': { schema: archiveSchema } },
        },
        ...errorResponses([401, 403, 500, 503]),
      },
    },
  },
  '/restore': {
    post: {
      operationId: 'backup-restore',
      summary: 'Restore a backup into an empty installation, in one transaction (admins; ends the session)',
      description:
        "The body is a JSON backup (up to 256 MiB), or an archive as application/x-tar, read as it streams in (up to 20 GiB, with a Content-Length). The rows are restored in one transaction; so are an archive's files when the file store is PostgreSQL (it then holds only the archive's). With an S3-compatible store the files are put as they arrive: a failed restore leaves them in the bucket, unused, and files already there stay.",
      tags: ['backup'],
      security,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: backupFileSchema }, 'application/x-tar': { schema: archiveSchema } },
      },
      responses: {
        '200': {
          description: 'Restored: rows by table',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  tables: { type: 'object', additionalProperties: { type: 'integer' } },
                  files: { type: 'integer', description: "Files put into the file store (an archive's photo sizes and documents; 0 for a JSON backup)" },
                },
                required: ['message', 'tables', 'files'],
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
