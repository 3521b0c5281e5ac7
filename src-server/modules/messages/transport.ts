import { createTransport, type SMTPSentMessageInfo, type SMTPTransportOptions } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { parseMailFrom } from '../../config.js';

/** The SMTP server messages leave by (SMTP_URL), made once by the app and closed with it. */
export type TMailTransport = Mail<SMTPSentMessageInfo, SMTPTransportOptions>;

/**
 * A connection per message, not a pool: a pooled connection the server dropped while idle (a
 * restart, an outage) fails the message given to it, and a message's delivery already runs
 * beside others in the queue's batch. Each wait is bounded, so a try ends well within its job's
 * expiry (queue.ts) and a dead server is a passing failure, not a hung worker.
 */
export function createMailTransport(smtpUrl: string): TMailTransport {
  return createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 20_000 });
}

/** The SMTP server's host as the console shows it: never the credentials the URL may carry. */
export function smtpHost(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** The right-hand side of each Message-ID: MAIL_FROM's domain. */
export function messageIdDomain(from: string): string {
  return parseMailFrom(from)?.address.split('@').at(-1) ?? 'localhost';
}
