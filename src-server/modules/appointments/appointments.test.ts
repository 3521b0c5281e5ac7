import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  appointmentPayload,
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectIdChecked,
  expectInvalid,
  getJson,
  loginAll,
  postOk,
  rowCount,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAppointment } from '../../../src-shared/schemas/appointments.js';

let t: TTestApp;
let s: TSessions;
let animal: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  animal = await createAnimal(t, s.staff, { name: 'Biscuit' });
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, cookie = s.staff) => call(t, 'POST', '/api/appointments', cookie, payload);
const appointments = () => rowCount(t, 'appointments');
const earliestFirst = (list: TAppointment[]) => [...list].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id);

describe('POST /api/appointments', () => {
  it('stores the appointment with status Upcoming by default; a veterinarian may schedule', async () => {
    const before = await appointments();
    const response = await post(appointmentPayload(animal.id, { notes: 'Bring records' }), s.veterinarian);
    expect(response.statusCode).toBe(200);
    const appointment = response.json<TAppointment>();
    expect(appointment).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Biscuit',
      animalCode: animal.animalId,
      appointmentType: 'Check-up',
      date: '2026-04-01',
      time: '09:30',
      durationMinutes: 30,
      staffMember: 'Dr. Patel',
      staffUserId: null,
      staffUserName: null,
      status: 'Upcoming',
      outcome: null,
      notes: 'Bring records',
    });
    expect(await appointments()).toBe(before + 1);
    expect(
      await rowCount(t, 'appointments', "id = ? and status = 'Upcoming' and date = '2026-04-01' and time = '09:30' and duration_minutes = 30", [
        appointment.id,
      ]),
    ).toBe(1);
  });

  it('takes the date as a date object (a date-time) and keeps the Chicago calendar date', async () => {
    // Midnight in Chicago on Apr 2 (CDT, UTC-5) is 05:00 UTC.
    const appointment = await postOk<TAppointment>(
      t,
      '/api/appointments',
      s.staff,
      appointmentPayload(animal.id, { date: '2026-04-02T05:00:00.000Z', status: 'Confirmed' }),
    );
    expect(appointment).toMatchObject({ date: '2026-04-02', status: 'Confirmed' });
  });

  it.each([
    ['date', undefined, 'Date is required'],
    ['date', '', 'Date is required'],
    ['time', undefined, 'Time is required'],
    ['time', '', 'Time is required'],
    ['time', '9am', 'Enter the time as HH:MM (24-hour)'],
    ['time', '24:00', 'Enter the time as HH:MM (24-hour)'],
    [
      'appointmentType',
      'Massage',
      'Appointment type must be one of: Vaccination, Check-up, Surgery, Dental, Grooming, Behavioral Assessment, Medical Treatment, Other',
    ],
    ['status', 'Completed', 'Status must be one of: Confirmed, Upcoming, Cancelled'],
    ['staffMember', ' ', 'Staff member is required'],
  ])('refuses %s %j with "%s" and writes nothing', async (field, value, message) => {
    const before = await appointments();
    expectInvalid(await post(appointmentPayload(animal.id, { [field]: value })), message, field);
    expect(await appointments()).toBe(before);
  });

  it('answers 404 for an unknown animal with nothing written', async () => {
    const before = await appointments();
    expectError(await post(appointmentPayload(999999)), 404, 'Animal not found');
    expect(await appointments()).toBe(before);
  });

  it('refuses a double booking with 409 unless allowOverlap is true', async () => {
    const slot = { date: '2026-06-10', time: '14:00' };
    await postOk(t, '/api/appointments', s.staff, appointmentPayload(animal.id, slot));
    const before = await appointments();
    expectError(
      await post(appointmentPayload(animal.id, { ...slot, appointmentType: 'Dental' })),
      409,
      'Biscuit already has an appointment from 14:00 to 14:30 (Check-up with Dr. Patel). Send allowOverlap to book it anyway.',
    );
    expect(await appointments()).toBe(before);
    expectInvalid(await post(appointmentPayload(animal.id, { ...slot, allowOverlap: 'yes' })), 'Must be true or false', 'allowOverlap');
    expect((await post(appointmentPayload(animal.id, { ...slot, allowOverlap: false }))).statusCode).toBe(409);
    expect((await post(appointmentPayload(animal.id, { ...slot, allowOverlap: true }))).statusCode).toBe(200);
    expect(await appointments()).toBe(before + 1);
  });

  it('lets another animal, another time or a cancelled booking share the slot', async () => {
    const other = await createAnimal(t, s.staff);
    const slot = { date: '2026-06-11', time: '10:00' };
    await postOk(t, '/api/appointments', s.staff, appointmentPayload(animal.id, { ...slot, status: 'Cancelled' }));
    await postOk(t, '/api/appointments', s.staff, appointmentPayload(animal.id, slot));
    await postOk(t, '/api/appointments', s.staff, appointmentPayload(other.id, slot));
    await postOk(t, '/api/appointments', s.staff, appointmentPayload(animal.id, { ...slot, time: '10:30' }));
  });

  it('books one of 10 concurrent requests for the same slot; the others are 409', async () => {
    const pet = await createAnimal(t, s.staff);
    const slot = { date: '2026-06-12', time: '11:45' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(appointmentPayload(pet.id, slot))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await rowCount(t, 'appointments', 'animal_id = ?', [pet.id])).toBe(1);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    const before = await appointments();
    await expectGuarded(
      t,
      s,
      { method: 'POST', url: '/api/appointments', payload: appointmentPayload(animal.id, { date: '2027-01-01' }) },
      ['volunteer'],
      CANNOT.writeMedical,
    );
    expect(await appointments()).toBe(before);
  });
});

