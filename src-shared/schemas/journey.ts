import { z } from 'zod';
import { ZIntakeCarePlan } from './care-plans.js';
import {
  AGE_GROUPS,
  CONDITIONS,
  HOLD_TYPES,
  INTAKE_TYPES,
  INTAKE_TYPES_BY_HAND,
  isEuthanasia,
  LOCAL_TIME,
  OUTCOME_TYPES,
  OUTCOME_TYPES_BY_HAND,
  TRANSFER_SCOPES,
} from '../journey.js';
import { idField, optionalDate, optionalEmail, optionalText, requiredDate, requiredText, ZId } from './fields.js';
import { personLink } from './people.js';
import { ZVersion } from './records.js';

/** The intake, outcome and hold calls (docs/domain.md#journey). */

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const ZIntakeType = oneOf('Intake type', INTAKE_TYPES_BY_HAND as unknown as readonly [string, ...string[]]);
export const ZOutcomeType = oneOf('Outcome type', OUTCOME_TYPES_BY_HAND as unknown as readonly [string, ...string[]]);
export const ZCondition = oneOf('Condition', CONDITIONS);
export const ZTransferScope = oneOf('Transfer scope', TRANSFER_SCOPES);
export const ZHoldType = oneOf('Hold type', HOLD_TYPES);

export const ZLocalTime = z
  .string({ error: 'Enter a time as HH:MM' })
  .trim()
  .refine((text) => text === '' || LOCAL_TIME.test(text), 'Enter a time as HH:MM (24-hour clock)')
  .nullish()
  .transform((value) => (value ? value : null));

export const nullableCondition = ZCondition.nullish().transform((value) => value ?? null);
const nullableScope = ZTransferScope.nullish().transform((value) => value ?? null);
/** A record's id, or null when none is sent. */
const optionalId = () =>
  idField()
    .nullish()
    .transform((value) => value ?? null);
const OWNER_TYPES: readonly string[] = ['Relinquished by owner', 'Owner-intended euthanasia'];

/** How an animal came in; the details each type needs are required with it. */
export const ZIntakeDetails = z
  .object({
    type: ZIntakeType.default('Other'),
    time: ZLocalTime,
    condition: nullableCondition,
    /** Stray/At large: where the animal was found, and who found it: a person picked by id, or named by their details. */
    foundLocation: optionalText(500),
    finderPersonId: personLink(),
    finderName: optionalText(200),
    finderPhone: optionalText(50),
    finderEmail: optionalEmail(),
    /** Relinquished or owner-intended euthanasia: who brought it (by id or by details) and why. */
    ownerPersonId: personLink(),
    ownerName: optionalText(200),
    ownerPhone: optionalText(50),
    ownerEmail: optionalEmail(),
    reason: optionalText(1000),
    /** Transferred in: from which organization (by id, or by name: found whatever its case, else added), and from how far. */
    sourceOrganizationId: optionalId(),
    sourceOrganization: optionalText(200),
    transferScope: nullableScope,
    /** Born in care: its mother, when she is one of the shelter's animals. */
    motherAnimalId: optionalId(),
    notes: optionalText(2000),
    /** Where the animal is placed on arrival: a move into this location on the intake date. */
    locationId: optionalId(),
  })
  .superRefine((intake, ctx) => {
    if (OWNER_TYPES.includes(intake.type) && !intake.ownerPersonId && !intake.ownerName) {
      ctx.addIssue({ code: 'custom', message: 'Owner name is required for this intake type', path: ['ownerName'] });
    }
    // A phone or an e-mail is kept on a person, whom a name (or a pick) must name.
    for (const [role, field] of [
      ['finder', 'finderName'],
      ['owner', 'ownerName'],
    ] as const) {
      const named = intake[`${role}PersonId`] || intake[field];
      if (!named && (intake[`${role}Phone`] || intake[`${role}Email`])) {
        ctx.addIssue({ code: 'custom', message: `Enter the ${role}'s name with their phone or e-mail`, path: [field] });
      }
    }
    if (intake.type === 'Transferred in') {
      if (!intake.sourceOrganizationId && !intake.sourceOrganization)
        ctx.addIssue({ code: 'custom', message: 'Source organization is required for a transfer in', path: ['sourceOrganization'] });
      if (!intake.transferScope) ctx.addIssue({ code: 'custom', message: 'Transfer scope is required for a transfer in', path: ['transferScope'] });
    }
  });
export type TIntakeDetails = z.output<typeof ZIntakeDetails>;
export type TIntakeDetailsInput = z.input<typeof ZIntakeDetails>;

/** POST /api/animals/{id}/intakes: a later stay of an animal that has left. */
export const ZIntakeCreateInput = z.object({ id: ZId, intakeDate: requiredDate('Intake date is required'), intake: ZIntakeDetails, carePlan: ZIntakeCarePlan });
export type TIntakeCreate = z.output<typeof ZIntakeCreateInput>;

