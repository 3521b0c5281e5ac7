import { z } from 'zod';
import { ADOPTION_STATUSES } from '../enums.js';
import { CONDITIONS } from '../journey.js';
import { animalRef, centsNumber, requiredDate, requiredText, ZId, ZListQuery } from './fields.js';
import { nullableCondition, ZLocalTime } from './journey.js';
import { personLink } from './people.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZAdoptionStatus = z.enum(ADOPTION_STATUSES, { error: `Status must be one of: ${ADOPTION_STATUSES.join(', ')}` });
/** What a create or an edit may set: Returned comes from POST /api/adoptions/{id}/return only. */
const SETTABLE = ADOPTION_STATUSES.filter((status) => status !== 'Returned') as ['Completed', 'Pending', 'Cancelled'];
const ZSettableAdoptionStatus = z.enum(SETTABLE, { error: `Status must be one of: ${SETTABLE.join(', ')}` });

export const ZAdoption = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  /** The adopter's record; the three adopter fields are theirs (docs/domain.md#people). */
  personId: z.number().int(),
  adopterName: z.string(),
  adopterEmail: z.string(),
  adopterPhone: z.string(),
  adoptionDate: z.string(),
  feeAmount: z.number().int(),
  status: z.string(),
  applicationId: z.number().int().nullable(),
  /** A Returned adoption: the day the animal came back, and why. */
  returnedOn: z.string().nullable(),
  returnReason: z.string().nullable(),
  /** A Completed adoption's outcome, as its stay holds it: the local time the animal left and its condition then. */
  outcomeTime: z.string().nullable(),
  outcomeCondition: z.enum(CONDITIONS).nullable(),
});
export type TAdoption = z.infer<typeof ZAdoption>;

const ADOPTER_MESSAGES = {
  adopterName: 'Adopter name is required',
  adopterEmail: 'Invalid email address',
  adopterPhone: 'Adopter phone is required',
} as const;

const fields = {
  /** The console's picker names the adopter by their record; the specification's clients send the three fields below. */
  personId: personLink(),
  adopterName: requiredText(ADOPTER_MESSAGES.adopterName).optional(),
  adopterEmail: z.email({ error: ADOPTER_MESSAGES.adopterEmail }).max(320).optional(),
  adopterPhone: requiredText(ADOPTER_MESSAGES.adopterPhone, 50).optional(),
  adoptionDate: requiredDate('Adoption date is required'),
  /** Integer cents; empty counts as 0 (docs/domain.md#validation). */
  feeAmount: z
    .union([centsNumber('Fee is whole cents', { min: 0, message: 'Fee cannot be negative' }), z.literal('')], { error: 'Fee is whole cents' })
    .nullish()
    .transform((value) => (typeof value === 'number' ? value : 0)),
  status: ZSettableAdoptionStatus,
  /** Written to the stay's outcome when the adoption is Completed, as every other outcome records them. */
  outcomeTime: ZLocalTime,
  outcomeCondition: nullableCondition,
};

/** Without a `personId`, the adopter's name, e-mail and phone are each required, as the specification has them. */
export const ZAdoptionCreateInput = z.object({ animalId: animalRef(), ...fields }).superRefine((input, ctx) => {
  if (input.personId !== null) return;
  for (const field of ['adopterName', 'adopterEmail', 'adopterPhone'] as const) {
    if (input[field] === undefined) ctx.addIssue({ code: 'custom', message: ADOPTER_MESSAGES[field], path: [field] });
  }
});
export type TAdoptionCreate = z.output<typeof ZAdoptionCreateInput>;

export const ZAdoptionUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion });
export type TAdoptionUpdate = z.output<typeof ZAdoptionUpdateInput>;

export const ZAdoptionListQuery = ZListQuery.extend({ animalId: ZId.optional(), status: ZAdoptionStatus.optional() });
export type TAdoptionListQuery = z.output<typeof ZAdoptionListQuery>;

/** The Adoptions screen's cards: Completed adoptions, their fees and the average fee (docs/domain.md#reports). */
export const ZAdoptionSummary = z.object({
  completed: z.number().int(),
  totalFees: z.number().int(),
  averageFee: z.number().int(),
});
export type TAdoptionSummary = z.infer<typeof ZAdoptionSummary>;
