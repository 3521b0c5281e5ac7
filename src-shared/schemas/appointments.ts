import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { APPOINTMENT_OUTCOMES, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../enums.js';
import { animalRef, jsonNumber, optionalText, orderedRange, RANGE_ORDER, requiredDate, requiredText, ZBool, ZId, ZIsoDate, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZAppointmentType = z.enum(APPOINTMENT_TYPES, { error: `Appointment type must be one of: ${APPOINTMENT_TYPES.join(', ')}` });
export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of: ${APPOINTMENT_STATUSES.join(', ')}` });
export const ZAppointmentOutcome = z.enum(APPOINTMENT_OUTCOMES, { error: `Outcome must be one of: ${APPOINTMENT_OUTCOMES.join(', ')}, or null` });

/** The refusal of a Completed or No-show outcome on a day still to come (docs/domain.md#appointments). */
export const FUTURE_OUTCOME_MESSAGE = 'An appointment still to come can only be cancelled: record Completed or No-show on or after its day';

/** "HH:MM" on the 24-hour clock. */
export const ZTime = z
  .string({ error: 'Time is required' })
  .trim()
  .min(1, 'Time is required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)');

export const DEFAULT_DURATION_MINUTES = 30;
/** The lengths the console offers; the API takes any whole number of minutes from 5 to 480. */
export const DURATION_CHOICES = [15, 30, 45, 60, 90, 120] as const;

const DURATION_MESSAGE = 'Duration must be a whole number of minutes from 5 to 480';
export const ZDurationMinutes = jsonNumber(z.number({ error: DURATION_MESSAGE }).int(DURATION_MESSAGE).min(5, DURATION_MESSAGE).max(480, DURATION_MESSAGE));

export const STAFF_USER_MESSAGE = 'Staff user must be an active user';
const ZStaffUserId = jsonNumber(
  z.number({ error: STAFF_USER_MESSAGE }).int(STAFF_USER_MESSAGE).positive(STAFF_USER_MESSAGE).max(2_147_483_647, STAFF_USER_MESSAGE),
);

/** The sentence that ends every double-booking refusal: the console recognises it and asks "Book anyway?" instead. */
export const OVERLAP_HINT = 'Send allowOverlap to book it anyway.';

export const ZAppointment = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  appointmentType: z.string(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  /** Who the appointment is with, as text: the staff user's name when one was chosen, else an outside vet's. */
  staffMember: z.string(),
  staffUserId: z.number().int().nullable(),
  /** The staff user's name today (null without one). */
  staffUserName: z.string().nullable(),
  status: z.string(),
  /** What staff recorded happened (Completed, No-show, Cancelled); null until someone marks it. */
  outcome: ZAppointmentOutcome.nullable(),
  notes: z.string().nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZStaffUserOption = z.object({ id: z.number().int(), name: z.string() });
export type TStaffUserOption = z.infer<typeof ZStaffUserOption>;

const fields = {
  appointmentType: ZAppointmentType,
  date: requiredDate('Date is required'),
  time: ZTime,
  durationMinutes: ZDurationMinutes,
  /** A user of the shelter; outside vets are named in staffMember alone. */
  staffUserId: ZStaffUserId.nullable(),
  staffMember: requiredText('Staff member is required'),
  status: ZAppointmentStatus,
  notes: optionalText(5000),
};

/** A new appointment names its staff: a staff user, or the text of staffMember (an outside vet). */
export const ZAppointmentCreateFields = z.object({
  animalId: animalRef(),
  ...fields,
  durationMinutes: ZDurationMinutes.default(DEFAULT_DURATION_MINUTES),
  staffUserId: fields.staffUserId.optional().transform((id) => id ?? null),
  /** Without it, the staff user's name. */
  staffMember: optionalText(200),
  status: ZAppointmentStatus.default('Upcoming'),
  /** Book even when the animal or the staff user already has an appointment at that time. */
  allowOverlap: ZBool.optional(),
});

export function staffNamed(value: { staffUserId: number | null; staffMember: string | null }, ctx: z.RefinementCtx): void {
  if (value.staffUserId === null && value.staffMember === null) ctx.addIssue({ code: 'custom', path: ['staffMember'], message: 'Staff member is required' });
}

export const ZAppointmentCreateInput = ZAppointmentCreateFields.superRefine(staffNamed);
export type TAppointmentCreate = z.output<typeof ZAppointmentCreateInput>;

export const ZAppointmentUpdateInput = z
  .object(fields)
  .partial()
  .extend({ outcome: ZAppointmentOutcome.nullable().optional(), id: ZId, version: ZVersion, allowOverlap: ZBool.optional() });
export type TAppointmentUpdate = z.output<typeof ZAppointmentUpdateInput>;

/** Records (or, with null, clears) what happened; clearing a cancellation restores the appointment, checked for overlaps like any restore. */
export const ZAppointmentOutcomeInput = z.object({
  id: ZId,
  outcome: ZAppointmentOutcome.nullable(),
  version: ZVersion,
  allowOverlap: ZBool.optional(),
});
export type TAppointmentOutcomeInput = z.output<typeof ZAppointmentOutcomeInput>;

/** The calendar's month at most: days are counted a range at a time. */
export const APPOINTMENT_DAYS_MAX = 62;
export const ZAppointmentDaysQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine(orderedRange, RANGE_ORDER)
  .refine((range) => daysBetween(range.from, range.to) < APPOINTMENT_DAYS_MAX, {
    message: `Ask for ${APPOINTMENT_DAYS_MAX} days at most`,
    path: ['to'],
  });
export type TAppointmentDaysQuery = z.output<typeof ZAppointmentDaysQuery>;

/** A day with appointments (voided ones left out, cancelled ones counted): the calendar marks it. */
export const ZAppointmentDay = z.object({ date: z.string(), count: z.number().int() });
export type TAppointmentDay = z.infer<typeof ZAppointmentDay>;

export const ZAppointmentListQuery = ZListQuery.extend({ animalId: ZId.optional(), status: ZAppointmentStatus.optional() });
export type TAppointmentListQuery = z.output<typeof ZAppointmentListQuery>;
