import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  animalRow,
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectIdChecked,
  expectInvalid,
  expectNewestFirst,
  getJson,
  loginAll,
  postOk,
  rowCount,
  rowCounts,
  type TSessions,
} from '../../../test/fixtures.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, cookie = s.staff) => call(t, 'POST', '/api/adoptions', cookie, payload);
const adoptions = () => rowCount(t, 'adoptions');

describe('POST /api/adoptions', () => {
  it('stores a Completed adoption and answers it with the animal’s label', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Luna' });
    const before = await adoptions();
    const response = await post(adoptionPayload(animal.id));
    expect(response.statusCode).toBe(200);
    const adoption = response.json<TAdoption>();
    expect(adoption).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Luna',
      animalCode: animal.animalId,
      personId: expect.any(Number),
      adopterName: 'Sam Carter',
      adopterEmail: `sam.${animal.id}@example.com`,
      adopterPhone: '555-010-3000',
      adoptionDate: '2026-02-20',
      feeAmount: 15000,
      status: 'Completed',
      applicationId: null,
      returnedOn: null,
      returnReason: null,
      outcomeTime: null,
      outcomeCondition: null,
    });
    expect(await adoptions()).toBe(before + 1);
    expect(
      await rowCount(t, 'adoptions', "id = ? and animal_id = ? and status = 'Completed' and fee_amount = 15000 and adoption_date = '2026-02-20'", [
        adoption.id,
        animal.id,
      ]),
    ).toBe(1);
    expect((await animalRow(t, animal.id)).status).toBe('Adopted');
  });

  it('counts a missing or null fee as 0 and keeps a Pending or Cancelled adoption’s animal as it was', async () => {
    for (const [status, feeAmount] of [
      ['Pending', null],
      ['Cancelled', undefined],
    ] as const) {
      const animal = await createAnimal(t, s.admin);
      const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.admin, adoptionPayload(animal.id, { status, feeAmount }));
      expect(adoption).toMatchObject({ status, feeAmount: 0 });
      expect((await animalRow(t, animal.id)).status).toBe('Available');
    }
  });

  it('turns a date-time into the Chicago calendar date', async () => {
    const animal = await createAnimal(t, s.staff);
    const adoption = await postOk<TAdoption>(
      t,
      '/api/adoptions',
      s.staff,
      adoptionPayload(animal.id, { adoptionDate: '2026-07-04T04:59:59Z', status: 'Pending' }),
    );
    expect(adoption.adoptionDate).toBe('2026-07-03');
  });

  it.each([
    ['adoptionDate', undefined, 'Adoption date is required'],
    ['adoptionDate', '', 'Adoption date is required'],
    ['adoptionDate', '2026-02-31', 'Enter a valid date as YYYY-MM-DD'],
    ['adopterName', '', 'Adopter name is required'],
    ['adopterEmail', 'sam-at-example', 'Invalid email address'],
    ['adopterPhone', ' ', 'Adopter phone is required'],
    ['feeAmount', -100, 'Fee cannot be negative'],
    ['feeAmount', 12.5, 'Fee is whole cents'],
    ['status', 'Approved', 'Status must be one of: Completed, Pending, Cancelled'],
    ['status', undefined, 'Status must be one of: Completed, Pending, Cancelled'],
  ])('refuses %s %j with "%s", writing nothing', async (field, value, message) => {
    const animal = await createAnimal(t, s.staff);
    const before = await rowCounts(t);
    expectInvalid(await post(adoptionPayload(animal.id, { [field]: value })), message, field);
    expect(await rowCounts(t)).toEqual(before);
    expect((await animalRow(t, animal.id)).status).toBe('Available');
  });

  it('answers 404 for an unknown animal with nothing written', async () => {
    const before = await rowCounts(t);
    expectError(await post(adoptionPayload(999999)), 404, 'Animal not found');
    expectInvalid(await post(adoptionPayload(0)), 'Animal is required', 'animalId');
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers 401 without a session and 403 for a volunteer or veterinarian', async () => {
    const animal = await createAnimal(t, s.staff);
    const before = await rowCounts(t);
    await expectGuarded(
      t,
      s,
      { method: 'POST', url: '/api/adoptions', payload: adoptionPayload(animal.id) },
      ['volunteer', 'veterinarian'],
      CANNOT.writeRecords,
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  it('completes 50 concurrent adoptions of 50 different animals, each with its own fee transaction', async () => {
    const animals = await Promise.all(Array.from({ length: 50 }, (_, i) => createAnimal(t, s.staff, { name: `Crowd ${i}` })));
    const responses = await Promise.all(animals.map((animal, i) => post(adoptionPayload(animal.id, { feeAmount: 1000 + i }))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const ids = responses.map((r) => r.json<TAdoption>().id);
    expect(new Set(ids).size).toBe(50);
    expect(await rowCount(t, 'animals', `status = 'Adopted' and id in (${animals.map((a) => a.id).join(',')})`)).toBe(50);
    expect(await rowCount(t, 'financial_transactions', `transaction_type = 'Adoption Fee' and related_to in (${ids.join(',')})`)).toBe(50);
  });

  it('lets exactly one of 50 concurrent adoptions of one animal complete; the others are 409', async () => {
    const animal = await createAnimal(t, s.staff);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(adoptionPayload(animal.id, { adopterName: `Adopter ${i}` }))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({ message: 'This animal has already been adopted', code: 'CONFLICT' });
    expect(await rowCount(t, 'adoptions', 'animal_id = ?', [animal.id])).toBe(1);
    expect(await rowCount(t, 'financial_transactions', 'related_to = ?', [responses.find((r) => r.statusCode === 200)?.json<TAdoption>().id])).toBe(1);
  });
});

describe('GET /api/adoptions and /api/animals/{id}/adoptions', () => {
  let dog: TAnimal;
  let cat: TAnimal;
  beforeAll(async () => {
    dog = await createAnimal(t, s.staff, { name: 'Waffles', intakeDate: '2025-09-01' });
    cat = await createAnimal(t, s.staff, { name: 'Ziggy', species: 'Cat', intakeDate: '2025-09-01' });
    for (const [animal, adopterName, adoptionDate, status] of [
      [dog, 'Olive Grant', '2025-10-02', 'Cancelled'],
      [dog, 'Percy Hale', '2025-10-05', 'Pending'],
      [cat, 'Quinn Ives', '2025-10-05', 'Pending'],
      [dog, 'Rosa Jain', '2025-10-04', 'Completed'],
    ] as const) {
      await postOk(
        t,
        '/api/adoptions',
        s.staff,
        adoptionPayload(animal.id, { adopterName, adoptionDate, status, adopterEmail: `${adopterName.split(' ')[0]!.toLowerCase()}@example.org` }),
      );
    }
  });
  const names = (list: TAdoption[]) => list.map((a) => a.adopterName);

  it('lists by adoption date then id, newest first; a veterinarian may read', async () => {
    const list = await getJson<TAdoption[]>(t, '/api/adoptions', s.veterinarian);
    expect(list).toHaveLength(await adoptions());
    expectNewestFirst(list, (a) => a.adoptionDate);
    expect(names(await getJson<TAdoption[]>(t, `/api/animals/${dog.id}/adoptions`, s.staff))).toEqual(['Percy Hale', 'Rosa Jain', 'Olive Grant']);
  });

  it('filters by status, animal, dates (inclusive) and text over adopter and animal, and pages', async () => {
    const get = (query: string) => getJson<TAdoption[]>(t, `/api/adoptions?${query}`, s.staff);
    expect(names(await get(`animalId=${dog.id}&status=Pending`))).toEqual(['Percy Hale']);
    expect(names(await get('from=2025-10-04&to=2025-10-05'))).toEqual(['Quinn Ives', 'Percy Hale', 'Rosa Jain']);
    expect(names(await get('q=ziggy'))).toEqual(['Quinn Ives']);
    expect(names(await get(`q=${encodeURIComponent(cat.animalId)}`))).toEqual(['Quinn Ives']);
    expect(names(await get('q=olive@example'))).toEqual(['Olive Grant']);
    expect(names(await get('q=hale'))).toEqual(['Percy Hale']);
    expect((await call(t, 'GET', '/api/adoptions?status=Approved', s.staff)).statusCode).toBe(400);
    const page = await call(t, 'GET', `/api/animals/${dog.id}/adoptions?limit=2&offset=2`, s.staff);
    expect(page.headers['x-total-count']).toBe('3');
    expect(names(page.json<TAdoption[]>())).toEqual(['Olive Grant']);
  });

  it('checks the {id}, answers 401 without a session and 403 for a volunteer', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/adoptions`);
    await expectGuarded(t, s, { method: 'GET', url: '/api/adoptions' }, ['volunteer'], CANNOT.readConsole);
    await expectGuarded(t, s, { method: 'GET', url: `/api/animals/${dog.id}/adoptions` }, ['volunteer'], CANNOT.readConsole);
  });
});
