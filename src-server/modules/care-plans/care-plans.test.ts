import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TCarePlan, TCarePlanItem, TCarePlanPreview, TProtocol } from '../../../src-shared/schemas/care-plans.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  animalPayload,
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
import { putOk } from '../../../test/fixtures-records.js';

/** Care plans made at intake, previewed, read and added to (docs/domain.md#care-plans). */

let t: TTestApp;
let s: TSessions;
let today: string;
let protocolId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
  const protocols = await getJson<TProtocol[]>(t, '/api/medical-protocols', s.staff);
  protocolId = Object.fromEntries(protocols.map((protocol) => [protocol.name, protocol.id]));
});
afterAll(() => t.close());

const planOf = (id: number) => getJson<TCarePlan>(t, `/api/animals/${id}/care-plan`, s.staff);
const animalOf = (id: number) => getJson<TAnimal>(t, `/api/animals/${id}`, s.staff);
/** Each item as [name, days after `from`], in the plan's order. */
const schedule = (items: { name: string; dueDate: string }[], from: string) =>
  items.map((item) => [item.name, Math.round((Date.parse(item.dueDate) - Date.parse(from)) / 86_400_000)]);

describe('GET /api/care-plans/preview', () => {
  it('answers the matching protocol and what it would schedule, writing nothing', async () => {
    const before = await rowCount(t, 'care_plan_items');
    const intakeDate = '2026-03-02';
    const puppy = await getJson<TCarePlanPreview>(
      t,
      `/api/care-plans/preview?species=Dog&birthDate=${addDays(intakeDate, -70)}&intakeDate=${intakeDate}`,
      s.veterinarian,
    );
    expect(puppy.protocol).toEqual({ id: protocolId['Puppy intake'], name: 'Puppy intake' });
    expect(
      schedule(
        puppy.items.filter((item) => item.name === 'DHPP'),
        intakeDate,
      ),
    ).toEqual([0, 14, 28, 42, 56, 70].map((day) => ['DHPP', day]));
    expect(puppy.items.find((item) => item.name === 'Rabies')).toEqual({ itemType: 'Vaccination', name: 'Rabies', dueDate: addDays(intakeDate, 42) });
    // Without a date of birth: an adult of unknown history.
    const adult = await getJson<TCarePlanPreview>(t, `/api/care-plans/preview?species=Dog&intakeDate=${intakeDate}`, s.staff);
    expect(adult.protocol?.name).toBe('Adult dog, unknown history');
    expect(
      schedule(
        adult.items.filter((item) => item.itemType === 'Vaccination'),
        intakeDate,
      ),
    ).toEqual([
      ['DHPP', 0],
      ['Bordetella', 0],
      ['Rabies', 0],
      ['DHPP', 14],
    ]);
    expect(await getJson(t, `/api/care-plans/preview?species=Bird&intakeDate=${intakeDate}`, s.staff)).toEqual({ protocol: null, items: [] });
    expect(await rowCount(t, 'care_plan_items')).toBe(before);
    expectInvalid(await call(t, 'GET', '/api/care-plans/preview?species=Dog', s.staff), 'Invalid input: expected string, received undefined', 'intakeDate');
    await expectGuarded(t, s, { method: 'GET', url: `/api/care-plans/preview?species=Dog&intakeDate=${intakeDate}` }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('the care plan an intake starts', () => {
  it('applies the matching protocol when none is sent: a puppy’s DHPP every 14 days until 20 weeks, rabies at 16 weeks', async () => {
    const intakeDate = addDays(today, -14);
    const animal = await createAnimal(t, s.staff, { name: 'Pip', age: '10 weeks', intakeDate, birthDate: addDays(intakeDate, -70), sex: 'Male' });
    const { items, courses } = await planOf(animal.id);
    expect(courses).toEqual([]);
    expect(schedule(items, intakeDate)).toEqual([
      ['DHPP', 0],
      ['Bordetella', 0],
      ['Pyrantel', 0],
      ['Flea and tick treatment', 0],
      ['Spay/neuter', 0],
      ['DHPP', 14],
      ['Pyrantel', 14],
      ['DHPP', 28],
      ['DHPP', 42],
      ['Rabies', 42],
      ['DHPP', 56],
      ['DHPP', 70],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Pip',
      animalCode: animal.animalId,
      itemType: 'Vaccination',
      name: 'DHPP',
      dueDate: intakeDate,
      doseOfDay: null,
      status: 'Due',
      protocolId: protocolId['Puppy intake'],
      courseId: null,
      detail: null,
      medicalRecordId: null,
      skipReason: null,
      doneBy: null,
      doneAt: null,
    });
    // The intake's answer already reads the plan: its first vaccinations were due two weeks ago.
    expect(animal.vaccinationStatus).toBe('Overdue');
    expect(animal.spayNeuterStatus).toBeNull();
  });

  it('schedules nothing for carePlan null, and exactly the items sent (staff’s changes) for a plan', async () => {
    const none = await createAnimal(t, s.staff, { name: 'Nothing planned', carePlan: null });
    expect((await planOf(none.id)).items).toEqual([]);
    expect(none.vaccinationStatus).toBe('Not started');

    const intakeDate = addDays(today, -3);
    const chosen = await createAnimal(t, s.staff, {
      name: 'Chosen',
      intakeDate,
      carePlan: {
        protocolId: protocolId['Adult dog, unknown history'],
        items: [
          { itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(intakeDate, 1) },
          { itemType: 'Test', name: 'Heartworm test', dueDate: intakeDate },
        ],
      },
    });
    const { items } = await planOf(chosen.id);
    expect(items.map((item) => [item.name, item.dueDate, item.protocolId])).toEqual([
      ['Heartworm test', intakeDate, protocolId['Adult dog, unknown history']],
      ['DHPP', addDays(intakeDate, 1), protocolId['Adult dog, unknown history']],
    ]);
    expect(chosen.vaccinationStatus).toBe('Overdue');
  });

  it('refuses a plan item due before the intake or an unknown protocol, taking nothing in', async () => {
    const before = { animals: await rowCount(t, 'animals'), items: await rowCount(t, 'care_plan_items') };
    const intakeDate = addDays(today, -3);
    const early = { protocolId: null, items: [{ itemType: 'Vaccination' as const, name: 'DHPP', dueDate: addDays(intakeDate, -1) }] };
    expectInvalid(
      await call(t, 'POST', '/api/animals', s.staff, animalPayload({ intakeDate, carePlan: early })),
      `Due date cannot be before the intake date (${intakeDate})`,
      'carePlan.items.0.dueDate',
    );
    expectInvalid(
      await call(t, 'POST', '/api/animals', s.staff, animalPayload({ intakeDate, carePlan: { protocolId: 999999, items: [] } })),
      'Protocol not found',
      'carePlan.protocolId',
    );
    expectInvalid(
      await call(
        t,
        'POST',
        '/api/animals',
        s.staff,
        animalPayload({ carePlan: { protocolId: null, items: [{ itemType: 'Haircut', name: 'Trim', dueDate: today }] } as never }),
      ),
      'Type must be one of: Vaccination, Test, Deworming, Parasite treatment, Medication, Surgery, Examination',
      'carePlan.items.0.itemType',
    );
    expect({ animals: await rowCount(t, 'animals'), items: await rowCount(t, 'care_plan_items') }).toEqual(before);
  });

  it('leaves the surgery out for an animal already altered, whose status says so; the answer can be corrected', async () => {
    const altered = await createAnimal(t, s.staff, { name: 'Already done', sex: 'Female', alteredAtIntake: true });
    expect((await planOf(altered.id)).items.map((item) => item.itemType)).not.toContain('Surgery');
    expect(altered).toMatchObject({ alteredAtIntake: true, spayNeuterStatus: 'Spayed' });

    const intact = await createAnimal(t, s.staff, { name: 'Intact', sex: 'Male', alteredAtIntake: false });
    expect((await planOf(intact.id)).items.filter((item) => item.itemType === 'Surgery').map((item) => item.name)).toEqual(['Spay/neuter']);
    expect(intact.spayNeuterStatus).toBe('Not altered');
    const corrected = await putOk<TAnimal>(t, `/api/animals/${intact.id}`, s.staff, { alteredAtIntake: true, version: intact.version });
    expect(corrected).toMatchObject({ alteredAtIntake: true, spayNeuterStatus: 'Neutered' });
  });

  it('stops when the animal leaves and resumes on its return, without scheduling a second plan', async () => {
    const intakeDate = addDays(today, -30);
    const animal = await createAnimal(t, s.staff, { name: 'Boomerang', intakeDate });
    const planned = (await planOf(animal.id)).items;
    expect(animal.vaccinationStatus).toBe('Overdue');
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { adoptionDate: addDays(today, -10) }));
    // Gone home: its plan asks nothing of the shelter.
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Not started');
    await postOk(t, `/api/adoptions/${adoption.id}/return`, s.staff, { date: addDays(today, -2), reason: 'Allergies' });
    expect((await planOf(animal.id)).items).toEqual(planned);
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Overdue');
  });

  it('on a later intake, resumes a plan with items still due, else applies the protocol again (or what is sent)', async () => {
    const intakeDate = addDays(today, -40);
    const animal = await createAnimal(t, s.staff, { name: 'Roamer', intakeDate });
    const first = (await planOf(animal.id)).items;
    const leave = (date: string) => postOk(t, `/api/animals/${animal.id}/outcome`, s.staff, { type: 'Returned to owner', date });
    const intake = (date: string, extra: Record<string, unknown> = {}) =>
      postOk(t, `/api/animals/${animal.id}/intakes`, s.staff, { intakeDate: date, intake: { type: 'Stray/At large', foundLocation: 'Park' }, ...extra });

    await leave(addDays(today, -30));
    await intake(addDays(today, -25));
    expect((await planOf(animal.id)).items).toEqual(first);

    // Every item dealt with: the next intake starts a fresh plan from its own day.
    for (const item of first) {
      await postOk(t, `/api/care-plan-items/${item.id}/skip`, s.staff, { reason: 'Given by the owner’s vet' });
    }
    await leave(addDays(today, -20));
    await intake(addDays(today, -10));
    const fresh = (await planOf(animal.id)).items.filter((item) => item.status === 'Due');
    expect(fresh.length).toBe(first.length);
    expect(fresh.every((item) => item.dueDate >= addDays(today, -10))).toBe(true);

    await leave(addDays(today, -5));
    const before = await rowCount(t, 'care_plan_items', 'animal_id = ?', [animal.id]);
    await intake(addDays(today, -4), { carePlan: { protocolId: null, items: [{ itemType: 'Examination', name: 'Recheck', dueDate: today }] } });
    expect(await rowCount(t, 'care_plan_items', 'animal_id = ?', [animal.id])).toBe(before + 1);
  });
});

describe('POST /api/care-plan-items', () => {
  it('adds an item to the plan, in due-date order, for medical writers', async () => {
    const intakeDate = addDays(today, -5);
    const animal = await createAnimal(t, s.staff, { name: 'Added to', intakeDate, carePlan: null });
    const later = await postOk<TCarePlanItem>(t, '/api/care-plan-items', s.veterinarian, {
      animalId: animal.id,
      itemType: 'Vaccination',
      name: 'Leptospirosis',
      dueDate: addDays(today, 3),
    });
    expect(later).toMatchObject({ animalId: animal.id, itemType: 'Vaccination', name: 'Leptospirosis', status: 'Due', protocolId: null, courseId: null });
    const sooner = await postOk<TCarePlanItem>(t, '/api/care-plan-items', s.staff, {
      animalId: animal.id,
      itemType: 'Examination',
      name: 'Recheck',
      dueDate: intakeDate,
    });
    expect((await planOf(animal.id)).items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    // A vaccination due within the week.
    expect((await animalOf(animal.id)).vaccinationStatus).toBe('Due');
  });

  it('refuses a due date before the intake, an unknown animal, and volunteers', async () => {
    const intakeDate = addDays(today, -5);
    const animal = await createAnimal(t, s.staff, { name: 'Refused', intakeDate, carePlan: null });
    const item = { animalId: animal.id, itemType: 'Test', name: 'FeLV/FIV test', dueDate: addDays(intakeDate, -1) };
    expectInvalid(
      await call(t, 'POST', '/api/care-plan-items', s.staff, item),
      `Due date cannot be before the animal's intake date (${intakeDate})`,
      'dueDate',
    );
    expectError(await call(t, 'POST', '/api/care-plan-items', s.staff, { ...item, animalId: 999999, dueDate: today }), 404, 'Animal not found');
    await expectGuarded(t, s, { method: 'POST', url: '/api/care-plan-items', payload: { ...item, dueDate: today } }, ['volunteer'], CANNOT.writeMedical);
    expect(await rowCount(t, 'care_plan_items', 'animal_id = ?', [animal.id])).toBe(0);
  });
});

describe('GET /api/animals/{id}/care-plan', () => {
  it('answers 404 for an unknown animal and refuses volunteers', async () => {
    expectError(await call(t, 'GET', '/api/animals/999999/care-plan', s.staff), 404, 'Animal not found');
    const animal = await createAnimal(t, s.staff, { name: 'Private' });
    await expectGuarded(t, s, { method: 'GET', url: `/api/animals/${animal.id}/care-plan` }, ['volunteer'], CANNOT.readConsole);
  });
});
