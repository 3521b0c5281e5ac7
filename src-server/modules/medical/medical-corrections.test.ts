import { describe, expect, it } from 'vitest';
import { CANNOT, createAnimal, expectInvalid, getJson, medicalPayload, postOk } from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';

const env = useTestEnv();

async function createRecord({ t, s }: TEnv, overrides: Record<string, unknown> = {}): Promise<TMedicalRecord> {
  const animal = await createAnimal(t, s.staff);
  return postOk<TMedicalRecord>(t, '/api/medical-records', s.staff, medicalPayload(animal.id, overrides));
}

describeCorrections<TMedicalRecord>(env, {
  path: '/api/medical-records',
  table: 'medical_records',
  what: 'Medical record',
  create: createRecord,
  lists: (record) => [`/api/animals/${record.animalId}/medical-records`, `/api/medical-records?animalId=${record.animalId}`],
  change: { provider: 'Dr. Okafor', notes: 'Mild swelling at the site' },
  invalid: { payload: { description: '  ' }, message: 'Description is required', path: 'description' },
  writer: 'veterinarian',
  refused: ['volunteer'],
  action: CANNOT.writeMedical,
});

describe('medical record corrections', () => {
  it('lets a veterinarian correct and void a record, and staff too', async () => {
    const { t, s } = env;
    const record = await createRecord(env);
    const byVet = await putOk<TMedicalRecord>(t, `/api/medical-records/${record.id}`, s.veterinarian, { recordType: 'Examination', version: 1 });
    expect(byVet).toMatchObject({ recordType: 'Examination', description: 'Rabies booster', version: 2 });
    const byStaff = await putOk<TMedicalRecord>(t, `/api/medical-records/${record.id}`, s.staff, { provider: null, version: 2 });
    expect(byStaff).toMatchObject({ recordType: 'Examination', provider: null, version: 3 });
    await voidOk(t, `/api/medical-records/${record.id}`, s.veterinarian, 'Wrong animal');
    expect(await getJson<TMedicalRecord[]>(t, `/api/animals/${record.animalId}/medical-records`, s.staff)).toEqual([]);
  });

  it('turns a corrected date-time into the organization’s calendar date', async () => {
    const record = await createRecord(env);
    // 03:00 UTC on the 6th is still the 5th in Chicago.
    const corrected = await putOk<TMedicalRecord>(env.t, `/api/medical-records/${record.id}`, env.s.staff, { date: '2026-03-06T03:00:00.000Z' });
    expect(corrected.date).toBe('2026-03-05');
  });

  it('refuses an unknown record type and an empty date with their messages', async () => {
    const record = await createRecord(env);
    const url = `/api/medical-records/${record.id}`;
    const types = 'Record type must be one of: Vaccination, Surgery, Medication, Examination, Test, Other';
    expectInvalid(await put(env.t, url, env.s.staff, { recordType: 'Haircut' }), types, 'recordType');
    expectInvalid(await put(env.t, url, env.s.staff, { date: '' }), 'Date is required', 'date');
    expectInvalid(await put(env.t, url, env.s.staff, { date: '2026-02-30' }), 'Enter a valid date as YYYY-MM-DD', 'date');
    expect(await getJson<TMedicalRecord[]>(env.t, `/api/animals/${record.animalId}/medical-records`, env.s.staff)).toEqual([record]);
  });
});
