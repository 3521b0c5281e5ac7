import type { z } from 'zod';
import { ZAppointmentCreateInput } from '../../../src-shared/schemas/appointments';

/**
 * Schedule Appointment checks what the API checks: its own schema ("Date is required", "Time is
 * required", the types of docs/domain.md#validation, an animal). Booking over another appointment is the
 * server's to refuse and the dialog's to ask about, so allowOverlap is not a field.
 */
export const ZAppointmentForm = ZAppointmentCreateInput.omit({ allowOverlap: true });
export type TAppointmentFormValues = z.input<typeof ZAppointmentForm>;
export type TAppointmentFormOutput = z.output<typeof ZAppointmentForm>;

/**
 * A new appointment (docs/domain.md#screens): status Upcoming, no animal yet (animalId 0) unless it was
 * opened for one, on the day chosen in the calendar, with the signed-in user as staff member.
 */
export function appointmentFormDefaults({
  animalId,
  date,
  staffMember,
}: {
  animalId: number | null;
  date: string;
  staffMember: string;
}): TAppointmentFormValues {
  return { animalId: animalId ?? 0, appointmentType: 'Check-up', date, time: '', staffMember, status: 'Upcoming', notes: '' };
}
