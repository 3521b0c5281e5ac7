import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The last number handed out per prefix and intake year (docs/domain.md#animal-ids). */
export const AnimalIdCounterSchema = defineEntity({
  name: 'AnimalIdCounter',
  tableName: 'animal_id_counters',
  properties: {
    prefix: p.string().length(10).primary(),
    year: p.integer().primary(),
    lastNumber: p.integer(),
  },
  primaryKeys: ['prefix', 'year'],
});

export type TAnimalIdCounterEntity = InferEntity<typeof AnimalIdCounterSchema>;
