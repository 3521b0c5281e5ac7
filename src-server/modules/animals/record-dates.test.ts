import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TJourney } from '../../../src-shared/schemas/journey.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';
import {
  adoptionPayload,
  animalPayload,
  appointmentPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  fosterPayload,
  getJson,
  medicalPayload,
  postOk,
  rowCounts,
  setSystemSettings,
  sql,
  todayIn,
  transactionPayload,
} from '../../../test/fixtures.js';
import { put, putOk, useTestEnv } from '../../../test/fixtures-records.js';

/** The date rules of docs/domain.md#dates, at each boundary: the last day allowed and the first refused. */

const env = useTestEnv();
let today: string;
let tomorrow: string;
beforeAll(() => {
  today = todayIn(env.t);
  tomorrow = addDays(today, 1);
});

type TPayload = Record<string, unknown>;
const post = (url: string, payload: TPayload) => call(env.t, 'POST', url, env.s.staff, payload);

/** Refused with the message at the field, and no row written anywhere. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, message: string, path: string): Promise<void> {
  const before = await rowCounts(env.t);
  expectInvalid(await send(), message, path);
  expect(await rowCounts(env.t)).toEqual(before);
}

/** An animal taken in ten days ago, so its records have room on both sides of the intake. */
const takenIn = () => createAnimal(env.t, env.s.staff, { intakeDate: addDays(today, -10) });

describe('intake date', () => {
  it('may be today but not tomorrow, so no animal ID of a future year can be made', async () => {
    const animal = await postOk<TAnimal>(env.t, '/api/animals', env.s.staff, animalPayload({ intakeDate: today }));
    expect(animal.intakeDate).toBe(today);
    expect(animal.animalId.startsWith(`A-${today.slice(0, 4)}-`)).toBe(true);
    await expectRefused(() => post('/api/animals', animalPayload({ intakeDate: tomorrow })), `Intake date cannot be after today (${today})`, 'intakeDate');
    await expectRefused(() => post('/api/animals', animalPayload({ intakeDate: '2099-01-01' })), `Intake date cannot be after today (${today})`, 'intakeDate');
    expect(await sql(env.t, "select 1 from animals where animal_id like 'A-2099-%'")).toEqual([]);
  });

  it('may be 1990-01-01 but not 1989-12-31', async () => {
    const animal = await postOk<TAnimal>(env.t, '/api/animals', env.s.staff, animalPayload({ intakeDate: '1990-01-01' }));
    expect(animal.animalId).toMatch(/^A-1990-\d+$/);
    await expectRefused(() => post('/api/animals', animalPayload({ intakeDate: '1989-12-31' })), 'Intake date cannot be before 1990-01-01', 'intakeDate');
  });

  it('corrected, keeps its bounds, and keeps the animal ID when it moves to another year', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { intakeDate: '2026-01-10' });
    const moved = await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: '2025-12-31' });
    expect(moved).toMatchObject({ intakeDate: '2025-12-31', animalId: animal.animalId });
    await expectRefused(
      () => put(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: tomorrow }),
      `Intake date cannot be after today (${today})`,
      'intakeDate',
    );
    await expectRefused(
      () => put(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: '1989-12-31' }),
      'Intake date cannot be before 1990-01-01',
      'intakeDate',
    );
    expect((await getJson<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff)).intakeDate).toBe('2025-12-31');
  });

  it('corrected, may not pass the animal’s earliest record; an outside-source medical record does not count', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { intakeDate: '2026-01-10' });
    await postOk(env.t, '/api/medical-records', env.s.staff, medicalPayload(animal.id, { date: '2025-06-01', outsideSource: true }));
    await postOk(env.t, '/api/medical-records', env.s.staff, medicalPayload(animal.id, { date: '2026-03-01' }));
    await postOk(env.t, '/api/appointments', env.s.staff, appointmentPayload(animal.id, { date: '2026-02-15' }));
    await postOk(env.t, `/api/animals/${animal.id}/behavior-notes`, env.s.staff, { note: 'Shy at first', date: '2026-02-20' });
    await postOk(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: '2026-04-01', status: 'Pending' }));
    await expectRefused(
      () => put(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: '2026-02-16' }),
      "Intake date cannot be after the animal's earliest record (an appointment on 2026-02-15)",
      'intakeDate',
    );
    expect((await getJson<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff)).intakeDate).toBe('2026-01-10');
    expect(await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: '2026-02-15' })).toMatchObject({ intakeDate: '2026-02-15' });
  });
});

