import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  animalRow,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  sql,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { put, putOk } from '../../../test/fixtures-records.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster.js';
import { syncStatusesInCare } from '../animals/animal-status.js';

let t: TTestApp;
let s: TSessions;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => call(t, 'POST', '/api/foster-care', s.staff, payload);
const place = (animalId: number, overrides: Record<string, unknown> = {}) =>
  postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(animalId, overrides));
const placementsOf = async (animalId: number) =>
  Number((await sql<{ n: string }>(t, 'select count(*) as n from foster_care where animal_id = ?', [animalId]))[0]?.n);
const startJob = (day: string) => syncStatusesInCare(t.db.orm.em.fork(), day);
const overlap = (startDate: string, endDate: string | null) =>
  `This animal has another placement from ${startDate} ${endDate ? `to ${endDate}` : 'with no end date'}: a scheduled placement cannot overlap another`;

describe('a placement’s dates (docs/domain.md#foster-placements)', () => {
  it('starts on the intake date at the earliest, and is refused a day before (400 at startDate)', async () => {
    const intakeDate = addDays(today, -10);
    const animal = await createAnimal(t, s.staff, { intakeDate });
    expectInvalid(
      await post(fosterPayload(animal.id, { startDate: addDays(intakeDate, -1) })),
      `Start date cannot be before the animal's intake date (${intakeDate})`,
      'startDate',
    );
    expect(await placementsOf(animal.id)).toBe(0);
    expect(await place(animal.id, { startDate: intakeDate })).toMatchObject({ startDate: intakeDate, current: true, scheduled: false });
  });

  it('starts at most 90 days ahead, and is refused 91 days ahead (400 at startDate)', async () => {
    const animal = await createAnimal(t, s.staff);
    expectInvalid(await post(fosterPayload(animal.id, { startDate: addDays(today, 91) })), 'Start date cannot be more than 90 days ahead', 'startDate');
    expect(await placementsOf(animal.id)).toBe(0);
    expect(await place(animal.id, { startDate: addDays(today, 90) })).toMatchObject({ current: false, scheduled: true });
  });

  it('ends on its start date at the earliest, and is refused a day before (400 at endDate)', async () => {
    const animal = await createAnimal(t, s.staff);
    const startDate = addDays(today, 5);
    expectInvalid(await post(fosterPayload(animal.id, { startDate, endDate: addDays(startDate, -1) })), 'End date cannot be before the start date', 'endDate');
    expect(await placementsOf(animal.id)).toBe(0);
    expect(await place(animal.id, { startDate, endDate: startDate })).toMatchObject({ startDate, endDate: startDate, scheduled: true });
  });

  it('holds a correction to the same bounds, changing nothing when refused', async () => {
    const intakeDate = addDays(today, -10);
    const animal = await createAnimal(t, s.staff, { intakeDate });
    const placement = await place(animal.id, { startDate: intakeDate });
    const url = `/api/foster-care/${placement.id}`;
    expectInvalid(
      await put(t, url, s.staff, { startDate: addDays(intakeDate, -1) }),
      `Start date cannot be before the animal's intake date (${intakeDate})`,
      'startDate',
    );
    expectInvalid(await put(t, url, s.staff, { startDate: addDays(today, 91) }), 'Start date cannot be more than 90 days ahead', 'startDate');
    expectInvalid(await put(t, url, s.staff, { endDate: addDays(intakeDate, -1) }), 'End date cannot be before the start date', 'endDate');
    expect(await getJson<TFosterPlacement[]>(t, `/api/animals/${animal.id}/foster-care`, s.staff)).toEqual([placement]);
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
  });
});

