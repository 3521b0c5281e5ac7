import { Migration } from '@mikro-orm/migrations';

export class Migration20261124031117 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "appointments" add column "duration_minutes" int not null default 30, add column "staff_user_id" int null;`);
    this.addSql(
      `alter table "appointments" add constraint "appointments_staff_user_id_foreign" foreign key ("staff_user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "appointments_staff_user_date_idx" on "appointments" ("staff_user_id", "date", "time");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "appointments" drop constraint "appointments_staff_user_id_foreign";`);

    this.addSql(`drop index "appointments_staff_user_date_idx";`);
    this.addSql(`alter table "appointments" drop column "duration_minutes", drop column "staff_user_id";`);
  }
}
