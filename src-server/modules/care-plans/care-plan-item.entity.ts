import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AnimalSchema } from '../animals/animal.entity.js';
import { MedicalRecordSchema } from '../medical/medical-record.entity.js';
import { UserSchema } from '../users/user.entity.js';
import { ProtocolSchema } from './protocol.entity.js';
import { TreatmentCourseSchema } from './treatment-course.entity.js';

/**
 * One thing due for an animal on a day (docs/domain.md#care-plans): from a protocol, a treatment
 * course, or added by hand. Given, it names the medical record it made; skipped, the reason.
 */
export const CarePlanItemSchema = defineEntity({
  name: 'CarePlanItem',
  tableName: 'care_plan_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    /** One of CARE_ITEM_TYPES. */
    itemType: p.string().length(30),
    name: p.string().length(200),
    dueDate: p.date(),
    doseOfDay: p.integer().nullable(),
    /** One of CARE_ITEM_STATUSES. */
    status: p.string().length(10).default('Due'),
    protocol: () => p.manyToOne(ProtocolSchema).mapToPk().nullable().deleteRule('set null'),
    course: () => p.manyToOne(TreatmentCourseSchema).mapToPk().nullable().deleteRule('restrict'),
    medicalRecord: () => p.manyToOne(MedicalRecordSchema).mapToPk().nullable().deleteRule('restrict'),
    skipReason: p.text().nullable(),
    doneBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    doneAt: p.datetime().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { name: 'care_plan_items_animal_idx', properties: ['animal', 'dueDate', 'id'] },
    // The due list and the bell read what is still due, by day.
    { name: 'care_plan_items_due_idx', expression: `create index "care_plan_items_due_idx" on "care_plan_items" ("due_date", "id") where "status" = 'Due'` },
  ],
});

export type TCarePlanItemEntity = InferEntity<typeof CarePlanItemSchema>;
