import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import { roleMay, type TPermission, type TRole } from '../../../src-shared/roles.js';
import type { TNotification, TNotifications, TNotificationsReadInput } from '../../../src-shared/schemas/notifications.js';
import { notWalkedCount } from '../behavior-notes/care-log.js';
import { treatmentsDueToday } from '../care-plans/due-list.js';
import { applicationPath } from '../search/search.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

/** Of the notifications about single records, each kind lists this many at most: the screen it links to holds the rest. */
export const NOTIFICATION_KIND_LIMIT = 20;
/** A placement ending within this many days of today is announced. */
const FOSTER_ENDING_DAYS = 3;

type TItem = Omit<TNotification, 'read'>;

interface TReader {
  userId: number;
  role: TRole;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Appointments no one has marked Completed, No-show or Cancelled; a cancelled booking needs no mark. */
const UNMARKED = `ap.outcome is null and ap.voided_at is null and ap.status <> 'Cancelled'`;

async function appointmentsToday(em: EntityManager, today: string): Promise<TItem[]> {
  const rows = await em.getConnection().execute<{ id: number; time: string; type: string; animal: string; staff: string }[]>(
    `select ap.id, ap.time, ap.appointment_type as type, a.name as animal, ap.staff_member as staff
       from appointments ap join animals a on a.id = ap.animal_id and a.voided_at is null
      where ap.date = ? and ${UNMARKED}
      order by ap.time, ap.id limit ?`,
    [today, NOTIFICATION_KIND_LIMIT],
  );
  return rows.map((row) => ({
    key: `appointment:${row.id}`,
    kind: 'Appointment today',
    title: `${row.type}: ${row.animal}`,
    detail: row.staff ? `With ${row.staff}, outcome not recorded yet` : 'Outcome not recorded yet',
    date: today,
    time: row.time,
    url: `/appointments?date=${today}`,
  }));
}

/** One item for all of them, counted afresh each day: a shift lead wants the number, not a line per appointment. */
async function appointmentsNotMarked(em: EntityManager, today: string): Promise<TItem[]> {
  const [row] = await em.getConnection().execute<{ n: string }[]>(
    `select count(*) as n from appointments ap join animals a on a.id = ap.animal_id and a.voided_at is null
      where ap.date < ? and ${UNMARKED}`,
    [today],
  );
  const n = Number(row?.n ?? 0);
  if (!n) return [];
  return [
    {
      key: `appointments-not-marked:${today}`,
      kind: 'Appointments not marked',
      title: `${plural(n, 'past appointment', 'past appointments')} never marked`,
      detail: 'Record whether each was completed, a no-show or cancelled',
      date: null,
      time: null,
      url: '/appointments?when=past',
    },
  ];
}

async function fostersEnding(em: EntityManager, today: string): Promise<TItem[]> {
  const rows = await em.getConnection().execute<{ id: number; animal_id: number; animal: string; end_date: string; foster: string }[]>(
    `select f.id, f.animal_id, a.name as animal, to_char(f.end_date, 'YYYY-MM-DD') as end_date, p.name as foster
       from foster_care f
       join animals a on a.id = f.animal_id and a.voided_at is null
       join people p on p.id = f.person_id
      where f.end_date between ? and ? and f.voided_at is null
      order by f.end_date, f.id limit ?`,
    [today, addDays(today, FOSTER_ENDING_DAYS), NOTIFICATION_KIND_LIMIT],
  );
  return rows.map((row) => ({
    key: `foster-ending:${row.id}`,
    kind: 'Foster ending',
    title: `${row.animal} comes back from foster`,
    detail: `Placement with ${row.foster} ends`,
    date: row.end_date,
    time: null,
    url: `/animals/${row.animal_id}`,
  }));
}

async function notWalked(em: EntityManager, today: string): Promise<TItem[]> {
  const n = await notWalkedCount(em, today);
  if (!n) return [];
  return [
    {
      key: `not-walked:${today}`,
      kind: 'Not walked',
      title: `${plural(n, 'animal', 'animals')} not walked today`,
      detail: 'No walk logged for them yet today',
      date: null,
      time: null,
      url: '/daily-care?notWalked=true',
    },
  ];
}

/** One item for the morning round, from the due list's own conditions: what is overdue or due today for the animals in care. */
async function treatmentsDue(em: EntityManager, today: string): Promise<TItem[]> {
  const due = await treatmentsDueToday(em, today);
  const n = due.overdue + due.today;
  if (!n) return [];
  return [
    {
      key: `treatments-due:${today}`,
      kind: 'Treatments due',
      title: `${plural(n, 'treatment', 'treatments')} overdue or due today`,
      detail: `${due.overdue} overdue`,
      date: null,
      time: null,
      url: '/medical/due',
    },
  ];
}

async function newApplications(em: EntityManager): Promise<TItem[]> {
  const rows = await em.getConnection().execute<{ id: number; applicant: string; reference: string; animal: string }[]>(
    `select p.id, p.applicant_name as applicant, p.reference, a.name as animal
       from adoption_applications p join animals a on a.id = p.animal_id and a.voided_at is null
      where p.status = 'Received'
      order by p.created_at desc, p.id desc limit ?`,
    [NOTIFICATION_KIND_LIMIT],
  );
  return rows.map((row) => ({
    key: `application:${row.id}`,
    kind: 'New application',
    title: `${row.applicant} applied for ${row.animal}`,
    detail: `Application #${row.reference} waits for a decision`,
    date: null,
    time: null,
    url: applicationPath(row.id),
  }));
}

/** Each kind goes to the roles that may act on it (docs/domain.md#notifications), in the order the panel lists them. */
const KINDS: { permission: TPermission; items: (em: EntityManager, today: string) => Promise<TItem[]> }[] = [
  { permission: 'medical:write', items: appointmentsToday },
  { permission: 'medical:write', items: appointmentsNotMarked },
  { permission: 'medical:write', items: treatmentsDue },
  { permission: 'records:write', items: fostersEnding },
  { permission: 'notes:write', items: notWalked },
  { permission: 'records:write', items: (em) => newApplications(em) },
];

async function currentItems(em: EntityManager, calendar: TLazyCalendar, role: TRole): Promise<TItem[]> {
  const { today } = await calendar();
  const lists = await Promise.all(KINDS.filter((kind) => roleMay(role, kind.permission)).map((kind) => kind.items(em, today)));
  return lists.flat();
}

async function withReadState(em: EntityManager, reader: TReader, items: TItem[]): Promise<TNotifications> {
  const read = new Set<string>();
  if (items.length) {
    const rows = await em
      .getConnection()
      .execute<{ key: string }[]>('select key from notification_reads where user_id = ? and key in (?)', [reader.userId, items.map((item) => item.key)]);
    rows.forEach((row) => read.add(row.key));
  }
  const notifications = items.map((item) => ({ ...item, read: read.has(item.key) }));
  return { items: notifications, unread: notifications.filter((item) => !item.read).length };
}

/** GET /api/notifications: what needs the signed-in user today, each with whether they have read it. */
export async function listNotifications(em: EntityManager, calendar: TLazyCalendar, reader: TReader): Promise<TNotifications> {
  return withReadState(em, reader, await currentItems(em, calendar, reader.role));
}

/**
 * POST /api/notifications/read: marks the named notifications read for this user (keys that name
 * none of theirs now are ignored), or all of those listed now. The read state of notifications
 * gone since is dropped in the same statement, so each user keeps at most one row per current one.
 */
export async function markNotificationsRead(
  em: EntityManager,
  calendar: TLazyCalendar,
  reader: TReader,
  input: TNotificationsReadInput,
): Promise<TNotifications> {
  const items = await currentItems(em, calendar, reader.role);
  const current = items.map((item) => item.key);
  const asked = new Set(input.keys ?? []);
  const marked = input.all ? current : current.filter((key) => asked.has(key));
  const connection = em.getConnection();
  if (marked.length) {
    await connection.execute(
      `with gone as (delete from notification_reads where user_id = ? and key not in (?))
       insert into notification_reads (user_id, key, read_at)
       select ?, key, now() from unnest(array[?]::varchar[]) as key
       on conflict do nothing`,
      [reader.userId, current, reader.userId, marked],
    );
  } else if (current.length) {
    await connection.execute('delete from notification_reads where user_id = ? and key not in (?)', [reader.userId, current]);
  } else {
    await connection.execute('delete from notification_reads where user_id = ?', [reader.userId]);
  }
  return withReadState(em, reader, items);
}
