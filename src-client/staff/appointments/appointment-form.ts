import { z } from 'zod';
import { DEFAULT_DURATION_MINUTES, staffNamed, ZAppointmentCreateFields, ZDurationMinutes } from '../../../src-shared/schemas/appointments';

/**
 * Schedule Appointment checks what the API checks: its own schema ("Date is required", "Time is
 * required", the types of docs/domain.md#validation, an animal, a staff member). Booking over another
 * appointment is the server's to refuse and the dialog's to ask about, so allowOverlap is not a
 * field. The fields hold text: the duration becomes its number, and staffUserId "" (Staff Member
 * names no user: an outside vet) becomes null; with a staff user chosen, the server names them itself.
 */
export const ZAppointmentForm = ZAppointmentCreateFields.omit({ allowOverlap: true })
  .extend({
    durationMinutes: z.string().transform(Number).pipe(ZDurationMinutes),
    staffUserId: z.string().transform((id) => (id ? Number(id) : null)),
  })
  .superRefine(staffNamed)
  .transform((appointment) => (appointment.staffUserId === null ? appointment : { ...appointment, staffMember: null }));
export type TAppointmentFormValues = z.input<typeof ZAppointmentForm>;
export type TAppointmentFormOutput = z.output<typeof ZAppointmentForm>;

/**
 * A new appointment (docs/domain.md#screens): status Upcoming, no animal yet (animalId 0) unless it was
 * opened for one, on the day chosen in the calendar, 30 minutes long, with the signed-in user named
 * as staff member until a staff user is chosen.
 */
export function appointmentFormDefaults({
  animalId,
  date,
  staff,
}: {
  animalId: number | null;
  date: string;
  /** The signed-in user, whom a new appointment is with until someone else is chosen. */
  staff: { id: number; name: string };
}): TAppointmentFormValues {
  return {
    animalId: animalId ?? 0,
    appointmentType: 'Check-up',
    date,
    time: '',
    durationMinutes: String(DEFAULT_DURATION_MINUTES),
    staffUserId: String(staff.id),
    staffMember: staff.name,
    status: 'Upcoming',
    notes: '',
  };
}
