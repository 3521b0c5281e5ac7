import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TCarePlan, TCarePlanItem, TTreatmentCourse } from '../../../src-shared/schemas/care-plans.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';
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
  sqlWrite,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';

/** Treatment courses: a vet's prescription, its doses in the animal's care plan (docs/domain.md#care-plans). */

let t: TTestApp;
let s: TSessions;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
});
afterAll(() => t.close());

const planOf = (id: number) => getJson<TCarePlan>(t, `/api/animals/${id}/care-plan`, s.staff);
const course = (animalId: number, overrides: Record<string, unknown> = {}) => ({
  animalId,
  drug: 'Amoxicillin',
  dose: '250 mg',
  route: 'Oral',
  frequency: 'Twice daily',
  startDate: today,
  doses: 6,
  prescribedBy: 'Dr. Patel',
  ...overrides,
});

describe('POST /api/treatment-courses', () => {
  it('schedules a twice-daily course as numbered doses, each a Medication item named by the drug with its dose', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Sniffles', intakeDate: addDays(today, -5), carePlan: null });
    const created = await postOk<TTreatmentCourse>(t, '/api/treatment-courses', s.veterinarian, course(animal.id, { notes: 'With food' }));
    expect(created).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Sniffles',
      animalCode: animal.animalId,
      drug: 'Amoxicillin',
      dose: '250 mg',
      route: 'Oral',
      frequency: 'Twice daily',
      startDate: today,
      endDate: null,
      doses: 6,
      notes: 'With food',
      prescribedBy: 'Dr. Patel',
      given: 0,
      skipped: 0,
      due: 6,
    });
    const { items, courses } = await planOf(animal.id);
    expect(courses).toEqual([created]);
    expect(items.map((item) => [item.dueDate, item.doseOfDay])).toEqual([
      [today, 1],
      [today, 2],
      [addDays(today, 1), 1],
      [addDays(today, 1), 2],
      [addDays(today, 2), 1],
      [addDays(today, 2), 2],
    ]);
    expect(items[0]).toMatchObject({ itemType: 'Medication', name: 'Amoxicillin', courseId: created.id, detail: '250 mg · Oral', status: 'Due' });

    // Given, its record says what and how; the course counts it.
    const given = await postOk<TCarePlanItem>(t, `/api/care-plan-items/${items[0]?.id}/give`, s.staff, { date: today, time: '08:00' });
    expect(given.detail).toBe('250 mg · Oral');
    const [record] = await getJson<TMedicalRecord[]>(t, `/api/animals/${animal.id}/medical-records`, s.staff);
    expect(record).toMatchObject({ recordType: 'Medication', description: 'Amoxicillin (250 mg · Oral)', time: '08:00' });
    expect((await planOf(animal.id)).courses[0]).toMatchObject({ given: 1, skipped: 0, due: 5 });
  });

  it('runs a once-daily course to its end date, numbering nothing', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Itchy', intakeDate: addDays(today, -5), carePlan: null });
    await postOk(
      t,
      '/api/treatment-courses',
      s.staff,
      course(animal.id, { drug: 'Apoquel', dose: '5.4 mg', frequency: 'Once daily', doses: null, endDate: addDays(today, 3) }),
    );
    expect((await planOf(animal.id)).items.map((item) => [item.dueDate, item.doseOfDay])).toEqual([0, 1, 2, 3].map((day) => [addDays(today, day), null]));
  });

  it('refuses a start before the intake or more than a year ahead, a course without an end, an unknown animal and volunteers, writing nothing', async () => {
    const intakeDate = addDays(today, -5);
    const animal = await createAnimal(t, s.staff, { name: 'Refused', intakeDate, carePlan: null });
    const before = { courses: await rowCount(t, 'treatment_courses'), items: await rowCount(t, 'care_plan_items') };
    const post = (body: Record<string, unknown>) => call(t, 'POST', '/api/treatment-courses', s.veterinarian, body);
    expectInvalid(
      await post(course(animal.id, { startDate: addDays(intakeDate, -1) })),
      `Start date cannot be before the animal's intake date (${intakeDate})`,
      'startDate',
    );
    expectInvalid(await post(course(animal.id, { startDate: addDays(today, 366) })), 'Start date cannot be more than a year ahead', 'startDate');
    expectInvalid(await post(course(animal.id, { doses: null })), 'Give an end date or a number of doses', 'endDate');
    expectInvalid(await post(course(animal.id, { route: 'By magic' })), expect.stringContaining('Route must be one of') as never, 'route');
    expectError(await post(course(999999)), 404, 'Animal not found');
    await expectGuarded(t, s, { method: 'POST', url: '/api/treatment-courses', payload: course(animal.id) }, ['volunteer'], CANNOT.writeMedical);
    expect({ courses: await rowCount(t, 'treatment_courses'), items: await rowCount(t, 'care_plan_items') }).toEqual(before);
  });
});

describe('POST /api/treatment-courses/{id}/stop', () => {
  it('skips the doses still due after the last day with the reason, keeping those given, and ends the course there', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Better', intakeDate: addDays(today, -5), carePlan: null });
    const prescribed = await postOk<TTreatmentCourse>(t, '/api/treatment-courses', s.veterinarian, course(animal.id, { startDate: addDays(today, -1) }));
    const first = (await planOf(animal.id)).items[0];
    await postOk(t, `/api/care-plan-items/${first?.id}/give`, s.staff, { date: addDays(today, -1) });

    const url = `/api/treatment-courses/${prescribed.id}/stop`;
    expectInvalid(await call(t, 'POST', url, s.veterinarian, { lastDate: today }), 'A reason is required', 'reason');
    await expectGuarded(t, s, { method: 'POST', url, payload: { lastDate: today, reason: 'Recovered' } }, ['volunteer'], CANNOT.writeMedical);
    const stopped = await postOk<TTreatmentCourse>(t, url, s.veterinarian, { lastDate: today, reason: 'Recovered', version: 1 });
    expect(stopped).toMatchObject({ endDate: today, given: 1, skipped: 2, due: 3, version: 2 });
    const items = (await planOf(animal.id)).items;
    expect(items.map((item) => [item.dueDate, item.status])).toEqual([
      [addDays(today, -1), 'Given'],
      [addDays(today, -1), 'Due'],
      [today, 'Due'],
      [today, 'Due'],
      [addDays(today, 1), 'Skipped'],
      [addDays(today, 1), 'Skipped'],
    ]);
    expect(items.at(-1)).toMatchObject({ skipReason: 'Recovered', doneBy: 'Test veterinarian' });
    expectError(
      await call(t, 'POST', url, s.veterinarian, { lastDate: today, reason: 'Again', version: 1 }),
      409,
      'This treatment course was changed by someone else. Reload it and try again.',
    );
  });

  it('answers 404 for an unknown course and 409 for a voided one', async () => {
    expectError(await call(t, 'POST', '/api/treatment-courses/999999/stop', s.staff, { lastDate: today, reason: 'Done' }), 404, 'Treatment course not found');
    const animal = await createAnimal(t, s.staff, { name: 'Voided', intakeDate: addDays(today, -5), carePlan: null });
    const prescribed = await postOk<TTreatmentCourse>(t, '/api/treatment-courses', s.veterinarian, course(animal.id));
    await sqlWrite(t, `update treatment_courses set voided_at = now(), void_reason = 'Entered in error' where id = ?`, [prescribed.id]);
    expectError(
      await call(t, 'POST', `/api/treatment-courses/${prescribed.id}/stop`, s.staff, { lastDate: today, reason: 'Done' }),
      409,
      'This treatment course was voided',
    );
  });
});
