import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as TWebStream } from 'node:stream/web';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { extract } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsList } from '../../../migrations/index.js';
import { photoKeys, photoWidths } from '../../../src-shared/photos.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { createEmptyDatabase, snapshotTables } from '../../../test/database.js';
import { call, createAnimal, expectError, getJson, rowCounts, sql, sqlWrite } from '../../../test/fixtures.js';
import type { TFileStore, TStoredFile } from '../../storage/file-store.js';
import { readCatalog } from './backup-catalog.js';

const run = promisify(execFile);

/**
 * Backups with photos (issue 22): a shelter with 200 photos and a few documents is backed up as an
 * archive over HTTP and restored into an empty installation, every size of every photo with it;
 * the archive and the restore stream; a JSON backup made before photos existed still restores;
 * damaged archives and other roles are refused without a change.
 */

const PHOTOS = 200;

let source: TTestApp;
let admin: string;
let baseUrl: string;
/** Every file the live records name, with its bytes, and the source's rows when the archive was made. */
const stored = new Map<string, TStoredFile>();
let backedUp: Record<string, string[]>;
let archive: { file: string; bytes: Buffer };
const installations: TTestApp[] = [];

/** Small real images, one per format; each file gets its key appended so no two files are alike. */
async function images(): Promise<Record<'jpeg' | 'webp' | 'avif', Buffer>> {
  const picture = () => sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return { jpeg: await picture().jpeg().toBuffer(), webp: await picture().webp().toBuffer(), avif: await picture().avif().toBuffer() };
}

const CONTENT_TYPES = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const;

/**
 * Photos and documents as their uploads leave them: rows, and their files in the store. Voided
 * ones have rows only (a void deletes the files); a file no record names is left over.
 */
async function seedPhotosAndDocuments(t: TTestApp, animalIds: number[]): Promise<void> {
  const made = await images();
  const photos = Array.from({ length: PHOTOS }, (_, index) => {
    const width = index % 5 === 0 ? 300 : 1600;
    return {
      animal_id: animalIds[index % animalIds.length],
      position: Math.floor(index / animalIds.length),
      content_hash: createHash('sha256').update(`photo ${index}`).digest('hex').slice(0, 32),
      width,
      height: Math.round(width * 0.75),
      widths: photoWidths(width),
      avif: index % 3 === 0,
      source_type: 'jpeg',
      source_bytes: 1000 + index,
      voided_at: null as string | null,
    };
  });
  // The same upload on a second animal shares the first's files; a voided photo has none.
  const [first] = photos;
  if (!first) throw new Error('No photo');
  photos.push({ ...first, animal_id: animalIds[1], position: 99 });
  photos.push({ ...first, content_hash: 'f'.repeat(32), position: 100, voided_at: new Date().toISOString() });
  await sqlWrite(
    t,
    `insert into photos (animal_id, position, content_hash, width, height, widths, avif, source_type, source_bytes, voided_at, void_reason, version, created_at)
     select animal_id, position, content_hash, width, height, widths, avif, source_type, source_bytes, voided_at,
            case when voided_at is null then null else 'Blurry' end, 1, now()
       from json_to_recordset(?::json) as x(animal_id int, position int, content_hash text, width int, height int, widths int[], avif boolean,
                                            source_type text, source_bytes int, voided_at timestamptz)`,
    [JSON.stringify(photos)],
  );
  for (const photo of photos.filter((p) => !p.voided_at)) {
    for (const key of photoKeys({ contentHash: photo.content_hash, widths: photo.widths, avif: photo.avif })) {
      const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
      const format = extension === 'jpg' ? 'jpeg' : extension;
      stored.set(key, { body: Buffer.concat([made[format], Buffer.from(key)]), contentType: CONTENT_TYPES[extension] });
    }
  }

  const documents = [
    'Vaccination history.pdf',
    'Adoption contract — signed by Zoë Müller (scan, page 1 of 3, with the shelter’s stamp).pdf',
    'Intake form.pdf',
  ].map((fileName, index) => ({
    animal_id: animalIds[index],
    title: fileName.replace(/\.pdf$/, ''),
    file_name: fileName,
    key: `documents/${randomUUID()}/${fileName}`,
  }));
  for (const document of documents)
    stored.set(document.key, { body: Buffer.from(`%PDF-1.4\n% ${document.file_name}\n%%EOF\n`), contentType: 'application/pdf' });
  const voided = { animal_id: animalIds[0], title: 'Wrong animal', file_name: 'wrong.pdf', key: `documents/${randomUUID()}/wrong.pdf` };
  await sqlWrite(
    t,
    `insert into documents (animal_id, title, file_name, content_type, byte_size, file_key, voided_at, void_reason, version, created_at)
     select animal_id, title, file_name, 'application/pdf', 40, key, case when voided then now() end, case when voided then 'Wrong animal' end, 1, now()
       from json_to_recordset(?::json) as x(animal_id int, title text, file_name text, key text, voided boolean)`,
    [JSON.stringify([...documents.map((d) => ({ ...d, voided: false })), { ...voided, voided: true }])],
  );
  await Promise.all([...stored].map(([key, file]) => t.app.files.put(key, file)));
  await t.app.files.put('photos/0123456789abcdef0123456789abcdef/160.jpg', { body: Buffer.from('left over'), contentType: 'image/jpeg' });
}

