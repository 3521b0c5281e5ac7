import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';
import { SESSION_IDLE_DAYS } from '../modules/auth/auth.service.js';

export const SESSION_COOKIE = 'shelter_session';

/** The cookie key: derived from SESSION_SECRET, else made once and kept in DATA_DIR. */
async function sessionKey(secret: string | undefined, dataDir: string): Promise<Buffer> {
  if (secret) return Buffer.from(hkdfSync('sha256', secret, 'shelter', 'session-cookie', 32));
  const file = path.join(dataDir, 'session.key');
  if (existsSync(file)) return readFile(file);
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

/**
 * A key of the app's own for another use than the cookie (modules/messages/unsubscribe.ts's links),
 * from the same secret: SESSION_SECRET, else DATA_DIR's key. Each use has its own, so none can
 * stand for another.
 */
export async function derivedKey(config: Pick<TConfig, 'sessionSecret' | 'dataDir'>, use: string): Promise<Buffer> {
  const secret = config.sessionSecret ?? (await sessionKey(undefined, config.dataDir));
  return Buffer.from(hkdfSync('sha256', secret, 'shelter', use, 32));
}

export async function registerSession(app: FastifyInstance): Promise<void> {
  const { sessionSecret, dataDir } = app.config;
  await app.register(secureSession, {
    key: await sessionKey(sessionSecret, dataDir),
    cookieName: SESSION_COOKIE,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
      secure: 'auto',
      maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
    },
  });
}
