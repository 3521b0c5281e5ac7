import { Migration } from '@mikro-orm/migrations';

/**
 * Every list and count by status leaves voided animals out, and the registry orders a status by
 * intake date then id. An index of the live animals in that order reads the page in order and
 * counts it from the index alone; the index it replaces had neither the order's id nor the filter,
 * so each page was sorted again and each count visited the table.
 */
export class Migration20261124060105 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "animals_status_intake_date_idx";`);
    this.addSql(`create index "animals_live_status_intake_idx" on "animals" ("status", "intake_date", "id") where "voided_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "animals_live_status_intake_idx";`);
    this.addSql(`create index "animals_status_intake_date_idx" on "animals" ("status", "intake_date");`);
  }
}
