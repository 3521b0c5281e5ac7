import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_FAILURE_WINDOW_MS, type TLoginAttemptStore } from './modules/auth/login-failures.js';
import { PostgresLoginAttemptStore } from './modules/auth/postgres-login-attempt-store.js';
import { postgresRateLimitStore } from './rate-limit-store.js';
import { TooManyRequests } from './too-many-requests.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The abuse limits of one running app. */
export interface TLimits {
  /** Failed logins, by address and by username: a domain rule (modules/auth/login-failures.ts). */
  loginFailures: TLoginAttemptStore;
  /** Counts one adoption application from the request's address; throws TooManyRequests past the limit. */
  applications: (req: FastifyRequest) => Promise<void>;
}

/**
 * Request rates are @fastify/rate-limit's (docs/decisions/0005-http-plugins.md): its limiter is
 * called from the procedure, so the REST path and the tRPC batch reach the same count, and only
 * a request that passed input validation is counted. Addresses are its normalized ones (an IPv6
 * client's /64 is one address). Both limits count in PostgreSQL, shared by every server process
 * (docs/decisions/0016-several-processes.md): five wrong passwords are five whichever processes
 * the load balancer sent them to.
 */
export async function registerLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, max: app.config.applicationRateLimit, timeWindow: FIFTEEN_MINUTES, store: postgresRateLimitStore(app.orm) });
  const countApplication = app.createRateLimit();
  app.decorate('limits', {
    loginFailures: new PostgresLoginAttemptStore(app.orm, LOGIN_FAILURE_WINDOW_MS),
    async applications(req) {
      const limit = await countApplication(req);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests('Too many applications from this network.', limit.ttlInSeconds);
    },
  } satisfies TLimits);
}
