import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appointmentDateBounds } from '../../../src-shared/record-dates.js';
import type { TAppointment, TAppointmentCreate, TAppointmentListQuery, TAppointmentUpdate } from '../../../src-shared/schemas/appointments.js';
import { conflict } from '../../domain-errors.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { pageOptions } from '../../db/filters.js';
import { recordListFilter } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { labelOf, labelRecord, labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { findAnimal } from '../animals/animals.service.js';
import { assertDateWithin } from '../animals/record-dates.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { AppointmentSchema, type TAppointmentEntity } from './appointment.entity.js';

function toAppointment(appointment: TAppointmentEntity, label: TAnimalLabel): TAppointment {
  return {
    id: appointment.id,
    version: appointment.version,
    ...label,
    appointmentType: appointment.appointmentType,
    date: appointment.date,
    time: appointment.time,
    staffMember: appointment.staffMember,
    status: appointment.status,
    notes: appointment.notes ?? null,
  };
}

/** Earliest first, by date then time (docs/architecture.md#lists). */
export async function listAppointments(em: EntityManager, query: TAppointmentListQuery): Promise<TPage<TAppointment>> {
  const where = recordListFilter<TAppointmentEntity>(query, { date: 'date', text: ['staffMember', 'appointmentType', 'notes'] });
  if (query.status) where.status = query.status;
  const [appointments, total] = await em.findAndCount(AppointmentSchema, where, {
    orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
    ...pageOptions(query),
  });
  return { items: await labelRecords(em, appointments, toAppointment), total };
}

export async function listTodaysAppointments(em: EntityManager, calendar: TLazyCalendar): Promise<TAppointment[]> {
  const { today } = await calendar();
  return (await listAppointments(em, { from: today, to: today })).items;
}

/** One animal, one slot: a second booking needs allowOverlap (the console asks first). */
async function assertSlotFree(em: EntityManager, animalId: number, date: string, time: string, exceptId?: number): Promise<void> {
  const clash = await em.findOne(AppointmentSchema, {
    animal: animalId,
    date,
    time,
    voidedAt: null,
    status: { $ne: 'Cancelled' },
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (clash) throw conflict(`This animal already has an appointment on ${date} at ${time}. Send allowOverlap to book it anyway.`);
}

export async function createAppointment(em: EntityManager, calendar: TLazyCalendar, input: TAppointmentCreate): Promise<TAppointment> {
  const cal = await calendar();
  const date = cal.date(input.date);
  const { animalId: _animalId, allowOverlap, ...fields } = input;
  // The animal's row is locked first, so two bookings of one slot cannot both pass the check.
  return em.transactional(async (tx) => {
    const animal = await findAnimal(tx, input.animalId);
    await tx.lock(animal, LockMode.PESSIMISTIC_WRITE);
    assertDateWithin(date, appointmentDateBounds(cal.today, animal.intakeDate), 'date');
    if (!allowOverlap && input.status !== 'Cancelled') await assertSlotFree(tx, animal.id, date, input.time);
    const appointment = tx.create(AppointmentSchema, { ...fields, animal: animal.id, date });
    await tx.flush();
    return toAppointment(appointment, labelOf(animal));
  });
}

/**
 * Reschedules or changes status; a move onto a booked slot needs allowOverlap too, and so does
 * restoring a cancelled appointment whose slot has been booked since.
 */
export async function updateAppointment(em: EntityManager, calendar: TLazyCalendar, input: TAppointmentUpdate): Promise<TAppointment> {
  const { id, version, allowOverlap, ...changes } = input;
  const fields = sentFields(changes);
  const cal = await calendar();
  if (fields.date) fields.date = cal.date(fields.date);
  return em.transactional(async (tx) => {
    const appointment = assertCorrectable(await tx.findOne(AppointmentSchema, { id }), 'Appointment', version);
    const animal = await findAnimal(tx, appointment.animal);
    // Locked like a new booking, so a move and a booking cannot take one slot together.
    await tx.lock(animal, LockMode.PESSIMISTIC_WRITE);
    if (fields.date) assertDateWithin(fields.date, appointmentDateBounds(cal.today, animal.intakeDate), 'date');
    const moved = (fields.date && fields.date !== appointment.date) || (fields.time && fields.time !== appointment.time);
    const status = fields.status ?? appointment.status;
    const restored = appointment.status === 'Cancelled' && status !== 'Cancelled';
    if ((moved || restored) && !allowOverlap && status !== 'Cancelled') {
      await assertSlotFree(tx, appointment.animal, fields.date ?? appointment.date, fields.time ?? appointment.time, appointment.id);
    }
    tx.assign(appointment, fields);
    await tx.flush();
    return toAppointment(appointment, labelOf(animal));
  });
}

export async function voidAppointment(em: EntityManager, id: number, reason: string): Promise<TAppointment> {
  const appointment = assertCorrectable(await em.findOne(AppointmentSchema, { id }), 'Appointment');
  markVoided(appointment, reason);
  await em.flush();
  return labelRecord(em, appointment, toAppointment);
}