describe('intake date corrected, with the journey', () => {
  const day = (offset: number) => addDays(today, offset);
  const stray = (intakeDate: string) => createAnimal(env.t, env.s.staff, { intakeDate, intake: { type: 'Stray/At large', foundLocation: 'Main St' } } as never);
  const journeyOf = (id: number) => getJson<TJourney>(env.t, `/api/animals/${id}/stays`, env.s.staff);
  const correct = (id: number, intakeDate: string) => put(env.t, `/api/animals/${id}`, env.s.staff, { intakeDate });

  it('carries the stray hold its intake opened, keeping its length, and the move to its kennel that day; the status follows', async () => {
    await setSystemSettings(env.t, { strayHoldDays: 3 });
    const ward = await postOk<{ id: number }>(env.t, '/api/locations', env.s.admin, { name: 'Intake Ward', kind: 'Building' });
    const animal = await stray(day(-20));
    await postOk(env.t, `/api/animals/${animal.id}/location`, env.s.staff, { locationId: ward.id, date: day(-20) });
    expect(await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: day(-1) })).toMatchObject({
      intakeDate: day(-1),
      status: 'Stray Hold',
    });
    const [stay] = (await journeyOf(animal.id)).stays;
    expect(stay?.intake.date).toBe(day(-1));
    expect(stay?.holds).toEqual([expect.objectContaining({ type: 'Stray hold', startDate: day(-1), endDate: day(2), active: true })]);
    expect(stay?.whereabouts).toEqual([expect.objectContaining({ label: 'Intake Ward', from: day(-1) })]);
    expect(await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: day(-20) })).toMatchObject({ status: 'Available' });
    expect((await journeyOf(animal.id)).stays[0]?.holds[0]).toMatchObject({ startDate: day(-20), endDate: day(-17), active: false });
  });

  it('may not pass another hold, move or foster placement, nor the release of the intake’s stray hold (400, nothing changed)', async () => {
    const ward = await postOk<{ id: number }>(env.t, '/api/locations', env.s.admin, { name: 'Quiet Ward', kind: 'Building' });
    const animal = await stray(day(-20));
    const placement = await postOk<{ id: number }>(
      env.t,
      '/api/foster-care',
      env.s.staff,
      fosterPayload(animal.id, { startDate: day(-16), endDate: day(-15) }),
    );
    const hold = await postOk<{ id: number }>(env.t, `/api/animals/${animal.id}/holds`, env.s.staff, {
      type: 'Medical hold',
      reason: 'Cast',
      startDate: day(-15),
    });
    await postOk(env.t, `/api/animals/${animal.id}/location`, env.s.staff, { locationId: ward.id, date: day(-14) });
    const earliest = (record: string) => `Intake date cannot be after the animal's earliest record (${record})`;
    const rows = () =>
      sql(
        env.t,
        "select (select count(*) from audit_log) as audits, (select string_agg(start_date::text, ',' order by id) from holds where animal_id = ?) as holds",
        [animal.id],
      );
    const before = await rows();
    await expectRefused(() => correct(animal.id, day(-10)), earliest(`a foster placement on ${day(-16)}`), 'intakeDate');
    expect(await rows()).toEqual(before);
    expect((await call(env.t, 'DELETE', `/api/foster-care/${placement.id}?reason=Wrong%20animal`, env.s.staff)).statusCode).toBe(200);
    await expectRefused(() => correct(animal.id, day(-10)), earliest(`a hold on ${day(-15)}`), 'intakeDate');
    expect((await call(env.t, 'DELETE', `/api/holds/${hold.id}?reason=Wrong%20animal`, env.s.staff)).statusCode).toBe(200);
    await expectRefused(() => correct(animal.id, day(-10)), earliest(`a move on ${day(-14)}`), 'intakeDate');
    expect((await getJson<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff)).intakeDate).toBe(day(-20));
    expect(await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: day(-14) })).toMatchObject({ intakeDate: day(-14) });

    const released = await stray(day(-2));
    const strayHold = (await journeyOf(released.id)).stays[0]?.holds[0];
    await postOk(env.t, `/api/holds/${strayHold?.id}/release`, env.s.staff, { date: day(-2) });
    await expectRefused(() => correct(released.id, day(-1)), earliest(`a hold's release on ${day(-2)}`), 'intakeDate');
  });

  it('may not move the intake’s stray hold over the day the animal was adopted (409 naming the hold)', async () => {
    await setSystemSettings(env.t, { strayHoldDays: 3 });
    const animal = await stray(day(-20));
    await postOk(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: day(-16) }));
    expectError(
      await correct(animal.id, day(-18)),
      409,
      `On ${day(-16)} ${animal.name} was on Stray Hold until ${day(-15)} (Legal holding period for a stray): it cannot be adopted on a day the hold covers`,
    );
    expect((await journeyOf(animal.id)).stays[0]).toMatchObject({ intake: { date: day(-20) }, holds: [{ startDate: day(-20), endDate: day(-17) }] });
    expect(await putOk<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff, { intakeDate: day(-19) })).toMatchObject({
      intakeDate: day(-19),
      status: 'Adopted',
    });
  });
});

