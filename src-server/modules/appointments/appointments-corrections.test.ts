import { describe, expect, it } from 'vitest';
import { appointmentPayload, CANNOT, createAnimal, expectError, getJson, postOk, todayIn } from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';
import type { TAppointment } from '../../../src-shared/schemas/appointments.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';

const env = useTestEnv();

async function createAppointment({ t, s }: TEnv, overrides: Record<string, unknown> = {}, animalId?: number): Promise<TAppointment> {
  const id = animalId ?? (await createAnimal(t, s.staff)).id;
  return postOk<TAppointment>(t, '/api/appointments', s.staff, appointmentPayload(id, overrides));
}

const url = (appointment: TAppointment) => `/api/appointments/${appointment.id}`;

describeCorrections<TAppointment>(env, {
  path: '/api/appointments',
  table: 'appointments',
  what: 'Appointment',
  create: (e) => createAppointment(e),
  lists: (appointment) => [`/api/animals/${appointment.animalId}/appointments`, `/api/appointments?animalId=${appointment.animalId}`],
  change: { staffMember: 'Dr. Okafor', notes: 'Bring the vaccination card' },
  invalid: { payload: { time: '25:00' }, message: 'Enter the time as HH:MM (24-hour)', path: 'time' },
  writer: 'veterinarian',
  refused: ['volunteer'],
  action: CANNOT.writeMedical,
});

describe('rescheduling and overlaps', () => {
  const clash = (other: TAppointment, end: string) =>
    `${other.animalName} already has an appointment from ${other.time} to ${end} (${other.appointmentType} with ${other.staffMember}). Send allowOverlap to book it anyway.`;

  it('refuses to move an appointment onto a slot its animal already has (409), unless allowOverlap is sent', async () => {
    const { t, s } = env;
    const first = await createAppointment(env, { date: '2026-05-04', time: '10:00' });
    let second = await createAppointment(env, { date: '2026-05-04', time: '11:00' }, first.animalId);
    expectError(await put(t, url(second), s.staff, { time: '10:00', version: 1 }), 409, clash(first, '10:30'));
    // A date-time is the Chicago date it falls on: 03:00 UTC on the 5th is the evening of the 4th.
    expectError(await put(t, url(second), s.staff, { date: '2026-05-05T03:00:00Z', time: '10:00' }), 409, clash(first, '10:30'));
    // Lengthened to 90 minutes, it would run into the first one's; starting as it ends, it does not.
    expectError(await put(t, url(second), s.staff, { time: '09:00', durationMinutes: 90 }), 409, clash(first, '10:30'));
    expect(await putOk<TAppointment>(t, url(second), s.staff, { time: '10:30', version: 1 })).toMatchObject({ time: '10:30', version: 2 });
    second = await putOk<TAppointment>(t, url(second), s.staff, { time: '11:00', version: 2 });
    expect(await getJson<TAppointment[]>(t, `/api/animals/${first.animalId}/appointments`, s.staff)).toEqual([first, second]);
    const moved = await putOk<TAppointment>(t, url(second), s.staff, { time: '10:00', allowOverlap: true, version: 3 });
    expect(moved).toEqual({ ...second, time: '10:00', version: 4 });
  });

  it('lets an appointment move onto a slot another animal has, or one whose booking is cancelled', async () => {
    const { t, s } = env;
    const other = await createAppointment(env, { date: '2026-05-05', time: '09:00' });
    const mine = await createAppointment(env, { date: '2026-05-05', time: '12:00' });
    expect(await putOk<TAppointment>(t, url(mine), s.staff, { time: '09:00' })).toMatchObject({ time: '09:00', version: 2 });
    const cancelled = await createAppointment(env, { date: '2026-05-06', time: '09:00', status: 'Cancelled' }, mine.animalId);
    expect(cancelled.status).toBe('Cancelled');
    expect(await putOk<TAppointment>(t, url(mine), s.staff, { date: '2026-05-06' })).toMatchObject({ date: '2026-05-06', time: '09:00' });
    expect(other.version).toBe(1);
  });

  it('refuses to restore a cancelled appointment onto a slot its animal has booked since, unless allowOverlap is sent', async () => {
    const { t, s } = env;
    const cancelled = await createAppointment(env, { date: '2026-05-07', time: '14:00', status: 'Cancelled' });
    const rebooked = await createAppointment(env, { date: '2026-05-07', time: '14:00' }, cancelled.animalId);
    expectError(await put(t, url(cancelled), s.staff, { status: 'Upcoming', version: 1 }), 409, clash(rebooked, '14:30'));
    expect(await putOk<TAppointment>(t, url(cancelled), s.staff, { status: 'Upcoming', allowOverlap: true, version: 1 })).toMatchObject({
      status: 'Upcoming',
      version: 2,
    });
    expect(rebooked.status).toBe('Upcoming');
  });

  it('changes the status to Confirmed or Cancelled; a cancelled or voided appointment leaves today’s list and the dashboard', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const confirmed = await createAppointment(env, { date: today, time: '08:00' });
    const cancelled = await createAppointment(env, { date: today, time: '08:30' });
    const voided = await createAppointment(env, { date: today, time: '09:00' });
    const todays = async () => (await getJson<TAppointment[]>(t, '/api/appointments/today', s.volunteer)).map((a) => a.id);
    const dashboard = () => getJson<TDashboardStats>(t, '/api/stats/dashboard', s.staff);
    expect(await todays()).toEqual([confirmed.id, cancelled.id, voided.id]);
    expect((await dashboard()).appointmentsToday).toBe(3);

    expect(await putOk<TAppointment>(t, url(confirmed), s.veterinarian, { status: 'Confirmed', version: 1 })).toEqual({
      ...confirmed,
      status: 'Confirmed',
      version: 2,
    });
    expect(await putOk<TAppointment>(t, url(cancelled), s.staff, { status: 'Cancelled', version: 1 })).toEqual({
      ...cancelled,
      status: 'Cancelled',
      outcome: 'Cancelled',
      version: 2,
    });
    await voidOk(t, url(voided), s.staff, 'Booked for the wrong animal');

    expect(await todays()).toEqual([confirmed.id, cancelled.id]);
    const stats = await dashboard();
    expect(stats.appointmentsToday).toBe(1);
    expect(stats.todayAppointments.map((a) => [a.id, a.status])).toEqual([[confirmed.id, 'Confirmed']]);
  });

  it('refuses an unknown status with its message', async () => {
    const appointment = await createAppointment(env);
    const response = await put(env.t, url(appointment), env.s.staff, { status: 'Done' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Status must be one of: Confirmed, Upcoming, Cancelled', issues: [{ path: 'status' }] });
  });
});
