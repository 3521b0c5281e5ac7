import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { TRedisConfig } from './config.js';
import { LOGIN_FAILURE_WINDOW_MS, type TLoginAttemptStore } from './modules/auth/login-failures.js';
import { PostgresLoginAttemptStore } from './modules/auth/postgres-login-attempt-store.js';
import { RedisLoginAttemptStore } from './modules/auth/redis-login-attempt-store.js';
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
 * client's /64 is one address). Both limits count where every server process counts
 * (docs/decisions/0016-several-processes.md), in Redis when REDIS_URL is set, else in PostgreSQL:
 * five wrong passwords are five whichever processes the load balancer sent them to. When the store
 * cannot be reached the request fails (503, trpc/error-map.ts) rather than going uncounted.
 */
export async function registerLimits(app: FastifyInstance): Promise<void> {
  const redis = app.config.redis ? redisClient(app, app.config.redis) : undefined;
  await app.register(rateLimit, {
    global: false,
    max: app.config.applicationRateLimit,
    timeWindow: FIFTEEN_MINUTES,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : { store: postgresRateLimitStore(app.orm) }),
  });
  const countApplication = app.createRateLimit();
  app.decorate('limits', {
    loginFailures: redis ? new RedisLoginAttemptStore(redis, LOGIN_FAILURE_WINDOW_MS) : new PostgresLoginAttemptStore(app.orm, LOGIN_FAILURE_WINDOW_MS),
    async applications(req) {
      const limit = await countApplication(req);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests('Too many applications from this network.', limit.ttlInSeconds);
    },
  } satisfies TLimits);
}

/**
 * The app's one Redis connection, its keys under the configured prefix. A command waits for the
 * next reconnection at most (ioredis tries again 50 ms after a loss, then further apart up to 2 s,
 * each attempt given 500 ms), so an outage fails a login within seconds instead of holding it; the
 * outage is logged once, and its end. Closed with the app, once no request is left to use it.
 */
function redisClient(app: FastifyInstance, config: TRedisConfig): Redis {
  const redis = new Redis(config.url, { keyPrefix: config.keyPrefix, maxRetriesPerRequest: 1, connectTimeout: 500 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis unavailable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis available again');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
