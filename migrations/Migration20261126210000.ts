import { Migration } from '@mikro-orm/migrations';

/**
 * A day's work in the console (docs/domain.md#notes, #appointments, #notifications): notes gain a
 * kind, a public switch and their author; appointments a recorded outcome; applications the staff's
 * note and decline reason; users the "change your password first" flag; and who read which
 * notification.
 *
 * Existing notes were all on the portal, so they stay public, except those recording an
 * application's arrival, which never were. Existing cancelled appointments are recorded as
 * Cancelled, and the past ones as Completed, as the console displayed them: an upgrade does not
 * bring years of "never marked" appointments.
 */
export class Migration20261126210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_reads" ("user_id" int not null, "key" varchar(100) not null, "read_at" timestamptz not null, constraint "notification_reads_pkey" primary key ("user_id", "key"));`,
    );

    this.addSql(
      `alter table "notification_reads" add constraint "notification_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "adoption_applications" add column "staff_note" text null, add column "decline_reason" text null;`);

    this.addSql(`alter table "users" add column "must_change_password" boolean not null default false;`);

    this.addSql(
      `alter table "behavior_notes" add column "kind" varchar(20) not null default 'Behaviour', add column "public" boolean not null default false, add column "author_id" int null;`,
    );
    this.addSql(
      `alter table "behavior_notes" add constraint "behavior_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "behavior_notes_care_day_idx" on "behavior_notes" ("date", "kind", "animal_id") where "voided_at" is null;`);

    this.addSql(`alter table "appointments" add column "outcome" varchar(20) null;`);

    this.addSql(`update "behavior_notes" set "public" = true where "application_id" is null;`);
    this.addSql(`update "appointments" set "outcome" = 'Cancelled' where "status" = 'Cancelled';`);
    this.addSql(
      `update "appointments" set "outcome" = 'Completed' where "outcome" is null and "date" < (now() at time zone coalesce(nullif((select "value"->>'timeZone' from "settings" where "key" = 'organization'), ''), 'UTC'))::date;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_reads" cascade;`);

    this.addSql(`alter table "behavior_notes" drop constraint "behavior_notes_author_id_foreign";`);

    this.addSql(`alter table "adoption_applications" drop column "staff_note", drop column "decline_reason";`);

    this.addSql(`alter table "appointments" drop column "outcome";`);

    this.addSql(`drop index "behavior_notes_care_day_idx";`);
    this.addSql(`alter table "behavior_notes" drop column "kind", drop column "public", drop column "author_id";`);

    this.addSql(`alter table "users" drop column "must_change_password";`);
  }
}