describe('adoption date', () => {
  it('may be the intake day or today, not the day before the intake nor tomorrow, when created or corrected', async () => {
    const animal = await takenIn();
    const intake = animal.intakeDate;
    const before = `Adoption date cannot be before the animal's intake date (${intake})`;
    await expectRefused(() => post('/api/adoptions', adoptionPayload(animal.id, { adoptionDate: addDays(intake, -1) })), before, 'adoptionDate');
    await expectRefused(
      () => post('/api/adoptions', adoptionPayload(animal.id, { adoptionDate: tomorrow })),
      `Adoption date cannot be after today (${today})`,
      'adoptionDate',
    );
    const adoption = await postOk<{ id: number }>(
      env.t,
      '/api/adoptions',
      env.s.staff,
      adoptionPayload(animal.id, { adoptionDate: intake, status: 'Pending' }),
    );
    await putOk(env.t, `/api/adoptions/${adoption.id}`, env.s.staff, { adoptionDate: today });
    await expectRefused(() => put(env.t, `/api/adoptions/${adoption.id}`, env.s.staff, { adoptionDate: addDays(intake, -1) }), before, 'adoptionDate');
    expect(await sql(env.t, 'select adoption_date::text as date from adoptions where id = ?', [adoption.id])).toEqual([{ date: today }]);
  });
});

describe('behaviour note date', () => {
  it('may be the intake day or today, not the day before the intake nor tomorrow, when created or corrected', async () => {
    const animal = await takenIn();
    const intake = animal.intakeDate;
    const url = `/api/animals/${animal.id}/behavior-notes`;
    const before = `Note date cannot be before the animal's intake date (${intake})`;
    await expectRefused(() => post(url, { note: 'Calm', date: addDays(intake, -1) }), before, 'date');
    await expectRefused(() => post(url, { note: 'Calm', date: tomorrow }), `Note date cannot be after today (${today})`, 'date');
    const note = await postOk<{ id: number }>(env.t, url, env.s.staff, { note: 'Calm', date: intake });
    await postOk(env.t, url, env.s.staff, { note: 'Played with the ball', date: today });
    await expectRefused(() => put(env.t, `/api/behavior-notes/${note.id}`, env.s.staff, { date: addDays(intake, -1) }), before, 'date');
    expect(await sql(env.t, 'select date::text as date from behavior_notes where id = ?', [note.id])).toEqual([{ date: intake }]);
  });
});

