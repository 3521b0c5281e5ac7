import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MESSAGE_STATES, type TMessageKind } from '../../../src-shared/schemas/messages.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { PersonSchema } from '../people/person.entity.js';
import { UserSchema } from '../users/user.entity.js';

/** What the outbox's search reads (its trigram index's expression): the recipient and the subject, lower-cased. */
export const MESSAGE_SEARCH_TEXT = `lower("to_address" || ' ' || coalesce("to_name", '') || ' ' || "subject")`;

/**
 * One e-mail in the outbox (docs/domain.md#messages): written with the event that caused it,
 * delivered by the queue's `deliver-message` job, kept with its delivery state and the SMTP
 * server's answer. `messageId` is fixed when it is written, so a repeated delivery (the process
 * died between the server's acceptance and the mark) is one message to mail clients.
 */
export const MessageSchema = defineEntity({
  name: 'Message',
  tableName: 'messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(40).$type<TMessageKind>(),
    state: p.enum(() => [...MESSAGE_STATES]).columnType('varchar(10)'),
    toAddress: p.string().length(320),
    toName: p.string().length(200).nullable(),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text(),
    messageId: p.string().length(200).unique('messages_message_id_unique'),
    /** Extra headers (List-Unsubscribe on staff digests). */
    headers: p.json<Record<string, string>>().default('{}'),
    person: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('set null'),
    user: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    application: () => p.manyToOne(ApplicationSchema).mapToPk().nullable().deleteRule('set null'),
    /** Set on what may go once only (a user's digest of one day): a second write is ignored. */
    dedupeKey: p.string().length(200).nullable().unique('messages_dedupe_key_unique'),
    attempts: p.integer().default(0),
    lastAttemptAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    smtpResponse: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { name: 'messages_created_idx', expression: 'create index "messages_created_idx" on "messages" ("created_at" desc, "id" desc)' },
    { name: 'messages_state_idx', expression: 'create index "messages_state_idx" on "messages" ("state", "created_at" desc, "id" desc)' },
    { name: 'messages_person_idx', expression: 'create index "messages_person_idx" on "messages" ("person_id") where "person_id" is not null' },
    {
      name: 'messages_application_idx',
      expression: 'create index "messages_application_idx" on "messages" ("application_id") where "application_id" is not null',
    },
    {
      name: 'messages_user_idx',
      expression: 'create index "messages_user_idx" on "messages" ("user_id", "kind", "created_at" desc) where "user_id" is not null',
    },
    {
      name: 'messages_search_trgm_idx',
      expression: `create index "messages_search_trgm_idx" on "messages" using gin ((${MESSAGE_SEARCH_TEXT}) gin_trgm_ops)`,
    },
  ],
});

export type TMessageEntity = InferEntity<typeof MessageSchema>;
