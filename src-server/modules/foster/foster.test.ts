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
      fosterName: 'Jamie Rivera',
      fosterEmail: 'jamie@example.com',
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
  });

  it('accepts an e-mail or a phone alone, and turns date-times into Chicago dates', async () => {
    const a = await createAnimal(t, s.staff);
    const b = await createAnimal(t, s.admin);
    const byPhone = await postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(a.id, { fosterEmail: '', startDate: '2026-02-01T03:00:00Z' }));
    expect(byPhone).toMatchObject({ fosterEmail: null, fosterPhone: '555-010-2000', startDate: '2026-01-31' });
    const byEmail = await postOk<TFosterPlacement>(t, '/api/foster-care', s.admin, fosterPayload(b.id, { fosterPhone: null }));
    expect(byEmail).toMatchObject({ fosterEmail: 'jamie@example.com', fosterPhone: null });
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
        fosterPayload(kit.id, { fosterName: 'Ada Byrne', startDate: '2025-11-01', endDate: '2025-11-20' }),
      ),
      await postOk<TFosterPlacement>(
        t,
        '/api/foster-care',
        s.staff,
        fosterPayload(kit.id, { fosterName: 'Bo Chen', startDate: '2025-12-01', endDate: addDays(today, -1) }),
      ),
    ];
    current = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(kit.id, { fosterName: 'Cy Dale', startDate: '2025-12-01', endDate: addDays(today, 1) }),
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
  });

  it('filters by status current/past, animal, start dates (inclusive) and text, and pages', async () => {
    const ofKit = (query: string) => getJson<TFosterPlacement[]>(t, `/api/foster-care?animalId=${kit.id}&${query}`, s.staff);
    expect((await ofKit('status=current')).map((p) => p.fosterName)).toEqual(['Cy Dale']);
    expect((await ofKit('status=past')).map((p) => p.fosterName)).toEqual(['Bo Chen', 'Ada Byrne']);
    expect((await ofKit('from=2025-11-01&to=2025-11-01')).map((p) => p.fosterName)).toEqual(['Ada Byrne']);
    expect((await ofKit('q=chen')).map((p) => p.fosterName)).toEqual(['Bo Chen']);
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
