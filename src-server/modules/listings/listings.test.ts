import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListingExport, TListingSiteStatus } from '../../../src-shared/schemas/listings.js';
import { checkCsv } from '../../../test/listing-layouts/layout.js';
import { PETFINDER_LAYOUT } from '../../../test/listing-layouts/petfinder.js';
import { ADOPTAPET_LAYOUT } from '../../../test/listing-layouts/adoptapet.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { adoptionPayload, call, createAnimal, getJson, loginAll, postOk, sql, sqlWrite, type TSessions } from '../../../test/fixtures.js';
import { photoJpeg, uploadPhotos } from '../../../test/fixtures-photos.js';
import { voidCall } from '../../../test/fixtures-records.js';
import { runHourlyJobs } from '../../jobs.js';
import { LISTING_RUNS_KEPT } from './listings.service.js';

let t: TTestApp;
let s: TSessions;
const names: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    config: { publicUrl: 'https://shelter.example.org', listings: { petfinder: undefined, adoptapet: undefined, petfinderShelterId: 'AB123' } },
  });
  s = await loginAll(t);
  const listed = await createAnimal(t, s.staff, {
    name: 'Pepper, "the Brave"',
    description: 'Line one,\nline "two"\r\n\r\nand three.',
    sex: 'Male',
    traits: ['Good with kids', 'House-trained'],
  });
  names.listed = listed.animalId;
  const photo = await uploadPhotos(t, s.staff, listed.id, [{ name: 'pepper.jpg', bytes: await photoJpeg(1200, 900), type: 'image/jpeg' }]);
  expect(photo.statusCode).toBe(200);
  names.kept = (await createAnimal(t, s.staff, { name: 'Kept Back', publicListing: false })).animalId;
  names.hold = (await createAnimal(t, s.staff, { name: 'Resting', status: 'Medical Hold' })).animalId;
  const adopted = await createAnimal(t, s.staff, { name: 'Gone Home' });
  await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id));
  names.adopted = adopted.animalId;
  const voided = await createAnimal(t, s.staff, { name: 'Entered Twice' });
  expect((await voidCall(t, `/api/animals/${voided.id}`, s.admin, 'Entered twice')).statusCode).toBe(200);
  names.voided = voided.animalId;
});
afterAll(() => t.close());

const run = (site: string, cookie = s.admin) => call(t, 'POST', `/api/listings/${site}/run`, cookie, {});
const download = (site: string, name: string, cookie = s.admin) => call(t, 'GET', `/api/listings/${site}/files/${name}`, cookie);

