import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';

let t: TTestApp;
let staff: string;
let volunteer: string;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  [staff, volunteer, vet] = await Promise.all([t.loginAs('staff'), t.loginAs('volunteer'), t.loginAs('veterinarian')]);
});
afterAll(() => t.close());

const base = { name: 'Biscuit', species: 'Dog', breed: 'Beagle', sex: 'Male', age: '2 years', intakeDate: '2026-03-05' };
const post = (payload: object, cookie = staff) => t.app.inject({ method: 'POST', url: '/api/animals', headers: { cookie }, payload });
const animalCount = async () => Number((await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from animals'))[0]?.n);

describe('POST /api/animals', () => {
  it('creates the animal with a server-assigned ID and the defaults', async () => {
    const response = await post({ ...base, traits: ['Friendly', 'House-trained'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...base,
      animalId: expect.stringMatching(/^A-2026-\d{4}$/),
      status: 'Available',
      healthStatus: 'Healthy',
      traits: ['Friendly', 'House-trained'],
      microchipId: null,
      version: 1,
    });
    const stored = await t.app.inject({ url: `/api/animals/${response.json().id}`, headers: { cookie: volunteer } });
    expect(stored.json()).toEqual(response.json());
  });

  it('counts animal IDs up per year, padded to four digits', async () => {
    const first = (await post({ ...base, intakeDate: '2019-01-02' })).json();
    const second = (await post({ ...base, intakeDate: '2019-12-30' })).json();
    expect([first.animalId, second.animalId]).toEqual(['A-2019-0001', 'A-2019-0002']);
  });

  it('gives 50 concurrent intakes 50 different IDs', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post({ ...base, name: `Pup ${i}`, intakeDate: '2024-06-01' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const ids = responses.map((r) => r.json().animalId as string);
    expect(new Set(ids).size).toBe(50);
    expect(ids.sort()[49]).toBe('A-2024-0050');
  });

  it('keeps a client-supplied animal ID if unused, else 409', async () => {
    expect((await post({ ...base, animalId: 'A-2026-9999' })).json().animalId).toBe('A-2026-9999');
    const before = await animalCount();
    const clash = await post({ ...base, animalId: 'A-2026-9999' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Animal ID A-2026-9999 is already in use', code: 'CONFLICT' });
    expect(await animalCount()).toBe(before);
  });

  it.each([
    ['name', 'Name is required'],
    ['breed', 'Breed is required'],
    ['age', 'Age is required'],
    ['intakeDate', 'Intake date is required'],
  ])('refuses a missing %s with "%s" and writes nothing', async (field, message) => {
    const before = await animalCount();
    const payload: Record<string, unknown> = { ...base };
    delete payload[field];
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST', issues: [{ path: field, message }] });
    expect((await post({ ...base, [field]: '  ' })).json().message).toBe(message);
    expect(await animalCount()).toBe(before);
  });

  it('enforces the option lists', async () => {
    const response = await post({ ...base, species: 'Dragon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Species must be one of: Dog, Cat, Bird, Small Animal, Other');
  });

  it('refuses Adopted or In Foster as a starting status (409)', async () => {
    const response = await post({ ...base, status: 'Adopted' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Adopted is set by completing an adoption, not by hand');
  });

  it('turns a date-time into the organization’s calendar date', async () => {
    // 03:00 UTC on the 6th is still the 5th in Chicago.
    const response = await post({ ...base, intakeDate: '2026-03-06T03:00:00.000Z' });
    expect(response.json().intakeDate).toBe('2026-03-05');
  });

  it('answers 401 without a session and 403 for a volunteer or veterinarian', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/animals', payload: base })).statusCode).toBe(401);
    for (const cookie of [volunteer, vet]) {
      const response = await post(base, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^The (volunteer|veterinarian) role cannot change animals/);
    }
  });
});

describe('GET /api/animals and /api/animals/{id}', () => {
  it('lists newest intake first and filters by status and text', async () => {
    const list = (await t.app.inject({ url: '/api/animals', headers: { cookie: staff } })).json() as { intakeDate: string; id: number }[];
    const sorted = [...list].sort((a, b) => b.intakeDate.localeCompare(a.intakeDate) || b.id - a.id);
    expect(list).toEqual(sorted);
    const beagles = (await t.app.inject({ url: '/api/animals?q=beag&status=Available', headers: { cookie: staff } })).json();
    expect(beagles.length).toBe(list.length);
    expect((await t.app.inject({ url: '/api/animals?q=poodle', headers: { cookie: staff } })).json()).toEqual([]);
  });

  it('pages with limit/offset and tells the total in X-Total-Count', async () => {
    const response = await t.app.inject({ url: '/api/animals?limit=5&offset=5', headers: { cookie: staff } });
    expect(response.json()).toHaveLength(5);
    expect(Number(response.headers['x-total-count'])).toBe(await animalCount());
  });

  it('answers 400 for an id that is not a positive integer and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await t.app.inject({ url: `/api/animals/${id}`, headers: { cookie: staff } });
      expect(response.statusCode, id).toBe(400);
    }
    const missing = await t.app.inject({ url: '/api/animals/999999', headers: { cookie: staff } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Animal not found', code: 'NOT_FOUND' });
  });
});

describe('PUT /api/animals/{id}', () => {
  it('updates the microchip fields alone, bumping the version', async () => {
    const animal = (await post(base)).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/animals/${animal.id}`,
      headers: { cookie: staff },
      payload: { microchipId: '985112003456789', microchipManufacturer: 'HomeAgain', registrationId: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...base, microchipId: '985112003456789', microchipManufacturer: 'HomeAgain', registrationId: null, version: 2 });
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const animal = (await post(base)).json();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/animals/${animal.id}`, headers: { cookie: staff }, payload });
    expect((await put({ name: 'First', version: 1 })).statusCode).toBe(200);
    const stale = await put({ name: 'Second', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/animals/${animal.id}`, headers: { cookie: staff } })).json().name).toBe('First');
  });

  it('allows Medical Hold by hand but never Adopted or In Foster', async () => {
    const animal = (await post(base)).json();
    const put = (status: string) => t.app.inject({ method: 'PUT', url: `/api/animals/${animal.id}`, headers: { cookie: staff }, payload: { status } });
    expect((await put('Medical Hold')).json().status).toBe('Medical Hold');
    const refused = await put('In Foster');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('In Foster is set by a current foster placement, not by hand');
  });

  it('answers 404 for an unknown animal', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/animals/999999', headers: { cookie: staff }, payload: { name: 'X' } });
    expect(response.statusCode).toBe(404);
  });
});
