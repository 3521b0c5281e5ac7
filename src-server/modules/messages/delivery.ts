import type { MikroORM } from '@mikro-orm/postgresql';
import type { NodemailerError } from 'nodemailer';
import { parseMailFrom } from '../../config.js';
import { MESSAGE_RETRY_LIMIT } from '../../queue.js';
import { getSettings } from '../settings/settings.service.js';
import type { TMailTransport } from './transport.js';

interface TOutgoing {
  id: number;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  attempts: number;
}

/** A passing failure, retried by the queue: the message stays `queued` with the error in its answer. */
export class DeliveryDeferred extends Error {
  override name = 'DeliveryDeferred';
}

/** The server's words, as the outbox keeps them. */
const answerOf = (error: NodemailerError) => error.response ?? error.message;

/**
 * The one try of the queue's `deliver-message` job (docs/domain.md#messages). The row is claimed by
 * its state (`queued`) rather than locked through the SMTP exchange, which would hold one of the
 * app's few pooled connections for as long as a slow server takes: another job of the same row
 * finds it marked and does nothing. It is marked `sent` only after the server accepted it; a death
 * in between sends it again with the same Message-ID.
 */
export async function deliverMessage(orm: MikroORM, transport: TMailTransport | undefined, mailFrom: string, id: number): Promise<void> {
  const em = orm.em.fork();
  const [message] = await em.execute<TOutgoing[]>(
    `update messages set attempts = attempts + 1, last_attempt_at = now()
      where id = ? and state = 'queued'
      returning id, to_address as "to", to_name as "toName", subject, text_body as "text", html_body as "html", message_id as "messageId", headers, attempts`,
    [id],
  );
  if (!message) return;
  const from = parseMailFrom(mailFrom);
  const name = from?.name ?? (await getSettings(em)).organization.name;
  let response: string;
  try {
    // SMTP_URL removed after the message was queued: kept queued (and tried again) until it is back.
    if (!transport) throw new Error('No SMTP server is configured (SMTP_URL)');
    const info = await transport.sendMail({
      from: { name, address: from?.address ?? mailFrom },
      to: message.toName ? { name: message.toName, address: message.to } : message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: message.messageId,
    });
    const rejected = info.rejectedErrors?.[0];
    if (rejected) return await refuse(orm, message, answerOf(rejected), true);
    response = info.response;
  } catch (error) {
    const failure = error as NodemailerError;
    // A 5xx answer to the recipient or to the message is final; one to the login or the sender
    // is this server's configuration, which an admin corrects: that is retried like an outage.
    if (failure.permanent && (failure.command === 'RCPT TO' || failure.command === 'DATA')) {
      return await refuse(orm, message, answerOf(failure), failure.command === 'RCPT TO');
    }
    return await defer(orm, message, answerOf(failure));
  }
  await em.execute(`update messages set state = 'sent', sent_at = now(), smtp_response = ? where id = ? and state = 'queued'`, [response, message.id]);
}

/** Refused for good: the message is not tried again, and the people with that address are flagged for staff to correct it. */
async function refuse(orm: MikroORM, message: TOutgoing, answer: string, addressRefused: boolean): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute(`update messages set state = 'refused', smtp_response = ? where id = ? and state = 'queued'`, [answer, message.id]);
    if (!addressRefused) return;
    await tx.execute(
      `update people set email_refused_at = now(), email_refused_reason = ?, version = version + 1, updated_at = now()
        where lower(email) = lower(?) and anonymized_at is null`,
      [answer, message.to],
    );
  });
}

/** Tried again by the queue, until its last try, which marks it `failed` for an admin to send again. */
async function defer(orm: MikroORM, message: TOutgoing, answer: string): Promise<void> {
  const last = message.attempts > MESSAGE_RETRY_LIMIT;
  await orm.em
    .fork()
    .execute(`update messages set state = ?, smtp_response = ? where id = ? and state = 'queued'`, [last ? 'failed' : 'queued', answer, message.id]);
  if (!last) throw new DeliveryDeferred(`message ${message.id} not delivered yet: ${answer}`);
}
