import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../../migrations/index.js';
import { dateInZone } from '../../../src-shared/dates.js';
import { createTestApp, TEST_PASSWORD, type TTestApp } from '../../../test/app.js';
import { createEmptyDatabase, snapshotTables } from '../../../test/database.js';
import { applicationPayload, call, createAnimal, expectError, getJson, postOk, rowCounts, sqlWrite } from '../../../test/fixtures.js';
import { seedDemo } from '../../demo/seed.js';

const run = promisify(execFile);

/**
 * Backup and restore (issue 11): a seeded shelter is backed up, restored into a fresh
 * installation, and every row of every table compared; the refusals and guards around it.
 */

type TBackup = { format: string; formatVersion: number; createdAt: string; migrations: string[]; contents: string; tables: Record<string, unknown[]> };

let source: TTestApp;
let admin: string;
let backup: TBackup;
/** The source's rows when the backup was made (later tests add users and sessions to it). */
let backedUp: Record<string, string[]>;
const installations: TTestApp[] = [];

beforeAll(async () => {
  source = await createTestApp();
  await seedDemo(source.db.orm.em.fork(), dateInZone(new Date(), source.config.timeZone));
  admin = await source.loginAs('admin');
  // Rows in the tables the demo seed leaves empty: ID counters, applications, settings, read notifications.
  const animal = await createAnimal(source, admin, { name: 'Zoë “Ünïcode” 🐾', intakeDate: '2026-03-01' });
  await postOk(source, '/api/public/adoption-application', undefined, applicationPayload(animal.id));
  // And a location with a move into it, and a hold.
  const building = await postOk<{ id: number }>(source, '/api/locations', admin, { name: 'Backup Check Building', kind: 'Building' });
  await postOk(source, `/api/animals/${animal.id}/location`, admin, { locationId: building.id });
  await postOk(source, `/api/animals/${animal.id}/holds`, admin, { type: 'Quarantine', reason: 'Bite reported' });
  // And a treatment course, its doses in the animal's care plan.
  await postOk(source, '/api/treatment-courses', admin, {
    animalId: animal.id,
    drug: 'Cephalexin',
    dose: '500 mg',
    route: 'Oral',
    frequency: 'Twice daily',
    startDate: '2026-03-02',
    doses: 4,
  });
  expect((await call(source, 'PUT', '/api/settings', admin, { organization: { name: 'Riverside Rescue' } })).statusCode).toBe(200);
  // And a notification the admin has read: the application just sent.
  expect((await call(source, 'POST', '/api/notifications/read', admin, { all: true })).statusCode).toBe(200);
  // And a message in the outbox (no SMTP server: kept).
  await postOk(source, '/api/messages/test', admin, { to: 'tester@example.org' });
  // And a photo and a document, as their uploads leave the rows (a JSON backup has no files:
  // backup-archive.test.ts restores those).
  await sqlWrite(
    source,
    `insert into photos (animal_id, position, content_hash, width, height, widths, avif, source_type, source_bytes, version, created_at)
     values (?, 0, '0123456789abcdef0123456789abcdef', 1600, 1200, '{160,480,960,1600}', true, 'jpeg', 2400000, 1, now())`,
    [animal.id],
  );
  await sqlWrite(
    source,
    `insert into documents (animal_id, title, file_name, content_type, byte_size, file_key, version, created_at)
     values (?, 'Vet records', 'vet.pdf', 'application/pdf', 1200, 'documents/5f0c1e9e-0c1b-4d5e-9a51-2f3b7c1d9e10/vet.pdf', 1, now())`,
    [animal.id],
  );
  // And a listing site's export, as its run leaves the row.
  await sqlWrite(
    source,
    `insert into listing_exports (site, state, started_at, finished_at, animals, files)
     values ('petfinder', 'made', now(), now(), 1, '[{"name": "AB123.csv", "key": "listings/petfinder/1/AB123.csv", "bytes": 600}]')`,
  );
});
afterAll(async () => {
  for (const t of [source, ...installations]) await t?.close();
});

/** A fresh, empty installation (migrated, no records) with an admin signed in. */
async function freshInstallation(): Promise<{ t: TTestApp; admin: string }> {
  const t = await createTestApp();
  installations.push(t);
  return { t, admin: await t.loginAs('admin', 'restorer') };
}

