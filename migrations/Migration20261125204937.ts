import { Migration } from '@mikro-orm/migrations';

/**
 * The species of live animals by id, for the shelter reports (docs/domain.md#shelter-reports): a
 * year's stays join it from this small index alone instead of scanning the whole animals table.
 */
export class Migration20261125204937 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "animals_live_species_idx" on "animals" ("id") include ("species") where "voided_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "animals_live_species_idx";`);
  }
}
