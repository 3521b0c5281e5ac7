import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TMessageKind } from '../../../src-shared/schemas/messages.js';
import type { TQueue } from '../../queue.js';

/**
 * Where messages are written (docs/domain.md#messages, decision 0014). Built once at the
 * composition root (app.ts, `app.outbox`) and passed to the services whose events send mail.
 */
export interface TOutbox {
  queue: TQueue;
  /** With no SMTP server configured, messages are written `kept`: the admin reads them in the console. */
  smtpConfigured: boolean;
  /** The right-hand side of every Message-ID (MAIL_FROM's domain). */
  messageIdDomain: string;
  /** Signs the unsubscribe links of staff's messages (unsubscribe.ts). */
  unsubscribeKey: Buffer;
}

export interface TNewMessage {
  kind: TMessageKind;
  to: string;
  toName?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  personId?: number | null;
  userId?: number | null;
  applicationId?: number | null;
  /** What may go once only (a user's digest of one day): a message whose key exists is not written. */
  dedupeKey?: string | null;
  /**
   * When it counts as written, if not now: a daily message's is the instant the upkeep ran for, so
   * the next digest starts exactly where this one's list ended (daily-messages.ts).
   */
  createdAt?: Date;
}

/**
 * Writes the messages in the transaction `tx` (an EntityManager inside `transactional`), each with
 * its delivery job when an SMTP server is configured: both exist if and only if `tx` commits, so
 * a crash or an SMTP outage loses none. Answers the ids written (a duplicate `dedupeKey` writes none).
 */
export async function queueMessages(tx: EntityManager, outbox: TOutbox, messages: readonly TNewMessage[]): Promise<number[]> {
  if (!messages.length) return [];
  // One statement for every message of the event, however many users hear of it.
  const rows = await tx.getConnection().execute<{ id: number }[]>(
    `insert into messages (kind, state, to_address, to_name, subject, text_body, html_body, message_id, headers, person_id, user_id, application_id, dedupe_key, created_at)
     values ${messages.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, coalesce(?::timestamptz, now()))').join(', ')}
     on conflict (dedupe_key) do nothing
     returning id`,
    messages.flatMap((message) => [
      message.kind,
      outbox.smtpConfigured ? 'queued' : 'kept',
      message.to,
      message.toName ?? null,
      message.subject,
      message.text,
      message.html,
      `<${randomUUID()}@${outbox.messageIdDomain}>`,
      JSON.stringify(message.headers ?? {}),
      message.personId ?? null,
      message.userId ?? null,
      message.applicationId ?? null,
      message.dedupeKey ?? null,
      message.createdAt ?? null,
    ]),
    'all',
    tx.getTransactionContext(),
  );
  const ids = rows.map((row) => row.id);
  if (outbox.smtpConfigured)
    await outbox.queue.sendMany(
      'deliver-message',
      ids.map((messageId) => ({ messageId })),
      { transaction: tx },
    );
  return ids;
}
