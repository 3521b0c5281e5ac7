import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '../../../src-shared/dates.js';
import { appointmentPayload, call, createAnimal, fosterPayload, postOk, sql, sqlWrite } from '../../../test/fixtures.js';
import { saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import { writeDailyMessages } from './daily-messages.js';

const env = useTestEnv();

/** The shelter's clock is UTC here, so an instant of its day is written plainly. */
const ZONE = 'UTC';
const today = dateInZone(new Date(), ZONE);
const at = (hour: number, day = today) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const run = (now: Date) => writeDailyMessages(env.t.db.orm.em.fork(), env.t.app.outbox, env.t.config, now);
// By recipient, then as written: the users' own order (their ids) depends on which role signed in first.
const messages = () =>
  sql<{ kind: string; to_address: string; subject: string; text_body: string; dedupe_key: string }>(env.t, 'select * from messages order by to_address, id');

let staffId: number;
beforeAll(async () => {
  const { t, s } = env;
  await saveSettings(env, { organization: { timeZone: ZONE, name: 'Riverside Animal Rescue' } });
  staffId = (await sql<{ id: number }>(t, `select id from users where role = 'staff'`))[0]!.id;
  await sqlWrite(
    t,
    `update users set email = 'staff@shelter.example', notify_new_applications = 'daily', digest_hour = 8,
       notify_appointment_reminders = true, notify_foster_ending = true where role = 'staff'`,
  );
  // A volunteer's stored 'daily' never brings them applications; their reminders come.
  await sqlWrite(
    t,
    `update users set email = 'vol@shelter.example', notify_new_applications = 'daily', digest_hour = 8, notify_appointment_reminders = true where role = 'volunteer'`,
  );

  const rex = await createAnimal(t, s.staff, { name: 'Rex', intakeDate: addDays(today, -30) });
  const tomorrow = addDays(today, 1);
  await postOk(
    t,
    '/api/appointments',
    s.staff,
    appointmentPayload(rex.id, { date: tomorrow, time: '14:00', appointmentType: 'Vaccination', staffMember: 'Dr. Lee' }),
  );
  await postOk(t, '/api/appointments', s.staff, appointmentPayload(rex.id, { date: tomorrow, time: '09:30', staffMember: 'Sam Carter' }));
  await postOk(t, '/api/appointments', s.staff, appointmentPayload(rex.id, { date: tomorrow, time: '11:00', status: 'Cancelled', appointmentType: 'Dental' }));
  const voided = await postOk<{ id: number }>(
    t,
    '/api/appointments',
    s.staff,
    appointmentPayload(rex.id, { date: tomorrow, time: '12:00', appointmentType: 'Grooming' }),
  );
  expect((await call(t, 'DELETE', `/api/appointments/${voided.id}?reason=Entered%20twice`, s.staff)).statusCode).toBe(200);

  const pip = await createAnimal(t, s.staff, { name: 'Pip', intakeDate: addDays(today, -30) });
  await postOk(
    t,
    '/api/foster-care',
    s.staff,
    fosterPayload(pip.id, { fosterName: 'Alex Morgan', fosterPhone: '555-010-7777', startDate: addDays(today, -5), endDate: addDays(today, 2) }),
  );
  const far = await createAnimal(t, s.staff, { name: 'Far', intakeDate: addDays(today, -30) });
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(far.id, { startDate: addDays(today, -5), endDate: addDays(today, 9) }));

  const { reference } = await submitApplication(t, rex.id, { applicantName: 'Jordan Rivera' });
  // Received an hour before the day's digest; the portal's own acknowledgement is not this test's.
  await sqlWrite(t, `update adoption_applications set created_at = ? where reference = ?`, [new Date(at(8).getTime() - 3_600_000), reference]);
});
afterEach(() => sqlWrite(env.t, 'delete from messages'));

describe('the daily staff messages', () => {
  it('go at the user’s hour, once a day, each listing what it is about', async () => {
    await sqlWrite(env.t, 'delete from messages');
    expect(await run(at(7))).toBe(0);
    expect(await run(at(8))).toBe(4);
    const rows = await messages();
    expect(rows.map((row) => [row.kind, row.to_address, row.dedupe_key])).toEqual([
      ['newApplications', 'staff@shelter.example', `newApplications:${staffId}:${today}`],
      ['appointmentReminders', 'staff@shelter.example', `appointmentReminders:${staffId}:${today}`],
      ['fosterEnding', 'staff@shelter.example', `fosterEnding:${staffId}:${today}`],
      ['appointmentReminders', 'vol@shelter.example', expect.stringMatching(/^appointmentReminders:\d+:/)],
    ]);
    const [digest, appointments, fosters] = rows;
    expect(digest!.subject).toBe('1 new adoption application(s)');
    // No PUBLIC_URL and no request: the upkeep has no address to link to.
    expect(digest!.text_body).toMatch(/New applications have arrived at Riverside Animal Rescue:\n\n- \d{8}: Jordan Rivera for Rex$/);
    expect(appointments!.subject).toBe('Tomorrow’s appointments (2)');
    expect(appointments!.text_body).toContain(`- 09:30 Check-up: Rex (`);
    expect(appointments!.text_body).toMatch(/- 09:30 Check-up: Rex \(A-\d{4}-\d{4}\), Sam Carter\n- 14:00 Vaccination: Rex \(A-\d{4}-\d{4}\), Dr\. Lee$/);
    expect(fosters!.text_body).toMatch(/- Pip \(A-\d{4}-\d{4}\) with Alex Morgan, ends \w{3} \d{1,2}, \d{4}$/);
    expect(fosters!.text_body).not.toContain('555-010-7777');
    expect(fosters!.text_body).not.toContain('Far');

    expect(await run(at(8))).toBe(0);
    expect(await run(at(15))).toBe(0);
    expect(await messages()).toHaveLength(4);
  });

  it('go at a later hour of the same day when the user’s hour was missed', async () => {
    expect(await run(at(11))).toBe(4);
  });

  it('list nothing, so are not written, on a day with nothing to tell; the next digest starts where the last one ended', async () => {
    expect(await run(at(8))).toBe(4);
    const later = addDays(today, 20);
    expect(await run(at(9, later))).toBe(0);
  });

  it('are not written with their switch off, nor with Settings → System’s e-mail switch off', async () => {
    await saveSettings(env, { notifications: { fosterEnding: false, newApplications: false } });
    expect(await run(at(8))).toBe(2);
    expect((await messages()).map((row) => row.kind)).toEqual(['appointmentReminders', 'appointmentReminders']);
    await sqlWrite(env.t, 'delete from messages');
    await saveSettings(env, { notifications: { fosterEnding: true, newApplications: true }, system: { enableEmailNotifications: false } });
    expect(await run(at(8))).toBe(0);
    await saveSettings(env, { system: { enableEmailNotifications: true } });
  });
});
