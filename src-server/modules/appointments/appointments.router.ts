import { z } from 'zod';
import {
  ZAppointment,
  ZAppointmentCreateInput,
  ZAppointmentDay,
  ZAppointmentDaysQuery,
  ZAppointmentListQuery,
  ZAppointmentOutcomeInput,
  ZAppointmentUpdateInput,
  ZStaffUserOption,
} from '../../../src-shared/schemas/appointments.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { pageOf, ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { ofAnimal } from '../animals/animal-records.js';
import {
  createAppointment,
  listAppointmentDays,
  listAppointments,
  listStaffUsers,
  listTodaysAppointments,
  recordAppointmentOutcome,
  updateAppointment,
  voidAppointment,
} from './appointments.service.js';

export const appointmentsRouter = router({
  list: protectedProcedure
    .meta(rest('appointments:read', 'GET', '/appointments', 'Appointments by date and time, earliest first', { tag: 'appointments' }))
    .input(ZAppointmentListQuery.optional())
    .output(z.array(ZAppointment))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listAppointments(ctx.em, input ?? {}), input)),

  today: protectedProcedure
    .meta(rest('appointments:read', 'GET', '/appointments/today', 'Today’s appointments (the organization’s today), by time', { tag: 'appointments' }))
    .input(z.object({}).optional())
    .output(z.array(ZAppointment))
    .query(({ ctx }) => listTodaysAppointments(ctx.em, ctx.calendar)),

  byAnimal: protectedProcedure
    .meta(rest('appointments:read', 'GET', '/animals/{id}/appointments', 'One animal’s appointments, earliest first', { tag: 'appointments', errors: [404] }))
    .input(ZByAnimalInput.extend(ZAppointmentListQuery.omit({ animalId: true }).shape))
    .output(z.array(ZAppointment))
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await ofAnimal(ctx.em, id, await listAppointments(ctx.em, { ...query, animalId: id })), query),
    ),

  staffUsers: protectedProcedure
    .meta(
      rest('appointments:read', 'GET', '/appointments/staff-users', 'Active users, by name: whom an appointment can be booked with (staffUserId)', {
        tag: 'appointments',
      }),
    )
    .input(z.object({}).optional())
    .output(z.array(ZStaffUserOption))
    .query(({ ctx }) => listStaffUsers(ctx.em)),

  days: protectedProcedure
    .meta(
      rest('appointments:read', 'GET', '/appointments/days', 'The days from `from` to `to` (62 at most) that have appointments, with how many', {
        tag: 'appointments',
      }),
    )
    .input(ZAppointmentDaysQuery)
    .output(z.array(ZAppointmentDay))
    .query(({ ctx, input }) => listAppointmentDays(ctx.em, input)),

  create: protectedProcedure
    .meta(rest('medical:write', 'POST', '/appointments', 'Schedule an appointment (status Upcoming unless given)', { tag: 'appointments', errors: [404, 409] }))
    .input(ZAppointmentCreateInput)
    .output(ZAppointment)
    .mutation(({ ctx, input }) => createAppointment(ctx.em, ctx.calendar, input)),

  page: protectedProcedure
    .meta({ permission: 'appointments:read' })
    .input(ZAppointmentListQuery)
    .output(pageOf(ZAppointment))
    .query(({ ctx, input }) => listAppointments(ctx.em, input)),

  update: protectedProcedure
    .meta(rest('medical:write', 'PUT', '/appointments/{id}', 'Reschedule an appointment or change its status', { tag: 'appointments', errors: [404, 409] }))
    .input(ZAppointmentUpdateInput)
    .output(ZAppointment)
    .mutation(({ ctx, input }) => updateAppointment(ctx.em, ctx.calendar, input)),

  outcome: protectedProcedure
    .meta(
      rest(
        'medical:write',
        'PUT',
        '/appointments/{id}/outcome',
        'Record what happened (Completed, No-show, Cancelled; Completed and No-show from the appointment’s day on), or clear it with null',
        { tag: 'appointments', errors: [404, 409] },
      ),
    )
    .input(ZAppointmentOutcomeInput)
    .output(ZAppointment)
    .mutation(({ ctx, input }) => recordAppointmentOutcome(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(rest('medical:write', 'DELETE', '/appointments/{id}', 'Void an appointment entered in error', { tag: 'appointments', errors: [404] }))
    .input(ZVoidQuery)
    .output(ZAppointment)
    .mutation(({ ctx, input }) => voidAppointment(ctx.em, input.id, input.reason)),
});
