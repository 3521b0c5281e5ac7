import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AnimalSchema } from '../animals/animal.entity.js';
import { PersonSchema } from '../people/person.entity.js';

export const ApplicationSchema = defineEntity({
  name: 'Application',
  tableName: 'adoption_applications',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** 8 digits, issued by the server (docs/domain.md#applications). */
    reference: p.string().length(8).unique('adoption_applications_reference_unique'),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    status: p.string().length(20).default('Received'),
    applicantName: p.string().length(200),
    applicantEmail: p.string().length(320),
    applicantPhone: p.string().length(50),
    /**
     * The person staff confirmed the applicant to be: the applicant's fields stay as they applied,
     * and a portal application never links by itself (docs/domain.md#people).
     */
    person: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('set null'),
    homeType: p.string().length(200),
    rentOrOwn: p.string().length(4),
    landlordApproval: p.boolean().nullable(),
    hasChildren: p.boolean(),
    hasOtherPets: p.boolean(),
    otherPetsDetails: p.text().nullable(),
    previousPetExperience: p.text(),
    reasonForAdoption: p.text(),
    howDidYouHear: p.text(),
    additionalNotes: p.text().nullable(),
    /** Sent while an adoption of the animal was already pending (docs/domain.md#applications). */
    backup: p.boolean().default(false),
    decidedAt: p.datetime().nullable(),
    /** Staff's note on their decision; with declineReason, the shelter's own: never on the portal, and the reason told to the applicant only when staff chose to. */
    staffNote: p.text().nullable(),
    declineReason: p.text().nullable(),
    anonymizedAt: p.datetime().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { name: 'adoption_applications_animal_idx', properties: ['animal'] },
    { name: 'adoption_applications_status_created_idx', properties: ['status', 'createdAt'] },
    { name: 'adoption_applications_person_idx', properties: ['person'] },
    // An applicant is their e-mail, whatever its case: duplicates and the inbox's other applications.
    {
      name: 'adoption_applications_email_idx',
      expression: 'create index "adoption_applications_email_idx" on "adoption_applications" (lower("applicant_email"), "created_at")',
    },
    // The console's search finds applications by the applicant's name, a contains-match (docs/domain.md#search).
    {
      name: 'adoption_applications_applicant_name_trgm_idx',
      expression: 'create index "adoption_applications_applicant_name_trgm_idx" on "adoption_applications" using gin ("applicant_name" gin_trgm_ops)',
    },
  ],
});

export type TApplicationEntity = InferEntity<typeof ApplicationSchema>;
