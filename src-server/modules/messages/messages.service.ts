import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import type { TPage } from '../../../src-shared/paging.js';
import type { TMessage, TMessageListQuery, TMessageSummary, TMessagingStatus, TTestMessageInput } from '../../../src-shared/schemas/messages.js';
import type { TMailConfig } from '../../config.js';
import { isoInstant } from '../../db/iso-instant.js';
import { likePattern } from '../../db/like-pattern.js';
import { MESSAGE_SEARCH_TEXT } from './message.entity.js';
import { selectPage, SqlConditions } from '../../db/sql-page.js';
import { conflict, notFound } from '../../domain-errors.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { escapeHtml } from '../public/page-head.js';
import { getSettings } from '../settings/settings.service.js';
import { queueMessages, type TOutbox } from './outbox.js';
import { smtpHost } from './transport.js';

const SUMMARY_COLUMNS = `m.id, m.kind, m.state, m.to_address as "to", m.to_name as "toName", m.subject, m.attempts,
  ${isoInstant('m.created_at')} as "createdAt", case when m.sent_at is null then null else ${isoInstant('m.sent_at')} end as "sentAt"`;

const MESSAGE_COLUMNS = `${SUMMARY_COLUMNS}, m.message_id as "messageId", m.text_body as "text", m.html_body as "html", m.smtp_response as "smtpResponse",
  case when m.last_attempt_at is null then null else ${isoInstant('m.last_attempt_at')} end as "lastAttemptAt",
  m.person_id as "personId", m.user_id as "userId", m.application_id as "applicationId"`;

/**
 * The outbox, newest first (docs/domain.md#messages): `q` finds the recipient's address or name or
 * words of the subject; `from`/`to` are days of writing in the organization's time zone.
 */
export async function listMessages(em: EntityManager, calendar: TLazyCalendar, query: TMessageListQuery): Promise<TPage<TMessageSummary>> {
  const where = new SqlConditions();
  if (query.state) where.add('m.state = ?', query.state);
  if (query.kind) where.add('m.kind = ?', query.kind);
  if (query.from || query.to) {
    const { timeZone } = await calendar();
    if (query.from) where.add('m.created_at >= (?::timestamp at time zone ?)', query.from, timeZone);
    if (query.to) where.add('m.created_at < (?::timestamp at time zone ?)', addDays(query.to, 1), timeZone);
  }
  if (query.q) {
    // Column names unqualified as the index has them; `messages` is the only table read.
    where.add(`${MESSAGE_SEARCH_TEXT} like ?`, likePattern(query.q.toLowerCase()));
  }
  return selectPage<TMessageSummary>(em, { columns: SUMMARY_COLUMNS, from: 'messages m', where, orderBy: 'm.created_at desc, m.id desc' }, query);
}

async function selectMessage<T>(em: EntityManager, columns: string, id: number): Promise<T> {
  const [message] = await em.execute<T[]>(`select ${columns} from messages m where m.id = ?`, [id]);
  if (!message) throw notFound('Message');
  return message;
}

export const getMessage = (em: EntityManager, id: number) => selectMessage<TMessage>(em, MESSAGE_COLUMNS, id);

/**
 * A failed or refused message, queued again with a new delivery job and its tries counted afresh
 * (an admin corrected the server's configuration, or the person's address is right after all).
 */
export async function sendMessageAgain(em: EntityManager, outbox: TOutbox, id: number): Promise<TMessage> {
  if (!outbox.smtpConfigured) throw conflict('No SMTP server is configured (SMTP_URL): messages are kept in the outbox');
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ state: string }[]>('select state from messages where id = ? for update', [id]);
    if (!row) throw notFound('Message');
    if (row.state !== 'failed' && row.state !== 'refused')
      throw conflict(`A message that is ${row.state} cannot be sent again; only failed or refused ones can`);
    await tx.execute(`update messages set state = 'queued', attempts = 0 where id = ?`, [id]);
    await outbox.queue.send('deliver-message', { messageId: id }, { transaction: tx });
  });
  return getMessage(em, id);
}

export async function messagingStatus(em: EntityManager, mail: TMailConfig): Promise<TMessagingStatus> {
  const { system } = await getSettings(em);
  return { smtpConfigured: Boolean(mail.smtpUrl), smtpHost: smtpHost(mail.smtpUrl), from: mail.from, emailEnabled: system.enableEmailNotifications };
}

/** The admin's test: one message to that address, through the outbox as any other goes. */
export async function sendTestMessage(em: EntityManager, outbox: TOutbox, input: TTestMessageInput): Promise<TMessageSummary> {
  const { organization } = await getSettings(em);
  const text = `This is a test message from ${organization.name}'s shelter software. If you can read it, e-mail from the shelter reaches this address.`;
  const [id] = await em.transactional((tx) =>
    queueMessages(tx, outbox, [{ kind: 'test', to: input.to, subject: `Test message from ${organization.name}`, text, html: `<p>${escapeHtml(text)}</p>` }]),
  );
  if (id === undefined) throw new Error('the test message was not written');
  return selectMessage<TMessageSummary>(em, SUMMARY_COLUMNS, id);
}

/** Messages hold people's addresses and words: they go after the organization's retention period, whatever their state. */
export async function deleteMessagesPastRetention(em: EntityManager, now = new Date()): Promise<number> {
  const { system } = await getSettings(em);
  const cutoff = new Date(now.getTime() - system.dataRetentionDays * 24 * 60 * 60 * 1000);
  const rows = await em.execute<{ id: number }[]>('delete from messages where created_at < ? returning id', [cutoff]);
  return rows.length;
}
