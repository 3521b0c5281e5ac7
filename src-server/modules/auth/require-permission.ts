import type { FastifyRequest } from 'fastify';
import { refusalMessage, roleMay, type TPermission } from '../../../src-shared/roles.js';
import { DomainError } from '../../domain-errors.js';
import type { TAuthUser } from './auth.service.js';
import { userFromSessionCookie } from './session-cookie.js';

/**
 * For the plain Fastify routes (uploads, which are not procedures): the signed-in user if the role
 * may, else the 401 or 403 the procedures' role middleware gives (trpc/procedures.ts).
 */
export async function requirePermission(req: FastifyRequest, permission: TPermission): Promise<TAuthUser> {
  const user = await userFromSessionCookie(req.server.orm.em.fork(), req);
  if (!user) throw new DomainError('unauthorized', 'Please log in');
  if (!roleMay(user.role, permission)) throw new DomainError('forbidden', refusalMessage(user.role, permission));
  return user;
}
