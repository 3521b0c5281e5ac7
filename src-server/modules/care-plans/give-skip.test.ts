import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TCareItemType } from '../../../src-shared/enums.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TCarePlan, TCarePlanItem } from '../../../src-shared/schemas/care-plans.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectInvalid,
  getJson,
  loginAll,
  postOk,
  rowCount,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { voidOk } from '../../../test/fixtures-records.js';

/** Giving and skipping a care plan's items, and the statuses derived from them (docs/domain.md#care-plans). */

let t: TTestApp;
let s: TSessions;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
});
afterAll(() => t.close());

/** An animal taken in ten days ago with exactly these items, each due `day` days from today. */
async function animalWith(name: string, items: { itemType: TCareItemType; name: string; day: number }[], extra: Record<string, unknown> = {}) {
  const animal = await createAnimal(t, s.staff, {
    name,
    intakeDate: addDays(today, -10),
    carePlan: { protocolId: null, items: items.map((item) => ({ itemType: item.itemType, name: item.name, dueDate: addDays(today, item.day) })) },
    ...extra,
  });
  const plan = await getJson<TCarePlan>(t, `/api/animals/${animal.id}/care-plan`, s.staff);
  const item = (itemName: string) => {
    const found = plan.items.find((planned) => planned.name === itemName);
    if (!found) throw new Error(`No ${itemName} in the plan`);
    return found;
  };
  return { animal, item };
}

const give = (item: TCarePlanItem, body: Record<string, unknown>, cookie = s.veterinarian) =>
  call(t, 'POST', `/api/care-plan-items/${item.id}/give`, cookie, { date: today, ...body });