/** The store with `hooks` called around its work, in a transaction too. */
function watched(store: TFileStore, hooks: { beforeGet?: (key: string) => Promise<void>; afterPut?: (key: string) => void }): TFileStore {
  const watch = <T extends TFileStore>(inner: T): T => ({
    ...inner,
    async get(key: string) {
      await hooks.beforeGet?.(key);
      return inner.get(key);
    },
    async put(key: string, file: TStoredFile) {
      await inner.put(key, file);
      hooks.afterPut?.(key);
    },
  });
  const inTransaction = store.inTransaction?.bind(store);
  return { ...watch(store), ...(inTransaction ? { inTransaction: (em) => watch(inTransaction(em)) } : {}) };
}

/** Resolves when `promise` does, or fails the test after a while: a stream that never comes stops here, not at the test's timeout. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen`)), 10_000)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The archive's entries, in order: name, content type (files) and bytes. */
async function entriesOf(bytes: Buffer): Promise<{ name: string; contentType: string | undefined; body: Buffer }[]> {
  const reader = extract();
  Readable.from([bytes]).pipe(reader);
  const entries = [];
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const header = entry.header as typeof entry.header & { pax?: Record<string, string> };
    entries.push({ name: header.name, contentType: header.pax?.['SHELTER.content_type'], body: Buffer.concat(chunks) });
  }
  return entries;
}

beforeAll(async () => {
  source = await createTestApp();
  admin = await source.loginAs('admin');
  const animals = [];
  for (const name of ['Biscuit', 'Mittens', 'Pepper', 'Zoë “Ünïcode” 🐾']) animals.push(await createAnimal(source, admin, { name, intakeDate: '2026-03-01' }));
  await seedPhotosAndDocuments(
    source,
    animals.map((animal) => animal.id),
  );
  // A listing site's export: its files travel with the archive, so its latest run can be downloaded after a restore.
  const listing = await call(source, 'POST', '/api/listings/adoptapet/run', admin, {});
  for (const { key } of (
    await sql<{ files: { key: string }[] }>(source, 'select files from listing_exports where id = ?', [listing.json<{ id: number }>().id])
  )[0]?.files ?? []) {
    const file = await source.app.files.get(key);
    if (file) stored.set(key, file);
  }
  expect([...stored.keys()].filter((key) => key.startsWith('listings/'))).toHaveLength(2);
  await source.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(source.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const t of [source, ...installations]) await t?.close();
});

/** A fresh, empty installation with an admin signed in and a file of its own in the store. */
async function freshInstallation(): Promise<{ t: TTestApp; admin: string }> {
  const t = await createTestApp();
  installations.push(t);
  await t.app.files.put('photos/00000000000000000000000000000000/160.jpg', { body: Buffer.from('before'), contentType: 'image/jpeg' });
  return { t, admin: await t.loginAs('admin', 'restorer') };
}

const restoreArchive = (t: TTestApp, cookie: string | undefined, body: Buffer | Readable, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restore',
    headers: {
      'content-type': 'application/x-tar',
      ...(cookie ? { cookie } : {}),
      ...(Buffer.isBuffer(body) ? {} : { 'content-length': String(archive.bytes.length) }),
      ...headers,
    },
    payload: body,
  });

