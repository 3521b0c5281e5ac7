import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  animalRow,
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectIdChecked,
  expectInvalid,
  expectNewestFirst,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  rowCount,
  sql,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster.js';

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, cookie = s.staff) => call(t, 'POST', '/api/foster-care', cookie, payload);
const placements = () => rowCount(t, 'foster_care');
const personRow = async (id: number) =>
  (
    await sql<{ name: string; email: string | null; phone: string | null; roles: string[] }>(t, 'select name, email, phone, roles from people where id = ?', [
      id,
    ])
  )[0];

describe('POST /api/foster-care', () => {
  it('stores an open-ended placement, answers it as current and puts the animal In Foster', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Nala' });
    const before = await placements();
    const response = await post(fosterPayload(animal.id, { notes: 'Needs quiet home' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<TFosterPlacement>()).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Nala',
      animalCode: animal.animalId,
      personId: expect.any(Number),
      fosterName: 'Jamie Rivera',
      fosterEmail: `jamie.${animal.id}@example.com`,
      fosterPhone: '555-010-2000',
      startDate: '2026-01-15',
      endDate: null,
      notes: 'Needs quiet home',
      current: true,
      scheduled: false,
    });
    expect(await placements()).toBe(before + 1);
    expect(await rowCount(t, 'foster_care', 'animal_id = ? and end_date is null', [animal.id])).toBe(1);
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
    expect(await personRow(response.json<TFosterPlacement>().personId)).toEqual({
      name: 'Jamie Rivera',
      email: `jamie.${animal.id}@example.com`,
      phone: '555-010-2000',
      roles: ['Foster home'],
    });
  });

  it('links the foster named by the same e-mail (any case) again, and one picked by personId, giving them the role', async () => {
    const first = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload((await createAnimal(t, s.staff)).id, { fosterEmail: 'MORGAN@example.com', fosterName: 'Morgan Hale' }),
    );
    const people = await rowCount(t, 'people');
    const again = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload((await createAnimal(t, s.staff)).id, { fosterName: 'M. Hale', fosterEmail: 'morgan@EXAMPLE.com', fosterPhone: null }),
    );
    expect(again).toMatchObject({ personId: first.personId, fosterName: 'Morgan Hale', fosterEmail: 'MORGAN@example.com', fosterPhone: '555-010-2000' });
    expect(await rowCount(t, 'people')).toBe(people);

    const [volunteer] = await sql<{ id: number }>(
      t,
      "insert into people (name, email, roles, created_at, updated_at) values ('Quinn Volunteer', 'quinn@example.com', '{Volunteer}', now(), now()) returning id",
    );
    const animal = await createAnimal(t, s.staff);
    const picked = await postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, { animalId: animal.id, personId: volunteer!.id, startDate: '2026-01-20' });
    expect(picked).toMatchObject({ personId: volunteer!.id, fosterName: 'Quinn Volunteer', fosterEmail: 'quinn@example.com', fosterPhone: null });
    expect((await personRow(volunteer!.id))?.roles).toEqual(['Volunteer', 'Foster home']);
    expect(await rowCount(t, 'people')).toBe(people + 1);
  });

  it('refuses a foster neither picked nor named, an unknown person and an erased one, with 400 and nothing written', async () => {
    const animal = await createAnimal(t, s.staff);
    const [before, people] = [await placements(), await rowCount(t, 'people')];
    expectInvalid(await post({ animalId: animal.id, fosterEmail: 'x@example.com', startDate: '2026-01-20' }), 'Foster name is required', 'fosterName');
    expectInvalid(await post({ animalId: animal.id, personId: 999_999, startDate: '2026-01-20' }), 'Person not found', 'personId');
    const [erased] = await sql<{ id: number }>(
      t,
      "insert into people (name, roles, anonymized_at, created_at, updated_at) values ('[removed]', '{Foster home}', now(), now(), now()) returning id",
    );
    expectInvalid(
      await post({ animalId: animal.id, personId: erased!.id, startDate: '2026-01-20' }),
      'This person’s details were erased: they cannot be linked to a new record',
      'personId',
    );
    expect([await placements(), await rowCount(t, 'people')]).toEqual([before, people + 1]);
    expect((await animalRow(t, animal.id)).status).toBe('Available');
  });

  it('accepts an e-mail or a phone alone, and turns date-times into Chicago dates', async () => {
    const a = await createAnimal(t, s.staff);
    const b = await createAnimal(t, s.admin);
    const byPhone = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(a.id, { fosterName: 'Pat Phone', fosterEmail: '', fosterPhone: '555-010-2001', startDate: '2026-02-01T03:00:00Z' }),
    );
    expect(byPhone).toMatchObject({ fosterName: 'Pat Phone', fosterEmail: null, fosterPhone: '555-010-2001', startDate: '2026-01-31' });
    const byEmail = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.admin,
      fosterPayload(b.id, { fosterName: 'Eve Mail', fosterEmail: 'eve@example.com', fosterPhone: null }),
    );
    expect(byEmail).toMatchObject({ fosterName: 'Eve Mail', fosterEmail: 'eve@example.com', fosterPhone: null });
  });

  it.each([
    ['startDate', undefined, 'Start date is required'],
    ['startDate', '', 'Start date is required'],
    ['startDate', '2026-13-01', 'Enter a valid date as YYYY-MM-DD'],
    ['endDate', 'next week', 'Enter a valid date as YYYY-MM-DD'],
    ['fosterName', '', 'Foster name is required'],
    ['fosterEmail', 'not-an-email', 'Invalid email address'],
  ])('refuses %s %j with "%s", writing nothing and leaving the status', async (field, value, message) => {
    const animal = await createAnimal(t, s.staff);
    const before = await placements();
    expectInvalid(await post(fosterPayload(animal.id, { [field]: value })), message, field);
    expect(await placements()).toBe(before);
    expect((await animalRow(t, animal.id)).status).toBe('Available');
  });

  it('needs an e-mail or a phone for the foster', async () => {
    const animal = await createAnimal(t, s.staff);
    expectInvalid(
      await post(fosterPayload(animal.id, { fosterEmail: null, fosterPhone: '' })),
      'Enter an email address or a phone number for the foster',
      'fosterEmail',
    );
    expect(await rowCount(t, 'foster_care', 'animal_id = ?', [animal.id])).toBe(0);
  });

  it('refuses an end date before the start date', async () => {
    const animal = await createAnimal(t, s.staff);
    const response = await post(fosterPayload(animal.id, { startDate: '2026-03-10', endDate: '2026-03-09' }));
    expectError(response, 400, 'End date cannot be before the start date');
    expect(await rowCount(t, 'foster_care', 'animal_id = ?', [animal.id])).toBe(0);
  });

  it('answers 404 for an unknown animal with nothing written', async () => {
    const before = await placements();
    expectError(await post(fosterPayload(999999)), 404, 'Animal not found');
    expect((await post(fosterPayload(0))).statusCode).toBe(400);
    expect(await placements()).toBe(before);
  });

  it('answers 401 without a session and 403 for a volunteer or veterinarian', async () => {
    const animal = await createAnimal(t, s.staff);
    await expectGuarded(
      t,
      s,
      { method: 'POST', url: '/api/foster-care', payload: fosterPayload(animal.id) },
      ['volunteer', 'veterinarian'],
      CANNOT.writeRecords,
    );
    expect(await rowCount(t, 'foster_care', 'animal_id = ?', [animal.id])).toBe(0);
  });

  it('lets exactly one of 20 concurrent placements for one animal through; the others are 409', async () => {
    const animal = await createAnimal(t, s.staff);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(fosterPayload(animal.id, { fosterName: `Foster ${i}` }))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'This animal is already in foster care', code: 'CONFLICT' });
    }
    expect(await rowCount(t, 'foster_care', 'animal_id = ?', [animal.id])).toBe(1);
    expect(await animalRow(t, animal.id)).toEqual({ status: 'In Foster', version: 2 });
  });
});

