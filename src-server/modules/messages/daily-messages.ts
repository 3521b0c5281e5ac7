import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, dateInZone, formatDateUs, timeInZone } from '../../../src-shared/dates.js';
import { ZRole } from '../../../src-shared/schemas/auth.js';
import type { TMessageTemplateKind } from '../../../src-shared/schemas/messages.js';
import type { TConfig } from '../../config.js';
import { getSettings } from '../settings/settings.service.js';
import { queueMessages, type TNewMessage, type TOutbox } from './outbox.js';
import type { TListItem } from './render.js';
import { applicationItem, staffRecipients, type TApplicationLine, type TStaffRecipient } from './staff-recipients.js';
import { messageComposer, type TComposer } from './templates.service.js';
import { mayHearOfApplications, mayWrite } from './who-receives.js';
import { withUnsubscribe, type TUnsubscribeTopic } from './unsubscribe.js';

/** Without an earlier digest, the first one lists the day before it. */
const FIRST_DIGEST_MS = 24 * 60 * 60 * 1000;
/** Placements ending today or in the next this many days. */
const FOSTER_ENDING_DAYS = 3;

/** Tomorrow's appointments, cancelled and voided ones left out, by time. */
async function appointmentsOn(em: EntityManager, date: string): Promise<TListItem[]> {
  const rows = await em.execute<{ time: string; type: string; animal: string; code: string; staff: string }[]>(
    `select p.time, p.appointment_type as type, a.name as animal, a.animal_id as code, p.staff_member as staff
       from appointments p join animals a on a.id = p.animal_id and a.voided_at is null
      where p.date = ? and p.voided_at is null and p.status <> 'Cancelled'
      order by p.time, p.id`,
    [date],
  );
  return rows.map((row) => ({ text: `${row.time} ${row.type}: ${row.animal} (${row.code}), ${row.staff}` }));
}

/** Foster placements whose end date falls from today to FOSTER_ENDING_DAYS ahead: the foster parent's name only, never their contact details. */
async function placementsEnding(em: EntityManager, today: string): Promise<TListItem[]> {
  const rows = await em.execute<{ animal: string; code: string; foster: string; end: string }[]>(
    `select a.name as animal, a.animal_id as code, pp.name as foster, to_char(f.end_date, 'YYYY-MM-DD') as "end"
       from foster_care f join animals a on a.id = f.animal_id and a.voided_at is null join people pp on pp.id = f.person_id
      where f.voided_at is null and f.end_date between ? and ?
      order by f.end_date, a.name, f.id`,
    [today, addDays(today, FOSTER_ENDING_DAYS)],
  );
  return rows.map((row) => ({ text: `${row.animal} (${row.code}) with ${row.foster}, ends ${formatDateUs(row.end)}` }));
}

/**
 * The applications received since this user's previous digest (the last day's, before their first),
 * up to `now`. A digest is written as of the `now` it listed up to (its created_at), so an application
 * that arrives while it is being written is in the next one, not in neither.
 */
async function applicationsSinceLastDigest(em: EntityManager, userId: number, now: Date): Promise<TApplicationLine[]> {
  const [last] = await em.execute<{ at: Date | null }[]>(
    `select max(created_at) as at from messages where user_id = ? and kind = 'newApplications' and dedupe_key is not null`,
    [userId],
  );
  const since = last?.at ?? new Date(now.getTime() - FIRST_DIGEST_MS);
  return em.execute<TApplicationLine[]>(
    `select p.id, p.reference, p.applicant_name as "applicantName", a.name as "animalName"
       from adoption_applications p join animals a on a.id = p.animal_id and a.voided_at is null
      where p.created_at > ? and p.created_at <= ? and p.anonymized_at is null
      order by p.created_at, p.id`,
    [since, now],
  );
}

/**
 * The daily staff messages (docs/domain.md#messages), written by the hourly upkeep: to each
 * active user with an address whose hour has come in the shelter's day, the digest of new
 * applications (for those who chose 'daily'), tomorrow's appointments and the placements ending
 * soon, each only when it lists something. Each is keyed by kind, user and day, so a later upkeep
 * of the same day (another process, a retry, an hour caught up after a missed one) writes none
 * again. `now` is the instant the upkeep runs for. Answers how many messages it wrote.
 */
export async function writeDailyMessages(
  em: EntityManager,
  outbox: TOutbox,
  config: Pick<TConfig, 'timeZone' | 'publicUrl'>,
  now = new Date(),
): Promise<number> {
  const settings = await getSettings(em);
  if (!settings.system.enableEmailNotifications) return 0;
  const timeZone = settings.organization.timeZone || config.timeZone;
  const today = dateInZone(now, timeZone);
  const hour = Number(timeInZone(now, timeZone).slice(0, 2));
  const recipients = (await staffRecipients(em)).filter((user) => user.digestHour <= hour);
  if (!recipients.length) return 0;

  const tomorrow = addDays(today, 1);
  let appointments: Promise<TListItem[]> | undefined;
  let placements: Promise<TListItem[]> | undefined;
  const lists = {
    appointments: () => (appointments ??= appointmentsOn(em, tomorrow)),
    placements: () => (placements ??= placementsEnding(em, today)),
  };
  const base = { organizationName: settings.organization.name };

  const messagesFor = async (tx: EntityManager, user: TStaffRecipient): Promise<TNewMessage[]> => {
    const messages: TNewMessage[] = [];
    // Read when a first message is written: a user with nothing to hear of today costs no read.
    let compose: Promise<TComposer> | undefined;
    const add = async (kind: TMessageTemplateKind & TUnsubscribeTopic, values: Record<string, string | TListItem[]>) => {
      const rendered = (await (compose ??= messageComposer(tx)))(kind, { ...base, recipientName: user.name, ...values });
      const message = { kind, to: user.email, toName: user.name, ...rendered, userId: user.id, dedupeKey: `${kind}:${user.id}:${today}`, createdAt: now };
      messages.push(withUnsubscribe(message, outbox, config.publicUrl ?? null, user.id, kind));
    };
    if (user.newApplications === 'daily' && mayHearOfApplications(ZRole.parse(user.role)) && mayWrite(settings, 'newApplications')) {
      const applications = await applicationsSinceLastDigest(tx, user.id, now);
      if (applications.length) {
        await add('newApplications', {
          applicationCount: String(applications.length),
          applicationList: applications.map((application) => applicationItem(application, config.publicUrl ?? null)),
        });
      }
    }
    if (user.appointmentReminders && mayWrite(settings, 'appointmentReminders')) {
      const list = await lists.appointments();
      if (list.length) await add('appointmentReminders', { date: formatDateUs(tomorrow), appointmentCount: String(list.length), appointmentList: list });
    }
    if (user.fosterEnding && mayWrite(settings, 'fosterEnding')) {
      const list = await lists.placements();
      if (list.length) await add('fosterEnding', { placementCount: String(list.length), placementList: list });
    }
    return messages;
  };

  let written = 0;
  for (const user of recipients) {
    written += await em.transactional(async (tx) => (await queueMessages(tx, outbox, await messagesFor(tx, user))).length);
  }
  return written;
}
