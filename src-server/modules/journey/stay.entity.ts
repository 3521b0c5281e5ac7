import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { UserSchema } from '../users/user.entity.js';

/**
 * One stay of an animal, from an intake to an outcome (docs/domain.md#journey). An open stay
 * (no outcome) is the animal in care; an animal has at most one, which a partial unique index
 * guarantees. The columns are the ones reports group by, so none hides in a JSON blob.
 */
export const StaySchema = defineEntity({
  name: 'Stay',
  tableName: 'stays',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    intakeType: p.string().length(40),
    intakeDate: p.date(),
    intakeTime: p.string().length(5).nullable(),
    intakeCondition: p.string().length(40).nullable(),
    intakeAgeGroup: p.string().length(10),
    foundLocation: p.text().nullable(),
    // Who found a stray: plain text until people are records of their own.
    finderName: p.string().length(200).nullable(),
    finderPhone: p.string().length(50).nullable(),
    finderEmail: p.string().length(320).nullable(),
    ownerName: p.string().length(200).nullable(),
    ownerPhone: p.string().length(50).nullable(),
    ownerEmail: p.string().length(320).nullable(),
    intakeReason: p.text().nullable(),
    sourceOrganization: p.string().length(200).nullable(),
    intakeTransferScope: p.string().length(20).nullable(),
    motherAnimal: () => p.manyToOne(AnimalSchema).mapToPk().nullable().deleteRule('set null'),
    returnedAdoption: () => p.manyToOne(AdoptionSchema).mapToPk().nullable().deleteRule('restrict'),
    intakeNotes: p.text().nullable(),
    outcomeType: p.string().length(40).nullable(),
    outcomeSubtype: p.string().length(100).nullable(),
    outcomeDate: p.date().nullable(),
    outcomeTime: p.string().length(5).nullable(),
    outcomeCondition: p.string().length(40).nullable(),
    outcomeAgeGroup: p.string().length(10).nullable(),
    destination: p.string().length(200).nullable(),
    outcomeTransferScope: p.string().length(20).nullable(),
    outcomeAdoption: () => p.manyToOne(AdoptionSchema).mapToPk().nullable().deleteRule('restrict'),
    outcomeReason: p.text().nullable(),
    performedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    authorizedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    drug: p.string().length(200).nullable(),
    dose: p.string().length(100).nullable(),
    outcomeNotes: p.text().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [
    { name: 'stays_outcome_check', expression: '(outcome_type is null) = (outcome_date is null)' },
    { name: 'stays_dates_check', expression: 'outcome_date is null or outcome_date >= intake_date' },
  ],
  indexes: [
    { name: 'stays_animal_intake_idx', properties: ['animal', 'intakeDate', 'id'] },
    // One open stay per animal (migration 20261124060000).
    { name: 'stays_open_unique', expression: 'create unique index "stays_open_unique" on "stays" ("animal_id") where "outcome_date" is null' },
    // Who was in care on a day (the dashboard, the census): stays whose span holds the day.
    {
      name: 'stays_span_idx',
      expression: `create index "stays_span_idx" on "stays" using gist (daterange("intake_date", "outcome_date", '[)'))`,
    },
    { name: 'stays_outcome_date_idx', properties: ['outcomeDate'] },
    { name: 'stays_intake_date_idx', properties: ['intakeDate'] },
  ],
});

export type TStayEntity = InferEntity<typeof StaySchema>;
