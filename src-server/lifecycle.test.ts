import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrationsList } from '../migrations/index.js';
import { asApiClient, sessionCookie, testConfig } from '../test/app.js';
import { buildApp } from './app.js';
import { ensureDatabase } from './db/database.js';
import { prepare, type TPrepared } from './lifecycle.js';

const log = pino({ level: 'silent' });
let prepared: TPrepared[] = [];
afterEach(async () => {
  for (const p of prepared) await p.db.close();
  prepared = [];
});

/** A database with nothing in it, not even the schema: what an operator points DATABASE_URL at. */
async function emptyDatabase(): Promise<string> {
  const name = `${inject('dbTemplate').replace(/_template$/, '')}_empty_${randomBytes(4).toString('hex')}`;
  return ensureDatabase(inject('dbServerUrl'), name);
}

async function start(overrides: Parameters<typeof testConfig>[0]) {
  const config = await testConfig(overrides);
  const result = await prepare(config, log);
  prepared.push(result);
  return { config, ...result };
}

async function logIn(p: Awaited<ReturnType<typeof start>>, username: string, password: string) {
  const app = asApiClient(await buildApp({ config: p.config, orm: p.db.orm }));
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  await app.close();
  return response;
}

async function canLogIn(p: Awaited<ReturnType<typeof start>>, username: string, password: string): Promise<number> {
  return (await logIn(p, username, password)).statusCode;
}

describe('starting on an empty database at DATABASE_URL', () => {
  it('migrates it and lets the configured admin log in', async () => {
    const databaseUrl = await emptyDatabase();
    const admin = { username: 'director', password: 'a long admin password 1' };
    const started = await start({ databaseUrl, admin, databasePoolMax: 4 });
    expect(started.db.orm.config.get('pool')?.max).toBe(4);
    expect(started.notices).toContain('Log in as "director" with the password in SHELTER_ADMIN_PASSWORD.');
    // The operator's own password, set again at every start: not asked to be replaced.
    expect((await logIn(started, 'director', admin.password)).json()).toMatchObject({ role: 'admin', mustChangePassword: false });
    expect(await started.db.orm.em.fork().getConnection().execute('select count(*) as n from animals')).toEqual([{ n: '0' }]);
  });

  it('two processes starting together both come up: one migrates and makes the admin, the other finds them', async () => {
    const databaseUrl = await emptyDatabase();
    const both = await Promise.all([start({ databaseUrl }), start({ databaseUrl })]);
    const em = both[0].db.orm.em.fork();
    expect(await em.execute('select count(*)::int as n, count(distinct name)::int as names from mikro_orm_migrations')).toEqual([
      { n: migrationsList.length, names: migrationsList.length },
    ]);
    expect(await em.execute('select username from users')).toEqual([{ username: 'admin' }]);
    // The password made is shown by the process that made it, and by no other.
    expect(both.filter((p) => p.notices.some((notice) => notice.includes('with password:')))).toHaveLength(1);
  });

  it('resets that admin’s password on the next start', async () => {
    const databaseUrl = await emptyDatabase();
    await start({ databaseUrl, admin: { username: 'director', password: 'the first password' } });
    const again = await start({ databaseUrl, admin: { username: 'director', password: 'the second password' } });
    expect(await canLogIn(again, 'director', 'the first password')).toBe(401);
    expect(await canLogIn(again, 'director', 'the second password')).toBe(200);
  });

  it('without a configured admin creates one with a password printed once', async () => {
    const databaseUrl = await emptyDatabase();
    const first = await start({ databaseUrl });
    const line = first.notices.find((notice) => notice.includes('with password:'));
    const password = line?.split('with password: ')[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const app = asApiClient(await buildApp({ config: first.config, orm: first.db.orm }));
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password } });
    expect(login.statusCode).toBe(200);
    // A printed password: the console asks the admin for one of their own first, until they choose it.
    expect(login.json()).toMatchObject({ role: 'admin', mustChangePassword: true });
    const cookie = sessionCookie(login);
    const chosen = 'the director chose this phrase';
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/password', headers: { cookie }, payload: { currentPassword: password, newPassword: chosen } }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).json()).toMatchObject({ mustChangePassword: false });
    await app.close();
    expect((await logIn(first, 'admin', chosen)).json()).toMatchObject({ mustChangePassword: false });
    const second = await start({ databaseUrl });
    expect(second.notices.join('\n')).not.toContain('with password:');
  });

  // Seeds a whole demo shelter, its photos' sizes made, twice over.
  it('seeds the demo shelter when asked, once', { timeout: 120_000 }, async () => {
    const databaseUrl = await emptyDatabase();
    const first = await start({ databaseUrl, seedDemo: true });
    const count = async (p: TPrepared) =>
      Number((await p.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from animals'))[0]?.n);
    expect(await count(first)).toBeGreaterThanOrEqual(40);
    // Every demo animal pictured before the app listens: its drawing made into its photo, no address kept.
    const unpictured = await first.db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        'select count(*) as n from animals a where a.image_url is not null or not exists (select 1 from photos p where p.animal_id = a.id and p.voided_at is null)',
      );
    expect(unpictured).toEqual([{ n: '0' }]);
    const second = await start({ databaseUrl, seedDemo: true });
    expect(await count(second)).toBe(await count(first));
  });
});
