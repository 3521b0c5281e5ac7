import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../enums.js';
import { animalRef, jsonNumber, optionalText, requiredDate, requiredText, ZBool, ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZAppointmentType = z.enum(APPOINTMENT_TYPES, { error: `Appointment type must be one of: ${APPOINTMENT_TYPES.join(', ')}` });
export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of: ${APPOINTMENT_STATUSES.join(', ')}` });

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

/** "HH:MM" a number of minutes after `time`, on the 24-hour clock (past midnight it starts over). */
export function timeAfter(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

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

export const ZAppointmentUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion, allowOverlap: ZBool.optional() });
export type TAppointmentUpdate = z.output<typeof ZAppointmentUpdateInput>;

export const ZAppointmentListQuery = ZListQuery.extend({ animalId: ZId.optional(), status: ZAppointmentStatus.optional() });
export type TAppointmentListQuery = z.output<typeof ZAppointmentListQuery>;
