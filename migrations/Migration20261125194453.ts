import { Migration } from '@mikro-orm/migrations';

/**
 * Who found a stray: the finder's name, phone and e-mail on its stay, plain text until people are
 * records of their own (docs/domain.md#journey). Stays written before have none.
 */
export class Migration20261125194453 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "stays" add column "finder_name" varchar(200) null, add column "finder_phone" varchar(50) null, add column "finder_email" varchar(320) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "stays" drop column "finder_name", drop column "finder_phone", drop column "finder_email";`);
  }
}
