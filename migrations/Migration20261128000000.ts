import { Migration } from '@mikro-orm/migrations';
import PgBoss from 'pg-boss';

/**
 * Photos and documents (docs/domain.md#photos, decision 0012): the files' bytes in `stored_files`
 * (the default file store; an S3-compatible store keeps them elsewhere and this table empty), an
 * animal's photos in the order staff set (the first is the primary one), and documents on an animal
 * or a person. The background queue's own schema (pg-boss, `pgboss`) is created here too, so every
 * database the app opens, the tests' template included, has it before the first job is sent.
 *
 * Existing data: an animal's `image_url` stays as it was; the app imports it as a photo when it points
 * to a picture of this server's own (src-server/modules/photos/import-image-url.ts), at its next start.
 */
export class Migration20261128000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stored_files" ("key" varchar(300) not null, "content_type" varchar(100) not null, "byte_size" int not null, "content" bytea not null, "created_at" timestamptz not null, constraint "stored_files_pkey" primary key ("key"));`,
    );
    // Photos and PDFs are compressed already: PostgreSQL's own compression would only cost time.
    this.addSql(`alter table "stored_files" alter column "content" set storage external;`);

    this.addSql(
      `create table "photos" ("id" serial primary key, "animal_id" int not null, "position" int not null, "caption" varchar(300) null, "content_hash" varchar(64) not null, "width" int not null, "height" int not null, "widths" int[] not null, "avif" boolean not null default false, "source_type" varchar(30) not null, "source_bytes" int not null, "uploaded_by_id" int null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "photos_animal_position_idx" on "photos" ("animal_id", "position", "id") where "voided_at" is null;`);
    this.addSql(
      `alter table "photos" add constraint "photos_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "photos" add constraint "photos_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "documents" ("id" serial primary key, "animal_id" int null, "person_id" int null, "title" varchar(200) not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "byte_size" int not null, "file_key" varchar(300) not null, "uploaded_by_id" int null, "voided_at" timestamptz null, "void_reason" text null, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "documents" add constraint "documents_one_owner_check" check (num_nonnulls("animal_id", "person_id") = 1);`);
    this.addSql(`create index "documents_animal_idx" on "documents" ("animal_id", "created_at", "id") where "animal_id" is not null;`);
    this.addSql(`create index "documents_person_idx" on "documents" ("person_id", "created_at", "id") where "person_id" is not null;`);
    this.addSql(
      `alter table "documents" add constraint "documents_animal_id_foreign" foreign key ("animal_id") references "animals" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_person_id_foreign" foreign key ("person_id") references "people" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    // pg-boss wraps its plan in a transaction of its own; here it runs inside the migration's.
    this.addSql(
      PgBoss.getConstructionPlans('pgboss')
        .replace(/^\s*BEGIN;/, '')
        .replace(/COMMIT;\s*$/, ''),
    );
    // The queues are schema too: made here once, not by each process as it starts (two at once deadlock).
    this.addSql(`select pgboss.create_queue('hourly-upkeep', '{"policy":"short"}');`);
    this.addSql(`select pgboss.create_queue('photo-avif', '{"policy":"standard"}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists "pgboss" cascade;`);
    this.addSql(`drop table if exists "documents" cascade;`);
    this.addSql(`drop table if exists "photos" cascade;`);
    this.addSql(`drop table if exists "stored_files" cascade;`);
  }
}
