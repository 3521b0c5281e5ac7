import { z } from 'zod';
import { CARE_ITEM_STATUSES, CARE_ITEM_TYPES, COURSE_FREQUENCY_NAMES, MEDICATION_ROUTES, SPECIES, SURGERY_PROCEDURES, TEST_RESULTS } from '../enums.js';
import { MAX_WEIGHT_GRAMS } from '../care-plans.js';
import { animalRef, idField, jsonNumber, optionalDate, optionalText, requiredDate, requiredText, ZBool, ZId, ZIsoDate } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

/** Care plans, protocols, treatment courses, due lists and weights (docs/domain.md#care-plans). */

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const ZCareItemType = oneOf('Type', CARE_ITEM_TYPES);
export const ZSurgeryProcedure = oneOf('Procedure', SURGERY_PROCEDURES);
export const ZTestResult = oneOf('Test result', TEST_RESULTS);
export const ZMedicationRoute = oneOf('Route', MEDICATION_ROUTES);
export const ZCourseFrequency = oneOf('Frequency', COURSE_FREQUENCY_NAMES);

const wholeNumber = (label: string, min: number, max: number) =>
  jsonNumber(
    z
      .number({ error: `${label} is a whole number` })
      .int(`${label} is a whole number`)
      .min(min, `${label} is at least ${min}`)
      .max(max, `${label} is at most ${max}`),
  );
const optionalWhole = (label: string, min: number, max: number) =>
  wholeNumber(label, min, max)
    .nullish()
    .transform((value) => value ?? null);

/** HH:MM on a 24-hour clock. */
const optionalTime = () =>
  z
    .string({ error: 'Time must be HH:MM' })
    .trim()
    .refine((text) => text === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(text), 'Time must be HH:MM')
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------
// Protocols (Settings → Medical)

export const ZProtocolStepInput = z
  .object({
    itemType: ZCareItemType,
    name: requiredText('Name is required', 100),
    startDay: wholeNumber('Start day', 0, 365).default(0),
    atAgeWeeks: optionalWhole('Age', 0, 520),
    repeatDays: optionalWhole('Repeat', 1, 365),
    untilAgeWeeks: optionalWhole('Until age', 1, 520),
    doses: optionalWhole('Doses', 1, 26),
  })
  .superRefine((step, ctx) => {
    if (step.repeatDays === null && (step.untilAgeWeeks !== null || (step.doses ?? 1) > 1)) {
      ctx.addIssue({ code: 'custom', message: 'A step given more than once needs Repeat every', path: ['repeatDays'] });
    }
  });
export type TProtocolStepInput = z.input<typeof ZProtocolStepInput>;

export const ZProtocolStep = z.object({
  itemType: z.enum(CARE_ITEM_TYPES),
  name: z.string(),
  startDay: z.number().int(),
  atAgeWeeks: z.number().int().nullable(),
  repeatDays: z.number().int().nullable(),
  untilAgeWeeks: z.number().int().nullable(),
  doses: z.number().int().nullable(),
});

export const ZProtocol = z.object({
  ...ZRecordMeta,
  name: z.string(),
  species: z.string(),
  /** The age range it applies to, in weeks on the intake day: from (inclusive) to (exclusive); null is open. */
  minAgeWeeks: z.number().int().nullable(),
  maxAgeWeeks: z.number().int().nullable(),
  active: z.boolean(),
  steps: z.array(ZProtocolStep),
});
export type TProtocol = z.infer<typeof ZProtocol>;

const protocolFields = {
  name: requiredText('Name is required', 100),
  species: oneOf('Species', SPECIES),
  minAgeWeeks: optionalWhole('From age', 0, 520),
  maxAgeWeeks: optionalWhole('To age', 1, 520),
  active: ZBool.default(true),
  steps: z.array(ZProtocolStepInput, { error: 'Steps must be a list' }).min(1, 'A protocol needs at least one step').max(30, 'At most 30 steps'),
};
const ageRangeOrdered = (p: { minAgeWeeks?: number | null; maxAgeWeeks?: number | null }) =>
  p.minAgeWeeks == null || p.maxAgeWeeks == null || p.minAgeWeeks < p.maxAgeWeeks;
