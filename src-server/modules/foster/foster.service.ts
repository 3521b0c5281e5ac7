import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FOSTER_CONTACT_MESSAGE,
  fosterDatesProblem,
  type TFosterCreate,
  type TFosterListQuery,
  type TFosterPlacement,
  type TFosterUpdate,
} from '../../../src-shared/schemas/foster.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { assertCorrectable, bumpVersion, markVoided, sentFields } from '../../db/corrections.js';
import { dateRange, findPage } from '../../db/filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { labelOf, labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { peopleById } from '../people/people-by-id.js';
import { WRITER, type TReader } from '../people/person-rows.js';
import { personAfterEdit, personFor, type TPersonNamed } from '../people/person-links.js';
import { PersonSchema, type TPersonEntity } from '../people/person.entity.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { assertFosterable, lockAnimal, syncStatus } from '../animals/animal-status.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { FosterPlacementSchema, type TFosterPlacementEntity } from './foster-placement.entity.js';

type TDates = { startDate: string; endDate?: string | null | undefined };

/**
 * docs/domain.md#foster-placements: scheduled when it starts after today, past from its end date
 * (the day the animal is back), current otherwise.
 */
export function placementState({ startDate, endDate }: TDates, today: string): 'scheduled' | 'current' | 'past' {
  if (startDate > today) return 'scheduled';
  return endDate && endDate <= today ? 'past' : 'current';
}

/** The placements of a state, as a filter (the SQL twin of placementState, and of animal-status.ts's In Foster). */
function inState(state: 'scheduled' | 'current' | 'past', today: string): FilterQuery<TFosterPlacementEntity> {
  if (state === 'scheduled') return { startDate: { $gt: today } };
  if (state === 'past') return { endDate: { $lte: today } };
  return { startDate: { $lte: today }, $or: [{ endDate: null }, { endDate: { $gt: today } }] };
}

export const overlapMessage = (other: TDates) =>
  `This animal has another placement from ${other.startDate} ${other.endDate ? `to ${other.endDate}` : 'with no end date'}: a scheduled placement cannot overlap another`;

/** The placements with their fosters' details, read from the people they link; a volunteer reads the foster's name alone. */
const toPlacement =
  (today: string, people: Map<number, TPersonEntity>, reader: TReader = WRITER) =>
  (placement: TFosterPlacementEntity, label: TAnimalLabel): TFosterPlacement => {
    const person = people.get(placement.person);
    if (!person) throw notFound('Foster home');
    return {
      id: placement.id,
      version: placement.version,
      ...label,
      personId: person.id,
      fosterName: person.name,
      fosterEmail: reader.mayReadConsole ? (person.email ?? null) : null,
      fosterPhone: reader.mayReadConsole ? (person.phone ?? null) : null,
      startDate: placement.startDate,
      endDate: placement.endDate ?? null,
      notes: placement.notes ?? null,
      current: placementState(placement, today) === 'current',
      scheduled: placementState(placement, today) === 'scheduled',
    };
  };

const withPerson = (person: TPersonEntity) => new Map([[person.id, person]]);

type TFosterFields = Pick<TFosterCreate, 'personId' | 'fosterName' | 'fosterEmail' | 'fosterPhone'>;

/** The foster a call names: picked by id, else by the details sent (the schemas require a name and a way to reach them). */
const fosterNamed = (fields: TFosterFields): TPersonNamed =>
  fields.personId
    ? { personId: fields.personId }
    : { contact: { name: fields.fosterName ?? '', email: fields.fosterEmail ?? null, phone: fields.fosterPhone ?? null } };

/** The foster a correction names (person-links.ts personAfterEdit); one named by details still needs a way to reach them. */
async function fosterAfter(tx: EntityManager, current: TPersonEntity, sent: Partial<TFosterFields>): Promise<TPersonEntity> {
  const cleared = (detail: string | null | undefined) => detail === null || detail === '';
  if (!sent.personId && cleared(sent.fosterEmail) && cleared(sent.fosterPhone)) throw invalid(FOSTER_CONTACT_MESSAGE, 'fosterEmail');
  return personAfterEdit(tx, current, { personId: sent.personId, name: sent.fosterName, email: sent.fosterEmail, phone: sent.fosterPhone }, 'Foster home');
}