/** What a failed restore must leave as it was: no records, the file of its own, the admin's session. */
async function expectUnchanged(t: TTestApp, cookie: string): Promise<void> {
  expect(Object.values(await rowCounts(t, ['animals', 'photos', 'documents', 'stays'])).every((n) => n === 0)).toBe(true);
  expect(await sql(t, 'select key from stored_files')).toEqual([{ key: 'photos/00000000000000000000000000000000/160.jpg' }]);
  expect((await call(t, 'GET', '/api/me', cookie)).statusCode).toBe(200);
}

describe('GET /api/backup/archive', () => {
  it('streams a tar over HTTP: the manifest, every table but stored_files as JSON lines, every live file once, and the end', async () => {
    const response = await fetch(`${baseUrl}/api/backup/archive`, { headers: { cookie: admin, 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tar');
    // Photos are compressed already: the archive is not compressed again.
    expect(response.headers.get('content-encoding')).toBeNull();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: source.config.timeZone }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shelter-backup-${today}.tar"`);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'shelter-archive-')), 'backup.tar');
    if (!response.body) throw new Error('No body');
    await pipeline(Readable.fromWeb(response.body as TWebStream<Uint8Array>), createWriteStream(file));
    archive = { file, bytes: await readFile(file) };
    backedUp = await snapshotTables(source.db.orm);

    const entries = await entriesOf(archive.bytes);
    const manifest = JSON.parse(entries[0]?.body.toString() ?? '') as Record<string, unknown>;
    const tables = Object.keys(backedUp).filter((table) => table !== 'stored_files');
    expect(entries[0]?.name).toBe('manifest.json');
    expect(manifest).toMatchObject({
      format: 'shelter-backup-archive',
      formatVersion: 1,
      migrations: migrationsList.map((m) => m.name),
      fileStore: 'postgres',
      files: stored.size,
      contents: expect.stringContaining('every table but stored_files'),
    });
    expect(Object.keys(manifest.tables as object).sort()).toEqual(tables);
    expect(manifest.tables).toMatchObject({ photos: PHOTOS + 2, documents: 4 });

    const tableEntries = entries.filter((entry) => entry.name.startsWith('tables/'));
    expect(tableEntries.map((entry) => entry.name)).toEqual(Object.keys(manifest.tables as object).map((table) => `tables/${table}.jsonl`));
    const photoRows =
      tableEntries
        .find((entry) => entry.name === 'tables/photos.jsonl')
        ?.body.toString()
        .trimEnd()
        .split('\n') ?? [];
    expect(photoRows.map((line) => JSON.stringify(JSON.parse(line))).sort()).toEqual([...(backedUp.photos ?? [])].sort());

    const files = entries.filter((entry) => entry.name.startsWith('files/'));
    expect(files.map((entry) => entry.name.slice('files/'.length)).sort()).toEqual([...stored.keys()].sort());
    for (const entry of files) {
      const expected = stored.get(entry.name.slice('files/'.length));
      expect(entry.body.equals(expected?.body ?? Buffer.alloc(0)), entry.name).toBe(true);
      expect(entry.contentType).toBe(expected?.contentType);
    }
    expect(entries.at(-1)?.name).toBe('end.json');
    expect(JSON.parse(entries.at(-1)?.body.toString() ?? '')).toEqual({ files: stored.size, missing: [] });
  });

  it('streams: its first bytes reach the client before the store has given the last file', async () => {
    const keys = [...stored.keys()];
    let received: () => void = () => {};
    const firstBytes = new Promise<void>((resolve) => (received = resolve));
    const store = source.app.files;
    source.app.files = watched(store, {
      beforeGet: (key) => (key === keys.at(-1) ? within(firstBytes, 'The first bytes of the download') : Promise.resolve()),
    });
    try {
      const response = await fetch(`${baseUrl}/api/backup/archive`, { headers: { cookie: admin } });
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(first?.value?.length).toBeGreaterThan(0);
      received();
      let length = first?.value?.length ?? 0;
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) length += chunk.value.length;
      expect(length).toBe(archive.bytes.length);
    } finally {
      source.app.files = store;
    }
  });

  it('cancelled midway, ends its transaction and leaves the server serving', async () => {
    const last = [...stored.keys()].at(-1);
    let cancelled: () => void = () => {};
    const cancel = new Promise<void>((resolve) => (cancelled = resolve));
    const store = source.app.files;
    source.app.files = watched(store, { beforeGet: (key) => (key === last ? within(cancel, 'The cancel') : Promise.resolve()) });
    // The backup's snapshot, open while it waits: the one transaction of the app's own connections
    // (the queue's have their own name, and this query's is not counted). Its state may read
    // 'active' or 'idle in transaction' depending on the instant, so it is not asked.
    const waiting =
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid() and application_name <> 'shelter-queue'";
    try {
      // A connection of its own (fetch's pool may open another, which would keep the server from closing).
      const request = http.get(`${baseUrl}/api/backup/archive`, { headers: { cookie: admin }, agent: false });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => response.once('data', resolve));
      await vi.waitFor(async () => expect(await sql(source, waiting)).toEqual([{ n: 1 }]), { timeout: 10_000, interval: 50 });
      request.destroy();
      cancelled();
      await vi.waitFor(async () => expect(await sql(source, waiting)).toEqual([{ n: 0 }]), { timeout: 10_000, interval: 50 });
    } finally {
      source.app.files = store;
    }
    expect((await call(source, 'GET', '/api/me', admin)).statusCode).toBe(200);
  });

  it('leaves out a file the records name that the store no longer has, and names it in end.json', async () => {
    const [key] = stored.keys();
    if (!key) throw new Error('No file');
    await source.app.files.delete([key]);
    try {
      const response = await source.app.inject({ method: 'GET', url: '/api/backup/archive', headers: { cookie: admin } });
      expect(response.statusCode).toBe(200);
      const entries = await entriesOf(response.rawPayload);
      expect(JSON.parse(entries[0]?.body.toString() ?? '')).toMatchObject({ files: stored.size });
      expect(entries.filter((entry) => entry.name.startsWith('files/'))).toHaveLength(stored.size - 1);
      expect(JSON.parse(entries.at(-1)?.body.toString() ?? '')).toEqual({ files: stored.size - 1, missing: [key] });
    } finally {
      const file = stored.get(key);
      if (file) await source.app.files.put(key, file);
    }
  });

  it('is for signed-in admins only', async () => {
    expectError(await call(source, 'GET', '/api/backup/archive'), 401, 'Please log in');
    const staff = await source.loginAs('staff');
    expectError(await call(source, 'GET', '/api/backup/archive', staff), 403, 'The staff role cannot manage settings, users, the audit log or backups');
  });
});

