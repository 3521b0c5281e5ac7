import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { StaySchema } from './stay.entity.js';

/**
 * What keeps an animal in care from adoption (docs/domain.md#holds): active from its start day
 * until its end day (the first day the animal is free) or its release, whichever comes first.
 */
export const HoldSchema = defineEntity({
  name: 'Hold',
  tableName: 'holds',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    stay: () => p.manyToOne(StaySchema).mapToPk().deleteRule('restrict'),
    holdType: p.string().length(40),
    reason: p.text(),
    startDate: p.date(),
    endDate: p.date().nullable(),
    releasedOn: p.date().nullable(),
    ...correctionProperties(),
  },
  checks: [
    { name: 'holds_end_check', expression: 'end_date is null or end_date > start_date' },
    { name: 'holds_release_check', expression: 'released_on is null or released_on >= start_date' },
  ],
  indexes: [{ name: 'holds_animal_idx', properties: ['animal', 'startDate'] }],
});

export type THoldEntity = InferEntity<typeof HoldSchema>;
