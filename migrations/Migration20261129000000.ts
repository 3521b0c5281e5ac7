import { Migration } from '@mikro-orm/migrations';

/**
 * Messages (docs/domain.md#messages, decision 0014): the outbox, each message written in the
 * transaction of the event that caused it and delivered by the background queue's
 * `deliver-message` job; a user's e-mail address and what they receive; the refusal of a person's
 * address by an SMTP server. Message templates and the organization's switches live in `settings`.
 *
 * Existing data: users start with no address and receive nothing until they choose; people's
 * addresses start unrefused.
 */
export class Migration20261129000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "messages" ("id" serial primary key, "kind" varchar(40) not null, "state" varchar(10) not null, "to_address" varchar(320) not null, "to_name" varchar(200) null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text not null, "message_id" varchar(200) not null, "headers" jsonb not null default '{}', "person_id" int null, "user_id" int null, "application_id" int null, "dedupe_key" varchar(200) null, "attempts" int not null default 0, "last_attempt_at" timestamptz null, "sent_at" timestamptz null, "smtp_response" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "messages" add constraint "messages_message_id_unique" unique ("message_id");`);
    // What may be sent once only (a day's digest to one user): a second upkeep of the same hour writes nothing.
    this.addSql(`alter table "messages" add constraint "messages_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`alter table "messages" add constraint "messages_state_check" check ("state" in ('queued', 'sent', 'failed', 'refused', 'kept'));`);
    this.addSql(`create index "messages_created_idx" on "messages" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "messages_state_idx" on "messages" ("state", "created_at" desc, "id" desc);`);
    this.addSql(`create index "messages_person_idx" on "messages" ("person_id") where "person_id" is not null;`);
    this.addSql(`create index "messages_application_idx" on "messages" ("application_id") where "application_id" is not null;`);
    this.addSql(`create index "messages_user_idx" on "messages" ("user_id", "kind", "created_at" desc) where "user_id" is not null;`);
    // The outbox's search (a recipient's address or name, words of the subject): trigrams, as people's.
    this.addSql(
      `create index "messages_search_trgm_idx" on "messages" using gin ((lower("to_address" || ' ' || coalesce("to_name", '') || ' ' || "subject")) gin_trgm_ops);`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_person_id_foreign" foreign key ("person_id") references "people" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_application_id_foreign" foreign key ("application_id") references "adoption_applications" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "users" add column "email" varchar(320) null, add column "notify_new_applications" varchar(12) not null default 'off', add column "digest_hour" smallint not null default 8, add column "notify_appointment_reminders" boolean not null default false, add column "notify_foster_ending" boolean not null default false;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_notify_new_applications_check" check ("notify_new_applications" in ('off', 'immediately', 'daily'));`,
    );
    this.addSql(`alter table "users" add constraint "users_digest_hour_check" check (digest_hour >= 0 and digest_hour <= 23);`);

    this.addSql(`alter table "people" add column "email_refused_at" timestamptz null, add column "email_refused_reason" text null;`);

    this.addSql(`select pgboss.create_queue('deliver-message', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from pgboss.queue where name = 'deliver-message';`);
    this.addSql(`alter table "people" drop column "email_refused_at", drop column "email_refused_reason";`);
    this.addSql(
      `alter table "users" drop constraint "users_notify_new_applications_check", drop constraint "users_digest_hour_check", drop column "email", drop column "notify_new_applications", drop column "digest_hour", drop column "notify_appointment_reminders", drop column "notify_foster_ending";`,
    );
    this.addSql(`drop table if exists "messages" cascade;`);
  }
}
