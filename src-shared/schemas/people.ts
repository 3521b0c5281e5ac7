import { z } from 'zod';
import { AGE_GROUPS } from '../journey.js';
import { ORGANIZATION_KINDS, PERSON_ROLES } from '../people.js';
import { idField, jsonNumber, optionalDate, optionalEmail, optionalText, requiredText, ZBool, ZId } from './fields.js';
import { pageOf, ZVersion } from './records.js';

/** People and organizations (docs/domain.md#people): the records every adoption, placement, intake and donation links. */

export const ZPersonRole = z.enum(PERSON_ROLES, { error: `Role must be one of: ${PERSON_ROLES.join(', ')}` });
export const ZOrganizationKind = z.enum(ORGANIZATION_KINDS, { error: `Kind must be one of: ${ORGANIZATION_KINDS.join(', ')}` });
/** The ages a foster home takes: an animal's age group, as the shelter reports count them. */
const FOSTER_AGES = AGE_GROUPS.filter((group) => group !== 'Unknown') as ['Adult', 'Juvenile'];
export const ZFosterAgeGroup = z.enum(FOSTER_AGES, { error: `Age group must be one of: ${FOSTER_AGES.join(', ')}` });

export const PERSON_FLAGS = ['Do not adopt', 'Foster home approved', 'Volunteer active'] as const;
export const ZPersonFlag = z.enum(PERSON_FLAGS, { error: `Flag must be one of: ${PERSON_FLAGS.join(', ')}` });

/** Who a record names, as a picker, a list row or an application's match shows them. */
export const ZPersonRef = z.object({
  id: z.number().int(),
  name: z.string(),
  doNotAdopt: z.boolean(),
  doNotAdoptReason: z.string().nullable(),
});
export type TPersonRef = z.infer<typeof ZPersonRef>;

export const ZPerson = ZPersonRef.extend({
  version: z.number().int(),
  /** Contact details are null for a volunteer's session (`contactHidden`) and read "[removed]" once erased. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  altPhone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  contactHidden: z.boolean(),
  roles: z.array(ZPersonRole),
  fosterApprovedOn: z.string().nullable(),
  fosterCapacity: z.number().int().nullable(),
  fosterSpecies: z.array(z.string()),
  fosterAgeGroups: z.array(ZFosterAgeGroup),
  volunteerActive: z.boolean(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  anonymized: z.boolean(),
  createdAt: z.string(),
  emailRefusedAt: z.string().nullable().optional(),
  emailRefusedReason: z.string().nullable().optional(),
});
export type TPerson = z.infer<typeof ZPerson>;

const MAX_FOSTER_CAPACITY = 50;
const personFields = {
  name: requiredText('Name is required', 200),
  email: optionalEmail(),
  phone: optionalText(50),
  altPhone: optionalText(50),
  address: optionalText(500),
  notes: optionalText(4000),
  doNotAdopt: ZBool,
  /** Required with the flag: staff who meet the person read why. */
  doNotAdoptReason: optionalText(1000),
  /** Approved as a foster home on this day; null for not approved. */
  fosterApprovedOn: optionalDate(),
  fosterCapacity: jsonNumber(
    z
      .number({ error: 'Capacity is a whole number' })
      .int('Capacity is a whole number')
      .min(1, 'Capacity is at least 1')
      .max(MAX_FOSTER_CAPACITY, `Capacity is at most ${MAX_FOSTER_CAPACITY}`),
  )
    .nullish()
    .transform((value) => value ?? null),
  fosterSpecies: z.array(requiredText('Species is required', 50)).max(20),
  fosterAgeGroups: z.array(ZFosterAgeGroup).max(FOSTER_AGES.length),
  volunteerActive: ZBool,
  /** The organization this person is a contact of. */
  organizationId: idField()
    .nullish()
    .transform((value) => value ?? null),
};

const doNotAdoptNeedsReason = (person: { doNotAdopt?: boolean; doNotAdoptReason?: string | null }, ctx: z.RefinementCtx) => {
  if (person.doNotAdopt && !person.doNotAdoptReason) {
    ctx.addIssue({ code: 'custom', message: 'Say why this person may not adopt', path: ['doNotAdoptReason'] });
  }
};

export const ZPersonCreateInput = z
  .object({
    ...personFields,
    doNotAdopt: personFields.doNotAdopt.default(false),
    fosterSpecies: personFields.fosterSpecies.default([]),
    fosterAgeGroups: personFields.fosterAgeGroups.default([]),
    volunteerActive: personFields.volunteerActive.default(false),
  })
  .superRefine(doNotAdoptNeedsReason);
export type TPersonCreate = z.output<typeof ZPersonCreateInput>;
export type TPersonCreateInput = z.input<typeof ZPersonCreateInput>;

/** Fields left out stay as they are. */
export const ZPersonUpdateInput = z.object(personFields).partial().extend({ id: ZId, version: ZVersion }).superRefine(doNotAdoptNeedsReason);
export type TPersonUpdate = z.output<typeof ZPersonUpdateInput>;

export const ZPersonListQuery = z.object({
  /** Matches name, e-mail, phone (by its digits too) and address. */
  q: z.string().trim().max(200).optional(),
  role: ZPersonRole.optional(),
  flag: ZPersonFlag.optional(),
  limit: z.number().int().min(1).max(100).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
});
export type TPersonListQuery = z.output<typeof ZPersonListQuery>;
/** GET /api/people/export: every person the list's search and filters select, for a spreadsheet. */
export const ZPersonExportQuery = ZPersonListQuery.omit({ limit: true, offset: true });
export type TPersonExportQuery = z.output<typeof ZPersonExportQuery>;
export const ZPersonPage = pageOf(ZPerson);

export const PERSON_EVENT_KINDS = ['Application', 'Adoption', 'Return', 'Foster', 'Intake', 'Outcome', 'Donation', 'Document'] as const;

/** One line of a person's history, newest first on their page. */
export const ZPersonEvent = z.object({
  kind: z.enum(PERSON_EVENT_KINDS),
  date: z.string(),
  /** The record the line is about (an application, adoption, placement, stay, transaction or document), by kind. */
  recordId: z.number().int(),
  animalId: z.number().int().nullable(),
  animalName: z.string().nullable(),
  animalCode: z.string().nullable(),
  /** What happened, in words: "Adopted", "Applied (Declined)", "Brought in: Relinquished by owner", "Signed contract, uploaded by Ana Ruiz"… */
  summary: z.string(),
  /** Donations: integer cents. */
  amount: z.number().int().nullable(),
});
export type TPersonEvent = z.infer<typeof ZPersonEvent>;

export const ZPersonDetail = ZPerson.extend({
  /**
   * Why the record outlives the retention period (an adopter, a donor's tax records, a Do-not-adopt
   * flag, an open placement…); empty when it follows the retention setting.
   */
  keptBecause: z.array(z.string()),
  timeline: z.array(ZPersonEvent),
});
export type TPersonDetail = z.infer<typeof ZPersonDetail>;

/** An approved foster home, the animals it has now and the room it has left. */
export const ZFosterHome = z.object({
  person: ZPerson,
  current: z.array(
    z.object({ placementId: z.number().int(), animalId: z.number().int(), animalName: z.string(), animalCode: z.string(), startDate: z.string() }),
  ),
  /** null when the home has no capacity set. */
  capacityLeft: z.number().int().nullable(),
});
export type TFosterHome = z.infer<typeof ZFosterHome>;
export const ZFosterHomePage = pageOf(ZFosterHome);

/** The foster homes a page shows: by name (`q`), or one person's home (`personId`: a picker's hint). */
export const ZFosterHomeListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  personId: ZId.optional(),
  limit: z.number().int().min(1).max(100).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
});
export type TFosterHomeListQuery = z.output<typeof ZFosterHomeListQuery>;