const AGE_RANGE_ORDER = { message: 'From age must be below To age', path: ['maxAgeWeeks'] };

export const ZProtocolCreateInput = z.object(protocolFields).refine(ageRangeOrdered, AGE_RANGE_ORDER);
export type TProtocolCreate = z.output<typeof ZProtocolCreateInput>;
/** Fields left out stay as they are: `active` has no default here, or a rename would reactivate a protocol. */
export const ZProtocolUpdateInput = z
  .object(protocolFields)
  .partial()
  .extend({ id: ZId, version: ZVersion, active: ZBool.optional() })
  .refine(ageRangeOrdered, AGE_RANGE_ORDER);
export type TProtocolUpdate = z.output<typeof ZProtocolUpdateInput>;

// ---------------------------------------------------------------------------------------------
// What an intake schedules

export const ZScheduledItem = z.object({ itemType: z.enum(CARE_ITEM_TYPES), name: z.string(), dueDate: z.string() });
export const ZScheduledItemInput = z.object({
  itemType: ZCareItemType,
  name: requiredText('Name is required', 200),
  dueDate: requiredDate('Due date is required'),
});

/**
 * The care plan an intake starts (POST /api/animals, /api/intakes). Left out: the matching protocol,
 * as scheduled (a return resumes the plan instead). Sent: these items (staff's changes to the
 * preview), naming the protocol they came from; null: none.
 */
export const ZIntakeCarePlan = z
  .object({
    protocolId: idField()
      .nullish()
      .transform((value) => value ?? null),
    items: z.array(ZScheduledItemInput, { error: 'Items must be a list' }).max(100, 'At most 100 items'),
  })
  .nullable()
  .optional();
export type TIntakeCarePlan = z.output<typeof ZIntakeCarePlan>;

/** GET /api/care-plans/preview: what an intake of such an animal would schedule. */
export const ZCarePlanPreviewQuery = z.object({
  species: oneOf('Species', SPECIES),
  birthDate: ZIsoDate.optional(),
  intakeDate: ZIsoDate,
});
export const ZCarePlanPreview = z.object({
  protocol: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  items: z.array(ZScheduledItem),
});
export type TCarePlanPreview = z.infer<typeof ZCarePlanPreview>;

// ---------------------------------------------------------------------------------------------
// Treatment courses

export const ZTreatmentCourse = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  drug: z.string(),
  dose: z.string(),
  route: z.string(),
  frequency: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  doses: z.number().int().nullable(),
  notes: z.string().nullable(),
  prescribedBy: z.string().nullable(),
  /** Doses given, skipped and still due. */
  given: z.number().int(),
  skipped: z.number().int(),
  due: z.number().int(),
});
export type TTreatmentCourse = z.infer<typeof ZTreatmentCourse>;

export const ZTreatmentCourseCreateInput = z
  .object({
    animalId: animalRef(),
    drug: requiredText('Drug is required', 200),
    dose: requiredText('Dose is required', 100),
    route: ZMedicationRoute,
    frequency: ZCourseFrequency,
    startDate: requiredDate('Start date is required'),
    endDate: optionalDate(),
    doses: optionalWhole('Doses', 1, 400),
    notes: optionalText(2000),
    prescribedBy: optionalText(200),
  })
  .refine((c) => c.endDate !== null || c.doses !== null || c.frequency === 'Once', {
    message: 'Give an end date or a number of doses',
    path: ['endDate'],
  })
  .refine((c) => c.endDate === null || c.endDate >= c.startDate, { message: 'End date must not be before the start date', path: ['endDate'] });
export type TTreatmentCourseCreate = z.output<typeof ZTreatmentCourseCreateInput>;

/** Stopping a course early: its doses still due after `lastDate` are skipped with the reason. */
export const ZTreatmentCourseStopInput = z.object({
  id: ZId,
  version: ZVersion,
  lastDate: requiredDate('Last date is required'),
  reason: requiredText('A reason is required', 500),
});
export type TTreatmentCourseStop = z.output<typeof ZTreatmentCourseStopInput>;

