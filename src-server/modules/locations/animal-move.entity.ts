import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AnimalSchema } from '../animals/animal.entity.js';
import { StaySchema } from '../journey/stay.entity.js';
import { LocationSchema } from './location.entity.js';

/**
 * An animal moved to a location during a stay. Where it is on a day is its stay's latest move on
 * or before that day, unless a foster placement holds it (docs/domain.md#locations).
 */
export const AnimalMoveSchema = defineEntity({
  name: 'AnimalMove',
  tableName: 'animal_moves',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    stay: () => p.manyToOne(StaySchema).mapToPk().deleteRule('cascade'),
    location: () => p.manyToOne(LocationSchema).mapToPk().deleteRule('restrict'),
    movedOn: p.date(),
    movedAt: p.string().length(5).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'animal_moves_stay_idx', properties: ['stay', 'movedOn', 'id'] }],
});

export type TAnimalMoveEntity = InferEntity<typeof AnimalMoveSchema>;
