import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appointmentDateBounds } from '../../../src-shared/record-dates.js';
import type {
  TAppointment,
  TAppointmentCreate,
  TAppointmentDay,
  TAppointmentDaysQuery,
  TAppointmentListQuery,
  TAppointmentOutcomeInput,
  TAppointmentUpdate,
  TStaffUserOption,
} from '../../../src-shared/schemas/appointments.js';
import { notFound } from '../../domain-errors.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { recordConditions } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { labelOfRow, selectLabelled } from '../animals/animal-records.js';
import { findAnimal } from '../animals/animals.service.js';
import { assertDateWithin } from '../../date-bounds.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { UserSchema } from '../users/user.entity.js';
import { settleOutcome } from './appointment-outcome.js';
import { assertAnimalFree, assertStaffFree, lockStaffUser } from './appointment-overlaps.js';
import { AppointmentSchema, type TAppointmentEntity } from './appointment.entity.js';

/** `staffUserName`: the current name of the user it is booked with (a renamed user's appointments follow). */
function toAppointment(appointment: TAppointmentEntity, label: TAnimalLabel, staffUserName: string | null): TAppointment {
  return {
    id: appointment.id,
    version: appointment.version,
    ...label,
    appointmentType: appointment.appointmentType,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    staffMember: appointment.staffMember,
    staffUserId: appointment.staffUser ?? null,
    staffUserName: appointment.staffUser ? staffUserName : null,
    status: appointment.status,
    outcome: appointment.outcome ?? null,
    notes: appointment.notes ?? null,
  };
}

/** Appointments as the API answers them: with their animals' labels and staff users' names, in two queries whatever the count. */
async function present(em: EntityManager, appointments: TAppointmentEntity[]): Promise<TAppointment[]> {
  const ids = [...new Set(appointments.flatMap((appointment) => (appointment.staffUser ? [appointment.staffUser] : [])))];
  const users = ids.length ? await em.find(UserSchema, { id: { $in: ids } }, { fields: ['id', 'name'], disableIdentityMap: true }) : [];
  const names = new Map(users.map((user) => [user.id, user.name]));
  return labelRecords(em, appointments, (appointment, label) =>
    toAppointment(appointment, label, appointment.staffUser ? (names.get(appointment.staffUser) ?? null) : null),
  );
}

async function presentOne(em: EntityManager, appointment: TAppointmentEntity): Promise<TAppointment> {
  const [answer] = await present(em, [appointment]);
  if (!answer) throw notFound('Appointment');
  return answer;
}

/** Active users, by name: whom an appointment can be booked with. */
export async function listStaffUsers(em: EntityManager): Promise<TStaffUserOption[]> {
  const users = await em.find(UserSchema, { active: true }, { fields: ['id', 'name'], orderBy: [{ name: 'asc' }, { id: 'asc' }], disableIdentityMap: true });
  return users.map((user) => ({ id: user.id, name: user.name }));
}

/** Earliest first, by date then time (docs/architecture.md#lists). */
export async function listAppointments(em: EntityManager, query: TAppointmentListQuery): Promise<TPage<TAppointment>> {
  const where = recordConditions(query, { date: 'date', text: ['staff_member', 'appointment_type', 'notes'] });
  if (query.status) where.add('r.status = ?', query.status);
  const joined = { columns: 'u.name as "staffUserName"', join: 'left join users u on u.id = r.staff_user_id' };
  const page = await selectLabelled<TAppointmentEntity, { staffUserName: string | null }>(
    em,
    AppointmentSchema,
    { where, orderBy: 'r.date asc, r.time asc, r.id asc', joined },
    query,
  );
  return { items: page.items.map((row) => toAppointment(row, labelOfRow(row), row.staffUserName)), total: page.total };
}

