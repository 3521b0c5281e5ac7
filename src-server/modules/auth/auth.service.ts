import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseLogger } from 'pino';
import { ROLES, type TRole } from '../../../src-shared/roles.js';
import type { TLoginInput, TSessionUser } from '../../../src-shared/schemas/auth.js';
import { cachePerOrm } from '../../db/read-cache.js';
import { DomainError } from '../../domain-errors.js';
import { verifyNothing, verifyPassword } from '../users/password.js';
import { UserSchema } from '../users/user.entity.js';
import { assertMayTryLogin, attemptKeys, type TLoginAttemptStore } from './login-failures.js';
import { SessionSchema } from './session.entity.js';

export interface TAuthUser {
  id: number;
  username: string;
  name: string;
  role: TRole;
  imageUrl: string | null;
  mustChangePassword: boolean;
  /** Hash of the session id, the sessions table's key. */
  sessionKey: string;
}

/** A session not used for this long has ended. */
export const SESSION_IDLE_DAYS = 14;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 60_000;

const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('hex');

export function toSessionUser(user: Pick<TAuthUser, 'id' | 'name' | 'role' | 'imageUrl' | 'mustChangePassword'>): TSessionUser {
  return { id: user.id, name: user.name, role: user.role, imageUrl: user.imageUrl, mustChangePassword: user.mustChangePassword };
}

interface TSessionRow {
  id: number;
  username: string;
  name: string;
  role: string;
  image_url: string | null;
  must_change_password: boolean;
  last_seen_at: Date;
}

/**
 * Sessions recently seen, by key: every staff call checks its session, and a query per call was a
 * third of a small call's work. An entry lives until the next commit (every way a session ends or
 * its user changes commits: a logout, a password or role change, a deactivation, a restore) and
 * at most as long as last_seen_at goes unwritten, so a session in use is still touched each minute.
 */
export const sessionCache = cachePerOrm<TAuthUser | null>({ maxEntries: 10_000, maxAgeMs: TOUCH_AFTER_MS });

/** The user of a session id (the cookie's): kept (above), else one indexed query; none without an id. */
export function userFromSession(em: EntityManager, sid: string | undefined): Promise<TAuthUser | null> {
  if (!sid) return Promise.resolve(null);
  const key = sessionKey(sid);
  return sessionCache(em).get(key, () => readSessionUser(em, key));
}

async function readSessionUser(em: EntityManager, key: string): Promise<TAuthUser | null> {
  const [row] = await em.getConnection().execute<TSessionRow[]>(
    `select u.id, u.username, u.name, u.role, u.image_url, u.must_change_password, s.last_seen_at
       from sessions s join users u on u.id = s.user_id
      where s.id = ? and u.active and s.last_seen_at > now() - make_interval(days => ?)`,
    [key, SESSION_IDLE_DAYS],
  );
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await em.getConnection().execute('update sessions set last_seen_at = now() where id = ?', [key]);
  }
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role as TRole,
    imageUrl: row.image_url,
    mustChangePassword: row.must_change_password,
    sessionKey: key,
  };
}

/** Who is trying to log in, from where, and what they held before. */
export interface TLoginAttempt {
  /** The client's address, counted for failed logins. */
  address: string;
  /** The session id the browser already had, if any. */
  previousSid: string | undefined;
  failures: TLoginAttemptStore;
  log: Pick<BaseLogger, 'info' | 'warn'>;
}

/**
 * Checks the credentials and starts a new session, answering its id for the cookie. Any session
 * the browser already had is ended first, so a session id never survives a login (no fixation).
 */
export async function login(em: EntityManager, input: TLoginInput, attempt: TLoginAttempt): Promise<{ user: TSessionUser; sid: string }> {
  const keys = attemptKeys(input.username, attempt.address);
  await assertMayTryLogin(attempt.failures, [keys.address, keys.account], Date.now());
  const user = await em.findOne(UserSchema, { username: input.username, active: true });
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
  if (!user || !valid) {
    await attempt.failures.record([keys.address, keys.account], Date.now());
    attempt.log.warn({ username: input.username, ip: attempt.address }, 'login failed');
    throw new DomainError('unauthorized', 'Invalid username or password');
  }
  await attempt.failures.clear(keys.account);
  await endSession(em, attempt.previousSid);
  const sid = randomBytes(32).toString('base64url');
  em.create(SessionSchema, { id: sessionKey(sid), user: user.id });
  await em.flush();
  attempt.log.info({ userId: user.id }, 'login');
  const signedIn = { id: user.id, name: user.name, role: user.role as TRole, imageUrl: user.imageUrl ?? null, mustChangePassword: user.mustChangePassword };
  return { user: toSessionUser(signedIn), sid };
}

/** Deletes a session's row; a no-op without an id. In a transaction, so its commit drops the kept sessions. */
export async function endSession(em: EntityManager, sid: string | undefined): Promise<void> {
  if (sid) await em.transactional((tx) => tx.nativeDelete(SessionSchema, { id: sessionKey(sid) }));
}
