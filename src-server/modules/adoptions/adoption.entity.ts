import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { PersonSchema } from '../people/person.entity.js';

export const AdoptionSchema = defineEntity({
  name: 'Adoption',
  tableName: 'adoptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    /** The adopter: the specification's adopterName, adopterEmail and adopterPhone are theirs (docs/domain.md#people). */
    person: () => p.manyToOne(PersonSchema).mapToPk().deleteRule('restrict'),
    adoptionDate: p.date(),
    feeAmount: p.integer().default(0),
    status: p.string().length(20),
    /** A Returned adoption: the day the animal came back and why (POST /api/adoptions/{id}/return). */
    returnedOn: p.date().nullable(),
    returnReason: p.text().nullable(),
    application: () => p.manyToOne(ApplicationSchema).mapToPk().nullable().deleteRule('set null'),
    ...correctionProperties(),
  },
  checks: [{ name: 'adoptions_fee_amount_check', expression: 'fee_amount >= 0' }],
  indexes: [
    { name: 'adoptions_animal_date_idx', properties: ['animal', 'adoptionDate', 'id'] },
    { name: 'adoptions_date_id_idx', properties: ['adoptionDate', 'id'] },
    { name: 'adoptions_status_date_idx', properties: ['status', 'adoptionDate'] },
    { name: 'adoptions_application_idx', properties: ['application'] },
    { name: 'adoptions_person_idx', properties: ['person', 'adoptionDate'] },
    // The reports' counts and fees over a range, from the index alone (migration 20261123000500).
    {
      name: 'adoptions_live_date_idx',
      expression: 'create index "adoptions_live_date_idx" on "adoptions" ("adoption_date") include ("status", "fee_amount") where "voided_at" is null',
    },
  ],
});

export type TAdoptionEntity = InferEntity<typeof AdoptionSchema>;
