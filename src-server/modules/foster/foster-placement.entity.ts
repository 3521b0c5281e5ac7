import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { PersonSchema } from '../people/person.entity.js';

export const FosterPlacementSchema = defineEntity({
  name: 'FosterPlacement',
  tableName: 'foster_care',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    /** The foster home: the specification's fosterName, fosterEmail and fosterPhone are theirs. */
    person: () => p.manyToOne(PersonSchema).mapToPk().deleteRule('restrict'),
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
    { name: 'foster_care_person_idx', properties: ['person', 'startDate'] },
  ],
});

export type TFosterPlacementEntity = InferEntity<typeof FosterPlacementSchema>;