// ---------------------------------------------------------------------------------------------
// Plan items

export const ZCarePlanItem = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  itemType: z.enum(CARE_ITEM_TYPES),
  name: z.string(),
  dueDate: z.string(),
  /** For a course given more than once a day: which dose of the day (1, 2, 3); else null. */
  doseOfDay: z.number().int().nullable(),
  status: z.enum(CARE_ITEM_STATUSES),
  protocolId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  /** "10 mg · Oral" for a course's dose; null otherwise. */
  detail: z.string().nullable(),
  medicalRecordId: z.number().int().nullable(),
  skipReason: z.string().nullable(),
  /** Who gave or skipped it, and when (an instant). */
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type TCarePlanItem = z.infer<typeof ZCarePlanItem>;

export const ZCarePlan = z.object({
  items: z.array(ZCarePlanItem),
  courses: z.array(ZTreatmentCourse),
});
export type TCarePlan = z.infer<typeof ZCarePlan>;

/** A single item added to an animal's plan by hand. */
export const ZCarePlanItemCreateInput = z.object({ animalId: animalRef(), ...ZScheduledItemInput.shape });
export type TCarePlanItemCreate = z.output<typeof ZCarePlanItemCreateInput>;

/** What giving records, beside the item's own type and name (docs/domain.md#care-plans). */
export const ZGiveDetails = {
  date: requiredDate('Date is required'),
  time: optionalTime(),
  /** Who gave it: the signed-in user's name when left out. */
  provider: optionalText(200),
  product: optionalText(200),
  lotNumber: optionalText(100),
  lotExpiry: optionalDate(),
  rabiesTag: optionalText(50),
  /** The veterinarian signing a rabies certificate. */
  veterinarian: optionalText(200),
  testResult: ZTestResult.nullish().transform((value) => value ?? null),
  procedure: ZSurgeryProcedure.nullish().transform((value) => value ?? null),
  notes: optionalText(5000),
};
export const ZCareItemGiveInput = z.object({ id: ZId, version: ZVersion, ...ZGiveDetails });
export type TCareItemGive = z.output<typeof ZCareItemGiveInput>;

export const ZCareItemSkipInput = z.object({ id: ZId, version: ZVersion, reason: requiredText('A reason is required', 500) });
export type TCareItemSkip = z.output<typeof ZCareItemSkipInput>;

// ---------------------------------------------------------------------------------------------
// Due list

/** GET /api/medical/due: due items of animals in care, overdue first; `to` defaults to a week from today. */
export const ZDueListQuery = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    type: ZCareItemType.optional(),
    locationId: ZId.optional(),
    // Query parameters: plain numbers, which the REST adapter reads from text (a JSON body's would not be).
    limit: z.number().int().min(1).max(500).default(200),
    offset: z.number().int().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type TDueListQuery = z.output<typeof ZDueListQuery>;

export const ZDueItem = ZCarePlanItem.extend({
  species: z.string(),
  /** Where the animal is now ("Dog Kennels › Run 4"), or null (in foster, or not placed). */
  location: z.string().nullable(),
  inFoster: z.boolean(),
});
export type TDueItem = z.infer<typeof ZDueItem>;
export const ZDueList = z.object({
  items: z.array(ZDueItem),
  total: z.number().int(),
  /** Counts over the whole query (not only the page): overdue, due today, due later in the range. */
  overdue: z.number().int(),
  today: z.number().int(),
  upcoming: z.number().int(),
});
export type TDueList = z.infer<typeof ZDueList>;

// ---------------------------------------------------------------------------------------------
// Weights

export const ZWeight = z.object({
  ...ZRecordMeta,
  animalId: z.number().int(),
  date: z.string(),
  grams: z.number().int(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type TWeight = z.infer<typeof ZWeight>;

export const ZWeightCreateInput = z.object({
  animalId: animalRef(),
  date: requiredDate('Date is required'),
  grams: wholeNumber('Weight in grams', 1, MAX_WEIGHT_GRAMS),
  notes: optionalText(1000),
});
export type TWeightCreate = z.output<typeof ZWeightCreateInput>;