describe('medical record date', () => {
  it('may be the intake day or today, not tomorrow; before the intake only from an outside source', async () => {
    const animal = await takenIn();
    const intake = animal.intakeDate;
    const dayBefore = addDays(intake, -1);
    const beforeIntake = `Record date cannot be before the animal's intake date (${intake}) unless the record is from an outside source`;
    await expectRefused(() => post('/api/medical-records', medicalPayload(animal.id, { date: dayBefore })), beforeIntake, 'date');
    await expectRefused(
      () => post('/api/medical-records', medicalPayload(animal.id, { date: tomorrow, outsideSource: true })),
      `Record date cannot be after today (${today})`,
      'date',
    );
    await expectRefused(
      () => post('/api/medical-records', medicalPayload(animal.id, { date: '1989-12-31', outsideSource: true })),
      'Record date cannot be before 1990-01-01',
      'date',
    );
    await postOk(env.t, '/api/medical-records', env.s.staff, medicalPayload(animal.id, { date: intake }));
    await postOk(env.t, '/api/medical-records', env.s.staff, medicalPayload(animal.id, { date: today }));
    const rabies = await postOk<TMedicalRecord>(
      env.t,
      '/api/medical-records',
      env.s.staff,
      medicalPayload(animal.id, { date: dayBefore, outsideSource: true }),
    );
    expect(rabies).toMatchObject({ date: dayBefore, outsideSource: true });
    expect((await getJson<TMedicalRecord[]>(env.t, `/api/animals/${animal.id}/medical-records`, env.s.staff)).map((r) => r.outsideSource)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('corrected, is checked as it ends up: unmarking the outside source of an earlier record is refused', async () => {
    const animal = await takenIn();
    const intake = animal.intakeDate;
    const record = await postOk<TMedicalRecord>(
      env.t,
      '/api/medical-records',
      env.s.staff,
      medicalPayload(animal.id, { date: '2024-05-01', outsideSource: true }),
    );
    const beforeIntake = `Record date cannot be before the animal's intake date (${intake}) unless the record is from an outside source`;
    await expectRefused(() => put(env.t, `/api/medical-records/${record.id}`, env.s.staff, { outsideSource: false }), beforeIntake, 'date');
    await expectRefused(
      () => put(env.t, `/api/medical-records/${record.id}`, env.s.staff, { date: tomorrow }),
      `Record date cannot be after today (${today})`,
      'date',
    );
    expect(await sql(env.t, 'select date::text as date, outside_source from medical_records where id = ?', [record.id])).toEqual([
      { date: '2024-05-01', outside_source: true },
    ]);
    expect(await putOk(env.t, `/api/medical-records/${record.id}`, env.s.staff, { date: intake, outsideSource: false })).toMatchObject({
      date: intake,
      outsideSource: false,
    });
  });
});

describe('appointment date', () => {
  it('may be the intake day or 2 years ahead, not the day before the intake nor a day further, when booked or moved', async () => {
    const animal = await takenIn();
    const intake = animal.intakeDate;
    const farthest = addMonths(today, 24);
    const tooFar = 'Appointment date cannot be more than 2 years ahead';
    const before = `Appointment date cannot be before the animal's intake date (${intake})`;
    await expectRefused(() => post('/api/appointments', appointmentPayload(animal.id, { date: addDays(intake, -1) })), before, 'date');
    await expectRefused(() => post('/api/appointments', appointmentPayload(animal.id, { date: addDays(farthest, 1) })), tooFar, 'date');
    await postOk(env.t, '/api/appointments', env.s.staff, appointmentPayload(animal.id, { date: intake }));
    const booked = await postOk<{ id: number }>(env.t, '/api/appointments', env.s.staff, appointmentPayload(animal.id, { date: farthest }));
    await expectRefused(() => put(env.t, `/api/appointments/${booked.id}`, env.s.staff, { date: addDays(farthest, 1) }), tooFar, 'date');
    await expectRefused(() => put(env.t, `/api/appointments/${booked.id}`, env.s.staff, { date: addDays(intake, -1) }), before, 'date');
    expect(await sql(env.t, 'select date::text as date from appointments where id = ?', [booked.id])).toEqual([{ date: farthest }]);
  });
});

describe('transaction date', () => {
  it('may be today or 1990-01-01, not tomorrow nor 1989-12-31, when recorded or corrected', async () => {
    const url = '/api/financial-transactions';
    await expectRefused(() => post(url, transactionPayload({ date: tomorrow })), `Transaction date cannot be after today (${today})`, 'date');
    await expectRefused(() => post(url, transactionPayload({ date: '1989-12-31' })), 'Transaction date cannot be before 1990-01-01', 'date');
    await postOk(env.t, url, env.s.staff, transactionPayload({ date: '1990-01-01' }));
    const gift = await postOk<{ id: number }>(env.t, url, env.s.staff, transactionPayload({ date: today }));
    await expectRefused(() => put(env.t, `${url}/${gift.id}`, env.s.staff, { date: tomorrow }), `Transaction date cannot be after today (${today})`, 'date');
    expect(await sql(env.t, 'select date::text as date from financial_transactions where id = ?', [gift.id])).toEqual([{ date: today }]);
  });
});

describe('a record written while the intake date is being corrected', () => {
  /** Waits until some statement is queued behind a row lock (bounded, so a missing lock fails the test instead of hanging it). */
  async function untilSomeoneWaits(): Promise<boolean> {
    for (let tries = 0; tries < 100; tries += 1) {
      const waiting = await sql<{ n: number }>(env.t, 'select count(*)::int as n from pg_locks where not granted');
      if ((waiting[0]?.n ?? 0) > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it.each([
    [
      'a medical record',
      (id: number, date: string) => post('/api/medical-records', medicalPayload(id, { date })),
      "Record date cannot be before the animal's intake date (2026-02-01) unless the record is from an outside source",
    ],
    [
      'a behaviour note',
      (id: number, date: string) => post(`/api/animals/${id}/behavior-notes`, { note: 'Calm', date }),
      "Note date cannot be before the animal's intake date (2026-02-01)",
    ],
  ])('waits for the correction and is judged by the new date: %s', async (_what, write, message) => {
    const animal = await createAnimal(env.t, env.s.staff, { intakeDate: '2026-01-10' });
    let answer: Promise<LightMyRequestResponse> | undefined;
    let queued = false;
    // The correction's transaction holds the animal's row, as updateAnimal's lock does, while the record is sent.
    await env.t.db.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select id from animals where id = ? for update', [animal.id]);
      await tx.execute("update animals set intake_date = '2026-02-01' where id = ?", [animal.id]);
      answer = write(animal.id, '2026-01-20');
      queued = await untilSomeoneWaits();
    });
    expect(queued).toBe(true);
    expectInvalid(await answer!, message, 'date');
  });
});
