import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums.js';
import { optionalText, ZBool, ZId, ZListQuery } from './fields.js';
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
  /** Staff's note on their latest decision that had one; the shelter's own, never public. */
  staffNote: z.string().nullable(),
  /** Why it was declined; the shelter's own, never public, told to the applicant only when staff chose to (tellApplicantReason). */
  declineReason: z.string().nullable(),
  /** The person staff confirmed the applicant to be (docs/domain.md#people). */
  personId: z.number().int().nullable(),
  person: ZPersonRef.nullable(),
  /** Unconfirmed: the people whose e-mail or phone the applicant's matches, for staff to confirm one. */
  matches: z.array(ZPersonRef),
});
export type TAdoptionApplication = z.infer<typeof ZAdoptionApplication>;

export const APPLICATION_DECISIONS = ['Approved', 'Declined', 'Withdrawn'] as const;
export type TApplicationDecisionStatus = (typeof APPLICATION_DECISIONS)[number];

/** What staff write with a decision (docs/domain.md#applications): the shelter's own words, never public. */
const ZDecisionWords = z.object({
  staffNote: optionalText(2000),
  declineReason: optionalText(1000),
});

/**
 * PUT /api/adoption-applications/{id}: the decision, with staff's note and, for a decline, its
 * reason; both optional here, so a client of the specification that sends only the status still
 * decides.
 */
export const ZApplicationDecisionInput = ZDecisionWords.extend({
  id: ZId,
  status: z.enum(APPLICATION_DECISIONS, { error: `Status must be one of: ${APPLICATION_DECISIONS.join(', ')}` }),
  version: ZVersion,
  /** The decline's e-mail to the applicant tells them its reason (docs/domain.md#messages); by default the reason stays the shelter's own. */
  tellApplicantReason: ZBool.default(false),
}).superRefine((input, ctx) => {
  if (input.declineReason && input.status !== 'Declined') {
    ctx.addIssue({ code: 'custom', message: 'Only a declined application takes a decline reason', path: ['declineReason'] });
  }
  if (input.tellApplicantReason && !(input.status === 'Declined' && input.declineReason)) {
    ctx.addIssue({ code: 'custom', message: 'Only a decline with its reason can tell the applicant that reason', path: ['tellApplicantReason'] });
  }
});
export type TApplicationDecision = z.output<typeof ZApplicationDecisionInput>;

/**
 * The console's confirmation of a decision: the note optional, and a decline's reason required
 * there, with whether the applicant's e-mail gives it.
 */
export const decisionForm = (status: TApplicationDecisionStatus) =>
  ZDecisionWords.extend({ tellApplicantReason: z.boolean() }).superRefine((words, ctx) => {
    if (status === 'Declined' && !words.declineReason) {
      ctx.addIssue({ code: 'custom', message: 'A reason is required to decline', path: ['declineReason'] });
    }
  });
export type TDecisionFormInput = z.input<ReturnType<typeof decisionForm>>;

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
