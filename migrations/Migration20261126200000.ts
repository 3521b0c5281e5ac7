import { Migration } from '@mikro-orm/migrations';

/**
 * People's search text (person.entity.ts PERSON_SEARCH_TEXT) holds each phone's digits alone: the
 * first index kept the spaces of a number written "555 777 1234", so its digits typed together
 * found nothing.
 */
const SEARCH_TEXT = `lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("alt_phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("alt_phone", ''), '[^0-9]', '', 'g') || ' ' || coalesce("address", ''))`;
const FIRST_SEARCH_TEXT = `lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("alt_phone", '') || ' ' || regexp_replace(coalesce("phone", '') || ' ' || coalesce("alt_phone", ''), '[^0-9 ]', '', 'g') || ' ' || coalesce("address", ''))`;

export class Migration20261126200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "people_search_trgm_idx";`);
    this.addSql(`create index "people_search_trgm_idx" on "people" using gin ((${SEARCH_TEXT}) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "people_search_trgm_idx";`);
    this.addSql(`create index "people_search_trgm_idx" on "people" using gin ((${FIRST_SEARCH_TEXT}) gin_trgm_ops);`);
  }
}