describe('GET /api/foster-care and /api/animals/{id}/foster-care', () => {
  let today: string;
  let current: TFosterPlacement;
  let past: TFosterPlacement[];
  let kit: TAnimal;
  beforeAll(async () => {
    today = todayIn(t);
    kit = await createAnimal(t, s.staff, { name: 'Kit', species: 'Cat', intakeDate: '2025-10-20' });
    // Two finished placements, then the current one.
    past = [
      await postOk<TFosterPlacement>(
        t,
        '/api/foster-care',
        s.staff,
        fosterPayload(kit.id, { fosterName: 'Ada Byrne', fosterEmail: 'ada@example.com', fosterPhone: null, startDate: '2025-11-01', endDate: '2025-11-20' }),
      ),
      await postOk<TFosterPlacement>(
        t,
        '/api/foster-care',
        s.staff,
        fosterPayload(kit.id, {
          fosterName: 'Bo Chen',
          fosterEmail: 'bo@example.com',
          fosterPhone: null,
          startDate: '2025-12-01',
          endDate: addDays(today, -1),
        }),
      ),
    ];
    current = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(kit.id, { fosterName: 'Cy Dale', fosterEmail: null, fosterPhone: '(555) 010-7070', startDate: '2025-12-01', endDate: addDays(today, 1) }),
    );
  });

  it('answers current true for an end date of tomorrow and false for one already passed (an animal is back on its end date)', () => {
    expect(current.current).toBe(true);
    expect(past.map((p) => p.current)).toEqual([false, false]);
  });

  it('lists by start date then id, newest first, for any role including volunteers', async () => {
    const list = await getJson<TFosterPlacement[]>(t, '/api/foster-care', s.volunteer);
    expect(list).toHaveLength(await placements());
    expectNewestFirst(list, (p) => p.startDate);
    const mine = await getJson<TFosterPlacement[]>(t, `/api/animals/${kit.id}/foster-care`, s.volunteer);
    expect(mine.map((p) => p.fosterName)).toEqual(['Cy Dale', 'Bo Chen', 'Ada Byrne']);
    // Names only: a volunteer reads no foster's phone or e-mail, nor finds one by them (docs/domain.md#people).
    expect(mine.map((p) => [p.fosterEmail, p.fosterPhone])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    const ofKit = (query: string) => getJson<TFosterPlacement[]>(t, `/api/foster-care?animalId=${kit.id}&${query}`, s.volunteer);
    expect(await ofKit('q=ADA@example')).toEqual([]);
    expect((await ofKit('q=ada')).map((p) => p.fosterName)).toEqual(['Ada Byrne']);
  });

  it('filters by status current/past, animal, start dates (inclusive) and text, and pages', async () => {
    const ofKit = (query: string) => getJson<TFosterPlacement[]>(t, `/api/foster-care?animalId=${kit.id}&${query}`, s.staff);
    expect((await ofKit('status=current')).map((p) => p.fosterName)).toEqual(['Cy Dale']);
    expect((await ofKit('status=past')).map((p) => p.fosterName)).toEqual(['Bo Chen', 'Ada Byrne']);
    expect((await ofKit('from=2025-11-01&to=2025-11-01')).map((p) => p.fosterName)).toEqual(['Ada Byrne']);
    expect((await ofKit('q=chen')).map((p) => p.fosterName)).toEqual(['Bo Chen']);
    expect((await ofKit('q=ADA@example')).map((p) => p.fosterName)).toEqual(['Ada Byrne']);
    expect((await ofKit('q=010-7070')).map((p) => p.fosterName)).toEqual(['Cy Dale']);
    expect(await ofKit('status=current&q=chen')).toEqual([]);
    expect((await call(t, 'GET', '/api/foster-care?status=ended', s.staff)).statusCode).toBe(400);
    const page = await call(t, 'GET', `/api/animals/${kit.id}/foster-care?limit=1&offset=2`, s.staff);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<TFosterPlacement[]>().map((p) => p.fosterName)).toEqual(['Ada Byrne']);
  });

  it('checks the {id} and answers 401 without a session', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/foster-care`);
    expectError(await call(t, 'GET', '/api/foster-care'), 401, 'Please log in');
    expectError(await call(t, 'GET', `/api/animals/${kit.id}/foster-care`), 401, 'Please log in');
  });
});
