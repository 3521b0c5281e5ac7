import { Migration } from '@mikro-orm/migrations';

/**
 * The people merged into a person (docs/domain.md#people): an old link to a merged-away person
 * leads to the one they became, and erasing that person erases the trail of those merged into them.
 */
export class Migration20261126200100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "people" add column "merged_ids" int[] not null default '{}';`);
    this.addSql(`create index "people_merged_ids_idx" on "people" using gin ("merged_ids");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "people_merged_ids_idx";`);
    this.addSql(`alter table "people" drop column "merged_ids";`);
  }
}