describe('POST /api/restore with an archive', () => {
  it('a backup with 200 photos restores into an empty installation with every photo', async () => {
    const { t, admin: restorer } = await freshInstallation();
    // The queue's own schema is no table of a backup's, and a restore leaves it be.
    const queues = 'select name from pgboss.queue order by name';
    const before = await sql(t, queues);
    expect(before.length).toBeGreaterThan(0);
    const response = await restoreArchive(t, restorer, createReadStream(archive.file));
    expect(response.statusCode, response.body).toBe(200);
    expect(await sql(t, queues)).toEqual(before);
    expect(response.json<{ message: string; files: number }>()).toMatchObject({
      message: expect.stringMatching(new RegExp(`^The backup was restored: \\d+ rows in \\d+ tables and ${stored.size} files\\.$`)),
      files: stored.size,
    });

    const actual = await snapshotTables(t.db.orm);
    for (const table of Object.keys(backedUp).filter((name) => name !== 'stored_files')) expect(actual[table], table).toEqual(backedUp[table]);
    // Every size of every photo, and every document, byte for byte; the installation's own file is gone.
    const keys = [...stored.keys()];
    const read = await Promise.all(keys.map((key) => t.app.files.get(key)));
    keys.forEach((key, index) => expect(read[index], key).toEqual(stored.get(key)));
    expect(await sql(t, 'select count(*)::int as n from stored_files')).toEqual([{ n: stored.size }]);
    expect(await t.app.files.get('photos/00000000000000000000000000000000/160.jpg')).toBeNull();

    // The backup's accounts and sessions, as with a JSON backup.
    expectError(await call(t, 'GET', '/api/me', restorer), 401, 'Please log in');
    expect((await call(t, 'GET', '/api/me', admin)).statusCode).toBe(200);
    const animals = await getJson<{ name: string }[]>(t, '/api/animals', admin);
    expect(animals.map((animal) => animal.name)).toContain('Zoë “Ünïcode” 🐾');
  });

  it('streams: the first file is stored before the upload has ended', async () => {
    const { t, admin: restorer } = await freshInstallation();
    let put: () => void = () => {};
    const firstFile = new Promise<void>((resolve) => (put = resolve));
    t.app.files = watched(t.app.files, { afterPut: () => put() });
    // All but the tar's closing blocks, then those once a file is in the store.
    const body = Readable.from(
      (async function* () {
        yield archive.bytes.subarray(0, archive.bytes.length - 1024);
        await within(firstFile, 'A file stored during the upload');
        yield archive.bytes.subarray(archive.bytes.length - 1024);
      })(),
    );
    const response = await restoreArchive(t, restorer, body);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a truncated or damaged archive with 400, and changes nothing (the store’s files included)', async () => {
    const { t, admin: restorer } = await freshInstallation();
    const bytes = archive.bytes;
    // end.json and the closing blocks: a header and one block of data, then two blocks of zeros.
    const withoutEnd = bytes.subarray(0, bytes.length - 4 * 512);
    expect((await entriesOf(withoutEnd)).at(-1)?.name).toMatch(/^files\//);
    const refusals: [Buffer, string][] = [
      // Within a block (tar's blocks are 512 bytes) of the files, past the rows.
      [
        bytes.subarray(0, Math.floor((bytes.length * 0.6) / 512) * 512 + 100),
        'This backup archive is incomplete: it ends in the middle of an entry. Download the backup again.',
      ],
      [withoutEnd, 'This backup archive is incomplete: it ends before its last entry. Download the backup again.'],
      [Buffer.from(JSON.stringify({ format: 'shelter-backup', formatVersion: 1 })), 'This file is not a Shelter backup'],
      [Buffer.alloc(4096, 7), 'This file is not a Shelter backup'],
      [Buffer.alloc(0), 'This file is not a Shelter backup'],
    ];
    for (const [body, message] of refusals) {
      expectError(await restoreArchive(t, restorer, body), 400, message);
      await expectUnchanged(t, restorer);
    }
    // A row the manifest does not count: refused after the rows are in, and they go again.
    const manifestEnd = bytes.indexOf('\n}\n') + 3;
    const manifest = bytes.subarray(512, manifestEnd).toString().replace('"photos": 202', '"photos": 201');
    const miscounted = Buffer.concat([bytes.subarray(0, 512), Buffer.from(manifest), bytes.subarray(manifestEnd)]);
    expectError(await restoreArchive(t, restorer, miscounted), 400, 'This backup archive is damaged: tables/photos.jsonl has 202 rows, not 201');
    await expectUnchanged(t, restorer);
    const unmeasured = await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      headers: { cookie: restorer, 'content-type': 'application/x-tar', 'transfer-encoding': 'chunked' },
      payload: Readable.from([bytes]),
    });
    expectError(unmeasured, 400, 'Send the archive with its length (a Content-Length header)');
    await expectUnchanged(t, restorer);
  });

  it('is guarded like the JSON restore: 401, 403 for other roles and other sites; a tar elsewhere is 415', async () => {
    const { t, admin: restorer } = await freshInstallation();
    expectError(await restoreArchive(t, undefined, archive.bytes), 401, 'Please log in');
    const staff = await t.loginAs('staff');
    expectError(await restoreArchive(t, staff, archive.bytes), 403, 'The staff role cannot manage settings, users, the audit log or backups');
    expect((await restoreArchive(t, restorer, archive.bytes, { origin: 'https://evil.example' })).json()).toEqual({
      message: 'Requests from other sites are refused',
      code: 'FORBIDDEN',
    });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { cookie: restorer, 'content-type': 'application/x-tar' },
      payload: archive.bytes,
    });
    expect(elsewhere.statusCode).toBe(415);
    await expectUnchanged(t, restorer);
  });
});

