import { Migration } from '@mikro-orm/migrations';

/**
 * Medical records may come from an outside source (a previous owner's vet, a transfer partner),
 * and only those may predate the animal's intake. A record already stored before its animal's
 * intake can only have come from outside, so it is marked so.
 */
export class Migration20261124031053 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "medical_records" add column "outside_source" boolean not null default false;`);
    this.addSql(`
      update "medical_records" m
         set "outside_source" = true
        from "animals" a
       where a."id" = m."animal_id" and m."date" < a."intake_date";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "medical_records" drop column "outside_source";`);
  }
}
