import { Migration } from '@mikro-orm/migrations';

/**
 * The note a portal application leaves on its animal links to that application, instead of
 * being found again by its text. Existing notes are linked here: each one reading "Adoption
 * application received from …" goes to an application of its animal, the one whose applicant it
 * names first, then the one submitted nearest the note's creation.
 */
export class Migration20261124022306 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "behavior_notes" add column "application_id" int null;`);
    this.addSql(
      `alter table "behavior_notes" add constraint "behavior_notes_application_id_foreign" foreign key ("application_id") references "adoption_applications" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "behavior_notes_application_idx" on "behavior_notes" ("application_id");`);
    this.addSql(`
      update "behavior_notes" n
         set "application_id" = (
               select x."id" from "adoption_applications" x
                where x."animal_id" = n."animal_id"
                order by n."note" = 'Adoption application received from ' || x."applicant_name" desc,
                         abs(extract(epoch from x."created_at" - n."created_at")), x."id"
                limit 1)
       where n."note" like 'Adoption application received from %';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "behavior_notes" drop constraint "behavior_notes_application_id_foreign";`);

    this.addSql(`drop index "behavior_notes_application_idx";`);
    this.addSql(`alter table "behavior_notes" drop column "application_id";`);
  }
}
