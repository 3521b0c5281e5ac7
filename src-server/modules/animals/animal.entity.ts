import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';

export const AnimalSchema = defineEntity({
  name: 'Animal',
  tableName: 'animals',
  properties: {
    id: p.integer().primary().autoincrement(),
    animalId: p.string().length(40).unique('animals_animal_id_unique'),
    name: p.string().length(200),
    species: p.string().length(50),
    breed: p.string().length(200),
    sex: p.string().length(20),
    age: p.string().length(100),
    intakeDate: p.date(),
    /** Exact or estimated (docs/domain.md#journey): the age group of each intake and outcome follows from it. */
    birthDate: p.date().nullable(),
    birthDateEstimated: p.boolean().default(false),
    status: p.string().length(30).default('Available'),
    /** Off: kept off every public channel while adoptable (docs/domain.md#website); modules/public/listed.ts is the rule. */
    publicListing: p.boolean().default(true),
    imageUrl: p.text().nullable(),
    microchipId: p.string().length(40).nullable(),
    microchipManufacturer: p.string().length(100).nullable(),
    registrationId: p.string().length(100).nullable(),
    traits: p.array().default([]),
    description: p.text().nullable(),
    weight: p.string().length(50).nullable(),
    healthStatus: p.string().length(50).nullable(),
    /** Typed before care plans: shown only while no record or plan says otherwise (src-shared/care-plans.ts). */
    vaccinationStatus: p.text().nullable(),
    spayNeuterStatus: p.text().nullable(),
    /** The intake's answer "already spayed or neutered?": null when not known. */
    alteredAtIntake: p.boolean().nullable(),
    /**
     * The summary the derived statuses read (docs/domain.md#care-plans), kept by care-summary.ts on
     * every write to the records and plans under it, without moving the animal's version: live
     * vaccination records, the earliest vaccination still due, a spay or neuter on record, and the
     * latest weight.
     */
    vaccinationsGiven: p.integer().default(0),
    nextVaccinationDue: p.date().nullable(),
    alteredProcedure: p.string().length(10).nullable(),
    weightGrams: p.integer().nullable(),
    ...correctionProperties(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  /**
   * An animal voided as entered in error is gone from every query (docs/domain.md#identity); the
   * few that must still see it (its ID never reused, the audit log's labels) turn this off.
   */
  filters: { live: { name: 'live', cond: { voidedAt: null }, default: true } },
  indexes: [
    { name: 'animals_intake_date_id_idx', properties: ['intakeDate', 'id'] },
    // Live animals by status in the registry's order: a page is read in order and counted from the
    // index alone, as every list and count by status leaves voided animals out.
    {
      name: 'animals_live_status_intake_idx',
      expression: 'create index "animals_live_status_intake_idx" on "animals" ("status", "intake_date", "id") where "voided_at" is null',
    },
    // The registry sorted by name or by status (animal-sort.ts, migration 20261126210300): a page
    // read in order from the index, either way. Status A to Z keeps each status newest first, which
    // the index above gives only read backwards (Z to A); by ID and by intake date the two indexes on
    // those columns serve.
    {
      name: 'animals_live_name_idx',
      expression: 'create index "animals_live_name_idx" on "animals" (lower("name"), "id") where "voided_at" is null',
    },
    {
      name: 'animals_live_status_newest_idx',
      expression: 'create index "animals_live_status_newest_idx" on "animals" ("status", "intake_date" desc, "id" desc) where "voided_at" is null',
    },
    // One microchip, one animal (migration 20261124031151); voided animals give their number up.
    {
      name: 'animals_microchip_id_unique',
      expression: 'create unique index "animals_microchip_id_unique" on "animals" ("microchip_id") where "voided_at" is null',
    },
    // The shelter reports' species of live animals by id (docs/domain.md#shelter-reports): a year's
    // stays join it from this small index alone, not from a scan of the whole animals table.
    {
      name: 'animals_live_species_idx',
      expression: 'create index "animals_live_species_idx" on "animals" ("id") include ("species") where "voided_at" is null',
    },
    // The intake report's counts by status and species over a range (migration 20261123000500).
    {
      name: 'animals_intake_date_cover_idx',
      expression: 'create index "animals_intake_date_cover_idx" on "animals" ("intake_date") include ("status", "species")',
    },
    // The registry's contains-search (migrations 20261122230512 and 20261124031151): the animal ID
    // is matched without its dashes.
    ...(['name', 'species', 'breed', 'microchip_id'] as const).map((column) => ({
      name: `animals_${column}_trgm_idx`,
      expression: `create index "animals_${column}_trgm_idx" on "animals" using gin ("${column}" gin_trgm_ops)`,
    })),
    {
      name: 'animals_compact_animal_id_trgm_idx',
      expression: `create index "animals_compact_animal_id_trgm_idx" on "animals" using gin ((replace("animal_id", '-', '')) gin_trgm_ops)`,
    },
    // A whole microchip number's start and end (animal-search.ts; migration 20261203000000).
    {
      name: 'animals_microchip_id_prefix_idx',
      expression: 'create index "animals_microchip_id_prefix_idx" on "animals" ("microchip_id" text_pattern_ops)',
    },
    {
      name: 'animals_microchip_id_suffix_idx',
      expression: 'create index "animals_microchip_id_suffix_idx" on "animals" ((reverse("microchip_id")) text_pattern_ops)',
    },
  ],
});

export type TAnimalEntity = InferEntity<typeof AnimalSchema>;
