import type { EntityManager } from '@mikro-orm/postgresql';
import { timeAfter } from '../../../src-shared/dates.js';
import { OVERLAP_HINT, STAFF_USER_MESSAGE } from '../../../src-shared/schemas/appointments.js';
import { conflict, invalid } from '../../domain-errors.js';
import { labelRecord } from '../animals/animal-labels.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { UserSchema, type TUserEntity } from '../users/user.entity.js';
import { AppointmentSchema } from './appointment.entity.js';

/** When an appointment takes place: [time, time + duration) on its date. */
export interface TSlot {
  date: string;
  time: string;
  durationMinutes: number;
}

/** Keys this module's advisory locks apart from any other's (the second key is the user's id). */
const STAFF_BOOKING_LOCK = 7_310_001;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Ranges that only touch, one ending when the other starts, do not overlap. */
const overlap = (a: TSlot, b: TSlot) =>
  a.date === b.date && minutesOf(a.time) < minutesOf(b.time) + b.durationMinutes && minutesOf(b.time) < minutesOf(a.time) + a.durationMinutes;

const span = (slot: TSlot) => `from ${slot.time} to ${timeAfter(slot.time, slot.durationMinutes)}`;

/**
 * The staff user an appointment is booked with, locked for the rest of the transaction so two
 * bookings of one person cannot both pass the overlap check. A newly chosen one must be active;
 * an appointment keeps a user deactivated since.
 */
export async function lockStaffUser(em: EntityManager, id: number, { newlyChosen }: { newlyChosen: boolean }): Promise<TUserEntity> {
  const user = await em.findOne(UserSchema, { id });
  if (!user || (newlyChosen && !user.active)) throw invalid(STAFF_USER_MESSAGE, 'staffUserId');
  await em.execute('select pg_advisory_xact_lock(?, ?)', [STAFF_BOOKING_LOCK, user.id]);
  return user;
}

/** The first other appointment, neither cancelled nor voided, whose time overlaps the slot. */
async function firstClash(em: EntityManager, who: { animal: number } | { staffUser: number }, slot: TSlot, exceptId?: number) {
  const sameDay = await em.find(
    AppointmentSchema,
    { ...who, date: slot.date, voidedAt: null, status: { $ne: 'Cancelled' }, ...(exceptId ? { id: { $ne: exceptId } } : {}) },
    { orderBy: [{ time: 'asc' }, { id: 'asc' }] },
  );
  return sameDay.find((other) => overlap(slot, other));
}

/**
 * One animal, one appointment at a time: an overlapping booking needs allowOverlap (the console
 * asks first). The caller holds the animal's row lock.
 */
export async function assertAnimalFree(em: EntityManager, animal: TAnimalEntity, slot: TSlot, exceptId?: number): Promise<void> {
  const clash = await firstClash(em, { animal: animal.id }, slot, exceptId);
  if (clash) throw conflict(`${animal.name} already has an appointment ${span(clash)} (${clash.appointmentType} with ${clash.staffMember}). ${OVERLAP_HINT}`);
}

/** The same for a staff user, who holds the lock of lockStaffUser. */
export async function assertStaffFree(em: EntityManager, user: TUserEntity, slot: TSlot, exceptId?: number): Promise<void> {
  const clash = await firstClash(em, { staffUser: user.id }, slot, exceptId);
  if (!clash) return;
  const animalName = await labelRecord(em, clash, (_, label) => label.animalName);
  throw conflict(`${user.name} already has an appointment ${span(clash)} (${animalName}, ${clash.appointmentType}). ${OVERLAP_HINT}`);
}
