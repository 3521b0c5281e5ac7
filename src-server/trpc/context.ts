import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCaches } from '../caches.js';
import type { TLimits } from '../limits.js';
import type { TAuthUser } from '../modules/auth/auth.service.js';
import { userFromSessionCookie } from '../modules/auth/session-cookie.js';
import { lazyCalendar, type TLazyCalendar } from '../modules/settings/calendar.js';
import { toTRPCError } from './error-map.js';

export interface TContext {
  /** This request's own EntityManager fork. */
  em: EntityManager;
  /** The signed-in user, or null; loaded with one indexed query. */
  user: TAuthUser | null;
  limits: TLimits;
  caches: TCaches;
  /** The shelter's calendar, read when the call first asks for it. */
  calendar: TLazyCalendar;
  req: FastifyRequest;
  res: FastifyReply;
}

/** Every call, whether it came through /trpc or /api, builds its context here. */
export async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<TContext> {
  const em = req.server.orm.em.fork();
  // The session query is the first to meet a database that is down; its failure must read as
  // 503 like any procedure's, not as the 500 the adapters give an unknown context error.
  const user = await userFromSessionCookie(em, req).catch((error: unknown) => {
    throw toTRPCError(error) ?? error;
  });
  const { limits, caches } = req.server;
  return { em, user, limits, caches, calendar: lazyCalendar(em, req.server.config), req, res };
}
