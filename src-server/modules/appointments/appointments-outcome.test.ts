import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import { FUTURE_OUTCOME_MESSAGE, type TAppointment, type TAppointmentDay } from '../../../src-shared/schemas/appointments.js';
import { appointmentPayload, call, CANNOT, createAnimal, expectError, expectInvalid, getJson, postOk, sql, todayIn } from '../../../test/fixtures.js';
import { put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';

const env = useTestEnv();

async function book({ t, s }: TEnv, overrides: Record<string, unknown> = {}, animalId?: number): Promise<TAppointment> {
  const id = animalId ?? (await createAnimal(t, s.staff)).id;
  return postOk<TAppointment>(t, '/api/appointments', s.staff, appointmentPayload(id, overrides));
}

const outcomeUrl = (appointment: TAppointment) => `/api/appointments/${appointment.id}/outcome`;
const url = (appointment: TAppointment) => `/api/appointments/${appointment.id}`;

/** The row as stored, to show a refusal changed nothing. */
const row = async (appointment: TAppointment) =>
  (
    await sql<{ status: string; outcome: string | null; version: number; date: string }>(
      env.t,
      `select status, outcome, version, to_char(date, 'YYYY-MM-DD') as date from appointments where id = ?`,
      [appointment.id],
    )
  )[0];

describe('PUT /api/appointments/{id}/outcome', () => {
  it('records Completed or No-show on a past appointment and today’s, keeps the status, clears it again, and lists it', async () => {
    const { t, s } = env;
    const past = await book(env, { date: '2026-03-02', time: '10:00', status: 'Confirmed' });
    expect(past.outcome).toBeNull();
    const completed = await putOk<TAppointment>(t, outcomeUrl(past), s.veterinarian, { outcome: 'Completed', version: 1 });
    expect(completed).toEqual({ ...past, outcome: 'Completed', version: 2 });
    const noShow = await putOk<TAppointment>(t, outcomeUrl(past), s.staff, { outcome: 'No-show', version: 2 });
    expect(noShow).toMatchObject({ outcome: 'No-show', status: 'Confirmed', version: 3 });
    expect(await getJson<TAppointment[]>(t, `/api/animals/${past.animalId}/appointments`, s.volunteer)).toEqual([noShow]);

    const cleared = await putOk<TAppointment>(t, outcomeUrl(past), s.admin, { outcome: null, version: 3 });
    expect(cleared).toEqual({ ...past, version: 4 });

    const today = await book(env, { date: todayIn(t), time: '00:05' });
    expect(await putOk<TAppointment>(t, outcomeUrl(today), s.staff, { outcome: 'No-show' })).toMatchObject({ outcome: 'No-show', status: 'Upcoming' });
  });

  it('refuses Completed and No-show on an appointment still to come (400, nothing changed), and takes Cancelled, which cancels it', async () => {
    const { t, s } = env;
    const future = await book(env, { date: addDays(todayIn(t), 20), time: '09:00' });
    for (const outcome of ['Completed', 'No-show']) {
      expectInvalid(await put(t, outcomeUrl(future), s.staff, { outcome, version: 1 }), FUTURE_OUTCOME_MESSAGE, 'outcome');
    }
    expect(await row(future)).toMatchObject({ status: 'Upcoming', outcome: null, version: 1 });

    const cancelled = await putOk<TAppointment>(t, outcomeUrl(future), s.staff, { outcome: 'Cancelled', version: 1 });
    expect(cancelled).toMatchObject({ status: 'Cancelled', outcome: 'Cancelled', version: 2 });
    // Clearing a cancellation restores the appointment, as Upcoming.
    expect(await putOk<TAppointment>(t, outcomeUrl(future), s.staff, { outcome: null })).toMatchObject({ status: 'Upcoming', outcome: null, version: 3 });
  });

  it('refuses an unknown outcome, a missing one, a stale version, an unknown appointment and the volunteer, changing nothing', async () => {
    const { t, s } = env;
    const past = await book(env, { date: '2026-03-03', time: '10:00' });
    expectInvalid(await put(t, outcomeUrl(past), s.staff, { outcome: 'Done' }), 'Outcome must be one of: Completed, No-show, Cancelled, or null', 'outcome');
    expectInvalid(await put(t, outcomeUrl(past), s.staff, {}), 'Outcome must be one of: Completed, No-show, Cancelled, or null', 'outcome');
    expectError(
      await put(t, outcomeUrl(past), s.staff, { outcome: 'Completed', version: 7 }),
      409,
      'This appointment was changed by someone else. Reload it and try again.',
    );
    expectError(await put(t, '/api/appointments/999999/outcome', s.staff, { outcome: 'Completed' }), 404, 'Appointment not found');
    expectError(await put(t, outcomeUrl(past), s.volunteer, { outcome: 'Completed' }), 403, `The volunteer role cannot ${CANNOT.writeMedical}`);
    expect((await call(t, 'PUT', outcomeUrl(past), undefined, { outcome: 'Completed' })).statusCode).toBe(401);
    expect(await row(past)).toMatchObject({ status: 'Upcoming', outcome: null, version: 1 });
  });

  it('checks a cancelled appointment that is marked as having happened for overlaps, like any restore', async () => {
    const { t, s } = env;
    const cancelled = await book(env, { date: '2026-03-04', time: '14:00', status: 'Cancelled' });
    expect(cancelled).toMatchObject({ status: 'Cancelled', outcome: 'Cancelled' });
    await book(env, { date: '2026-03-04', time: '14:00' }, cancelled.animalId);
    const refused = await put(t, outcomeUrl(cancelled), s.staff, { outcome: 'Completed' });
    expect(refused.statusCode).toBe(409);
    expect(await row(cancelled)).toMatchObject({ status: 'Cancelled', outcome: 'Cancelled', version: 1 });
    expect(await putOk<TAppointment>(t, outcomeUrl(cancelled), s.staff, { outcome: 'Completed', allowOverlap: true })).toMatchObject({
      status: 'Upcoming',
      outcome: 'Completed',
    });
  });
});

describe('status and outcome in step (PUT /api/appointments/{id})', () => {
  it('records the outcome Cancelled with the status Cancelled, and drops it when the appointment is restored', async () => {
    const { t, s } = env;
    const appointment = await book(env, { date: '2026-03-05', time: '10:00' });
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { status: 'Cancelled' })).toMatchObject({ status: 'Cancelled', outcome: 'Cancelled' });
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { status: 'Confirmed' })).toMatchObject({ status: 'Confirmed', outcome: null });
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { outcome: 'Completed', notes: 'Went well' })).toMatchObject({
      status: 'Confirmed',
      outcome: 'Completed',
      notes: 'Went well',
    });
    // A status other than Cancelled keeps the outcome recorded.
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { status: 'Upcoming' })).toMatchObject({ status: 'Upcoming', outcome: 'Completed' });
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { outcome: 'Cancelled' })).toMatchObject({ status: 'Cancelled', outcome: 'Cancelled' });
  });

  it('refuses a status and an outcome that disagree, and a move of a completed appointment into the future (400, nothing changed)', async () => {
    const { t, s } = env;
    const appointment = await book(env, { date: '2026-03-06', time: '10:00' });
    const message = 'Status Cancelled and outcome Cancelled go together: send both or neither';
    expectInvalid(await put(t, url(appointment), s.staff, { status: 'Cancelled', outcome: 'Completed' }), message, 'outcome');
    expectInvalid(await put(t, url(appointment), s.staff, { status: 'Confirmed', outcome: 'Cancelled' }), message, 'outcome');
    expectInvalid(await put(t, url(appointment), s.staff, { date: addDays(todayIn(t), 3), outcome: 'No-show' }), FUTURE_OUTCOME_MESSAGE, 'outcome');
    expect(await row(appointment)).toMatchObject({ status: 'Upcoming', outcome: null, version: 1, date: '2026-03-06' });

    await putOk<TAppointment>(t, url(appointment), s.staff, { outcome: 'Completed' });
    expectInvalid(await put(t, url(appointment), s.staff, { date: addDays(todayIn(t), 3) }), FUTURE_OUTCOME_MESSAGE, 'outcome');
    expect(await row(appointment)).toMatchObject({ outcome: 'Completed', version: 2, date: '2026-03-06' });
    expect(await putOk<TAppointment>(t, url(appointment), s.staff, { status: 'Cancelled', outcome: 'Cancelled' })).toMatchObject({ outcome: 'Cancelled' });
  });
});

