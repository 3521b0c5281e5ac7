import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { ROLES, type TRole } from '../../../src-shared/roles.js';
import type { TLoginInput, TSessionUser } from '../../../src-shared/schemas/auth.js';
import { DomainError } from '../../domain-errors.js';
import { assertWithinLimit, type RateLimiter } from '../../rate-limiter.js';
import { verifyNothing, verifyPassword } from '../users/password.js';
import { UserSchema } from '../users/user.entity.js';
import { SessionSchema } from './session.entity.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The opaque session id; the sessions table holds only its hash. */
    sid: string;
  }
}

export interface TAuthUser {
  id: number;
  username: string;
  name: string;
  role: TRole;
  imageUrl: string | null;
  /** Hash of the session id, the sessions table's key. */
  sessionKey: string;
}

/** A session not used for this long has ended. */
export const SESSION_IDLE_DAYS = 14;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 60_000;

const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('hex');

export function toSessionUser(user: Pick<TAuthUser, 'name' | 'role' | 'imageUrl'>): TSessionUser {
  return { name: user.name, role: user.role, imageUrl: user.imageUrl };
}

interface TSessionRow {
  id: number;
  username: string;
  name: string;
  role: string;
  image_url: string | null;
  last_seen_at: Date;
}

/** The request's user from its cookie: one indexed query, or none without a cookie. */
export async function userFromSessionCookie(em: EntityManager, req: FastifyRequest): Promise<TAuthUser | null> {
  const sid = req.session.get('sid');
  if (!sid) return null;
  const key = sessionKey(sid);
  const [row] = await em.getConnection().execute<TSessionRow[]>(
    `select u.id, u.username, u.name, u.role, u.image_url, s.last_seen_at
       from sessions s join users u on u.id = s.user_id
      where s.id = ? and u.active and s.last_seen_at > now() - make_interval(days => ?)`,
    [key, SESSION_IDLE_DAYS],
  );
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await em.getConnection().execute('update sessions set last_seen_at = now() where id = ?', [key]);
  }
  return { id: row.id, username: row.username, name: row.name, role: row.role as TRole, imageUrl: row.image_url, sessionKey: key };
}

/**
 * Checks the credentials and starts a new session. Any session the browser already had is
 * ended first, so a session id never survives a login (no fixation).
 */
export async function login(em: EntityManager, req: FastifyRequest, input: TLoginInput, failures: RateLimiter): Promise<TSessionUser> {
  // Guessing is slowed per address and per account: 5 failures in 15 minutes, then a wait.
  const account = `user:${input.username.toLowerCase()}`;
  const keys = [`ip:${req.ip}`, account];
  assertWithinLimit(failures, keys, 'Too many failed logins.');
  const user = await em.findOne(UserSchema, { username: input.username, active: true });
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
  if (!user || !valid) {
    failures.record(keys);
    req.log.warn({ username: input.username, ip: req.ip }, 'login failed');
    throw new DomainError('unauthorized', 'Invalid username or password');
  }
  failures.reset(account);
  await deleteSessionRow(em, req);
  const sid = randomBytes(32).toString('base64url');
  em.create(SessionSchema, { id: sessionKey(sid), user: user.id });
  await em.flush();
  req.session.set('sid', sid);
  req.log.info({ userId: user.id }, 'login');
  return toSessionUser({ name: user.name, role: user.role as TRole, imageUrl: user.imageUrl ?? null });
}

async function deleteSessionRow(em: EntityManager, req: FastifyRequest): Promise<void> {
  const sid = req.session.get('sid');
  if (sid) await em.nativeDelete(SessionSchema, { id: sessionKey(sid) });
}

/** Deletes the browser's session row and clears its cookie; a no-op without one. */
export async function endSession(em: EntityManager, req: FastifyRequest): Promise<void> {
  await deleteSessionRow(em, req);
  req.session.delete();
}
