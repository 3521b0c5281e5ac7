import { Migration } from '@mikro-orm/migrations';

/**
 * The foster homes' list (docs/domain.md#people) counted and paged from a partial index of the
 * approved homes by name: at 80,000 people the whole table was read to count 1,250 homes.
 */
export class Migration20261126200300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "people_foster_homes_idx" on "people" ("name", "id") where "foster_approved_on" is not null and "anonymized_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "people_foster_homes_idx";`);
  }
}
