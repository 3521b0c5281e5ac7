import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src-server/app.js';
import { DEFAULT_POOL_MAX, type TConfig } from '../src-server/config.js';
import { ormConfig } from '../src-server/orm-config.js';
import { CSRF_HEADER } from '../src-server/plugins/security.js';
import { createUser } from '../src-server/modules/users/users.service.js';
import type { TRole } from '../src-shared/roles.js';
import { createTestDatabase, type TTestDatabase } from './database.js';

export interface TTestApp {
  app: FastifyInstance;
  db: TTestDatabase;
  config: TConfig;
  /** Creates a user of that role and returns the Cookie header of a fresh session. */
  loginAs(role: TRole, username?: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export async function testConfig(overrides: Partial<TConfig> = {}): Promise<TConfig> {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseDirectUrl: undefined,
    databasePoolMax: DEFAULT_POOL_MAX,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'shelter-test-data-')),
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    admin: undefined,
    seedDemo: false,
    timeZone: 'America/Chicago',
    logLevel: 'silent',
    applicationRateLimit: 20,
    publicUrl: undefined,
    fileStore: { kind: 'postgres' },
    redis: undefined,
    mail: { smtpUrl: undefined, from: 'no-reply@localhost' },
    listings: { petfinder: undefined, adoptapet: undefined, petfinderShelterId: undefined },
    ...overrides,
  };
}

/** The Cookie header that carries a response's session cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'shelter_session');
  if (!cookie?.value) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `shelter_session=${encodeURIComponent(cookie.value)}`;
}

/** What a client outside the browser sends with every write (docs/decisions/0006-csrf.md). */
export const CSRF_HEADERS = { [CSRF_HEADER.toLowerCase()]: '1' };

/**
 * The app whose inject() calls as a client outside the browser does, with the CSRF header. A
 * test of the guard sends `'x-shelter-csrf': undefined` for a call without it.
 */
export function asApiClient(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const withHeader = (options: InjectOptions) => {
    const headers = Object.entries({ ...CSRF_HEADERS, ...options.headers }).filter(([, value]) => value !== undefined);
    return inject({ ...options, headers: Object.fromEntries(headers) });
  };
  app.inject = withHeader as FastifyInstance['inject'];
  return app;
}

/** The whole app on a fresh database, for app.inject(). */
export async function createTestApp(options: { clientDir?: string; config?: Partial<TConfig> } = {}): Promise<TTestApp> {
  const db = await createTestDatabase();
  const config = await testConfig(options.config);
  const app = asApiClient(await buildApp({ config, orm: db.orm, ...(options.clientDir ? { clientDir: options.clientDir } : {}) }));
  let users = 0;
  return {
    app,
    db,
    config,
    async loginAs(role, username = `${role}${++users}`) {
      await createUser(db.orm.em.fork(), { username, password: TEST_PASSWORD, name: `Test ${role}`, role });
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } });
      return sessionCookie(response);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Another server process on the test app's database, in this one: its own ORM (pool, caches,
 * listener) and app, with the same configuration (a session cookie of one is good at the other).
 */
export async function secondProcess(t: TTestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const orm = await MikroORM.init(ormConfig(t.db.url));
  const app = asApiClient(await buildApp({ config: t.config, orm }));
  return {
    app,
    async close() {
      await app.close();
      await orm.close();
    },
  };
}
