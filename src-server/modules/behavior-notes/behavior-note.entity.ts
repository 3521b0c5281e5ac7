import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { ApplicationSchema } from '../applications/application.entity.js';

export const BehaviorNoteSchema = defineEntity({
  name: 'BehaviorNote',
  tableName: 'behavior_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    date: p.date(),
    note: p.text(),
    observedBy: p.string().length(200).nullable(),
    /** The application whose arrival this note records: such a note names its applicant, so it stays the shelter's own. */
    application: () => p.manyToOne(ApplicationSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  indexes: [
    { name: 'behavior_notes_animal_date_idx', properties: ['animal', 'date', 'id'] },
    { name: 'behavior_notes_application_idx', properties: ['application'] },
  ],
});

export type TBehaviorNoteEntity = InferEntity<typeof BehaviorNoteSchema>;
