import { Readable, Transform, type Writable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { refusalMessage, roleMay } from '../../../src-shared/roles.js';
import { DomainError, invalid } from '../../domain-errors.js';
import type { TAuthUser } from '../auth/auth.service.js';
import { userFromSessionCookie } from '../auth/session-cookie.js';
import { calendar } from '../settings/calendar.js';
import { restoreArchive } from './archive-restore.js';
import { writeArchiveTo } from './archive-writer.js';
import { restoreBackup, writeBackup } from './backup.service.js';
import { chunkWriter } from './chunk-writer.js';

/**
 * A restore uploads a JSON backup as one body, so it has a body limit of its own. It stays well
 * below the longest string V8 can hold (about 512 MiB), which the JSON text must fit in.
 */
export const RESTORE_BODY_LIMIT = 256 * 1024 * 1024;

/** An archive streams in and is never held whole: its limit only bounds what a restore writes. */
export const ARCHIVE_BODY_LIMIT = 20 * 1024 * 1024 * 1024;

export const ARCHIVE_CONTENT_TYPE = 'application/x-tar';

/** The signed-in admin, else the 401 or 403 every other route gives. */
async function requireAdmin(req: FastifyRequest): Promise<TAuthUser> {
  const user = await userFromSessionCookie(req.server.orm.em.fork(), req);
  if (!user) throw new DomainError('unauthorized', 'Please log in');
  if (!roleMay(user.role, 'admin')) throw new DomainError('forbidden', refusalMessage(user.role, 'admin'));
  return user;
}

/**
 * Sends what `produce` writes into the stream it is given (and ends) as a file named
 * shelter-backup-<today>.<extension>. The response starts with the first chunk, so a failure before
 * it (the database is down) still gets its own status; one after it cuts the download short.
 */
async function sendBackup(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { contentType: string; extension: string },
  produce: (out: Writable) => Promise<object>,
): Promise<FastifyReply> {
  const user = await requireAdmin(req);
  const { today } = await calendar(req.server.orm.em.fork(), req.server.config);
  let started = false;
  let begin = () => {};
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const stream = new Transform({
    transform(chunk, _encoding, callback) {
      started = true;
      begin();
      callback(null, chunk);
    },
  });
  const done = produce(stream);
  done.then(
    (summary) => req.log.info({ userId: user.id, ...summary }, 'backup downloaded'),
    (error: unknown) => {
      if (started && stream.destroyed) req.log.info({ userId: user.id }, 'backup download cancelled');
      else if (started) req.log.error({ err: error }, 'backup failed');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  await Promise.race([begun, done]);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="shelter-backup-${today}.${file.extension}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/**
 * GET /api/backup, GET /api/backup/archive and POST /api/restore (README, Backup and restore).
 * Plain Fastify routes, not procedures: a backup streams out and a restore's body may be far
 * larger than the API's 1 MiB. Sessions, roles, the CSRF guard and error bodies are the same as
 * everywhere else.
 */
export async function registerBackupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/backup', (req, reply) =>
    sendBackup(req, reply, { contentType: 'application/json; charset=utf-8', extension: 'json' }, async (out) => {
      const summary = await writeBackup(req.server.orm.em.fork(), chunkWriter(out));
      out.end();
      return summary;
    }),
  );

  // Not compressed: the photos and documents in it are compressed already.
  app.get('/api/backup/archive', { compress: false }, (req, reply) =>
    sendBackup(req, reply, { contentType: ARCHIVE_CONTENT_TYPE, extension: 'tar' }, async (out) => {
      const summary = await writeArchiveTo(req.server.orm.em.fork(), req.server.files, out);
      if (summary.missing.length) {
        req.log.warn({ count: summary.missing.length, keys: summary.missing.slice(0, 20) }, 'backup archive: files the records name are not in the store');
      }
      return { tables: summary.tables, files: summary.files, missingFiles: summary.missing.length };
    }),
  );

  // An archive's body reaches the route as the stream it is, read as the restore goes.
  app.addContentTypeParser(ARCHIVE_CONTENT_TYPE, (req, payload, done) => {
    const length = Number(req.headers['content-length']);
    if (!Number.isInteger(length)) return done(invalid('Send the archive with its length (a Content-Length header)'), undefined);
    if (length > ARCHIVE_BODY_LIMIT) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    return done(null, payload);
  });

  app.post('/api/restore', { bodyLimit: RESTORE_BODY_LIMIT }, async (req) => {
    const user = await requireAdmin(req);
    const em = req.server.orm.em.fork();
    const result = req.body instanceof Readable ? await restoreArchive(em, req.server.files, req.body) : await restoreBackup(em, req.body);
    req.log.info({ userId: user.id, tables: result.tables, files: result.files }, 'backup restored');
    // The sessions table now holds the backup's sessions; this browser's is gone with the rest.
    req.session.delete();
    return result;
  });
}
