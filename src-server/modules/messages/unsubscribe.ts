import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TNewMessage, TOutbox } from './outbox.js';
import { escapeHtml } from './render.js';

/** What a staff member may stop from a message's own link (their choices in Settings → Account). */
export const UNSUBSCRIBE_TOPICS = ['newApplications', 'appointmentReminders', 'fosterEnding'] as const;
export type TUnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

type TSigner = Pick<TOutbox, 'unsubscribeKey'>;

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * `{userId}.{topic}.{signature}`: the link is the user's authority to stop that message, with no
 * session (mail clients post to it on their own, RFC 8058), so it is signed with the app's own key
 * and names nothing else. It does not expire: an old digest's link still works.
 */
export function unsubscribeToken({ unsubscribeKey }: TSigner, userId: number, topic: TUnsubscribeTopic): string {
  const payload = `${userId}.${topic}`;
  return `${payload}.${signature(unsubscribeKey, payload)}`;
}

/** The user and topic a token names, or undefined when it is not one this app signed. */
export function readUnsubscribeToken({ unsubscribeKey }: TSigner, token: string): { userId: number; topic: TUnsubscribeTopic } | undefined {
  const [id, topic, signed, ...rest] = token.split('.');
  if (!id || !topic || !signed || rest.length || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  if (!(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic)) return undefined;
  const expected = Buffer.from(signature(unsubscribeKey, `${id}.${topic}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: Number(id), topic: topic as TUnsubscribeTopic };
}

/** The page that stops `topic` for the user (`baseUrl`: PUBLIC_URL, else the address the app is reached at). */
export function unsubscribeUrl(signer: TSigner, baseUrl: string, userId: number, topic: TUnsubscribeTopic): string {
  return `${baseUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(signer, userId, topic))}`;
}

/** The headers by which mail clients offer their own unsubscribe button, which posts to the link (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(signer: TSigner, baseUrl: string, userId: number, topic: TUnsubscribeTopic): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(signer, baseUrl, userId, topic)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * A staff message with its way out: the link at its foot and the headers mail clients offer. The
 * link must be absolute: without a base (the upkeep's messages when PUBLIC_URL is not set) the
 * message goes without it, and Settings → Account stops it.
 */
export function withUnsubscribe(message: TNewMessage, signer: TSigner, baseUrl: string | null, userId: number, topic: TUnsubscribeTopic): TNewMessage {
  if (!baseUrl) return message;
  const url = unsubscribeUrl(signer, baseUrl, userId, topic);
  return {
    ...message,
    text: `${message.text}\n\n--\nTo stop these e-mails: ${url}`,
    html: `${message.html}\n<p style="color:#666;font-size:12px">To stop these e-mails, <a href="${escapeHtml(url)}">unsubscribe</a>.</p>`,
    headers: { ...message.headers, ...unsubscribeHeaders(signer, baseUrl, userId, topic) },
  };
}
