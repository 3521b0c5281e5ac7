import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { dateInZone } from '../../src-shared/dates.js';
import type { TDashboardStats } from '../../src-shared/schemas/dashboard.js';
import type { TAdoptableAnimal } from '../../src-shared/schemas/public.js';
import { createEmptyDatabase, type TTestDatabase } from '../database.js';
import { animalPayload } from '../fixtures.js';
import { brokenRules } from './consistency.js';
import { callApi, idOf } from './http-client.js';
import { describeLoad, expectNoLostUpdate, missingWrites, runLoad } from './load-clients.js';
import { startRoundRobinProxy, type TRoundRobinProxy } from './round-robin-proxy.js';
import { startServer, type TServerProcess } from './server-process.js';

/**
 * More than one server (issue 27, decisions/0016-several-processes.md): two real server processes,
 * started together on one empty PostgreSQL database with one SESSION_SECRET, behind a round-robin
 * proxy. They migrate it once; a write through one shows through the other at once, its cached
 * lists and dashboard included; failed logins spread over both lock the account; the hourly
 * upkeep both starts ask for runs once; the reliability load across both loses nothing; and
 * killing one mid-load loses no acknowledged write.
 */

const CLIENTS = 50;
const LOAD_MS = 15_000;
const TIME_ZONE = 'America/Chicago';

let db: TTestDatabase;
const dataDirs: string[] = [];
let servers: TServerProcess[] = [];
let proxy: TRoundRobinProxy;
let cookie: string;
/** When the processes were started (the upkeep's check allows for an hour beginning after it). */
let startedAt: number;

