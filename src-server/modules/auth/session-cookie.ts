import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { TLoginInput, TSessionUser } from '../../../src-shared/schemas/auth.js';
import { endSession, login, type TAuthUser, userFromSession } from './auth.service.js';
import type { TLoginAttemptStore } from './login-failures.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The opaque session id; the sessions table holds only its hash. */
    sid: string;
  }
}

/** The request's user from its session cookie (plugins/session.ts seals it). */
export function userFromSessionCookie(em: EntityManager, req: FastifyRequest): Promise<TAuthUser | null> {
  return userFromSession(em, req.session.get('sid'));
}

/** Logs in from this request's address and puts the new session's id in its cookie. */
export async function loginWithCookie(em: EntityManager, req: FastifyRequest, input: TLoginInput, failures: TLoginAttemptStore): Promise<TSessionUser> {
  const { user, sid } = await login(em, input, { address: req.ip, previousSid: req.session.get('sid'), failures, log: req.log });
  req.session.set('sid', sid);
  return user;
}

/** Ends the cookie's session and clears the cookie; a no-op without one. */
export async function endSessionCookie(em: EntityManager, req: FastifyRequest): Promise<void> {
  await endSession(em, req.session.get('sid'));
  req.session.delete();
}
