import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TAppointmentOutcome } from '../../../src-shared/enums.js';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { UserSchema } from '../users/user.entity.js';

export const AppointmentSchema = defineEntity({
  name: 'Appointment',
  tableName: 'appointments',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    appointmentType: p.string().length(50),
    date: p.date(),
    /** "HH:MM", 24-hour clock. */
    time: p.string().length(5),
    durationMinutes: p.integer().default(30),
    /** Outside vets have none: staffMember names them. */
    staffUser: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    staffMember: p.string().length(200),
    status: p.string().length(20).default('Upcoming'),
    /** One of APPOINTMENT_OUTCOMES, recorded by staff; null until someone marks what happened. */
    outcome: p.string().$type<TAppointmentOutcome>().length(20).nullable(),
    notes: p.text().nullable(),
    ...correctionProperties(),
  },
  indexes: [
    { name: 'appointments_date_time_idx', properties: ['date', 'time', 'id'] },
    { name: 'appointments_animal_date_idx', properties: ['animal', 'date', 'time'] },
    { name: 'appointments_staff_user_date_idx', properties: ['staffUser', 'date', 'time'] },
    // The bell's "never marked" (docs/domain.md#notifications): the few appointments still waiting for an outcome, by date.
    {
      name: 'appointments_unmarked_idx',
      expression: `create index "appointments_unmarked_idx" on "appointments" ("date", "time", "id") where "outcome" is null and "voided_at" is null and "status" <> 'Cancelled'`,
    },
  ],
});

export type TAppointmentEntity = InferEntity<typeof AppointmentSchema>;