/** Refuses dates outside the animal's intake date, the scheduling window, or an end before the start. */
function assertDates(dates: TDates, animal: TAnimalEntity, today: string): void {
  const problem = fosterDatesProblem({ startDate: dates.startDate, endDate: dates.endDate ?? null }, animal.intakeDate, today);
  if (problem) throw invalid(problem.message, problem.path);
}

/**
 * A scheduled placement may share no day with another placement of the animal, nor may any
 * placement with a scheduled one; one may start on the day another ends (a hand-over).
 */
async function assertNoOverlap(tx: EntityManager, animalId: number, placement: TDates & { id?: number }, today: string): Promise<void> {
  const others: FilterQuery<TFosterPlacementEntity> = {
    animal: animalId,
    voidedAt: null,
    ...(placement.id ? { id: { $ne: placement.id } } : {}),
    ...(placement.endDate ? { startDate: { $lt: placement.endDate } } : {}),
    $and: [{ $or: [{ endDate: null }, { endDate: { $gt: placement.startDate } }] }],
  };
  if (placementState(placement, today) !== 'scheduled') others.$and?.push(inState('scheduled', today));
  const overlapping = await tx.findOne(FosterPlacementSchema, others, { orderBy: { startDate: 'asc' } });
  if (overlapping) throw conflict(overlapMessage(overlapping));
}

/** Newest start first; voided placements are left out. */
export async function listPlacements(em: EntityManager, calendar: TLazyCalendar, query: TFosterListQuery, reader: TReader): Promise<TPage<TFosterPlacement>> {
  const { today } = await calendar();
  const where: FilterQuery<TFosterPlacementEntity> = { voidedAt: null };
  if (query.animalId) where.animal = query.animalId;
  if (query.status) where.$and = [inState(query.status, today)];
  const dates = dateRange(query);
  if (dates) where.startDate = dates;
  if (query.q) {
    const like = likePattern(query.q);
    // A volunteer searches by name only: contact details they cannot read are no key to probe with.
    const fosters = reader.mayReadConsole
      ? 'select id from people where name ilike ? or email ilike ? or phone ilike ?'
      : 'select id from people where name ilike ?';
    const params = reader.mayReadConsole ? [like, like, like] : [like];
    Object.assign(where, { [raw((alias) => `${alias}.person_id in (${fosters})`, params)]: [] });
  }
  const [placements, total] = await findPage(em, FosterPlacementSchema, where, { orderBy: [{ startDate: 'desc' }, { id: 'desc' }] }, query);
  const people = await peopleById(
    em,
    placements.map((placement) => placement.person),
  );
  return { items: await labelRecords(em, placements, toPlacement(today, people, reader)), total };
}

/**
 * A current placement puts the animal In Foster (docs/domain.md#statuses), in the same transaction;
 * a scheduled one leaves the status to the hourly job on its start day. The animal's row is
 * locked first, so two placements for one animal cannot both pass the checks.
 */
export async function createPlacement(em: EntityManager, calendar: TLazyCalendar, input: TFosterCreate): Promise<TFosterPlacement> {
  const cal = await calendar();
  const startDate = cal.date(input.startDate);
  const endDate = input.endDate ? cal.date(input.endDate) : null;
  if (endDate && endDate < startDate) throw invalid('End date cannot be before the start date', 'endDate');
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.animalId);
    assertDates({ startDate, endDate }, animal, cal.today);
    assertFosterable(animal, placementState({ startDate, endDate }, cal.today) !== 'scheduled');
    await assertNoOverlap(tx, animal.id, { startDate, endDate }, cal.today);
    const person = await personFor(tx, fosterNamed(input), 'Foster home', 'personId');
    await tx.flush(); // a new person's id
    const placement = tx.create(FosterPlacementSchema, { animal: animal.id, person: person.id, startDate, endDate, notes: input.notes });
    await syncStatus(tx, [animal.id], cal.today);
    return toPlacement(cal.today, withPerson(person))(placement, labelOf(animal));
  });
}

