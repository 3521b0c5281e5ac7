import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums.js';
import { ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}` });

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
});
export type TAdoptionApplication = z.infer<typeof ZAdoptionApplication>;

export const ZApplicationDecisionInput = z.object({
  id: ZId,
  status: z.enum(['Approved', 'Declined', 'Withdrawn'], { error: 'Status must be one of: Approved, Declined, Withdrawn' }),
  version: ZVersion,
});
export type TApplicationDecision = z.infer<typeof ZApplicationDecisionInput>;

export const ZApplicationListQuery = ZListQuery.extend({ status: ZApplicationStatus.optional(), animalId: ZId.optional() });
export type TApplicationListQuery = z.output<typeof ZApplicationListQuery>;
