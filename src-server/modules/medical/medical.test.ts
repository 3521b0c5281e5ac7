import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
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
  medicalPayload,
  postOk,
  rowCount,
  type TSessions,
} from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';

let t: TTestApp;
let s: TSessions;
let animal: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  animal = await createAnimal(t, s.staff, { name: 'Pepper' });
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, cookie = s.staff) => call(t, 'POST', '/api/medical-records', cookie, payload);
const records = () => rowCount(t, 'medical_records');

describe('POST /api/medical-records', () => {
  it('stores the record and answers it with the animal’s label', async () => {
    const before = await records();
    const response = await post(medicalPayload(animal.id));
    expect(response.statusCode).toBe(200);
    const record = response.json<TMedicalRecord>();
    expect(record).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Pepper',
      animalCode: animal.animalId,
      recordType: 'Vaccination',
      date: '2026-02-01',
      description: 'Rabies booster',
      provider: 'Dr. Patel',
      notes: 'No reaction',
      outsideSource: false,
      time: null,
      procedure: null,
      product: null,
      lotNumber: null,
      lotExpiry: null,
      rabiesTag: null,
      veterinarian: null,
      testResult: null,
    });
    expect(await records()).toBe(before + 1);
    expect(
      await rowCount(t, 'medical_records', 'id = ? and animal_id = ? and record_type = ? and date = ?', [record.id, animal.id, 'Vaccination', '2026-02-01']),
    ).toBe(1);
  });

  it('lets a veterinarian write and keeps missing provider and notes empty', async () => {
    const { provider: _p, notes: _n, ...payload } = medicalPayload(animal.id, { recordType: 'Examination' });
    const record = await postOk<TMedicalRecord>(t, '/api/medical-records', s.veterinarian, payload);
    expect(record).toMatchObject({ recordType: 'Examination', provider: null, notes: null });
    expect((await postOk<TMedicalRecord>(t, '/api/medical-records', s.admin, { ...payload, provider: '', notes: '' })).provider).toBeNull();
  });

  it('ignores unknown body fields, including an id', async () => {
    const record = await postOk<TMedicalRecord>(t, '/api/medical-records', s.staff, medicalPayload(animal.id, { id: 424242, version: 9, color: 'blue' }));
    expect(record.id).not.toBe(424242);
    expect(record.version).toBe(1);
    expect(record).not.toHaveProperty('color');
  });

  it('turns a date-time into the Chicago calendar date', async () => {
    // 04:30 UTC on Mar 2 is still Mar 1 in Chicago.
    const record = await postOk<TMedicalRecord>(t, '/api/medical-records', s.staff, medicalPayload(animal.id, { date: '2026-03-02T04:30:00.000Z' }));
    expect(record.date).toBe('2026-03-01');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses a %s date with "Date is required" and writes nothing', async (_case, date) => {
    const before = await records();
    expectInvalid(await post(medicalPayload(animal.id, { date })), 'Date is required', 'date');
    expect(await records()).toBe(before);
  });

  it('refuses a date that is not a date', async () => {
    const before = await records();
    for (const date of ['2026-02-30', 'yesterday', '02/01/2026']) {
      expectInvalid(await post(medicalPayload(animal.id, { date })), 'Enter a valid date as YYYY-MM-DD', 'date');
    }
    expect(await records()).toBe(before);
  });

  it('enforces the record types and requires a description', async () => {
    const before = await records();
    expectInvalid(
      await post(medicalPayload(animal.id, { recordType: 'Haircut' })),
      'Record type must be one of: Vaccination, Surgery, Medication, Examination, Test, Other',
      'recordType',
    );
    expectInvalid(await post(medicalPayload(animal.id, { description: ' ' })), 'Description is required', 'description');
    expect(await records()).toBe(before);
  });

  it('answers 404 for an unknown animal and 400 for an animal id that is not a positive integer, writing nothing', async () => {
    const before = await records();
    expectError(await post(medicalPayload(999999)), 404, 'Animal not found');
    for (const animalId of [0, -1, 1.5, 'abc']) expect((await post(medicalPayload(0, { animalId }))).statusCode).toBe(400);
    expect(await records()).toBe(before);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    const before = await records();
    await expectGuarded(t, s, { method: 'POST', url: '/api/medical-records', payload: medicalPayload(animal.id) }, ['volunteer'], CANNOT.writeMedical);
    expect(await records()).toBe(before);
  });
});