describe('a run', () => {
  it('writes Petfinder’s file and its row; the file lists the listed animal only, quoted and on one line', async () => {
    const response = await run('petfinder');
    expect(response.statusCode).toBe(200);
    const made = response.json<TListingExport>();
    expect(made).toMatchObject({ site: 'petfinder', state: 'made', animals: 1, uploadTarget: null, message: null, files: [{ name: 'AB123.csv' }] });
    const [row] = await sql<{ files: { key: string; bytes: number }[] }>(t, 'select files from listing_exports where id = ?', [made.id]);
    expect(row?.files[0]?.key).toBe(`listings/petfinder/${made.id}/AB123.csv`);

    const file = await download('petfinder', 'AB123.csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="AB123\.csv"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.length).toBe(made.files[0]?.bytes);
    const { problems, rows } = checkCsv(PETFINDER_LAYOUT, file.body);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.ID)).toEqual([names.listed]);
    expect(rows[0]).toMatchObject({ AnimalName: 'Pepper, "the Brave"', Desc: 'Line one, line "two" and three.', NoKids: '', Housetrained: '1', Sex: 'M' });
    expect(file.body).toContain('"Pepper, ""the Brave"""');
    for (const absent of [names.kept, names.hold, names.adopted, names.voided]) expect(file.body).not.toContain(absent);
  });

  it('gives the photo as the absolute address of its largest JPEG, which the server serves', async () => {
    const { rows } = checkCsv(PETFINDER_LAYOUT, (await download('petfinder', 'AB123.csv')).body);
    const photo1 = rows[0]?.photo1 ?? '';
    expect(photo1).toMatch(/^https:\/\/shelter\.example\.org\/media\/photos\/[0-9a-f]+\/1200\.jpg$/);
    const served = await call(t, 'GET', photo1.replace('https://shelter.example.org', ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('writes Adopt-a-Pet’s import.cfg and pets.csv, both downloadable', async () => {
    const made = (await run('adoptapet')).json<TListingExport>();
    expect(made.files.map((f) => f.name)).toEqual(['import.cfg', 'pets.csv']);
    const cfg = await download('adoptapet', 'import.cfg');
    expect(cfg.headers['content-type']).toMatch(/^text\/plain/);
    expect(cfg.body).toContain('#1:Id=Id');
    const pets = await download('adoptapet', 'pets.csv');
    const { problems, rows } = checkCsv(ADOPTAPET_LAYOUT, pets.body);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.Id)).toEqual([names.listed]);
    expect(rows[0]).toMatchObject({ Name: 'Pepper, "the Brave"', GoodWKids: '1', Status: 'Available' });
  });

  it('GET /api/listings answers each site’s latest run and that no upload is configured', async () => {
    const statuses = await getJson<TListingSiteStatus[]>(t, '/api/listings', s.admin);
    expect(statuses.map(({ site, name, uploadConfigured, latest }) => ({ site, name, uploadConfigured, state: latest?.state }))).toEqual([
      { site: 'petfinder', name: 'Petfinder', uploadConfigured: false, state: 'made' },
      { site: 'adoptapet', name: 'Adopt-a-Pet', uploadConfigured: false, state: 'made' },
    ]);
  });

  it('keeps the latest few runs and deletes the older ones’ rows and files', async () => {
    const runs: TListingExport[] = [];
    for (let n = 0; n <= LISTING_RUNS_KEPT; n++) runs.push((await run('petfinder')).json<TListingExport>());
    const kept = await sql<{ id: number }>(t, `select id from listing_exports where site = 'petfinder' order by id`);
    expect(kept.map((r) => r.id)).toEqual(runs.slice(-LISTING_RUNS_KEPT).map((r) => r.id));
    const files = await sql<{ key: string }>(t, `select key from stored_files where key like 'listings/petfinder/%' order by key`);
    expect(files.map((f) => f.key).sort()).toEqual(
      runs
        .slice(-LISTING_RUNS_KEPT)
        .map((r) => `listings/petfinder/${r.id}/AB123.csv`)
        .sort(),
    );
  });
});

describe('downloads', () => {
  it('answer 404 with a clear message for a file the latest run does not have, or the store lost', async () => {
    const unknown = await download('petfinder', 'other.csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/other\.csv in Petfinder’s latest export .*make the files again/);
    await sqlWrite(t, `delete from stored_files where key like 'listings/adoptapet/%'`);
    const lost = await download('adoptapet', 'pets.csv');
    expect(lost.statusCode).toBe(404);
    expect(lost.json<{ message: string }>().message).toMatch(/pets\.csv in Adopt-a-Pet’s latest export/);
    expect((await download('nowhere', 'pets.csv')).statusCode).toBe(400);
  });
});

describe('admins only', () => {
  it('staff get 403 and no session 401, for the status, a run and a download; nothing is made', async () => {
    const before = await sql<{ n: number }>(t, 'select count(*)::int as n from listing_exports');
    for (const cookie of [s.staff, s.veterinarian, s.volunteer]) {
      expect((await call(t, 'GET', '/api/listings', cookie)).statusCode).toBe(403);
      expect((await run('petfinder', cookie)).statusCode).toBe(403);
      expect((await download('petfinder', 'AB123.csv', cookie)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/listings')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/listings/petfinder/run', undefined, {})).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/listings/petfinder/files/AB123.csv')).statusCode).toBe(401);
    expect(await sql<{ n: number }>(t, 'select count(*)::int as n from listing_exports')).toEqual(before);
  });
});

describe('the daily job', () => {
  it('makes each site’s files once a day: a second upkeep the same day makes none', async () => {
    await sqlWrite(t, `update listing_exports set started_at = started_at - interval '2 days'`);
    const before = await sql<{ id: number }>(t, 'select max(id) as id from listing_exports');
    await runHourlyJobs(t.db.orm, t.app.files, t.app.outbox, t.config, t.app.log);
    const made = await sql<{ site: string; animals: number }>(t, 'select site, animals from listing_exports where id > ? order by id', [before[0]!.id]);
    expect(made).toEqual([
      { site: 'petfinder', animals: 1 },
      { site: 'adoptapet', animals: 1 },
    ]);
    await runHourlyJobs(t.db.orm, t.app.files, t.app.outbox, t.config, t.app.log);
    expect(await sql(t, 'select id from listing_exports where id > ?', [before[0]!.id])).toHaveLength(2);
  });
});
