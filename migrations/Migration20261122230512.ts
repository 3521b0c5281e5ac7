import { Migration } from '@mikro-orm/migrations';

/**
 * The registry's search (`q` over name, animal ID, species and breed, as contains-matches) scanned
 * every animal a shelter ever had: some 100,000 rows after a decade. Trigram indexes answer a
 * contains-match of three or more characters from the index, one per column so the planner can
 * combine them for the OR. pg_trgm is a trusted extension: a database owner may create it.
 */
export class Migration20261122230512 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const column of ['name', 'animal_id', 'species', 'breed']) {
      this.addSql(`create index "animals_${column}_trgm_idx" on "animals" using gin ("${column}" gin_trgm_ops);`);
    }
  }

  override async down(): Promise<void> {
    for (const column of ['name', 'animal_id', 'species', 'breed']) this.addSql(`drop index if exists "animals_${column}_trgm_idx";`);
  }
}
