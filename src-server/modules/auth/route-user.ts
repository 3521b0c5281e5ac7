import type { FastifyRequest } from 'fastify';
import { refusalMessage, roleMay, type TPermission } from '../../../src-shared/roles.js';
import { DomainError } from '../../domain-errors.js';
import { actorStorage } from '../audit/actor.js';
import type { TAuthUser } from './auth.service.js';
import { userFromSessionCookie } from './session-cookie.js';

/**
 * For plain Fastify routes (uploads, downloads), which the procedures' role middleware does not
 * guard: the signed-in user if their role may `permission`, else the 401 or 403 a procedure gives.
 */
export async function requirePermission(req: FastifyRequest, permission: TPermission): Promise<TAuthUser> {
  const user = await userFromSessionCookie(req.server.orm.em.fork(), req);
  if (!user) throw new DomainError('unauthorized', 'Please log in');
  if (!roleMay(user.role, permission)) throw new DomainError('forbidden', refusalMessage(user.role, permission));
  return user;
}

/** A plain route's writes, recorded in the audit trail as the user's, as a procedure's are. */
export function asActor<T>(user: TAuthUser, write: () => Promise<T>): Promise<T> {
  return actorStorage.run({ userId: user.id, username: user.username }, write);
}
