/**
 * The abuse limits in Redis (REDIS_URL): two server processes on one database and one Redis count
 * the same failed logins and applications, and PostgreSQL's limit tables stay empty. Runs against
 * the Redis at REDIS_URL, else at 127.0.0.1:6379; an unreachable Redis fails the file, it does not
 * skip it. The keys are under a prefix of this run's own, deleted at the end.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRedisConfig } from '../src-server/config.js';
import { LOGIN_FAILURE_WINDOW_MS } from '../src-server/modules/auth/login-failures.js';
import { RedisLoginAttemptStore } from '../src-server/modules/auth/redis-login-attempt-store.js';
import { createUser } from '../src-server/modules/users/users.service.js';
import { createTestApp, secondProcess, TEST_PASSWORD, type TTestApp } from './app.js';
import { applicationPayload, createAnimal, rowCount } from './fixtures.js';
import { expectSlidingWindow } from './login-attempt-window.js';

const redisConfig: TRedisConfig = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', keyPrefix: `shelter-test-${randomUUID()}:` };

let t: TTestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
/** This file's view of Redis, under the apps' prefix. */
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisConfig.url, { keyPrefix: redisConfig.keyPrefix, maxRetriesPerRequest: 1, connectTimeout: 500 });
  // Without a Redis each test fails on its own, the first saying why; the socket's errors add nothing.
  redis.on('error', () => {});
  t = await createTestApp({ config: { applicationRateLimit: 3, redis: redisConfig } });
  other = await secondProcess(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  const keys = await redis.keys(`${redisConfig.keyPrefix}*`);
  // KEYS answers whole names, and DEL would prefix them again.
  if (keys.length > 0) await redis.del(keys.map((key) => key.slice(redisConfig.keyPrefix.length)));
  await redis.quit();
});

const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

it('reaches the Redis the apps count in', async () => {
  await expect(redis.ping()).resolves.toBe('PONG');
});

describe('two server processes on one Redis', () => {
  it('count failed logins together: five spread over both lock the sixth, on either, with nothing in PostgreSQL', async () => {
    await createUser(t.db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria', role: 'staff' });
    const apps = [t.app, other.app];
    for (let i = 0; i < 5; i++) expect((await login(apps[i % 2]!, 'maria', 'wrong password', `198.51.100.${i + 10}`)).statusCode).toBe(401);
    for (const app of apps) {
      const refused = await login(app, 'maria', TEST_PASSWORD, '198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many failed logins. Try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect(await redis.zcard('login-failures:user:maria')).toBe(5);
    expect(await redis.zcard('login-failures:ip:198.51.100.10')).toBe(1);
    expect(await rowCount(t, 'login_failures')).toBe(0);
  });

  it('clear an account’s count on a success at either', async () => {
    await createUser(t.db.orm.em.fork(), { username: 'jon', password: TEST_PASSWORD, name: 'Jon', role: 'staff' });
    for (let i = 0; i < 4; i++) await login(t.app, 'jon', 'wrong password', `198.51.100.${i + 30}`);
    expect((await login(other.app, 'jon', TEST_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
    expect(await redis.exists('login-failures:user:jon')).toBe(0);
    for (let i = 0; i < 4; i++) await login(other.app, 'jon', 'wrong password', `198.51.100.${i + 60}`);
    expect((await login(t.app, 'jon', TEST_PASSWORD, '198.51.100.51')).statusCode).toBe(200);
  });

  it('count the portal’s applications together, with nothing in PostgreSQL', async () => {
    const { id: animalId } = await createAnimal(t, await t.loginAs('staff'));
    const apply = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/public/adoption-application', remoteAddress: '203.0.113.40', payload: applicationPayload(animalId) });
    for (const app of [t.app, other.app, t.app]) expect((await apply(app)).statusCode).toBe(200);
    for (const app of [other.app, t.app]) {
      const refused = await apply(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many applications from this network. Try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    }
    expect(await rowCount(t, 'adoption_applications')).toBe(3);
    expect(await redis.get('rate-limit:203.0.113.40')).toBe('5');
    expect(await rowCount(t, 'rate_limit_hits')).toBe(0);
  });
});

it('keeps the failed-login window sliding', async () => {
  await expectSlidingWindow(new RedisLoginAttemptStore(redis, LOGIN_FAILURE_WINDOW_MS), 'ip:192.0.2.1');
});

describe('a Redis that cannot be reached', () => {
  let down: TTestApp;
  /** Accepts a connection and drops it at once: Redis's address, with nothing answering there. */
  const dropping = net.createServer((socket) => socket.destroy());
  beforeAll(async () => {
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const { port } = dropping.address() as net.AddressInfo;
    down = await createTestApp({ config: { redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: redisConfig.keyPrefix } } });
    await createUser(down.db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria', role: 'staff' });
  });
  afterAll(async () => {
    await down.close();
    await new Promise((resolve) => dropping.close(resolve));
  });

  it('refuses logins and applications with a 503, rather than letting them go uncounted', async () => {
    const unavailable = { message: 'The database is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' };
    const refused = await login(down.app, 'maria', TEST_PASSWORD, '198.51.100.1');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    // Counted before the animal is looked up: a 503, not the 404 of an animal that does not exist.
    const application = await down.app.inject({
      method: 'POST',
      url: '/api/public/adoption-application',
      remoteAddress: '203.0.113.41',
      payload: applicationPayload(1),
    });
    expect(application.statusCode).toBe(503);
    expect(application.json()).toEqual(unavailable);
  });
});