/** How an animal left, other than by adoption (recorded by completing the adoption). */
export const ZOutcomeCreateInput = z
  .object({
    id: ZId,
    type: ZOutcomeType,
    date: requiredDate('Outcome date is required'),
    time: ZLocalTime,
    subtype: optionalText(100),
    condition: nullableCondition,
    /**
     * Transferred out: to which organization, picked by id or named (found whatever its case, else
     * added); returned to owner: to whom, picked or named (the stay's owner when neither is sent);
     * any other outcome: a place, in words.
     */
    destination: optionalText(200),
    destinationOrganizationId: optionalId(),
    destinationPersonId: personLink(),
    transferScope: nullableScope,
    reason: optionalText(1000),
    /** Euthanasia: who performed and who authorized it (users allowed to), with the drug and dose. */
    performedByUserId: idField()
      .nullish()
      .transform((value) => value ?? null),
    authorizedByUserId: idField()
      .nullish()
      .transform((value) => value ?? null),
    drug: optionalText(200),
    dose: optionalText(100),
    notes: optionalText(2000),
  })
  .superRefine((outcome, ctx) => {
    const need = (field: keyof typeof outcome, message: string) => {
      if (!outcome[field]) ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    if (outcome.type === 'Transferred out') {
      if (!outcome.destinationOrganizationId) need('destination', 'Destination is required for a transfer out');
      need('transferScope', 'Transfer scope is required for a transfer out');
    }
    if (isEuthanasia(outcome.type)) {
      need('performedByUserId', 'Who performed the euthanasia is required');
      need('authorizedByUserId', 'Who authorized the euthanasia is required');
      need('drug', 'Drug is required');
      need('dose', 'Dose is required');
      need('reason', 'Reason is required');
    }
  });
export type TOutcomeCreate = z.output<typeof ZOutcomeCreateInput>;

/** POST /api/adoptions/{id}/return: the animal went home and came back. */
export const ZAdoptionReturnInput = z.object({
  id: ZId,
  date: requiredDate('Return date is required'),
  time: ZLocalTime,
  reason: requiredText('Reason for the return is required', 1000),
  condition: nullableCondition,
  /** Where the animal is placed on its return, as an intake's `locationId`. */
  locationId: optionalId(),
});
export type TAdoptionReturn = z.output<typeof ZAdoptionReturnInput>;

export const ZHoldCreateInput = z.object({
  id: ZId,
  type: ZHoldType,
  reason: requiredText('Reason is required', 1000),
  /** Today when left out. */
  startDate: optionalDate(),
  /** The first day the animal is free; the stray hold and quarantine default from Settings. */
  endDate: optionalDate(),
});
export type THoldCreate = z.output<typeof ZHoldCreateInput>;

export const ZHoldUpdateInput = z.object({
  id: ZId,
  version: ZVersion,
  reason: requiredText('Reason is required', 1000).optional(),
  endDate: optionalDate(),
});
export type THoldUpdate = z.output<typeof ZHoldUpdateInput>;

/** Ends a hold before its end date (or one without an end): today when no date is sent. */
export const ZHoldReleaseInput = z.object({ id: ZId, date: optionalDate() });
export type THoldRelease = z.output<typeof ZHoldReleaseInput>;

export const ZHold = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stayId: z.number().int(),
  type: z.enum(HOLD_TYPES),
  reason: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  releasedOn: z.string().nullable(),
  /** Holding the animal today. */
  active: z.boolean(),
});
export type THold = z.infer<typeof ZHold>;

const ZPersonName = z.object({ id: z.number().int(), name: z.string() });

/** Whom a euthanasia may name as performing or authorizing it, and whether the signed-in user may record one. */
export const ZEuthanizers = z.object({ people: z.array(ZPersonName), mayRecord: z.boolean() });
export type TEuthanizers = z.infer<typeof ZEuthanizers>;

export const ZIntake = z.object({
  type: z.enum(INTAKE_TYPES),
  date: z.string(),
  time: z.string().nullable(),
  condition: z.enum(CONDITIONS).nullable(),
  ageGroup: z.enum(AGE_GROUPS),
  foundLocation: z.string().nullable(),
  /** The finder's and the owner's details, and the source organization's name, are their records'. */
  finderPersonId: z.number().int().nullable(),
  finderName: z.string().nullable(),
  finderPhone: z.string().nullable(),
  finderEmail: z.string().nullable(),
  ownerPersonId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  reason: z.string().nullable(),
  sourceOrganizationId: z.number().int().nullable(),
  sourceOrganization: z.string().nullable(),
  transferScope: z.enum(TRANSFER_SCOPES).nullable(),
  motherAnimalId: z.number().int().nullable(),
  returnedAdoptionId: z.number().int().nullable(),
  notes: z.string().nullable(),
});

export const ZOutcome = z.object({
  type: z.enum(OUTCOME_TYPES),
  date: z.string(),
  time: z.string().nullable(),
  subtype: z.string().nullable(),
  condition: z.enum(CONDITIONS).nullable(),
  ageGroup: z.enum(AGE_GROUPS),
  /** The organization's or the person's name for a transfer out or a return to owner, else the place in words. */
  destination: z.string().nullable(),
  destinationOrganizationId: z.number().int().nullable(),
  destinationPersonId: z.number().int().nullable(),
  transferScope: z.enum(TRANSFER_SCOPES).nullable(),
  adoptionId: z.number().int().nullable(),
  reason: z.string().nullable(),
  performedBy: ZPersonName.nullable(),
  authorizedBy: ZPersonName.nullable(),
  drug: z.string().nullable(),
  dose: z.string().nullable(),
  notes: z.string().nullable(),
});

export const ZPlacementSpan = z.object({
  /** A kennel, room or building; null for a foster home. */
  locationId: z.number().int().nullable(),
  label: z.string(),
  from: z.string(),
  to: z.string().nullable(),
});

export const ZStay = z.object({
  id: z.number().int(),
  intake: ZIntake,
  outcome: ZOutcome.nullable(),
  /** Days from intake to outcome, or to today while the stay is open. */
  lengthOfStayDays: z.number().int(),
  holds: z.array(ZHold),
  /** Where the animal was during the stay, kennels and foster homes, oldest first. */
  whereabouts: z.array(ZPlacementSpan),
});
export type TStay = z.infer<typeof ZStay>;

/** GET /api/animals/{id}/stays: newest first, with where the animal is now. */
export const ZJourney = z.object({
  stays: z.array(ZStay),
  inCare: z.boolean(),
  currentLocation: ZPlacementSpan.nullable(),
});
export type TJourney = z.infer<typeof ZJourney>;