describe('GET /api/appointments/days', () => {
  it('answers the days of a range with appointments and how many, cancelled counted, voided not; to every role', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    await book(env, { date: '2026-02-09', time: '09:00' }, animal.id);
    await book(env, { date: '2026-02-09', time: '11:00', status: 'Cancelled' }, animal.id);
    await book(env, { date: '2026-02-17', time: '09:00' }, animal.id);
    const voided = await book(env, { date: '2026-02-20', time: '09:00' }, animal.id);
    await voidOk(t, url(voided), s.staff, 'Entered twice');
    await book(env, { date: '2026-03-01', time: '09:00' }, animal.id);

    expect(await getJson<TAppointmentDay[]>(t, '/api/appointments/days?from=2026-02-01&to=2026-02-28', s.volunteer)).toEqual([
      { date: '2026-02-09', count: 2 },
      { date: '2026-02-17', count: 1 },
    ]);
    expect(await getJson<TAppointmentDay[]>(t, '/api/appointments/days?from=2026-02-10&to=2026-02-10', s.staff)).toEqual([]);
  });

  it('refuses a range out of order, longer than 62 days, or without its ends (400)', async () => {
    const { t, s } = env;
    const get = (query: string) => call(t, 'GET', `/api/appointments/days?${query}`, s.staff);
    expectInvalid(await get('from=2026-02-10&to=2026-02-01'), 'from must not be after to', 'from');
    expectInvalid(await get('from=2026-01-01&to=2026-03-04'), 'Ask for 62 days at most', 'to');
    expect((await get('from=2026-01-01&to=2026-03-03')).statusCode).toBe(200);
    expect((await get('from=2026-01-01')).statusCode).toBe(400);
    expectInvalid(await get('from=2026-02-30&to=2026-03-01'), 'Enter a valid date as YYYY-MM-DD', 'from');
  });
});
