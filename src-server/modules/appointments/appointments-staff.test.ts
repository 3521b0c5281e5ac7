import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TTestApp } from '../../../test/app.js';
import {
  appointmentPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  getJson,
  loginAll,
  postOk,
  rowCount,
  type TSessions,
} from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAppointment, TStaffUserOption } from '../../../src-shared/schemas/appointments.js';
import { createUser } from '../users/users.service.js';

let t: TTestApp;
let s: TSessions;
let biscuit: TAnimal;
let clover: TAnimal;
let patel: number;
let kim: number;
let retired: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  const user = async (username: string, name: string, active = true) =>
    (await createUser(t.db.orm.em.fork(), { username, password: TEST_PASSWORD, name, role: 'veterinarian', active })).id;
  patel = await user('patel', 'Dr. Patel');
  kim = await user('kim', 'Dr. Kim');
  retired = await user('retired', 'Dr. Former', false);
  biscuit = await createAnimal(t, s.staff, { name: 'Biscuit' });
  clover = await createAnimal(t, s.staff, { name: 'Clover' });
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => call(t, 'POST', '/api/appointments', s.staff, payload);
const book = (animal: TAnimal, overrides: Record<string, unknown>) =>
  postOk<TAppointment>(t, '/api/appointments', s.staff, appointmentPayload(animal.id, { staffMember: undefined, ...overrides }));
const put = (appointment: TAppointment, payload: Record<string, unknown>) => call(t, 'PUT', `/api/appointments/${appointment.id}`, s.staff, payload);
const onDay = (date: string) => rowCount(t, 'appointments', 'date = ?', [date]);
const patelBusy = (from: string, to: string, animal: string, type = 'Check-up') =>
  `Dr. Patel already has an appointment from ${from} to ${to} (${animal}, ${type}). Send allowOverlap to book it anyway.`;

describe('durations and staff users', () => {
  it('lasts 30 minutes unless given, and names the staff user (their name is the staff member unless one is sent)', async () => {
    const booked = await book(biscuit, { date: '2027-01-04', time: '09:00', staffUserId: patel });
    expect(booked).toMatchObject({ durationMinutes: 30, staffUserId: patel, staffUserName: 'Dr. Patel', staffMember: 'Dr. Patel' });
    expect(await rowCount(t, 'appointments', 'id = ? and duration_minutes = 30 and staff_user_id = ?', [booked.id, patel])).toBe(1);
    const outside = await book(clover, { date: '2027-01-04', time: '09:00', durationMinutes: 45, staffMember: 'Dr. Outside (Riverside Vets)' });
    expect(outside).toMatchObject({ durationMinutes: 45, staffUserId: null, staffUserName: null, staffMember: 'Dr. Outside (Riverside Vets)' });
    const list = await getJson<TAppointment[]>(t, '/api/appointments?from=2027-01-04&to=2027-01-04', s.volunteer);
    expect(list.map((a) => [a.animalName, a.staffUserName, a.durationMinutes])).toEqual([
      ['Biscuit', 'Dr. Patel', 30],
      ['Clover', null, 45],
    ]);
  });

  it.each([
    ['durationMinutes', 4, 'Duration must be a whole number of minutes from 5 to 480'],
    ['durationMinutes', 481, 'Duration must be a whole number of minutes from 5 to 480'],
    ['durationMinutes', 30.5, 'Duration must be a whole number of minutes from 5 to 480'],
    ['durationMinutes', '30', 'Duration must be a whole number of minutes from 5 to 480'],
    ['staffUserId', '1', 'Staff user must be an active user'],
    ['staffUserId', 999999, 'Staff user must be an active user'],
  ])('refuses %s %j with "%s" and writes nothing', async (field, value, message) => {
    expectInvalid(await post(appointmentPayload(biscuit.id, { date: '2027-01-05', [field]: value })), message, field);
    expect(await onDay('2027-01-05')).toBe(0);
  });

  it('refuses a deactivated staff user, and no staff at all', async () => {
    expectInvalid(await post(appointmentPayload(biscuit.id, { date: '2027-01-05', staffUserId: retired })), 'Staff user must be an active user', 'staffUserId');
    expectInvalid(await post(appointmentPayload(biscuit.id, { date: '2027-01-05', staffMember: ' ' })), 'Staff member is required', 'staffMember');
    expect(await onDay('2027-01-05')).toBe(0);
  });

  it('lists the active users to book with, by name, for any role', async () => {
    const options = await getJson<TStaffUserOption[]>(t, '/api/appointments/staff-users', s.volunteer);
    expect(options).toContainEqual({ id: patel, name: 'Dr. Patel' });
    expect(options.map((option) => option.id)).not.toContain(retired);
    expect(options.map((option) => option.name)).toEqual([...options.map((option) => option.name)].sort());
  });
});

