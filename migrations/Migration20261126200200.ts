import { Migration } from '@mikro-orm/migrations';

const SEARCH_TEXT = `lower("name"::text || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("alt_phone"::text, '') || ' ' || regexp_replace(coalesce("phone"::text, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("alt_phone"::text, ''), '[^0-9]', '', 'g') || ' ' || coalesce("address", ''))`;
/** The expression the index held before (migration 20261126200000). */
const INDEXED_TEXT = `lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("alt_phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("alt_phone", ''), '[^0-9]', '', 'g') || ' ' || coalesce("address", ''))`;

/**
 * People's search text becomes a stored generated column (person.entity.ts): the trigram index
 * narrows a search to candidate rows, and each is rechecked against the stored string instead of
 * the expression computed again (at 80,000 people a common name fragment rechecks thousands).
 */
export class Migration20261126200200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "people_search_trgm_idx";`);
    this.addSql(`alter table "people" add column "search_text" text generated always as (${SEARCH_TEXT}) stored null;`);
    this.addSql(`create index "people_search_trgm_idx" on "people" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "people_search_trgm_idx";`);
    this.addSql(`alter table "people" drop column "search_text";`);
    this.addSql(`create index "people_search_trgm_idx" on "people" using gin ((${INDEXED_TEXT}) gin_trgm_ops);`);
  }
}
