import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import { HOLD_STATUSES, isInCare, type THoldType } from '../../../src-shared/journey.js';
import type { TAnimalStatus } from '../../../src-shared/enums.js';
import type { THold, THoldCreate, THoldRelease, THoldUpdate } from '../../../src-shared/schemas/journey.js';
import { assertDateWithin } from '../../date-bounds.js';
import { conflict, invalid } from '../../domain-errors.js';
import { assertCorrectable, markVoided } from '../../db/corrections.js';
import {
  ADOPTED_BY_HAND,
  FOSTERED_BY_HAND,
  lockAnimal,
  notInCare,
  setByHold,
  setByOutcome,
  setOnlyByRecords,
  syncStatus,
} from '../animals/animal-status.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { HoldSchema, type THoldEntity } from './hold.entity.js';
import { activeHolds, isActiveHold, requireOpenStay } from './stays.js';

/** Holds (docs/domain.md#holds): placed on a stay, ended by their end date or a release. */

export const toHold =
  (today: string) =>
  (hold: THoldEntity): THold => ({
    id: hold.id,
    version: hold.version,
    stayId: hold.stay,
    type: hold.holdType as THoldType,
    reason: hold.reason,
    startDate: hold.startDate,
    endDate: hold.endDate ?? null,
    releasedOn: hold.releasedOn ?? null,
    active: isActiveHold(hold, today),
  });

const startBounds = (intakeDate: string, today: string) => ({
  min: { date: intakeDate, message: `Start date cannot be before the stay's intake date (${intakeDate})` },
  max: { date: today, message: `Start date cannot be after today (${today})` },
});

function assertEndAfterStart(hold: Pick<THoldEntity, 'startDate' | 'endDate'>): void {
  if (hold.endDate && hold.endDate <= hold.startDate) throw invalid('End date must be after the start date', 'endDate');
}

export async function placeHold(em: EntityManager, calendar: TLazyCalendar, input: THoldCreate): Promise<THold> {
  const cal = await calendar();
  const { system } = await getSettings(em);
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.id);
    const stay = await requireOpenStay(tx, animal);
    const startDate = input.startDate ? cal.date(input.startDate) : cal.today;
    assertDateWithin(startDate, startBounds(stay.intakeDate, cal.today), 'startDate');
    const defaultDays = input.type === 'Stray hold' ? system.strayHoldDays : input.type === 'Quarantine' ? system.quarantineDays : null;
    if (input.type === 'Stray hold' && !input.endDate && defaultDays === 0) {
      throw invalid('Stray holds are set to 0 days in Settings: give an end date', 'endDate');
    }
    const endDate = input.endDate ? cal.date(input.endDate) : defaultDays ? addDays(startDate, defaultDays) : null;
    const hold = tx.create(HoldSchema, { animal: animal.id, stay: stay.id, holdType: input.type, reason: input.reason, startDate, endDate, releasedOn: null });
    assertEndAfterStart(hold);
    await syncStatus(tx, [animal.id], cal.today);
    return toHold(cal.today)(hold);
  });
}

/** Corrects a hold's reason or end (a null end holds until released). */
export async function updateHold(em: EntityManager, calendar: TLazyCalendar, input: THoldUpdate): Promise<THold> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const hold = assertCorrectable(await tx.findOne(HoldSchema, { id: input.id }), 'Hold', input.version);
    await lockAnimal(tx, hold.animal);
    if (input.reason !== undefined) hold.reason = input.reason;
    if (input.endDate !== undefined) hold.endDate = input.endDate ? cal.date(input.endDate) : null;
    assertEndAfterStart(hold);
    await syncStatus(tx, [hold.animal], cal.today);
    return toHold(cal.today)(hold);
  });
}

/** Ends a hold on a day from its start to today: the animal is free from that day. */
export async function releaseHold(em: EntityManager, calendar: TLazyCalendar, input: THoldRelease): Promise<THold> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const hold = assertCorrectable(await tx.findOne(HoldSchema, { id: input.id }), 'Hold');
    await lockAnimal(tx, hold.animal);
    if (!isActiveHold(hold, cal.today)) throw conflict('This hold has already ended');
    const releasedOn = input.date ? cal.date(input.date) : cal.today;
    assertDateWithin(
      releasedOn,
      {
        min: { date: hold.startDate, message: `Release date cannot be before the hold's start (${hold.startDate})` },
        max: { date: cal.today, message: `Release date cannot be after today (${cal.today})` },
      },
      'date',
    );
    hold.releasedOn = releasedOn;
    await syncStatus(tx, [hold.animal], cal.today);
    return toHold(cal.today)(hold);
  });
}

export async function voidHold(em: EntityManager, calendar: TLazyCalendar, id: number, reason: string): Promise<THold> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const hold = assertCorrectable(await tx.findOne(HoldSchema, { id }), 'Hold');
    await lockAnimal(tx, hold.animal);
    markVoided(hold, reason);
    await syncStatus(tx, [hold.animal], cal.today);
    return toHold(cal.today)(hold);
  });
}

const BY_HAND_HOLDS: Partial<Record<TAnimalStatus, THoldType>> = { 'Medical Hold': 'Medical hold', 'Behavioral Eval': 'Behavioral evaluation' };
const HELD_STATUSES: readonly string[] = Object.values(HOLD_STATUSES);

/**
 * The specification's status field, kept for existing clients (PUT /api/animals/{id}): Medical
 * Hold and Behavioral Eval place that hold (without an end), Available releases them; a stray hold
 * or a quarantine still holding the animal is a 409 naming it. Every other status follows from a
 * record, and the refusal says which.
 */
export async function statusByHand(tx: EntityManager, animal: TAnimalEntity, next: TAnimalStatus, today: string): Promise<void> {
  if (animal.status === next) return;
  if (next === 'Adopted' || next === 'In Foster') throw conflict(setOnlyByRecords(next));
  if (!isInCare(next)) throw conflict(setByOutcome(next));
  if (!BY_HAND_HOLDS[next] && next !== 'Available') throw conflict(setByHold(next));
  if (animal.status === 'Adopted') throw conflict(ADOPTED_BY_HAND);
  if (animal.status === 'In Foster') throw conflict(FOSTERED_BY_HAND);
  if (!isInCare(animal.status)) throw conflict(notInCare(animal));
  const stay = await requireOpenStay(tx, animal);
  const holds = await activeHolds(tx, stay.id, today);
  for (const hold of holds) {
    if (Object.values(BY_HAND_HOLDS).includes(hold.holdType as THoldType)) hold.releasedOn = hold.startDate < today ? today : hold.startDate;
  }
  const holdType = BY_HAND_HOLDS[next];
  if (holdType)
    tx.create(HoldSchema, { animal: animal.id, stay: stay.id, holdType, reason: `Status set to ${next}`, startDate: today, endDate: null, releasedOn: null });
  await syncStatus(tx, [animal.id], today);
  if (next === 'Available' && HELD_STATUSES.includes(animal.status)) {
    const still = holds.find((hold) => !Object.values(BY_HAND_HOLDS).includes(hold.holdType as THoldType));
    if (still)
      throw conflict(
        `${animal.name} is on ${HOLD_STATUSES[still.holdType as THoldType]}${still.endDate ? ` until ${still.endDate}` : ''}: release the hold first`,
      );
  }
}
