import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, expectInvalid, getJson, loginAll, medicalPayload, postOk, rowCount, type TSessions } from '../../../test/fixtures.js';
import { putOk } from '../../../test/fixtures-records.js';

/** The details a medical record of each type carries: a vaccine's lot, a rabies tag, a test's result, a surgery's procedure (docs/domain.md#care-plans). */

let t: TTestApp;
let s: TSessions;
let animal: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  animal = await createAnimal(t, s.staff, { name: 'Detail', sex: 'Female', carePlan: null });
});
afterAll(() => t.close());

const post = (overrides: Record<string, unknown>) => call(t, 'POST', '/api/medical-records', s.veterinarian, medicalPayload(animal.id, overrides));

describe('POST /api/medical-records with details', () => {
  it('stores each type’s details and answers them, a date-time expiry as the shelter’s date', async () => {
    const vaccine = await postOk<TMedicalRecord>(
      t,
      '/api/medical-records',
      s.veterinarian,
      medicalPayload(animal.id, {
        time: '14:05',
        product: 'Imrab 3',
        lotNumber: 'L-77',
        lotExpiry: '2027-01-01T03:00:00.000Z',
        rabiesTag: 'R-55',
        veterinarian: 'Dr. Patel',
      }),
    );
    expect(vaccine).toMatchObject({
      time: '14:05',
      product: 'Imrab 3',
      lotNumber: 'L-77',
      lotExpiry: '2026-12-31',
      rabiesTag: 'R-55',
      veterinarian: 'Dr. Patel',
      procedure: null,
      testResult: null,
    });
    const test = await postOk<TMedicalRecord>(
      t,
      '/api/medical-records',
      s.staff,
      medicalPayload(animal.id, { recordType: 'Test', description: 'Heartworm', testResult: 'Positive' }),
    );
    expect(test).toMatchObject({ testResult: 'Positive', product: null });
    const drug = await postOk<TMedicalRecord>(
      t,
      '/api/medical-records',
      s.staff,
      medicalPayload(animal.id, { recordType: 'Medication', description: 'Doxycycline', product: 'Vibravet', lotNumber: 'D1' }),
    );
    expect(drug).toMatchObject({ product: 'Vibravet', lotNumber: 'D1' });
    // Empty details are none.
    expect(
      await postOk<TMedicalRecord>(t, '/api/medical-records', s.staff, medicalPayload(animal.id, { time: '', product: '', procedure: null })),
    ).toMatchObject({
      time: null,
      product: null,
      procedure: null,
    });
  });

  it('refuses a detail the record’s type does not carry, at its field, writing nothing', async () => {
    const before = await rowCount(t, 'medical_records');
    expectInvalid(await post({ recordType: 'Examination', procedure: 'Spay' }), 'A procedure is only for surgery records', 'procedure');
    expectInvalid(await post({ recordType: 'Vaccination', testResult: 'Negative' }), 'A test result is only for test records', 'testResult');
    expectInvalid(
      await post({ recordType: 'Surgery', procedure: 'Spay', product: 'Sutures' }),
      'A product is only for vaccination and medication records',
      'product',
    );
    expectInvalid(await post({ recordType: 'Medication', rabiesTag: 'R-1' }), 'A rabies tag is only for vaccination records', 'rabiesTag');
    expectInvalid(await post({ recordType: 'Test', veterinarian: 'Dr. Patel' }), 'The signing veterinarian is only for vaccination records', 'veterinarian');
    expectInvalid(
      await post({ recordType: 'Surgery', procedure: 'Liposuction' }),
      'Procedure must be one of: Spay, Neuter, Dental, Mass removal, Amputation, Enucleation, Other',
      'procedure',
    );
    expectInvalid(await post({ time: '25:00' }), 'Time must be HH:MM', 'time');
    expect(await rowCount(t, 'medical_records')).toBe(before);
  });

  it('keeps a record’s older shape working: a surgery without a procedure, fields left out as they were', async () => {
    const surgery = await postOk<TMedicalRecord>(
      t,
      '/api/medical-records',
      s.staff,
      medicalPayload(animal.id, { recordType: 'Surgery', description: 'Dental cleaning' }),
    );
    expect(surgery.procedure).toBeNull();
    const outside = await postOk<TMedicalRecord>(t, '/api/medical-records', s.staff, medicalPayload(animal.id, { outsideSource: true, date: '2025-01-01' }));
    // A correction that leaves outsideSource out keeps it (and the early date it allows).
    expect(await putOk<TMedicalRecord>(t, `/api/medical-records/${outside.id}`, s.staff, { notes: 'From the previous vet' })).toMatchObject({
      outsideSource: true,
      date: '2025-01-01',
      notes: 'From the previous vet',
    });
  });
});

describe('PUT /api/medical-records/{id} with details', () => {
  it('judges the details as the record ends up, and a corrected procedure changes the spay/neuter status', async () => {
    const surgery = await postOk<TMedicalRecord>(
      t,
      '/api/medical-records',
      s.veterinarian,
      medicalPayload(animal.id, { recordType: 'Surgery', description: 'Spay', procedure: 'Spay' }),
    );
    expect((await getJson<TAnimal>(t, `/api/animals/${animal.id}`, s.staff)).spayNeuterStatus).toBe('Spayed');
    const url = `/api/medical-records/${surgery.id}`;
    expectInvalid(await call(t, 'PUT', url, s.staff, { recordType: 'Examination' }), 'A procedure is only for surgery records', 'procedure');
    expectInvalid(await call(t, 'PUT', url, s.staff, { testResult: 'Negative' }), 'A test result is only for test records', 'testResult');
    const corrected = await putOk<TMedicalRecord>(t, url, s.staff, { recordType: 'Examination', procedure: null, description: 'Pre-surgical exam' });
    expect(corrected).toMatchObject({ recordType: 'Examination', procedure: null });
    expect((await getJson<TAnimal>(t, `/api/animals/${animal.id}`, s.staff)).spayNeuterStatus).toBeNull();
    await putOk(t, url, s.staff, { recordType: 'Surgery', procedure: 'Spay' });
    expect((await getJson<TAnimal>(t, `/api/animals/${animal.id}`, s.staff)).spayNeuterStatus).toBe('Spayed');
  });
});