/** The days of a range that have appointments (voided ones left out), with how many: one grouped read of the date index. */
export async function listAppointmentDays(em: EntityManager, query: TAppointmentDaysQuery): Promise<TAppointmentDay[]> {
  const rows = await em.getConnection().execute<{ date: string; count: string }[]>(
    `select to_char(date, 'YYYY-MM-DD') as date, count(*) as count
       from appointments where date between ? and ? and voided_at is null
      group by date order by date`,
    [query.from, query.to],
  );
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

export async function listTodaysAppointments(em: EntityManager, calendar: TLazyCalendar): Promise<TAppointment[]> {
  const { today } = await calendar();
  return (await listAppointments(em, { from: today, to: today })).items;
}

export async function createAppointment(em: EntityManager, calendar: TLazyCalendar, input: TAppointmentCreate): Promise<TAppointment> {
  const cal = await calendar();
  const date = cal.date(input.date);
  const { animalId: _animalId, staffUserId, staffMember, allowOverlap, ...fields } = input;
  // The animal's row, then the staff user, are locked first, so two bookings of one time cannot both pass the check.
  return em.transactional(async (tx) => {
    const animal = await findAnimal(tx, input.animalId);
    await tx.lock(animal, LockMode.PESSIMISTIC_WRITE);
    assertDateWithin(date, appointmentDateBounds(cal.today, animal.intakeDate), 'date');
    const staffUser = staffUserId === null ? null : await lockStaffUser(tx, staffUserId, { newlyChosen: true });
    const slot = { date, time: input.time, durationMinutes: input.durationMinutes };
    if (!allowOverlap && input.status !== 'Cancelled') {
      await assertAnimalFree(tx, animal, slot);
      if (staffUser) await assertStaffFree(tx, staffUser, slot);
    }
    const appointment = tx.create(AppointmentSchema, {
      ...fields,
      ...settleOutcome({ status: 'Upcoming', outcome: null }, { status: input.status }, date, cal.today),
      animal: animal.id,
      date,
      staffUser: staffUser?.id ?? null,
      staffMember: staffMember ?? staffUser?.name ?? '',
    });
    await tx.flush();
    return presentOne(tx, appointment);
  });
}

/**
 * Reschedules, reassigns, changes status or records the outcome (settleOutcome keeps the two in
 * step). A move (date, time or duration) or a restore of a
 * cancelled appointment is checked for overlaps like a new booking, for its animal and its staff
 * user; so is giving it to another staff user. A staff user chosen without a staffMember text
 * gives the appointment their name.
 */
export async function updateAppointment(em: EntityManager, calendar: TLazyCalendar, input: TAppointmentUpdate): Promise<TAppointment> {
  const { id, version, allowOverlap, staffUserId, status: statusSent, outcome: outcomeSent, ...changes } = input;
  const fields = sentFields(changes);
  const cal = await calendar();
  if (fields.date) fields.date = cal.date(fields.date);
  return em.transactional(async (tx) => {
    const appointment = assertCorrectable(await tx.findOne(AppointmentSchema, { id }), 'Appointment', version);
    const animal = await findAnimal(tx, appointment.animal);
    // Locked like a new booking, so a move and a booking cannot take one time together.
    await tx.lock(animal, LockMode.PESSIMISTIC_WRITE);
    if (fields.date) assertDateWithin(fields.date, appointmentDateBounds(cal.today, animal.intakeDate), 'date');
    const staffUserBefore = appointment.staffUser ?? null;
    const reassigned = staffUserId !== undefined && staffUserId !== staffUserBefore;
    const staffUserAfter = staffUserId === undefined ? staffUserBefore : staffUserId;
    const staffUser = staffUserAfter === null ? null : await lockStaffUser(tx, staffUserAfter, { newlyChosen: reassigned });
    const slot = {
      date: fields.date ?? appointment.date,
      time: fields.time ?? appointment.time,
      durationMinutes: fields.durationMinutes ?? appointment.durationMinutes,
    };
    const moved = slot.date !== appointment.date || slot.time !== appointment.time || slot.durationMinutes !== appointment.durationMinutes;
    const settled = settleOutcome(
      { status: appointment.status, outcome: appointment.outcome ?? null },
      { status: statusSent, outcome: outcomeSent },
      slot.date,
      cal.today,
    );
    const restored = appointment.status === 'Cancelled' && settled.status !== 'Cancelled';
    if (!allowOverlap && settled.status !== 'Cancelled') {
      if (moved || restored) await assertAnimalFree(tx, animal, slot, appointment.id);
      if (staffUser && (moved || restored || reassigned)) await assertStaffFree(tx, staffUser, slot, appointment.id);
    }
    tx.assign(appointment, { ...fields, ...settled, date: slot.date, staffUser: staffUserAfter });
    if (reassigned && staffUser && !fields.staffMember) appointment.staffMember = staffUser.name;
    await tx.flush();
    return presentOne(tx, appointment);
  });
}

/** What happened, recorded or cleared: an update of the outcome alone, under the same rules. */
export function recordAppointmentOutcome(em: EntityManager, calendar: TLazyCalendar, input: TAppointmentOutcomeInput): Promise<TAppointment> {
  return updateAppointment(em, calendar, input);
}

export async function voidAppointment(em: EntityManager, id: number, reason: string): Promise<TAppointment> {
  const appointment = assertCorrectable(await em.findOne(AppointmentSchema, { id }), 'Appointment');
  markVoided(appointment, reason);
  await em.flush();
  return presentOne(em, appointment);
}