describe('GET /api/appointments, /api/appointments/today and /api/animals/{id}/appointments', () => {
  let pet: TAnimal;
  let today: string;
  beforeAll(async () => {
    pet = await createAnimal(t, s.staff, { name: 'Clover' });
    today = todayIn(t);
    for (const [date, time, status] of [
      [addDays(today, 1), '08:00', 'Upcoming'],
      [today, '15:00', 'Confirmed'],
      [today, '09:00', 'Upcoming'],
      [addDays(today, -1), '16:00', 'Confirmed'],
      [today, '11:00', 'Cancelled'],
    ] as const) {
      await postOk(t, '/api/appointments', s.staff, appointmentPayload(pet.id, { date, time, status, staffMember: 'Alex Kim' }));
    }
  });

  it('lists by date then time, earliest first, for any role including volunteers', async () => {
    const list = await getJson<TAppointment[]>(t, '/api/appointments', s.volunteer);
    expect(list).toHaveLength(await appointments());
    expect(list.map((a) => a.id)).toEqual(earliestFirst(list).map((a) => a.id));
  });

  it('filters by animal, status, dates (inclusive) and text, and pages with X-Total-Count', async () => {
    const mine = await getJson<TAppointment[]>(t, `/api/appointments?animalId=${pet.id}`, s.staff);
    expect(mine.map((a) => `${a.date} ${a.time}`)).toEqual([
      `${addDays(today, -1)} 16:00`,
      `${today} 09:00`,
      `${today} 11:00`,
      `${today} 15:00`,
      `${addDays(today, 1)} 08:00`,
    ]);
    expect((await getJson<TAppointment[]>(t, `/api/appointments?animalId=${pet.id}&status=Confirmed`, s.staff)).map((a) => a.time)).toEqual(['16:00', '15:00']);
    expect(await getJson<TAppointment[]>(t, `/api/appointments?animalId=${pet.id}&from=${today}&to=${addDays(today, 1)}`, s.staff)).toHaveLength(4);
    expect(await getJson<TAppointment[]>(t, '/api/appointments?q=alex%20kim', s.staff)).toHaveLength(5);
    expect((await call(t, 'GET', '/api/appointments?status=Done', s.staff)).statusCode).toBe(400);
    const page = await call(t, 'GET', `/api/appointments?animalId=${pet.id}&limit=2&offset=1`, s.staff);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json<TAppointment[]>().map((a) => a.time)).toEqual(['09:00', '11:00']);
  });

  it('answers today’s appointments (the organization’s today) by time', async () => {
    const list = await getJson<TAppointment[]>(t, '/api/appointments/today', s.volunteer);
    expect(list.every((a) => a.date === today)).toBe(true);
    expect(list.filter((a) => a.animalId === pet.id).map((a) => a.time)).toEqual(['09:00', '11:00', '15:00']);
    expect(list.map((a) => a.id)).toEqual(earliestFirst(list).map((a) => a.id));
  });

  it('lists one animal’s appointments earliest first and checks its {id}', async () => {
    const list = await getJson<TAppointment[]>(t, `/api/animals/${pet.id}/appointments`, s.volunteer);
    expect(list.map((a) => a.time)).toEqual(['16:00', '09:00', '11:00', '15:00', '08:00']);
    const page = await call(t, 'GET', `/api/animals/${pet.id}/appointments?limit=1`, s.staff);
    expect(page.headers['x-total-count']).toBe('5');
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/appointments`);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/appointments', '/api/appointments/today', `/api/animals/${pet.id}/appointments`]) {
      expectError(await call(t, 'GET', url), 401, 'Please log in');
    }
  });
});
