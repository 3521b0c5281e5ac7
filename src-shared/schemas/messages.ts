import { z } from 'zod';
import { jsonNumber, ZListQuery } from './fields.js';

/**
 * E-mail the shelter sends (docs/domain.md#messages, decision 0014): written to the outbox in the
 * transaction of the event that causes it, delivered by the background queue.
 */

/** Each message's template; `test` is the admin's test send, which has none. */
export const MESSAGE_TEMPLATE_KINDS = [
  'applicationReceived',
  'applicationApproved',
  'applicationDeclined',
  'adoptionCompleted',
  'newApplications',
  'appointmentReminders',
  'fosterEnding',
] as const;
export type TMessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];
export const MESSAGE_KINDS = [...MESSAGE_TEMPLATE_KINDS, 'test'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * queued: waiting for its delivery (or its next try); sent: the SMTP server accepted it; failed:
 * every try failed for a passing reason; refused: the SMTP server refused the address for good (5xx);
 * kept: no SMTP server is configured, so it stays here for the admin to read.
 */
export const MESSAGE_STATES = ['queued', 'sent', 'failed', 'refused', 'kept'] as const;
export type TMessageState = (typeof MESSAGE_STATES)[number];

export const ZMessageSummary = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  state: z.enum(MESSAGE_STATES),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMessageSummary = z.infer<typeof ZMessageSummary>;

export const ZMessage = ZMessageSummary.extend({
  messageId: z.string(),
  text: z.string(),
  html: z.string(),
  /** The SMTP server's last answer (or the error met on the way), as it said it. */
  smtpResponse: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  personId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The outbox, newest first; `q` finds a recipient's address or name, or words of the subject. */
export const ZMessageListQuery = ZListQuery.extend({
  state: z.enum(MESSAGE_STATES, { error: `State must be one of: ${MESSAGE_STATES.join(', ')}` }).optional(),
  kind: z.enum(MESSAGE_KINDS, { error: `Kind must be one of: ${MESSAGE_KINDS.join(', ')}` }).optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;

/** How mail leaves (Settings → Messages): an SMTP server from the environment, or none (kept in the outbox). */
export const ZMessagingStatus = z.object({
  smtpConfigured: z.boolean(),
  /** The SMTP server's host (never its credentials), when configured. */
  smtpHost: z.string().nullable(),
  from: z.string(),
  /** Settings → System's e-mail switch: off, nothing is written at all. */
  emailEnabled: z.boolean(),
});
export type TMessagingStatus = z.infer<typeof ZMessagingStatus>;

const ZTemplateSubject = z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(300, 'Subject must be at most 300 characters');
const ZTemplateBody = z.string({ error: 'Body is required' }).trim().min(1, 'Body is required').max(20_000, 'Body must be at most 20000 characters');

/** A template: the subject and a plain-text body with {placeholders}; the HTML part is made from the body. */
export const ZMessageTemplate = z.object({
  kind: z.enum(MESSAGE_TEMPLATE_KINDS),
  subject: z.string(),
  body: z.string(),
  /** The placeholders this message fills. */
  placeholders: z.array(z.string()),
  /** Changed from the default text. */
  customized: z.boolean(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;

export const ZMessageTemplateUpdate = z.object({
  kind: z.enum(MESSAGE_TEMPLATE_KINDS, { error: 'Unknown message template' }),
  subject: ZTemplateSubject,
  body: ZTemplateBody,
});
export type TMessageTemplateUpdate = z.infer<typeof ZMessageTemplateUpdate>;

/** What a template gives with sample data: the subject, the plain text and the HTML part. */
export const ZMessagePreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type TMessagePreview = z.infer<typeof ZMessagePreview>;

export const ZTestMessageInput = z.object({
  to: z.email({ error: 'Invalid email address' }).max(320),
});
export type TTestMessageInput = z.infer<typeof ZTestMessageInput>;

/** New applications reach a user as they arrive, in one e-mail a day at `digestHour`, or not at all. */
export const NEW_APPLICATION_MODES = ['off', 'immediately', 'daily'] as const;
export type TNewApplicationMode = (typeof NEW_APPLICATION_MODES)[number];

/** A user's own messages (Settings → Account): the address and what they receive. */
export const ZMessagePreferences = z.object({
  email: z.union([z.literal(''), z.email('Invalid email address').max(320)]).nullable(),
  newApplications: z.enum(NEW_APPLICATION_MODES, { error: 'New applications must be off, immediately or daily' }),
  /** The shelter's hour (0–23) at which the daily e-mails go. */
  digestHour: jsonNumber(
    z
      .number({ error: 'Hour must be a whole number from 0 to 23' })
      .int('Hour must be a whole number from 0 to 23')
      .min(0, 'Hour must be a whole number from 0 to 23')
      .max(23, 'Hour must be a whole number from 0 to 23'),
  ),
  /** The day before, the list of tomorrow's appointments. */
  appointmentReminders: z.boolean(),
  /** Foster placements ending in the next 3 days. */
  fosterEnding: z.boolean(),
});
export type TMessagePreferences = z.infer<typeof ZMessagePreferences>;
