import { Migration } from '@mikro-orm/migrations';

/**
 * Identities (docs/domain.md#identity): animals can be voided as entered in error, and a microchip
 * number belongs to one animal. Stored numbers are normalised first (as the API has stored them
 * since it normalised input: no spaces, dashes, dots or asterisks, upper case). Where animals
 * share a number, the first one recorded (lowest id) keeps it; each later one loses it, and an
 * entry in its history (the audit log) keeps the number and names the animal that has it, so
 * nothing is lost and staff see what to check. (Not a behaviour note: those show on the portal.) The registry's search matches the animal ID without its
 * dashes, and chip numbers.
 */
export class Migration20261124031151 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "animals" add column "voided_at" timestamptz null, add column "void_reason" text null;`);

    this.addSql(`
      update "animals"
         set "microchip_id" = nullif(upper(regexp_replace("microchip_id", '[\\s.*-]', '', 'g')), '')
       where "microchip_id" is not null;`);
    this.addSql(`
      create temporary table "chip_duplicates" on commit drop as
      select a."id", a."microchip_id", o."name" as "owner_name", o."animal_id" as "owner_animal_id"
        from "animals" a
        join lateral (select f."name", f."animal_id" from "animals" f
                       where f."microchip_id" = a."microchip_id" order by f."id" limit 1) o on true
       where a."microchip_id" is not null
         and exists (select 1 from "animals" e where e."microchip_id" = a."microchip_id" and e."id" < a."id");`);
    this.addSql(`
      insert into "audit_log" ("user_id", "username", "action", "entity", "entity_id", "animal_id", "changes")
      select null, null, 'update', 'Animal', d."id"::text, d."id",
             jsonb_build_object('microchipId', jsonb_build_array(d."microchip_id", null),
                                'microchipRecordedFor', jsonb_build_array(null, d."owner_name" || ' (' || d."owner_animal_id" || ')'))
        from "chip_duplicates" d;`);
    this.addSql(`update "animals" a set "microchip_id" = null from "chip_duplicates" d where a."id" = d."id";`);

    this.addSql(`drop index "animals_microchip_id_idx";`);
    this.addSql(`create unique index "animals_microchip_id_unique" on "animals" ("microchip_id") where "voided_at" is null;`);
    this.addSql(`drop index "animals_animal_id_trgm_idx";`);
    this.addSql(`create index "animals_microchip_id_trgm_idx" on "animals" using gin ("microchip_id" gin_trgm_ops);`);
    this.addSql(`create index "animals_compact_animal_id_trgm_idx" on "animals" using gin ((replace("animal_id", '-', '')) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "animals_microchip_id_unique";`);
    this.addSql(`drop index "animals_microchip_id_trgm_idx";`);
    this.addSql(`drop index "animals_compact_animal_id_trgm_idx";`);
    this.addSql(`alter table "animals" drop column "voided_at", drop column "void_reason";`);
    this.addSql(`create index "animals_animal_id_trgm_idx" on "animals" using gin ("animal_id" gin_trgm_ops);`);
    this.addSql(`create index "animals_microchip_id_idx" on "animals" ("microchip_id");`);
  }
}