const giveOk = async (item: TCarePlanItem, body: Record<string, unknown> = {}, cookie = s.veterinarian) => {
  const response = await give(item, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TCarePlanItem>();
};
const animalOf = (id: number) => getJson<TAnimal>(t, `/api/animals/${id}`, s.staff);
const recordsOf = (id: number) => getJson<TMedicalRecord[]>(t, `/api/animals/${id}/medical-records`, s.staff);
const portalOf = (id: number) => getJson<TAdoptableAnimal>(t, `/api/public/animals/${id}`);

describe('POST /api/care-plan-items/{id}/give', () => {
  it('records the medical record with what was given, and marks the item Given by whom', async () => {
    const { animal, item } = await animalWith('Dot', [{ itemType: 'Vaccination', name: 'DHPP', day: 0 }]);
    const given = await giveOk(item('DHPP'), { time: '09:30', product: 'Nobivac DAPPv', lotNumber: 'A123', lotExpiry: '2027-06-30', notes: 'Left shoulder' });
    const [record] = await recordsOf(animal.id);
    expect(record).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Dot',
      animalCode: animal.animalId,
      recordType: 'Vaccination',
      date: today,
      description: 'DHPP',
      provider: 'Test veterinarian',
      notes: 'Left shoulder',
      outsideSource: false,
      time: '09:30',
      procedure: null,
      product: 'Nobivac DAPPv',
      lotNumber: 'A123',
      lotExpiry: '2027-06-30',
      rabiesTag: null,
      veterinarian: null,
      testResult: null,
    });
    expect(given).toMatchObject({ status: 'Given', medicalRecordId: record?.id, doneBy: 'Test veterinarian', skipReason: null, version: 2 });
    expect(Date.parse(given.doneAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The provider may be named; staff give treatments too.
    const { item: other } = await animalWith('Dash', [{ itemType: 'Deworming', name: 'Pyrantel', day: -2 }]);
    await giveOk(other('Pyrantel'), { provider: 'Dr. Okafor', product: 'Strongid' }, s.staff);
    expect((await recordsOf(other('Pyrantel').animalId))[0]).toMatchObject({ recordType: 'Medication', description: 'Pyrantel', provider: 'Dr. Okafor' });
  });

  it('needs the tag and the signing veterinarian for a rabies vaccination, and takes them for no other', async () => {
    const { animal, item } = await animalWith('Rex', [
      { itemType: 'Vaccination', name: 'Rabies (1 year)', day: 0 },
      { itemType: 'Vaccination', name: 'Bordetella', day: 0 },
    ]);
    const rabies = item('Rabies (1 year)');
    const records = await rowCount(t, 'medical_records');
    expectInvalid(await give(rabies, { rabiesTag: 'R-2026-118' }), 'The signing veterinarian is required for a rabies vaccination', 'veterinarian');
    expectInvalid(await give(rabies, { veterinarian: 'Dr. Patel' }), 'The rabies tag number is required for a rabies vaccination', 'rabiesTag');
    expectInvalid(await give(item('Bordetella'), { rabiesTag: 'R-1' }), 'A rabies tag is only for a rabies vaccination', 'rabiesTag');
    expectInvalid(await give(item('Bordetella'), { veterinarian: 'Dr. Patel' }), 'The signing veterinarian is only for a rabies vaccination', 'veterinarian');
    expect(await rowCount(t, 'medical_records')).toBe(records);
    expect((await getJson<TCarePlan>(t, `/api/animals/${animal.id}/care-plan`, s.staff)).items.map((planned) => planned.status)).toEqual(['Due', 'Due']);
    await giveOk(rabies, { rabiesTag: 'R-2026-118', veterinarian: 'Dr. Patel', product: 'Imrab 3', lotNumber: 'L9' });
    expect((await recordsOf(animal.id))[0]).toMatchObject({ description: 'Rabies (1 year)', rabiesTag: 'R-2026-118', veterinarian: 'Dr. Patel' });
    // A rabies titer is a test: its result, no certificate.
    const { item: titer } = await animalWith('Titer', [{ itemType: 'Test', name: 'Rabies titer', day: 0 }]);
    expectInvalid(await give(titer('Rabies titer'), { testResult: 'Positive', rabiesTag: 'R-2' }), 'A rabies tag is only for vaccination records', 'rabiesTag');
    expect(await giveOk(titer('Rabies titer'), { testResult: 'Positive' })).toMatchObject({ status: 'Given' });
  });

  it('needs a test’s result and a surgery’s procedure, refusing details their records do not carry', async () => {
    const { animal, item } = await animalWith(
      'Tess',
      [
        { itemType: 'Test', name: 'FeLV/FIV test', day: 0 },
        { itemType: 'Surgery', name: 'Spay/neuter', day: 0 },
      ],
      { sex: 'Female' },
    );
    const records = await rowCount(t, 'medical_records');
    expectInvalid(await give(item('FeLV/FIV test'), {}), 'The test result is required for a test', 'testResult');
    expectInvalid(await give(item('FeLV/FIV test'), { testResult: 'Negative', procedure: 'Spay' }), 'A procedure is only for surgery records', 'procedure');
    expectInvalid(await give(item('FeLV/FIV test'), { testResult: 'Maybe' }), 'Test result must be one of: Negative, Positive, Inconclusive', 'testResult');
    expectInvalid(await give(item('Spay/neuter'), {}), 'The procedure is required for a surgery', 'procedure');
    expectInvalid(
      await give(item('Spay/neuter'), { procedure: 'Spay', lotNumber: 'X' }),
      'A lot number is only for vaccination and medication records',
      'lotNumber',
    );
    expect(await rowCount(t, 'medical_records')).toBe(records);

    await giveOk(item('FeLV/FIV test'), { testResult: 'Negative' });
    expect((await animalOf(animal.id)).spayNeuterStatus).toBeNull();
    await giveOk(item('Spay/neuter'), { procedure: 'Spay' });
    expect((await recordsOf(animal.id)).map((record) => [record.recordType, record.testResult, record.procedure])).toEqual([
      ['Surgery', null, 'Spay'],
      ['Test', 'Negative', null],
    ]);
    expect((await animalOf(animal.id)).spayNeuterStatus).toBe('Spayed');
  });

  it('refuses a date after today or before the intake, a given or skipped item, a stale version, an unknown item and volunteers', async () => {
    const { item } = await animalWith('Late', [
      { itemType: 'Examination', name: 'Wellness exam', day: 0 },
      { itemType: 'Examination', name: 'Recheck', day: 5 },
    ]);
    const exam = item('Wellness exam');
    expectInvalid(await give(exam, { date: addDays(today, 1) }), `Record date cannot be after today (${today})`, 'date');
    expectInvalid(
      await give(exam, { date: addDays(today, -11) }),
      `Record date cannot be before the animal's intake date (${addDays(today, -10)}) unless the record is from an outside source`,
      'date',
    );
    expectError(await give(exam, { version: 2 }), 409, 'This care plan item was changed by someone else. Reload it and try again.');
    await expectGuarded(t, s, { method: 'POST', url: `/api/care-plan-items/${exam.id}/give`, payload: { date: today } }, ['volunteer'], CANNOT.writeMedical);
    await giveOk(exam);
    expectError(await give(exam, {}), 409, `Wellness exam due ${today} was already given`);
    await postOk(t, `/api/care-plan-items/${item('Recheck').id}/skip`, s.staff, { reason: 'Healed' });
    expectError(await give(item('Recheck'), {}), 409, `Recheck due ${addDays(today, 5)} was skipped`);
    expectError(await call(t, 'POST', '/api/care-plan-items/999999/give', s.staff, { date: today }), 404, 'Care plan item not found');
  });
});

describe('POST /api/care-plan-items/{id}/skip', () => {
  it('needs a reason, and marks the item Skipped by whom, recording nothing as given', async () => {
    const { animal, item } = await animalWith('Skip', [{ itemType: 'Vaccination', name: 'Leptospirosis', day: -1 }]);
    const lepto = item('Leptospirosis');
    const url = `/api/care-plan-items/${lepto.id}/skip`;
    expectInvalid(await call(t, 'POST', url, s.staff, { reason: '  ' }), 'A reason is required', 'reason');
    expectInvalid(await call(t, 'POST', url, s.staff, {}), 'A reason is required', 'reason');
    await expectGuarded(t, s, { method: 'POST', url, payload: { reason: 'No' } }, ['volunteer'], CANNOT.writeMedical);
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Overdue');
    const skipped = await postOk<TCarePlanItem>(t, url, s.staff, { reason: 'Vaccinated by the previous owner’s vet', version: 1 });
    expect(skipped).toMatchObject({
      status: 'Skipped',
      skipReason: 'Vaccinated by the previous owner’s vet',
      doneBy: 'Test staff',
      medicalRecordId: null,
      version: 2,
    });
    expect(await recordsOf(animal.id)).toEqual([]);
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Not started');
    expectError(await call(t, 'POST', url, s.staff, { reason: 'Again' }), 409, `Leptospirosis due ${addDays(today, -1)} was skipped`);
  });
});

describe('the statuses derived from the plan and the records', () => {
  it('read Overdue, Due, Up to date on the animal (Due where the portal shows it); giving a vaccine does not move the animal’s version', async () => {
    const { animal, item } = await animalWith('Derived', [
      { itemType: 'Vaccination', name: 'DHPP', day: -3 },
      { itemType: 'Vaccination', name: 'DHPP booster', day: 20 },
    ]);
    expect(await animalOf(animal.id)).toMatchObject({ vaccinationStatus: 'Overdue', version: animal.version });
    expect((await portalOf(animal.id)).vaccinationStatus).toBe('Due');

    const given = await giveOk(item('DHPP'));
    expect(await animalOf(animal.id)).toMatchObject({ vaccinationStatus: 'Up to date', version: animal.version });
    expect((await portalOf(animal.id)).vaccinationStatus).toBe('Up to date');

    const soon = await postOk<TCarePlanItem>(t, '/api/care-plan-items', s.staff, {
      animalId: animal.id,
      itemType: 'Vaccination',
      name: 'Bordetella',
      dueDate: addDays(today, 6),
    });
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Due');
    expect((await portalOf(animal.id)).vaccinationStatus).toBe('Due');
    await postOk(t, `/api/care-plan-items/${soon.id}/skip`, s.staff, { reason: 'Not needed' });

    // Voiding the record the item made: it was not given after all.
    await voidOk(t, `/api/medical-records/${given.medicalRecordId}`, s.veterinarian, 'Wrong animal');
    const back = (await getJson<TCarePlan>(t, `/api/animals/${animal.id}/care-plan`, s.staff)).items.find((planned) => planned.id === given.id);
    expect(back).toMatchObject({ status: 'Due', medicalRecordId: null, doneBy: null, doneAt: null });
    expect(await animalOf(animal.id)).toMatchObject({ vaccinationStatus: 'Overdue', version: animal.version });
    // Due again, it can be given again.
    await giveOk(back as TCarePlanItem);
  });

  it('read a spay or neuter from a surgery record, an outside one included, over the intake’s answer and what was typed', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Typed', sex: 'Male', spayNeuterStatus: 'Unknown', carePlan: null });
    expect(animal.spayNeuterStatus).toBe('Unknown');
    const record = await postOk<TMedicalRecord>(t, '/api/medical-records', s.veterinarian, {
      animalId: animal.id,
      recordType: 'Surgery',
      date: '2025-05-01',
      description: 'Neutered before surrender',
      outsideSource: true,
      procedure: 'Neuter',
    });
    expect((await animalOf(animal.id)).spayNeuterStatus).toBe('Neutered');
    expect((await portalOf(animal.id)).spayNeuterStatus).toBe('Neutered');
    await voidOk(t, `/api/medical-records/${record.id}`, s.veterinarian, 'Another dog’s record');
    expect((await animalOf(animal.id)).spayNeuterStatus).toBe('Unknown');
  });
});
