import { Migration } from '@mikro-orm/migrations';

/**
 * Partner organizations (docs/domain.md#partners): the shelters and rescues transfers come from
 * and go to, each inside the community coalition or not, for the Asilomar table.
 */
export class Migration20261125200502 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "partner_organizations" ("id" serial primary key, "name" varchar(200) not null, "in_coalition" boolean not null default false, "active" boolean not null default true, "version" int not null default 1, "created_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "partner_organizations_name_unique" on "partner_organizations" (lower(btrim("name")));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "partner_organizations" cascade;`);
  }
}