/**
 * Corrects a placement under the same date rules as a new one. Setting an end date of today or
 * earlier ends it, and moving its start after today makes it scheduled: either returns the animal
 * to Available. Reopening a past placement, or moving a scheduled one's start to today or
 * earlier, puts the animal In Foster under the same refusals as a new placement
 * (docs/domain.md#statuses).
 */
export async function updatePlacement(em: EntityManager, calendar: TLazyCalendar, input: TFosterUpdate): Promise<TFosterPlacement> {
  const cal = await calendar();
  const { id, version, personId, fosterName, fosterEmail, fosterPhone, ...changes } = input;
  const fields = sentFields(changes);
  if (fields.startDate) fields.startDate = cal.date(fields.startDate);
  if (fields.endDate) fields.endDate = cal.date(fields.endDate);
  return em.transactional(async (tx) => {
    const found = assertCorrectable(await tx.findOne(FosterPlacementSchema, { id }), 'Foster placement', version);
    const animal = await lockAnimal(tx, found.animal);
    // Judged again under the animal's lock: a correction of the foster's details leaves the row alone, so no stale write would catch it.
    const placement = assertCorrectable(await tx.refresh(found), 'Foster placement', version);
    const before = placementState(placement, cal.today);
    const current = await tx.findOneOrFail(PersonSchema, { id: placement.person });
    const details = JSON.stringify([current.name, current.email, current.phone]);
    const person = await fosterAfter(tx, current, { personId, fosterName, fosterEmail, fosterPhone });
    await tx.flush(); // a new foster's id, before the placement changes, so that its version moves once
    const fosterChanged = person.id !== placement.person || JSON.stringify([person.name, person.email, person.phone]) !== details;
    const versionBefore = placement.version;
    tx.assign(placement, { ...fields, person: person.id });
    assertDates(placement, animal, cal.today);
    const after = placementState(placement, cal.today);
    if (before !== after && after !== 'past') assertFosterable(animal, after === 'current');
    if (fields.startDate !== undefined || fields.endDate !== undefined) await assertNoOverlap(tx, animal.id, placement, cal.today);
    await syncStatus(tx, [animal.id], cal.today);
    await tx.flush();
    if (fosterChanged && placement.version === versionBefore) await bumpVersion(tx, 'foster_care', placement, 'foster placement');
    return toPlacement(cal.today, withPerson(person))(placement, labelOf(animal));
  });
}

/** Voids a placement entered in error; a fostered animal with no other placement is Available again. */
export async function voidPlacement(em: EntityManager, calendar: TLazyCalendar, id: number, reason: string): Promise<TFosterPlacement> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const placement = assertCorrectable(await tx.findOne(FosterPlacementSchema, { id }), 'Foster placement');
    const animal = await lockAnimal(tx, placement.animal);
    markVoided(placement, reason);
    await syncStatus(tx, [animal.id], cal.today);
    return toPlacement(cal.today, withPerson(await tx.findOneOrFail(PersonSchema, { id: placement.person })))(placement, labelOf(animal));
  });
}

export const ADOPTED_BEFORE_START = 'The animal was adopted before this placement started';
export const LEFT_BEFORE_START = 'The animal left the shelter before this placement started';

/**
 * An outcome (an adoption: foster-to-adopt) ends the animal's current placement on its date and
 * voids its scheduled ones, which will not happen now (docs/domain.md#foster-placements). Runs
 * inside the outcome's transaction.
 */
export async function placementsEndedByOutcome(tx: EntityManager, animalId: number, outcomeDate: string, today: string, voidReason: string): Promise<void> {
  const open = await tx.find(FosterPlacementSchema, { animal: animalId, voidedAt: null, $or: [{ endDate: null }, { endDate: { $gte: today } }] });
  for (const placement of open) {
    if (placementState(placement, today) === 'scheduled') markVoided(placement, voidReason);
    else placement.endDate = outcomeDate < placement.startDate ? placement.startDate : outcomeDate;
  }
}
