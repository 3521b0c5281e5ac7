import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { OrganizationSchema } from '../organizations/organization.entity.js';
import { PersonSchema } from '../people/person.entity.js';
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
    /** Who found a stray, and who brought an owned animal in (docs/domain.md#people). */
    finder: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('restrict'),
    owner: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('restrict'),
    intakeReason: p.text().nullable(),
    sourceOrganization: () => p.manyToOne(OrganizationSchema).mapToPk().nullable().deleteRule('restrict'),
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
    /** A transfer out goes to an organization, a return to owner to a person; other outcomes may name a place in words. */
    destinationOrganization: () => p.manyToOne(OrganizationSchema).mapToPk().nullable().deleteRule('restrict'),
    destinationPerson: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('restrict'),
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
    // A person's or an organization's page: the stays that name them.
    // An adoption's outcome is read from its stay (the adoptions list, an animal's tab, the report).
    {
      name: 'stays_outcome_adoption_idx',
      expression: 'create index "stays_outcome_adoption_idx" on "stays" ("outcome_adoption_id") where "outcome_adoption_id" is not null',
    },
    { name: 'stays_owner_idx', expression: 'create index "stays_owner_idx" on "stays" ("owner_id") where "owner_id" is not null' },
    { name: 'stays_finder_idx', expression: 'create index "stays_finder_idx" on "stays" ("finder_id") where "finder_id" is not null' },
    {
      name: 'stays_destination_person_idx',
      expression: 'create index "stays_destination_person_idx" on "stays" ("destination_person_id") where "destination_person_id" is not null',
    },
    {
      name: 'stays_source_organization_idx',
      expression: 'create index "stays_source_organization_idx" on "stays" ("source_organization_id") where "source_organization_id" is not null',
    },
    {
      name: 'stays_destination_organization_idx',
      expression:
        'create index "stays_destination_organization_idx" on "stays" ("destination_organization_id") where "destination_organization_id" is not null',
    },
  ],
});

export type TStayEntity = InferEntity<typeof StaySchema>;
