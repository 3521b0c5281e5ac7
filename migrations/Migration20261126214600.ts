import { Migration } from '@mikro-orm/migrations';

/**
 * The bell counts the appointments nobody marked (docs/domain.md#notifications): at 100,000 animals
 * the count read every appointment; the ones still waiting for an outcome are few.
 */
export class Migration20261126214600 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "appointments_unmarked_idx" on "appointments" ("date", "time", "id") where "outcome" is null and "voided_at" is null and "status" <> 'Cancelled';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "appointments_unmarked_idx";`);
  }
}