describe('staff double booking', () => {
  it('refuses a staff user’s overlapping appointment with 409 naming the other one, unless allowOverlap', async () => {
    await book(biscuit, { date: '2027-02-01', time: '10:00', appointmentType: 'Vaccination', staffUserId: patel });
    const clash = appointmentPayload(clover.id, { date: '2027-02-01', time: '10:15', durationMinutes: 60, staffUserId: patel });
    expectError(await post(clash), 409, patelBusy('10:00', '10:30', 'Biscuit', 'Vaccination'));
    expect(await onDay('2027-02-01')).toBe(1);
    expect(await book(clover, { ...clash, allowOverlap: true })).toMatchObject({ time: '10:15', staffUserId: patel });
    expect(await onDay('2027-02-01')).toBe(2);
  });

  it('sees a longer appointment that started earlier; one that starts as the other ends does not overlap', async () => {
    await book(biscuit, { date: '2027-02-02', time: '09:00', durationMinutes: 120, staffUserId: patel });
    expectError(
      await post(appointmentPayload(clover.id, { date: '2027-02-02', time: '10:45', staffUserId: patel })),
      409,
      patelBusy('09:00', '11:00', 'Biscuit'),
    );
    await book(clover, { date: '2027-02-02', time: '11:00', staffUserId: patel });
    await book(clover, { date: '2027-02-02', time: '08:30', staffUserId: patel });
    expect(await onDay('2027-02-02')).toBe(3);
  });

  it('lets another staff user, an outside vet or another day take the same time', async () => {
    await book(biscuit, { date: '2027-02-03', time: '14:00', staffUserId: patel });
    await book(clover, { date: '2027-02-03', time: '14:00', staffUserId: kim });
    const other = await createAnimal(t, s.staff);
    await book(other, { date: '2027-02-03', time: '14:00', staffMember: 'Dr. Patel' });
    await book(other, { date: '2027-02-04', time: '14:00', staffUserId: patel });
    expect(await onDay('2027-02-03')).toBe(3);
  });

  it('ignores cancelled and voided appointments, and does not check a cancelled booking', async () => {
    await book(biscuit, { date: '2027-02-05', time: '09:00', staffUserId: patel, status: 'Cancelled' });
    const voided = await book(biscuit, { date: '2027-02-05', time: '10:00', staffUserId: patel });
    expect((await call(t, 'DELETE', `/api/appointments/${voided.id}?reason=Entered%20twice`, s.staff)).statusCode).toBe(200);
    await book(clover, { date: '2027-02-05', time: '09:00', staffUserId: patel });
    await book(clover, { date: '2027-02-05', time: '10:00', staffUserId: patel });
    expect(await book(biscuit, { date: '2027-02-05', time: '10:00', staffUserId: patel, status: 'Cancelled' })).toMatchObject({ status: 'Cancelled' });
  });

  it('checks a correction (PUT) against the others but never against itself', async () => {
    const first = await book(biscuit, { date: '2027-02-08', time: '09:00', staffUserId: patel });
    const second = await book(clover, { date: '2027-02-08', time: '11:00', staffUserId: kim });
    // Itself: a longer or later version of one appointment is no double booking.
    expect(await (await put(first, { durationMinutes: 60, version: 1 })).json()).toMatchObject({ durationMinutes: 60, version: 2 });
    expect((await put(first, { time: '09:15', version: 2 })).statusCode).toBe(200);
    // Given to Dr. Patel at 09:30, the second would overlap the first (09:15 to 10:15).
    expectError(await put(second, { staffUserId: patel, time: '09:30', version: 1 }), 409, patelBusy('09:15', '10:15', 'Biscuit'));
    expectError(await put(second, { staffUserId: patel, time: '10:00', durationMinutes: 15 }), 409, patelBusy('09:15', '10:15', 'Biscuit'));
    const moved = await (await put(second, { staffUserId: patel, time: '10:15', version: 1 })).json<TAppointment>();
    expect(moved).toMatchObject({ staffUserId: patel, staffUserName: 'Dr. Patel', staffMember: 'Dr. Patel', time: '10:15', version: 2 });
    const forced = await put(second, { time: '09:30', allowOverlap: true, version: 2 });
    expect(forced.json()).toMatchObject({ time: '09:30', version: 3 });
    expectInvalid(await put(second, { staffUserId: retired }), 'Staff user must be an active user', 'staffUserId');
  });

  it('restoring a cancelled appointment whose staff user is booked since is a 409 too', async () => {
    const cancelled = await book(biscuit, { date: '2027-02-09', time: '09:00', staffUserId: patel, status: 'Cancelled' });
    await book(clover, { date: '2027-02-09', time: '09:00', staffUserId: patel });
    expectError(await put(cancelled, { status: 'Upcoming' }), 409, patelBusy('09:00', '09:30', 'Clover'));
    expect((await put(cancelled, { status: 'Upcoming', allowOverlap: true })).statusCode).toBe(200);
  });

  it('books one of several concurrent overlapping requests for one staff user; the others are 409', async () => {
    const animals = await Promise.all(Array.from({ length: 6 }, () => createAnimal(t, s.staff)));
    const responses = await Promise.all(
      animals.map((animal, index) =>
        post(appointmentPayload(animal.id, { date: '2027-02-10', time: `10:${String(index * 5).padStart(2, '0')}`, staffUserId: kim })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await rowCount(t, 'appointments', 'date = ? and staff_user_id = ?', ['2027-02-10', kim])).toBe(1);
  });
});
