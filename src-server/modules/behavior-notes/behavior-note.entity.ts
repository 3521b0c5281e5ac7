import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { UserSchema } from '../users/user.entity.js';

export const BehaviorNoteSchema = defineEntity({
  name: 'BehaviorNote',
  tableName: 'behavior_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    date: p.date(),
    /** One of NOTE_KINDS: behaviour, the daily-care log, or a handling warning (docs/domain.md#notes). */
    kind: p.string().length(20).default('Behaviour'),
    note: p.text(),
    /** Shown on the portal: only a behaviour note staff publish; notes from before kinds existed were all public. */
    public: p.boolean().default(false),
    /** The signed-in user who wrote it (null for notes from before authors were kept); observedBy may name someone else. */
    author: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    observedBy: p.string().length(200).nullable(),
    /** The application whose arrival this note records: such a note names its applicant, so it stays the shelter's own. */
    application: () => p.manyToOne(ApplicationSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  indexes: [
    { name: 'behavior_notes_animal_date_idx', properties: ['animal', 'date', 'id'] },
    { name: 'behavior_notes_application_idx', properties: ['application'] },
    // The daily-care checklist and "not walked today" read one day's care notes.
    {
      name: 'behavior_notes_care_day_idx',
      expression: 'create index "behavior_notes_care_day_idx" on "behavior_notes" ("date", "kind", "animal_id") where "voided_at" is null',
    },
  ],
});

export type TBehaviorNoteEntity = InferEntity<typeof BehaviorNoteSchema>;
