import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';

export const FosterPlacementSchema = defineEntity({
  name: 'FosterPlacement',
  tableName: 'foster_care',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    fosterName: p.string().length(200),
    fosterEmail: p.string().length(320).nullable(),
    fosterPhone: p.string().length(50).nullable(),
    startDate: p.date(),
    endDate: p.date().nullable(),
    notes: p.text().nullable(),
    ...correctionProperties(),
  },
  checks: [{ name: 'foster_care_dates_check', expression: 'end_date is null or end_date >= start_date' }],
  indexes: [
    { name: 'foster_care_animal_start_idx', properties: ['animal', 'startDate', 'id'] },
    { name: 'foster_care_start_id_idx', properties: ['startDate', 'id'] },
    { name: 'foster_care_end_date_idx', properties: ['endDate'] },
  ],
});

export type TFosterPlacementEntity = InferEntity<typeof FosterPlacementSchema>;
