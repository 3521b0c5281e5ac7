import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';

/** A vet's prescription: its doses are care plan items (docs/domain.md#care-plans). */
export const TreatmentCourseSchema = defineEntity({
  name: 'TreatmentCourse',
  tableName: 'treatment_courses',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    drug: p.string().length(200),
    dose: p.string().length(100),
    route: p.string().length(30),
    /** One of COURSE_FREQUENCIES. */
    frequency: p.string().length(30),
    startDate: p.date(),
    endDate: p.date().nullable(),
    doses: p.integer().nullable(),
    notes: p.text().nullable(),
    prescribedBy: p.string().length(200).nullable(),
    ...correctionProperties(),
  },
  indexes: [{ name: 'treatment_courses_animal_idx', properties: ['animal', 'startDate', 'id'] }],
});

export type TTreatmentCourseEntity = InferEntity<typeof TreatmentCourseSchema>;
