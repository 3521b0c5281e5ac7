import { Migration } from '@mikro-orm/migrations';

/**
 * The registry sorts by name, animal ID, intake date or status (docs/domain.md#registry). Live
 * animals by name whatever its case, and by status A to Z with each status newest first, are read a
 * page at a time in order from these; the ID's unique index and the intake date's index serve the
 * other two.
 */
export class Migration20261126210300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "animals_live_name_idx" on "animals" (lower("name"), "id") where "voided_at" is null;`);
    this.addSql(`create index "animals_live_status_newest_idx" on "animals" ("status", "intake_date" desc, "id" desc) where "voided_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "animals_live_name_idx";`);
    this.addSql(`drop index "animals_live_status_newest_idx";`);
  }
}