describe('scheduled placements', () => {
  it('leave the animal Available until the job’s run on the start day sets it In Foster, once', async () => {
    const animal = await createAnimal(t, s.staff);
    const startDate = addDays(today, 7);
    const placement = await place(animal.id, { startDate });
    expect(placement).toMatchObject({ startDate, endDate: null, current: false, scheduled: true });
    const before = await animalRow(t, animal.id);
    expect(before.status).toBe('Available');

    await startJob(addDays(startDate, -1));
    expect(await animalRow(t, animal.id)).toEqual(before);
    await startJob(startDate);
    expect(await animalRow(t, animal.id)).toEqual({ status: 'In Foster', version: before.version + 1 });
    expect(await startJob(startDate)).toBe(0);
    await startJob(addDays(startDate, 1));
    expect(await animalRow(t, animal.id)).toEqual({ status: 'In Foster', version: before.version + 1 });
  });

  it('are listed apart: status=scheduled, not among current or past ones', async () => {
    const animal = await createAnimal(t, s.staff);
    const scheduled = await place(animal.id, { startDate: addDays(today, 3) });
    const of = async (status: string) =>
      (await getJson<TFosterPlacement[]>(t, `/api/foster-care?animalId=${animal.id}&status=${status}`, s.staff)).map((p) => p.id);
    expect(await of('scheduled')).toEqual([scheduled.id]);
    expect(await of('current')).toEqual([]);
    expect(await of('past')).toEqual([]);
  });

  it('may not overlap another placement (409); one may start the day another ends', async () => {
    const animal = await createAnimal(t, s.staff);
    const current = await place(animal.id, { startDate: addDays(today, -5), endDate: addDays(today, 10) });
    expectError(await post(fosterPayload(animal.id, { startDate: addDays(today, 9) })), 409, overlap(current.startDate, current.endDate));
    const next = await place(animal.id, { startDate: addDays(today, 10), endDate: addDays(today, 20) });
    expectError(
      await post(fosterPayload(animal.id, { startDate: addDays(today, 15), endDate: addDays(today, 30) })),
      409,
      overlap(next.startDate, next.endDate),
    );
    expect(await placementsOf(animal.id)).toBe(2);
    // Moving the current one's end past the scheduled one's start is refused too.
    expectError(await put(t, `/api/foster-care/${current.id}`, s.staff, { endDate: addDays(today, 12) }), 409, overlap(next.startDate, next.endDate));
  });

  it('refuse a current placement that would run into a scheduled one (409)', async () => {
    const animal = await createAnimal(t, s.staff);
    const scheduled = await place(animal.id, { startDate: addDays(today, 10) });
    expectError(await post(fosterPayload(animal.id, { startDate: today })), 409, overlap(scheduled.startDate, null));
    expect((await animalRow(t, animal.id)).status).toBe('Available');
    await place(animal.id, { startDate: today, endDate: addDays(today, 10) });
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
  });

  it('are refused for an adopted animal, and voided when the animal is adopted first; the job leaves it Adopted', async () => {
    const adopted = await createAnimal(t, s.staff);
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id, { adoptionDate: today }));
    expectError(await post(fosterPayload(adopted.id, { startDate: addDays(today, 3) })), 409, 'This animal has been adopted and cannot go into foster care');

    const animal = await createAnimal(t, s.staff);
    const startDate = addDays(today, 3);
    const scheduled = await place(animal.id, { startDate });
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { adoptionDate: today }));
    expect(await getJson<TFosterPlacement[]>(t, `/api/animals/${animal.id}/foster-care`, s.staff)).toEqual([]);
    expect(await sql(t, 'select void_reason from foster_care where id = ?', [scheduled.id])).toEqual([
      { void_reason: 'The animal was adopted before this placement started' },
    ]);
    await startJob(startDate);
    expect((await animalRow(t, animal.id)).status).toBe('Adopted');
  });

  it('do not keep an animal In Foster once its current placement has ended', async () => {
    const animal = await createAnimal(t, s.staff);
    await place(animal.id, { startDate: addDays(today, -5), endDate: addDays(today, 2) });
    await place(animal.id, { startDate: addDays(today, 6) });
    await syncStatusesInCare(t.db.orm.em.fork(), addDays(today, 3));
    expect((await animalRow(t, animal.id)).status).toBe('Available');
    await startJob(addDays(today, 6));
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
  });
});

describe('correcting a placement’s start (docs/domain.md#foster-placements)', () => {
  it('moving a current placement’s start ahead makes it scheduled and the animal Available; moving it back, In Foster again', async () => {
    const animal = await createAnimal(t, s.staff);
    const placement = await place(animal.id, { startDate: today });
    const url = `/api/foster-care/${placement.id}`;
    const moved = await putOk<TFosterPlacement>(t, url, s.staff, { startDate: addDays(today, 4), version: 1 });
    expect(moved).toMatchObject({ startDate: addDays(today, 4), current: false, scheduled: true, version: 2 });
    expect((await animalRow(t, animal.id)).status).toBe('Available');
    const back = await putOk<TFosterPlacement>(t, url, s.staff, { startDate: today, version: 2 });
    expect(back).toMatchObject({ startDate: today, current: true, scheduled: false });
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
  });
});
