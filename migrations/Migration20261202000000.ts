import { Migration } from '@mikro-orm/migrations';

/**
 * Staff calls at the stack's floor (bench/README.md): an adoption's outcome is read from the stay
 * it closed (the adoptions list, an animal's Adoptions tab, the adoptions report), which had no
 * index and read every stay. Also brings the listing sites' runs to the column types their entity
 * declares (migration 20261130000000 wrote them as text).
 */
export class Migration20261202000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "stays_outcome_adoption_idx" on "stays" ("outcome_adoption_id") where "outcome_adoption_id" is not null;`);
    this.addSql(`alter table "listing_exports" alter column "site" type varchar(20) using ("site"::varchar(20));`);
    this.addSql(`alter table "listing_exports" alter column "state" type varchar(12) using ("state"::varchar(12));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "stays_outcome_adoption_idx";`);
    this.addSql(`alter table "listing_exports" alter column "site" type text using ("site"::text);`);
    this.addSql(`alter table "listing_exports" alter column "state" type text using ("state"::text);`);
  }
}
