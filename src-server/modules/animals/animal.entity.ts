import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
    status: p.string().length(30).default('Available'),
    imageUrl: p.text().nullable(),
    microchipId: p.string().length(40).nullable(),
    microchipManufacturer: p.string().length(100).nullable(),
    registrationId: p.string().length(100).nullable(),
    traits: p.array().default([]),
    description: p.text().nullable(),
    weight: p.string().length(50).nullable(),
    healthStatus: p.string().length(50).nullable(),
    vaccinationStatus: p.text().nullable(),
    spayNeuterStatus: p.text().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'animals_intake_date_id_idx', properties: ['intakeDate', 'id'] },
    { name: 'animals_status_intake_date_idx', properties: ['status', 'intakeDate'] },
    { name: 'animals_microchip_id_idx', properties: ['microchipId'] },
    // The intake report's counts by status and species over a range (migration 20261123000500).
    {
      name: 'animals_intake_date_cover_idx',
      expression: 'create index "animals_intake_date_cover_idx" on "animals" ("intake_date") include ("status", "species")',
    },
    // The registry's contains-search (migration 20261122230512).
    ...(['name', 'animal_id', 'species', 'breed'] as const).map((column) => ({
      name: `animals_${column}_trgm_idx`,
      expression: `create index "animals_${column}_trgm_idx" on "animals" using gin ("${column}" gin_trgm_ops)`,
    })),
  ],
});

export type TAnimalEntity = InferEntity<typeof AnimalSchema>;