describe('GET /api/animals/{id}/medical-records and /api/medical-records', () => {
  let other: TAnimal;
  beforeAll(async () => {
    other = await createAnimal(t, s.staff, { name: 'Other' });
    for (const [date, recordType, description] of [
      ['2026-05-03', 'Surgery', 'Spay surgery'],
      ['2026-05-01', 'Test', 'Heartworm test'],
      ['2026-05-03', 'Medication', 'Pain relief'],
      ['2026-04-20', 'Vaccination', 'DHPP'],
    ] as const) {
      await postOk(t, '/api/medical-records', s.staff, medicalPayload(other.id, { date, recordType, description }));
    }
  });
  const list = (query = '', id = other.id) => getJson<TMedicalRecord[]>(t, `/api/animals/${id}/medical-records${query}`, s.veterinarian);

  it('lists one animal’s records by date then id, newest first', async () => {
    const all = await list();
    expect(all.map((r) => r.description)).toEqual(['Pain relief', 'Spay surgery', 'Heartworm test', 'DHPP']);
    expectNewestFirst(all, (r) => r.date);
    expect(all.every((r) => r.animalId === other.id && r.animalName === 'Other')).toBe(true);
  });

  it('pages with limit/offset and X-Total-Count, and returns everything without limit', async () => {
    const response = await call(t, 'GET', `/api/animals/${other.id}/medical-records?limit=2&offset=1`, s.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json<TMedicalRecord[]>().map((r) => r.description)).toEqual(['Spay surgery', 'Heartworm test']);
    expect((await call(t, 'GET', `/api/animals/${other.id}/medical-records`, s.staff)).headers['x-total-count']).toBeUndefined();
    for (const query of ['limit=0', 'limit=abc', 'offset=-1']) {
      expect((await call(t, 'GET', `/api/animals/${other.id}/medical-records?${query}`, s.staff)).statusCode, query).toBe(400);
    }
  });

  it('filters by from/to inclusive, record type and text', async () => {
    expect((await list('?from=2026-05-01&to=2026-05-03')).map((r) => r.description)).toEqual(['Pain relief', 'Spay surgery', 'Heartworm test']);
    expect((await list('?to=2026-04-20')).map((r) => r.description)).toEqual(['DHPP']);
    expect((await list('?recordType=Surgery')).map((r) => r.description)).toEqual(['Spay surgery']);
    expect((await list('?q=heartworm')).map((r) => r.description)).toEqual(['Heartworm test']);
    expect((await call(t, 'GET', `/api/animals/${other.id}/medical-records?recordType=Haircut`, s.staff)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/animals/${other.id}/medical-records?from=May`, s.staff)).statusCode).toBe(400);
  });

  it('lists every animal’s records, filterable by animalId', async () => {
    const all = await getJson<TMedicalRecord[]>(t, '/api/medical-records', s.staff);
    expect(all).toHaveLength(await records());
    expectNewestFirst(all, (r) => r.date);
    const mine = await getJson<TMedicalRecord[]>(t, `/api/medical-records?animalId=${other.id}`, s.staff);
    expect(mine.map((r) => r.id)).toEqual((await list()).map((r) => r.id));
  });

  it('checks the {id} and answers 404 for an unknown animal', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/medical-records`);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    await expectGuarded(t, s, { method: 'GET', url: `/api/animals/${other.id}/medical-records` }, ['volunteer'], CANNOT.readConsole);
    await expectGuarded(t, s, { method: 'GET', url: '/api/medical-records' }, ['volunteer'], CANNOT.readConsole);
  });
});
