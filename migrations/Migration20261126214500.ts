import { Migration } from '@mikro-orm/migrations';

/** The console's search (docs/domain.md#search) finds applications by a part of the applicant's name, from a trigram index. */
export class Migration20261126214500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "adoption_applications_applicant_name_trgm_idx" on "adoption_applications" using gin ("applicant_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "adoption_applications_applicant_name_trgm_idx";`);
  }
}