export const DUPLICATE_REASONS = ['Same e-mail', 'Same phone', 'Similar name'] as const;
export const ZDuplicatePair = z.object({ reason: z.enum(DUPLICATE_REASONS), first: ZPerson, second: ZPerson });
export type TDuplicatePair = z.infer<typeof ZDuplicatePair>;

/** POST /api/people/{id}/merge: `duplicateId`'s links move to `id`, which keeps its own details and fills its blanks from the duplicate's. */
export const ZPersonMergeInput = z.object({ id: ZId, duplicateId: idField(), version: ZVersion });
export type TPersonMerge = z.output<typeof ZPersonMergeInput>;

/** POST /api/people/{id}/erase: on the person's request, their details are removed everywhere; the records stay, counted. */
export const ZPersonEraseInput = z.object({ id: ZId, reason: requiredText('A reason is required', 500) });
export type TPersonErase = z.output<typeof ZPersonEraseInput>;

/** A record's link to a person: sent by the console's pickers, left out by the specification's clients, which send names. */
export const personLink = () =>
  idField()
    .nullish()
    .transform((value) => value ?? null);

export const ZOrganization = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  kind: ZOrganizationKind,
  /** Transfer partners: inside the community coalition (the Asilomar table's rows). */
  inCoalition: z.boolean(),
  active: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

const organizationFields = {
  name: requiredText('Name is required', 200),
  kind: ZOrganizationKind,
  inCoalition: ZBool,
  active: ZBool,
  email: optionalEmail(),
  phone: optionalText(50),
  address: optionalText(500),
  notes: optionalText(4000),
};

export const ZOrganizationCreateInput = z.object({
  ...organizationFields,
  kind: organizationFields.kind.default('Shelter or rescue'),
  inCoalition: organizationFields.inCoalition.default(false),
  active: organizationFields.active.default(true),
});
export type TOrganizationCreate = z.output<typeof ZOrganizationCreateInput>;

export const ZOrganizationUpdateInput = z.object(organizationFields).partial().extend({ id: ZId, version: ZVersion });
export type TOrganizationUpdate = z.output<typeof ZOrganizationUpdateInput>;

export const ZOrganizationListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: ZOrganizationKind.optional(),
  limit: z.number().int().min(1).max(100).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
});
export type TOrganizationListQuery = z.output<typeof ZOrganizationListQuery>;
export const ZOrganizationPage = pageOf(ZOrganization);

/** An organization's details, its contacts and the stays it sent or received. */
export const ZOrganizationDetail = ZOrganization.extend({
  contacts: z.array(ZPersonRef),
  transfersIn: z.number().int(),
  transfersOut: z.number().int(),
});
export type TOrganizationDetail = z.infer<typeof ZOrganizationDetail>;

export const ZOrganizationMergeInput = z.object({ id: ZId, duplicateId: idField(), version: ZVersion });
export type TOrganizationMerge = z.output<typeof ZOrganizationMergeInput>;
