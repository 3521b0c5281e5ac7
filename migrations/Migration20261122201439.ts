import { Migration } from '@mikro-orm/migrations';

export class Migration20261122201439 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "user_id" int null, "username" varchar(100) null, "action" varchar(10) not null, "entity" varchar(50) not null, "entity_id" varchar(64) not null, "animal_id" int null, "changes" jsonb not null);`,
    );
    this.addSql(`create index "audit_log_at_idx" on "audit_log" ("at", "id");`);
    this.addSql(`create index "audit_log_entity_idx" on "audit_log" ("entity", "entity_id", "at");`);
    this.addSql(`create index "audit_log_animal_idx" on "audit_log" ("animal_id", "at");`);
    this.addSql(`create index "audit_log_user_idx" on "audit_log" ("user_id", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
