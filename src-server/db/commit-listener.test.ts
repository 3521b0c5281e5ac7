import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { TDashboardStats } from '../../src-shared/schemas/dashboard.js';
import type { TSettings } from '../../src-shared/schemas/settings.js';
import { createTestApp, secondProcess, type TTestApp } from '../../test/app.js';
import { animalPayload } from '../../test/fixtures.js';
import { CacheCoherence, COMMIT_CHANNEL } from './cache-coherence.js';

/** Other processes' commits reach this one's caches within this. */
const COHERENCE_MS = 100;

/** A transaction through the ORM; `sql` runs in it. */
const transaction = (orm: MikroORM, sql: string) => orm.em.fork().transactional((tx) => tx.getConnection().execute(sql, [], 'all', tx.getTransactionContext()));

describe('two processes on one database', () => {
  let a: TTestApp;
  let second: Awaited<ReturnType<typeof secondProcess>>;
  let b: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    a = await createTestApp();
    second = await secondProcess(a);
    b = second.app;
    cookie = await a.loginAs('admin');
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  const dashboard = async (app: FastifyInstance) => {
    const response = await app.inject({ url: '/api/stats/dashboard?period=month', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TDashboardStats>();
  };

  it('a write through one clears the other’s cached dashboard within 100 ms, and its next answer shows it', async () => {
    const before = await dashboard(b);
    const generation = b.caches.dashboard.generation;
    const created = await a.app.inject({ method: 'POST', url: '/api/animals', headers: { cookie }, payload: animalPayload() });
    expect(created.statusCode, created.body).toBe(200);
    await vi.waitFor(() => expect(b.caches.dashboard.generation).toBeGreaterThan(generation), { timeout: COHERENCE_MS, interval: 2 });
    expect((await dashboard(b)).totalAnimals).toBe(before.totalAnimals + 1);
  });

  it('a change of settings through one is what the other reads next', async () => {
    const read = async () => (await b.inject({ url: '/api/settings', headers: { cookie } })).json<TSettings>().organization.name;
    expect(await read()).not.toBe('Riverside Rescue');
    expect(b.caches.settings.peek('settings')).toBeDefined();
    const saved = await a.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { organization: { name: 'Riverside Rescue' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(() => expect(b.caches.settings.peek('settings')).toBeUndefined(), { timeout: COHERENCE_MS, interval: 2 });
    expect(await read()).toBe('Riverside Rescue');
  });

  it('only a transaction that wrote is announced, once', async () => {
    const listener = new pg.Client({ connectionString: a.db.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query(`listen ${COMMIT_CHANNEL}`);
      await transaction(a.db.orm, 'select count(*) from animals');
      // An id is what a write gives a transaction; this one takes one without writing a row.
      await transaction(a.db.orm, 'select pg_current_xact_id()');
      // Notifications arrive in commit order: once this one is heard, every earlier one has been.
      await listener.query('select pg_notify($1, $2)', [COMMIT_CHANNEL, 'end']);
      await vi.waitFor(() => expect(heard).toContain('end'), { timeout: 5000, interval: 2 });
      expect(heard).toEqual([CacheCoherence.of(a.db.orm.em).origin, 'end']);
    } finally {
      await listener.end();
    }
  });
});

describe('the listening connection lost', () => {
  let t: TTestApp;
  let server: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    database = new URL(t.db.url).pathname.slice(1);
    server = new pg.Client({ connectionString: inject('dbServerUrl') });
    await server.connect();
  });
  afterAll(async () => {
    await server.query(`alter database "${database}" allow_connections true`);
    await server.end();
    await t.close();
  });

  /** How many times a cache computes for two reads of one key. */
  const computesForTwoReads = async () => {
    let computed = 0;
    const compute = async () => {
      computed++;
      return [];
    };
    await t.app.caches.duplicates.get('probe', compute);
    await t.app.caches.duplicates.get('probe', compute);
    t.app.caches.duplicates.clear();
    return computed;
  };

  it('makes the process not ready and its caches keep nothing, until it listens again', async () => {
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect(await computesForTwoReads()).toBe(1);

    // The database restarting, as this process sees it: the backend ended, and no new one until allowed.
    await server.query(`alter database "${database}" allow_connections false`);
    const ended = await server.query(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and application_name = 'shelter-commit-listener'",
      [database],
    );
    expect(ended.rows).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(CacheCoherence.of(t.db.orm.em).coherent).toBe(false), { timeout: 5000, interval: 5 });
    const notReady = await t.app.inject({ url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: 'Not listening for other processes’ writes', code: 'SERVICE_UNAVAILABLE' });
    expect(await computesForTwoReads()).toBe(2);

    await server.query(`alter database "${database}" allow_connections true`);
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200), { timeout: 5000, interval: 20 });
    expect(await computesForTwoReads()).toBe(1);
  });
});

describe('DATABASE_DIRECT_URL', () => {
  it('is where the listener connects: a process that cannot listen there is not ready', async () => {
    // Nothing listens on port 1: the pool's own connections (DATABASE_URL) are unaffected.
    const t = await createTestApp({ config: { databaseDirectUrl: 'postgres://postgres@127.0.0.1:1/shelter' } });
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Not listening for other processes’ writes', code: 'SERVICE_UNAVAILABLE' });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