describe('a JSON backup', () => {
  it('made before the photos’ release (no photos, documents, stored files, messages or listing exports; users, people and animals without their new columns) still restores', async () => {
    const current = await getJson<{ migrations: string[]; contents?: string; tables: Record<string, Record<string, unknown>[]> }>(source, '/api/backup', admin);
    expect(current.tables).not.toHaveProperty('stored_files');
    expect(current.contents).toMatch(/not in this file/);
    // What the release before those three wrote: its migrations, its tables and columns, no `contents`.
    const newColumns: Record<string, string[]> = {
      users: ['email', 'notify_new_applications', 'digest_hour', 'notify_appointment_reminders', 'notify_foster_ending'],
      people: ['email_refused_at', 'email_refused_reason'],
      animals: ['public_listing'],
    };
    const without = (row: Record<string, unknown>, columns: string[] = []) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
    const { photos: _photos, documents: _documents, messages: _messages, listing_exports: _exports, ...kept } = current.tables;
    const tables = Object.fromEntries(Object.entries(kept).map(([table, rows]) => [table, rows.map((row) => without(row, newColumns[table]))]));
    const { contents: _contents, ...rest } = current;
    const later = [
      'Migration20261128000000',
      'Migration20261129000000',
      'Migration20261130000000',
      'Migration20261201000000',
      'Migration20261202000000',
      'Migration20261203000000',
    ];
    const previous = { ...rest, migrations: current.migrations.filter((name) => !later.includes(name)), tables };
    // The schema that release made: the same tables, column for column, but those.
    const old = await createEmptyDatabase();
    try {
      await old.orm.getMigrator().up({ to: 'Migration20261127000000' });
      const [before, now] = [await readCatalog(old.orm.em.fork()), await readCatalog(source.db.orm.em.fork())];
      expect(Object.keys(tables).sort()).toEqual([...before.tables].sort());
      for (const table of before.tables) {
        expect(before.columns.get(table), table).toEqual(now.columns.get(table)?.filter((column) => !newColumns[table]?.includes(column)));
      }
    } finally {
      await old.close();
    }

    const { t, admin: restorer } = await freshInstallation();
    const response = await t.app.inject({ method: 'POST', url: '/api/restore', headers: { cookie: restorer }, payload: previous });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowCounts(t, ['photos', 'documents', 'messages', 'listing_exports'])).toEqual({ photos: 0, documents: 0, messages: 0, listing_exports: 0 });
    const restored = await snapshotTables(t.db.orm);
    const now = await snapshotTables(source.db.orm);
    for (const table of Object.keys(tables)) expect(restored[table], table).toEqual(now[table]);
    // A JSON restore leaves the file store alone.
    expect(await t.app.files.get('photos/00000000000000000000000000000000/160.jpg')).not.toBeNull();
    const [photo] = await sql<{ id: number }>(t, 'select nextval(pg_get_serial_sequence(?, ?)) as id', ['photos', 'id']);
    expect(Number(photo?.id)).toBe(1);
  });
});

describe('npm run backup and npm run restore with a .tar', () => {
  it('write the archive to a file and restore it, photos included, into a new database', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'shelter-backup-')), 'backup.tar');
    const node = (script: string, databaseUrl: string) =>
      run(process.execPath, [path.resolve('dist/server/src', script), file], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
    const saved = await node('backup.js', source.db.url);
    expect(saved.stdout).toMatch(new RegExp(`^Backed up \\d+ rows of \\d+ tables and ${stored.size} files to `));
    expect((await stat(file)).size).toBeGreaterThan(0);

    const target = await createEmptyDatabase();
    try {
      expect((await node('restore.js', target.url)).stdout).toMatch(/^The backup was restored/);
      const rows = await target.orm.em.fork().execute<{ key: string; content: Buffer }[]>('select key, content from stored_files');
      expect(new Map(rows.map((row) => [row.key, row.content]))).toEqual(new Map([...stored].map(([key, value]) => [key, value.body])));
      expect(await sql(source, 'select count(*)::int as n from photos')).toEqual(await target.orm.em.fork().execute('select count(*)::int as n from photos'));
    } finally {
      await target.close();
    }
  });
});
