import { Migration } from '@mikro-orm/migrations';

/**
 * The shelter's website and the listing sites (docs/domain.md#website): an animal's switch that
 * keeps it off every public channel while adoptable, and the runs of the listing sites' exports.
 *
 * Existing data: every animal stays listed (`public_listing` true), as the portal showed it before.
 */
export class Migration20261130000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "listing_exports" ("id" serial primary key, "site" text check ("site" in ('petfinder', 'adoptapet')) not null, "state" text check ("state" in ('made', 'uploaded', 'failed')) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "animals" int not null default 0, "files" jsonb not null default '[]', "upload_target" varchar(300) null, "message" text null);`,
    );
    this.addSql(`create index "listing_exports_site_idx" on "listing_exports" ("site", "started_at" desc, "id" desc);`);
    this.addSql(`alter table "animals" add column "public_listing" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_exports" cascade;`);
    this.addSql(`alter table "animals" drop column "public_listing";`);
  }
}
