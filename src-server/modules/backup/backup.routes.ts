import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalMessage, roleMay } from '../../../src-shared/roles.js';
import { DomainError } from '../../domain-errors.js';
import type { TAuthUser } from '../auth/auth.service.js';
import { userFromSessionCookie } from '../auth/session-cookie.js';
import { calendar } from '../settings/calendar.js';
import { restoreBackup, writeBackup } from './backup.service.js';
import { chunkWriter } from './chunk-writer.js';

/**
 * A restore uploads the whole backup as one JSON body, so it has a body limit of its own. It stays
 * well below the longest string V8 can hold (about 512 MiB), which the JSON text must fit in.
 */
export const RESTORE_BODY_LIMIT = 256 * 1024 * 1024;

/** The signed-in admin, else the 401 or 403 every other route gives. */
async function requireAdmin(req: FastifyRequest): Promise<TAuthUser> {
  const user = await userFromSessionCookie(req.server.orm.em.fork(), req);
  if (!user) throw new DomainError('unauthorized', 'Please log in');
  if (!roleMay(user.role, 'admin')) throw new DomainError('forbidden', refusalMessage(user.role, 'admin'));
  return user;
}

/**
 * GET /api/backup and POST /api/restore (README, Backup and restore). Plain Fastify routes, not
 * procedures: a backup streams out and a restore's body may be far larger than the API's 1 MiB.
 * Sessions, roles, the CSRF guard and error bodies are the same as everywhere else.
 */
export async function registerBackupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/backup', async (req, reply) => {
    const user = await requireAdmin(req);
    const em = req.server.orm.em.fork();
    const { today } = await calendar(em, req.server.config);
    const stream = new PassThrough();
    const write = chunkWriter(stream);
    let started = false;
    let begin = () => {};
    const begun = new Promise<void>((resolve) => (begin = resolve));
    const done = writeBackup(em, async (chunk) => {
      started = true;
      begin();
      await write(chunk);
    });
    done.then(
      (summary) => {
        req.log.info({ userId: user.id, tables: summary.tables }, 'backup downloaded');
        stream.end();
      },
      (error: unknown) => {
        // Before the first chunk the route answers the failure itself (a 503 when the database is down).
        if (started && stream.destroyed) req.log.info({ userId: user.id }, 'backup download cancelled');
        else if (started) req.log.error({ err: error }, 'backup failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    // The response starts with the first chunk, so a failure before it (the database is down)
    // still gets its own status; one after it cuts the download short, leaving invalid JSON.
    await Promise.race([begun, done]);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="shelter-backup-${today}.json"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post('/api/restore', { bodyLimit: RESTORE_BODY_LIMIT }, async (req) => {
    const user = await requireAdmin(req);
    const result = await restoreBackup(req.server.orm.em.fork(), req.body);
    req.log.info({ userId: user.id, tables: result.tables }, 'backup restored');
    // The sessions table now holds the backup's sessions; this browser's is gone with the rest.
    req.session.delete();
    return result;
  });
}
