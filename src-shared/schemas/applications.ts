import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums.js';
import { ZId, ZListQuery } from './fields.js';
import { personLink, ZPersonRef } from './people.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}` });

/** Another application of the same applicant (the same e-mail, whatever its case). */
export const ZApplicantApplication = z.object({
  id: z.number().int(),
  ...ZAnimalLabel,
  reference: z.string(),
  status: z.string(),
  submittedAt: z.string(),
});
export type TApplicantApplication = z.infer<typeof ZApplicantApplication>;

/** An application as staff read it: every answer of the portal's form. */
export const ZAdoptionApplication = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  reference: z.string(),
  status: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string(),
  homeType: z.string(),
  rentOrOwn: z.string(),
  landlordApproval: z.boolean().nullable(),
  hasChildren: z.boolean(),
  hasOtherPets: z.boolean(),
  otherPetsDetails: z.string().nullable(),
  previousPetExperience: z.string(),
  reasonForAdoption: z.string(),
  howDidYouHear: z.string(),
  additionalNotes: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Personal data erased under the retention setting. */
  anonymized: z.boolean(),
  /** The Pending adoption an approval created. */
  adoptionId: z.number().int().nullable(),
  /** Sent while an adoption of the animal was already pending (docs/domain.md#applications). */
  backup: z.boolean(),
  /** The applicant's other applications, newest first; none once the data is erased. */
  otherApplications: z.array(ZApplicantApplication),
  /** The person staff confirmed the applicant to be (docs/domain.md#people). */
  personId: z.number().int().nullable(),
  person: ZPersonRef.nullable(),
  /** Unconfirmed: the people whose e-mail or phone the applicant's matches, for staff to confirm one. */
  matches: z.array(ZPersonRef),
});
export type TAdoptionApplication = z.infer<typeof ZAdoptionApplication>;

export const ZApplicationDecisionInput = z.object({
  id: ZId,
  status: z.enum(['Approved', 'Declined', 'Withdrawn'], { error: 'Status must be one of: Approved, Declined, Withdrawn' }),
  version: ZVersion,
});
export type TApplicationDecision = z.infer<typeof ZApplicationDecisionInput>;

export const ZApplicationListQuery = ZListQuery.extend({
  status: ZApplicationStatus.optional(),
  animalId: ZId.optional(),
  /** One applicant's applications: the e-mail, whatever its case. */
  email: z.string().trim().max(320).optional(),
});
export type TApplicationListQuery = z.output<typeof ZApplicationListQuery>;

/** POST /api/applications/{id}/person: staff confirm who applied; without `personId`, a new person from the applicant's details. */
export const ZApplicationPersonInput = z.object({ id: ZId, personId: personLink() });
export type TApplicationPerson = z.output<typeof ZApplicationPersonInput>;
