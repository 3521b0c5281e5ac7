import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';

export const BehaviorNoteSchema = defineEntity({
  name: 'BehaviorNote',
  tableName: 'behavior_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    date: p.date(),
    note: p.text(),
    observedBy: p.string().length(200).nullable(),
    ...correctionProperties(),
  },
  indexes: [{ name: 'behavior_notes_animal_date_idx', properties: ['animal', 'date', 'id'] }],
});

export type TBehaviorNoteEntity = InferEntity<typeof BehaviorNoteSchema>;
