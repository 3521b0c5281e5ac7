import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../enums.js';
import { animalRef, optionalText, requiredDate, requiredText, ZBool, ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZAppointmentType = z.enum(APPOINTMENT_TYPES, { error: `Appointment type must be one of: ${APPOINTMENT_TYPES.join(', ')}` });
export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of: ${APPOINTMENT_STATUSES.join(', ')}` });

/** "HH:MM" on the 24-hour clock. */
export const ZTime = z
  .string({ error: 'Time is required' })
  .trim()
  .min(1, 'Time is required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)');

export const ZAppointment = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  appointmentType: z.string(),
  date: z.string(),
  time: z.string(),
  staffMember: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

const fields = {
  appointmentType: ZAppointmentType,
  date: requiredDate('Date is required'),
  time: ZTime,
  staffMember: requiredText('Staff member is required'),
  status: ZAppointmentStatus,
  notes: optionalText(5000),
};

export const ZAppointmentCreateInput = z.object({
  animalId: animalRef(),
  ...fields,
  status: ZAppointmentStatus.default('Upcoming'),
  /** Book even when the animal already has an appointment at that date and time. */
  allowOverlap: ZBool.optional(),
});
export type TAppointmentCreate = z.output<typeof ZAppointmentCreateInput>;

export const ZAppointmentUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion, allowOverlap: ZBool.optional() });
export type TAppointmentUpdate = z.output<typeof ZAppointmentUpdateInput>;

export const ZAppointmentListQuery = ZListQuery.extend({ animalId: ZId.optional(), status: ZAppointmentStatus.optional() });
export type TAppointmentListQuery = z.output<typeof ZAppointmentListQuery>;
