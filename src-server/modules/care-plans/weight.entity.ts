import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { UserSchema } from '../users/user.entity.js';

/** An animal's weight on a day, in grams (docs/domain.md#weights); the console shows kg or lb. */
export const WeightSchema = defineEntity({
  name: 'Weight',
  tableName: 'animal_weights',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    date: p.date(),
    grams: p.integer(),
    notes: p.text().nullable(),
    recordedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  indexes: [{ name: 'animal_weights_animal_date_idx', properties: ['animal', 'date', 'id'] }],
});

export type TWeightEntity = InferEntity<typeof WeightSchema>;
