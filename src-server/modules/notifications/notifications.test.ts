import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TRole } from '../../../src-shared/roles.js';
import type { TDueList } from '../../../src-shared/schemas/care-plans.js';
import type { TNotifications } from '../../../src-shared/schemas/notifications.js';
import { putOk, submitApplication, useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import {
  appointmentPayload,
  call,
  createAnimal,
  expectError,
  fosterPayload,
  getJson,
  postOk,
  rowCount,
  sql,
  sqlWrite,
  todayIn,
} from '../../../test/fixtures.js';

/** GET /api/notifications and POST /api/notifications/read (docs/domain.md#notifications). */
const env = useTestEnv();
const list = (cookie: string) => getJson<TNotifications>(env.t, '/api/notifications', cookie);
const markRead = (cookie: string, payload: Record<string, unknown>) => call(env.t, 'POST', '/api/notifications/read', cookie, payload);
const keysOf = (notifications: TNotifications) => notifications.items.map((item) => item.key);

let today: string;
const ids = { appointment: 0, cancelled: 0, placement: 0, fosterAnimal: 0, application: 0, reference: '' };

/** A walk logged today, as the daily-care log records one: a live note of kind Walk. */
const walk = (animalId: number, date: string) =>
  sqlWrite(
    env.t,
    `insert into behavior_notes (animal_id, date, kind, note, public, version, created_at) values (?, ?, 'Walk', 'Around the yard', false, 1, now())`,
    [animalId, date],
  );

/** An animal in care for a month, with no care plan: the treatments it is due are the ones a test gives it. */
const intake = (name: string) => createAnimal(env.t, env.s.admin, { name, intakeDate: addDays(today, -30), carePlan: null });

beforeAll(async () => {
  const { t, s } = env;
  today = todayIn(t);
  // At the shelter: Rufus (not walked), Mabel (walked today), Otis (walked yesterday only).
  const rufus = await intake('Rufus');
  const mabel = await intake('Mabel');
  const otis = await intake('Otis');
  await walk(mabel.id, today);
  await walk(otis.id, addDays(today, -1));
  // In foster, back in two days: not at the shelter, so not to be walked.
  const pip = await intake('Pip');
  ids.fosterAnimal = pip.id;
  ids.placement = (
    await postOk<{ id: number }>(
      t,
      '/api/foster-care',
      s.admin,
      fosterPayload(pip.id, { fosterName: 'Dana Holt', startDate: addDays(today, -5), endDate: addDays(today, 2) }),
    )
  ).id;
  // Ending in five days: not yet.
  const lark = await intake('Lark');
  await postOk(t, '/api/foster-care', s.admin, fosterPayload(lark.id, { startDate: addDays(today, -5), endDate: addDays(today, 5) }));

  ids.appointment = (
    await postOk<{ id: number }>(t, '/api/appointments', s.admin, appointmentPayload(rufus.id, { date: today, time: '09:30', appointmentType: 'Vaccination' }))
  ).id;
  ids.cancelled = (
    await postOk<{ id: number }>(t, '/api/appointments', s.admin, appointmentPayload(rufus.id, { date: today, time: '11:00', status: 'Cancelled' }))
  ).id;
  // Two past appointments nobody marked, one marked Completed.
  for (const days of [1, 3, 4]) await postOk(t, '/api/appointments', s.admin, appointmentPayload(otis.id, { date: addDays(today, -days), time: '10:00' }));
  await sqlWrite(t, `update appointments set outcome = 'Completed' where animal_id = ? and date = ?`, [otis.id, addDays(today, -4)]);

  const application = await submitApplication(t, rufus.id, { applicantName: 'Priya Nair' });
  ids.application = application.id;
  ids.reference = application.reference;
});

describe('GET /api/notifications', () => {
  it('lists what needs staff today, each linking where it is acted on', async () => {
    const { items, unread } = await list(env.s.staff);
    expect(items).toEqual([
      {
        key: `appointment:${ids.appointment}`,
        kind: 'Appointment today',
        title: 'Vaccination: Rufus',
        detail: 'With Dr. Patel, outcome not recorded yet',
        date: today,
        time: '09:30',
        url: `/appointments?date=${today}`,
        read: false,
      },
      {
        key: `appointments-not-marked:${today}`,
        kind: 'Appointments not marked',
        title: '2 past appointments never marked',
        detail: 'Record whether each was completed, a no-show or cancelled',
        date: null,
        time: null,
        url: '/appointments?when=past',
        read: false,
      },
      {
        key: `foster-ending:${ids.placement}`,
        kind: 'Foster ending',
        title: 'Pip comes back from foster',
        detail: 'Placement with Dana Holt ends',
        date: addDays(today, 2),
        time: null,
        url: `/animals/${ids.fosterAnimal}`,
        read: false,
      },
      {
        key: `not-walked:${today}`,
        kind: 'Not walked',
        title: '2 animals not walked today',
        detail: 'No walk logged for them yet today',
        date: null,
        time: null,
        url: '/daily-care?notWalked=true',
        read: false,
      },
      {
        key: `application:${ids.application}`,
        kind: 'New application',
        title: 'Priya Nair applied for Rufus',
        detail: `Application #${ids.reference} waits for a decision`,
        date: null,
        time: null,
        url: `/adoptions?tab=applications&application=${ids.application}`,
        read: false,
      },
    ]);
    expect(unread).toBe(5);
  });

  it('gives each role what it may act on: vets the appointments, volunteers the walks, with no one’s contact details', async () => {
    const kinds = async (role: TRole) => (await list(env.s[role])).items.map((item) => item.kind);
    expect(await kinds('admin')).toEqual(['Appointment today', 'Appointments not marked', 'Foster ending', 'Not walked', 'New application']);
    expect(await kinds('veterinarian')).toEqual(['Appointment today', 'Appointments not marked', 'Not walked']);
    const volunteer = await list(env.s.volunteer);
    expect(volunteer.items.map((item) => item.kind)).toEqual(['Not walked']);
    expect(JSON.stringify(volunteer)).not.toMatch(/example\.com|555-|Dana Holt|Priya/);
  });

  it('drops an item once it is dealt with: a walk logged, an outcome recorded', async () => {
    const before = await list(env.s.admin);
    expect(before.items.find((item) => item.kind === 'Not walked')?.title).toBe('2 animals not walked today');
    await sqlWrite(env.t, `update appointments set outcome = 'Completed' where id = ?`, [ids.appointment]);
    const after = await list(env.s.admin);
    expect(keysOf(after)).not.toContain(`appointment:${ids.appointment}`);
    expect(after.unread).toBe(before.unread - 1);
    await sqlWrite(env.t, `update appointments set outcome = null where id = ?`, [ids.appointment]);

    const [rufus] = await sql<{ id: number }>(env.t, `select id from animals where name = 'Rufus'`);
    await walk(rufus?.id ?? 0, today);
    expect((await list(env.s.volunteer)).items.map((item) => item.title)).toEqual(['1 animal not walked today']);
    // A walk voided as written in error is no walk.
    await sqlWrite(env.t, `update behavior_notes set voided_at = now(), void_reason = 'Wrong dog' where animal_id = ? and kind = 'Walk'`, [rufus?.id]);
    expect((await list(env.s.volunteer)).items.map((item) => item.title)).toEqual(['2 animals not walked today']);
  });

  it('answers only a signed-in user', async () => {
    expectError(await call(env.t, 'GET', '/api/notifications'), 401, 'Please log in');
  });
});

describe('POST /api/notifications/read', () => {
  it('keeps read state per user: one staff member reading leaves the others’ unread', async () => {
    const { t } = env;
    const reader = await t.loginAs('staff');
    const other = await t.loginAs('staff');
    const key = `application:${ids.application}`;
    const answer = await markRead(reader, { keys: [key, 'application:999999'] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TNotifications>()).toMatchObject({ unread: 4 });
    expect((await list(reader)).items.find((item) => item.key === key)?.read).toBe(true);
    expect((await list(other)).items.find((item) => item.key === key)?.read).toBe(false);
    expect((await list(other)).unread).toBe(5);
    // A key that names none of the reader's notifications is not stored.
    const [user] = await sql<{ user_id: number }>(t, `select user_id from notification_reads where key = ?`, [key]);
    expect(await rowCount(t, 'notification_reads', 'user_id = ?', [user?.user_id])).toBe(1);
  });

  it('marks every notification read with all, and forgets the read state of those gone since', async () => {
    const { t, s } = env;
    const reader = await t.loginAs('admin');
    expect((await markRead(reader, { all: true })).json<TNotifications>().unread).toBe(0);
    expect((await list(reader)).items.every((item) => item.read)).toBe(true);
    const [user] = await sql<{ user_id: number }>(t, `select user_id from notification_reads where key = ? order by read_at desc limit 1`, [
      `not-walked:${today}`,
    ]);
    expect(await rowCount(t, 'notification_reads', 'user_id = ?', [user?.user_id])).toBe(5);

    // The application decided, it is no longer news; the next mark drops its row.
    await putOk(t, `/api/adoption-applications/${ids.application}`, s.admin, { status: 'Declined' });
    const after = await list(reader);
    expect(keysOf(after)).not.toContain(`application:${ids.application}`);
    await markRead(reader, { keys: [`not-walked:${today}`] });
    expect(await rowCount(t, 'notification_reads', 'user_id = ? and key = ?', [user?.user_id, `application:${ids.application}`])).toBe(0);
    expect(await rowCount(t, 'notification_reads', 'user_id = ?', [user?.user_id])).toBe(4);
  });

  it('counts a placement voided or moved out of the three days as no longer ending', async () => {
    const { t, s } = env;
    const placement = await postOk<{ id: number; version: number }>(
      t,
      '/api/foster-care',
      s.admin,
      fosterPayload((await intake('Wren')).id, { startDate: addDays(today, -3), endDate: today }),
    );
    expect(keysOf(await list(s.staff))).toContain(`foster-ending:${placement.id}`);
    await voidOk(t, `/api/foster-care/${placement.id}`, s.admin, 'Entered twice');
    expect(keysOf(await list(s.staff))).not.toContain(`foster-ending:${placement.id}`);
  });

  it('refuses input that names nothing with 400, storing nothing', async () => {
    const { t, s } = env;
    const before = await rowCount(t, 'notification_reads');
    const message = 'Name the notifications to mark read (keys), or send all: true';
    expectError(await markRead(s.staff, {}), 400, message);
    expectError(await markRead(s.staff, { keys: [] }), 400, message);
    expectError(await markRead(s.staff, { all: false }), 400, 'all must be true');
    expectError(await markRead(s.staff, { keys: ['x'.repeat(101)] }), 400, 'Must be at most 100 characters');
    expectError(await markRead(s.staff, { keys: 'application:1' }), 400, 'Invalid input: expected array, received string');
    expect(await rowCount(t, 'notification_reads')).toBe(before);
    expectError(await call(t, 'POST', '/api/notifications/read', undefined, { all: true }), 401, 'Please log in');
  });
});

describe('Treatments due', () => {
  /** Items of a care plan as its services write them (tested with their own calls). */
  const planItems = (animalId: number, items: [days: number, status: string][]) =>
    sqlWrite(
      env.t,
      `insert into care_plan_items (animal_id, item_type, name, due_date, status, version, created_at)
       select ?, 'Vaccination', 'DHPP', (?::date + d), s, 1, now() from unnest(?::int[], ?::text[]) as i(d, s)`,
      [animalId, today, `{${items.map(([days]) => days).join(',')}}`, `{${items.map(([, status]) => status).join(',')}}`],
    );
  const treatments = async (cookie: string) => (await list(cookie)).items.find((item) => item.kind === 'Treatments due');

  it('counts the treatments overdue or due today of the animals in care, as the due list does, for those who give them', async () => {
    const { t, s } = env;
    expect(await treatments(s.staff)).toBeUndefined();
    const tilly = await intake('Tilly');
    // Overdue, due today twice, tomorrow (not yet), and one given already.
    await planItems(tilly.id, [
      [-2, 'Due'],
      [0, 'Due'],
      [0, 'Due'],
      [1, 'Due'],
      [-5, 'Given'],
    ]);
    // An animal that left keeps its plan, and is no one's round.
    const gone = await intake('Gone');
    await planItems(gone.id, [[-1, 'Due']]);
    await postOk(t, `/api/animals/${gone.id}/outcome`, s.staff, { type: 'Returned to owner', date: today });

    expect(await treatments(s.staff)).toEqual({
      key: `treatments-due:${today}`,
      kind: 'Treatments due',
      title: '3 treatments overdue or due today',
      detail: '1 overdue',
      date: null,
      time: null,
      url: '/medical/due',
      read: false,
    });
    const due = await getJson<TDueList>(t, `/api/medical/due?to=${today}`, s.staff);
    expect({ overdue: due.overdue, today: due.today }).toEqual({ overdue: 1, today: 2 });
    expect((await treatments(s.veterinarian))?.title).toBe('3 treatments overdue or due today');
    expect(await treatments(s.volunteer)).toBeUndefined();

    // Today's given, the overdue one left; then skipped.
    await sqlWrite(t, `update care_plan_items set status = 'Given' where animal_id = ? and due_date = ?`, [tilly.id, today]);
    expect(await treatments(s.staff)).toMatchObject({ title: '1 treatment overdue or due today', detail: '1 overdue' });
    await sqlWrite(t, `update care_plan_items set status = 'Skipped', skip_reason = 'Vomiting' where animal_id = ? and status = 'Due' and due_date <= ?`, [
      tilly.id,
      today,
    ]);
    expect(await treatments(s.staff)).toBeUndefined();
  });
});