beforeAll(async () => {
  db = await createEmptyDatabase();
  for (const n of [1, 2]) dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `shelter-two-processes-${n}-`)));
  startedAt = Date.now();
  servers = await Promise.all(dataDirs.map((dir) => startServer({ DATA_DIR: dir, DATABASE_URL: db.url })));
  proxy = await startRoundRobinProxy(servers.map((server) => server.url));
  cookie = await servers[0]!.login();
}, 120_000);
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }
  await proxy?.close();
  await db?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const query = <T extends object>(sql: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(sql, params);

it('two processes started together on an empty database both come up, and it is migrated once', async () => {
  const applied = await query<{ name: string; times: number }>('select name, count(*)::int as times from mikro_orm_migrations group by name order by name');
  expect(applied).toEqual(migrationsList.map((migration) => ({ name: migration.name, times: 1 })));
  expect(await query<{ username: string }>('select username from users')).toEqual([{ username: 'reliability-admin' }]);
  for (const server of servers) expect((await callApi(server.url, 'GET', '/api/ready')).status).toBe(200);
});

it('a write through one process shows through the other at its next request, in its cached lists and dashboard too', async () => {
  const [a, b] = servers as [TServerProcess, TServerProcess];
  const publicNames = async (server: TServerProcess) =>
    ((await callApi(server.url, 'GET', '/api/public/adoptable-animals?limit=100')).body as TAdoptableAnimal[]).map((animal) => animal.name);
  const inCare = async (server: TServerProcess) =>
    ((await callApi(server.url, 'GET', '/api/stats/dashboard', { cookie })).body as TDashboardStats).totalAnimals;
  // Each way round: the reader's caches hold the portal's list and the dashboard before the write.
  for (const [writer, reader, name] of [
    [a, b, 'Written through the first'],
    [b, a, 'Written through the second'],
  ] as const) {
    const [listed, counted] = [await publicNames(reader), await inCare(reader)];
    const id = idOf(await callApi(writer.url, 'POST', '/api/animals', { cookie, body: animalPayload({ name }) }));
    expect((await publicNames(reader)).sort()).toEqual([name, ...listed].sort());
    expect(await inCare(reader)).toBe(counted + 1);
    expect((await callApi(reader.url, 'GET', `/api/animals/${id}`, { cookie })).body).toMatchObject({ id, name });
  }
});

it('five wrong passwords spread over both processes lock the account: the sixth try, with the right password, is refused', async () => {
  const user = { username: 'locked-out', password: 'the right password for the lock-out test' };
  expect((await callApi(proxy.url, 'POST', '/api/users', { cookie, body: { ...user, name: 'Lee Locked', role: 'staff' } })).status).toBe(200);
  const before = new Map(proxy.sent);
  // Each try from an address of its own (the proxy passes it on as X-Forwarded-For): the account's
  // count locks it, not an address's.
  const tryLogin = (password: string, n: number) =>
    callApi(proxy.url, 'POST', '/api/login', { body: { username: user.username, password }, headers: { 'x-forwarded-for': `203.0.113.${n}` } });
  expect((await tryLogin(user.password, 10)).status).toBe(200);
  for (let n = 1; n <= 5; n++) expect((await tryLogin('a wrong password', n)).body).toEqual({ message: 'Invalid username or password', code: 'UNAUTHORIZED' });
  const sixth = await tryLogin(user.password, 6);
  expect([sixth.status, sixth.body]).toEqual([429, { message: 'Too many failed logins. Try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' }]);
  // The tries went to both processes in turn.
  for (const server of servers) expect((proxy.sent.get(server.url) ?? 0) - (before.get(server.url) ?? 0)).toBeGreaterThanOrEqual(3);
});

it('the hourly upkeep both starts ask for runs once', { timeout: 150_000 }, async () => {
  // Each process asks for it at start before it prints that it is running.
  await vi.waitFor(() => expect(servers.map((server) => server.output().includes('Shelter is running at'))).toEqual([true, true]), {
    timeout: 30_000,
    interval: 100,
  });
  const upkeep = () =>
    query<{ state: string }>(
      `select state from pgboss.job where name = 'hourly-upkeep' union all select state from pgboss.archive where name = 'hourly-upkeep'`,
    );
  await vi.waitFor(async () => expect((await upkeep()).map((job) => job.state)).toEqual(expect.arrayContaining(['completed'])), {
    timeout: 60_000,
    interval: 200,
  });
  await vi.waitFor(async () => expect((await upkeep()).filter((job) => job.state !== 'completed')).toEqual([]), { timeout: 60_000, interval: 200 });
  // An hour begun since the start (or within the minute before it) adds the schedule's own run, and
  // a start's in the new hour: allowed for, never relied on.
  const hour = (ms: number) => Math.floor(ms / 3_600_000);
  const hoursBegun = hour(Date.now()) - hour(startedAt - 60_000);
  const runs = (await upkeep()).length;
  if (hoursBegun === 0) expect(runs).toBe(1);
  else expect(runs).toBeLessThanOrEqual(1 + 2 * hoursBegun);
});

it(`${CLIENTS} clients through the proxy, across both processes: no errors, no write lost, no lost update`, { timeout: LOAD_MS + 60_000 }, async () => {
  const shared = idOf(await callApi(proxy.url, 'POST', '/api/animals', { cookie, body: animalPayload({ name: 'Shared by two' }) }));
  const before = new Map(proxy.sent);
  const started = Date.now();
  const load = await runLoad({ base: proxy.url, cookie, shared, clients: CLIENTS, durationMs: LOAD_MS, run: 2 });
  console.log(describeLoad('two processes', CLIENTS, load, (Date.now() - started) / 1000));
  expect(load.failures).toEqual([]);
  expect(load.calls).toBeGreaterThan(CLIENTS * 3);
  for (const server of servers) expect((proxy.sent.get(server.url) ?? 0) - (before.get(server.url) ?? 0)).toBeGreaterThanOrEqual(Math.floor(load.calls / 2));

  const em = db.orm.em.fork();
  expect(await missingWrites(em, load.writes)).toEqual([]);
  expect(await brokenRules(em, dateInZone(new Date(), TIME_ZONE))).toEqual({});
  await expectNoLostUpdate(em, shared, load);
});

it('one process killed with SIGKILL mid-load: every acknowledged write is there, and the other serves it', { timeout: LOAD_MS + 60_000 }, async () => {
  const [victim, survivor] = servers as [TServerProcess, TServerProcess];
  const shared = idOf(await callApi(proxy.url, 'POST', '/api/animals', { cookie, body: animalPayload({ name: 'Shared, then survived' }) }));
  const started = Date.now();
  const halfway = started + LOAD_MS / 2;
  let writesBeforeKill: number | undefined;
  const load = await runLoad({
    base: proxy.url,
    cookie,
    shared,
    clients: CLIENTS,
    durationMs: LOAD_MS,
    run: 3,
    // Killed as an answer comes in, with the other clients' calls in flight; out of the proxy's
    // turn at once, as a load balancer's health check would take it.
    onAnswer(sofar) {
      if (writesBeforeKill !== undefined || Date.now() < halfway) return;
      writesBeforeKill = sofar.writes.length;
      victim.child.kill('SIGKILL');
      proxy.remove(victim.url);
    },
  });
  console.log(`${describeLoad('one of two killed', CLIENTS, load, (Date.now() - started) / 1000)}; ${load.failures.length} calls cut off by the kill`);
  expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // Writes were acknowledged before the kill and after it.
  expect(writesBeforeKill).toBeGreaterThan(0);
  expect(load.writes.length).toBeGreaterThan(writesBeforeKill ?? Infinity);
  // Only calls in flight at the kill failed (one per client at most): no answer, or the proxy's 502.
  expect(load.failures.filter((failure) => failure.status !== 0 && failure.status !== 502)).toEqual([]);
  expect(load.failures.length).toBeLessThanOrEqual(CLIENTS);

  const em = db.orm.em.fork();
  expect(await missingWrites(em, load.writes)).toEqual([]);
  expect(await brokenRules(em, dateInZone(new Date(), TIME_ZONE))).toEqual({});
  // Each saved edit of the shared animal kept its version; an edit cut off by the kill may have
  // been saved unacknowledged, so the final version may be past them.
  expect(new Set(load.edits.map((edit) => edit.version)).size).toBe(load.edits.length);
  const [final] = await query<{ version: number }>('select version from animals where id = ?', [shared]);
  expect(final?.version).toBeGreaterThanOrEqual(1 + load.edits.length);
  // Read back through the survivor: every acknowledged animal, and the registry's count.
  const animals = load.writes.filter((write) => write.table === 'animals').map((write) => write.id);
  const unread: number[] = [];
  for (let i = 0; i < animals.length; i += 20)
    await Promise.all(
      animals.slice(i, i + 20).map(async (id) => {
        if ((await callApi(survivor.url, 'GET', `/api/animals/${id}`, { cookie })).status !== 200) unread.push(id);
      }),
    );
  expect(unread).toEqual([]);
  const [{ count } = { count: -1 }] = await query<{ count: number }>('select count(*)::int as count from animals');
  const registry = await fetch(`${survivor.url}/api/animals?limit=1`, { headers: { cookie } });
  expect(registry.headers.get('x-total-count')).toBe(String(count));
});