const restore = (t: TTestApp, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restore',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('GET /api/backup', () => {
  it('streams every table as one versioned JSON file named for today', async () => {
    const response = await source.app.inject({ method: 'GET', url: '/api/backup', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const today = dateInZone(new Date(), source.config.timeZone);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="shelter-backup-${today}.json"`);
    backup = response.json<TBackup>();
    backedUp = await snapshotTables(source.db.orm);
    expect(backup).toMatchObject({ format: 'shelter-backup', formatVersion: 1, migrations: migrationsList.map((m) => m.name) });
    // Every table but the file store's, whose bytes only the archive carries.
    expect(backup.contents).toMatch(/^Every table but stored_files/);
    const tables = Object.keys(backedUp).filter((table) => table !== 'stored_files');
    expect(Object.keys(backup.tables).sort()).toEqual(tables);
    // The comparison below means something only if every table has rows.
    for (const table of tables) expect(backup.tables[table]?.length, table).toBeGreaterThan(0);
  });

  it('is for signed-in admins only', async () => {
    expectError(await call(source, 'GET', '/api/backup'), 401, 'Please log in');
    const staff = await source.loginAs('staff');
    expectError(await call(source, 'GET', '/api/backup', staff), 403, 'The staff role cannot manage settings, users, the audit log or backups');
  });
});

describe('POST /api/restore', () => {
  it('restores into an empty installation: every row of every table identical, ids kept, sequences past them', async () => {
    const { t, admin: restorer } = await freshInstallation();
    const response = await restore(t, restorer, backup);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/^The backup was restored: \d+ rows in \d+ tables\.$/);

    const actual = await snapshotTables(t.db.orm);
    for (const table of Object.keys(backedUp)) expect(actual[table], table).toEqual(backedUp[table]);
    expect(Object.keys(actual)).toEqual(Object.keys(backedUp));

    // The restoring session went with the installation's own users; the backup's users and
    // sessions work (the test installations share a session secret), passwords included.
    expectError(await call(t, 'GET', '/api/me', restorer), 401, 'Please log in');
    expect((await call(t, 'GET', '/api/me', admin)).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin1', password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    // People's search text is computed again by PostgreSQL, not carried in the file: a phone's digits find its person.
    expect(backup.tables.people?.[0]).not.toHaveProperty('search_text');
    const [someone] = await t.db.orm.em
      .fork()
      .execute<{ id: number; phone: string }[]>('select id, phone from people where phone is not null order by id limit 1');
    const found = await getJson<{ items: { id: number }[] }>(t, `/api/people?q=${someone?.phone.replace(/\D/g, '')}`, admin);
    expect(found.items.map((person) => person.id)).toContain(someone?.id);
    const [before] = await t.db.orm.em.fork().execute<{ max: number }[]>('select max(id) as max from animals');
    const created = await createAnimal(t, admin, { intakeDate: '2026-03-02' });
    expect(created.id).toBe((before?.max ?? 0) + 1);
  });

  it('refuses an installation that holds records with 409 and writes nothing', async () => {
    const counts = await rowCounts(source);
    const response = await restore(source, admin, backup);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: expect.stringMatching(
        /^A backup can only be restored into an empty installation, and this one holds records \(animals: \d+, .*\)\. Restore into a new installation instead\.$/,
      ),
      code: 'CONFLICT',
    });
    expect(await rowCounts(source)).toEqual(counts);
  });

  it('refuses files that are not a backup of this version with 400, before touching anything', async () => {
    const { t, admin: restorer } = await freshInstallation();
    const refusals: [unknown, string][] = [
      [{ ...backup, formatVersion: 2 }, 'This backup has format version 2; this version of Shelter restores format version 1'],
      [{ hello: 'world' }, 'This file is not a Shelter backup'],
      [[1, 2, 3], 'This file is not a Shelter backup'],
      [
        { ...backup, migrations: ['Migration20200101000000'] },
        'This backup was made by another version of Shelter (its database migrations differ from this installation’s). Restore it with the version that made it.',
      ],
      // Older than the care plans (a migration that changed tables' rows): only what the photos',
      // the messages', the website's and the abuse limits' migrations added (and the staff calls'
      // indexes) may be missing (backup-archive.test.ts).
      [
        { ...backup, migrations: backup.migrations.slice(0, -7) },
        'This backup was made by another version of Shelter (its database migrations differ from this installation’s). Restore it with the version that made it.',
      ],
      [{ ...backup, tables: { ...backup.tables, animals: undefined } }, 'This backup has no table "animals"'],
      [{ ...backup, tables: { ...backup.tables, pets: [] } }, 'This backup has tables this installation does not: pets'],
      [{ ...backup, tables: { ...backup.tables, animals: [{ id: 1 }] } }, 'This backup\'s row 1 of table "animals" does not have that table\'s columns'],
      [{ ...backup, tables: { ...backup.tables, animals: 'none' } }, 'This backup is damaged: tables.animals: Invalid input: expected array, received string'],
    ];
    for (const [payload, message] of refusals) expectError(await restore(t, restorer, payload), 400, message);

    const users = backup.tables.users as Record<string, unknown>[];
    const duplicate = { ...backup, tables: { ...backup.tables, users: [...users, users[0]] } };
    expectError(await restore(t, restorer, duplicate), 400, 'The backup\'s rows of table "users" cannot be restored: a key appears twice');
    const badDate = {
      ...backup,
      tables: { ...backup.tables, animals: (backup.tables.animals as Record<string, unknown>[]).map((row) => ({ ...row, intake_date: 'soon' })) },
    };
    expect((await restore(t, restorer, badDate)).json<{ message: string }>().message).toMatch(
      /^The backup's rows of table "animals" cannot be restored: a value has the wrong type or format/,
    );
    expect((await restore(t, restorer, '{"format":')).statusCode).toBe(400);
    // Nothing was written by any of them: the admin's session is still there.
    expect((await call(t, 'GET', '/api/me', restorer)).statusCode).toBe(200);
    expect(Object.values(await rowCounts(t)).every((n) => n === 0)).toBe(true);
  });

  it('is guarded like every other write: 401, 403 for other roles and other sites, 415 for non-JSON', async () => {
    const { t } = await freshInstallation();
    expectError(await restore(t, undefined, backup), 401, 'Please log in');
    const staff = await t.loginAs('staff');
    expectError(await restore(t, staff, backup), 403, 'The staff role cannot manage settings, users, the audit log or backups');
    const other = await t.loginAs('admin');
    expect((await restore(t, other, backup, { origin: 'https://evil.example' })).json()).toEqual({
      message: 'Requests from other sites are refused',
      code: 'FORBIDDEN',
    });
    const plain = await restore(t, other, backup, { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('takes a backup larger than the API’s 1 MiB body limit', async () => {
    const { t, admin: restorer } = await freshInstallation();
    const notes = (backup.tables.behavior_notes as Record<string, unknown>[]).map((row) => ({ ...row, note: 'x'.repeat(40_000) }));
    const big = { ...backup, tables: { ...backup.tables, behavior_notes: notes } };
    expect(JSON.stringify(big).length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await restore(t, restorer, big);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('npm run backup and npm run restore', () => {
  const node = (script: string, file: string, databaseUrl: string) =>
    run(process.execPath, [path.resolve('dist/server/src', script), file], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });

  it('write a backup to a file and restore it into a new database, row for row', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'shelter-backup-')), 'backup.json');
    const saved = await node('backup.js', file, source.db.url);
    expect(saved.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to /);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'shelter-backup', formatVersion: 1 });

    // A database with no schema yet, as on a new server: the command migrates it first.
    const target = await createEmptyDatabase();
    try {
      const restored = await node('restore.js', file, target.url);
      expect(restored.stdout).toMatch(/^The backup was restored/);
      expect(await snapshotTables(target.orm)).toEqual(await snapshotTables(source.db.orm));
      // Run again, the installation is no longer empty: refused, exit code 1, nothing changed.
      const again = await node('restore.js', file, target.url).catch((error: { code: number; stderr: string }) => error);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/^A backup can only be restored into an empty installation/) });
    } finally {
      await target.close();
    }
  });

  it('refuse a file that is not JSON with a clear line', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'shelter-backup-')), 'broken.json');
    await writeFile(file, '{"format":"shelter-backup",');
    const result = await node('restore.js', file, source.db.url).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Cannot read .*broken\.json as JSON/) });
  });
});
