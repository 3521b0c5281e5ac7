import { Migration } from '@mikro-orm/migrations';

/**
 * Backup applications (sent while an adoption of the animal was pending) are flagged; those
 * stored before are not backups, as the portal refused none then. The index on the lower-cased
 * e-mail finds an applicant's duplicates and other applications.
 */
export class Migration20261124031017 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "adoption_applications" add column "backup" boolean not null default false;`);
    this.addSql(`create index "adoption_applications_email_idx" on "adoption_applications" (lower("applicant_email"), "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "adoption_applications_email_idx";`);
    this.addSql(`alter table "adoption_applications" drop column "backup";`);
  }
}
