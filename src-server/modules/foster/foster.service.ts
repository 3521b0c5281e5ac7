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
import { conflict, invalid } from '../../domain-errors.js';
import { assertCorrectable, bumpVersion, markVoided, sentFields } from '../../db/corrections.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { labelOf, type TAnimalLabel } from '../animals/animal-labels.js';
import { labelOfRow, selectLabelled } from '../animals/animal-records.js';
import { SqlConditions } from '../../db/sql-page.js';
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

/**
 * The placements of a state, in SQL on the placement read as `alias`, with its parameters: the twin
 * of placementState, and of animal-status.ts's In Foster.
 */
function inState(state: 'scheduled' | 'current' | 'past', today: string): { sql: (alias: string) => string; params: string[] } {
  if (state === 'scheduled') return { sql: (alias) => `${alias}.start_date > ?`, params: [today] };
  if (state === 'past') return { sql: (alias) => `${alias}.end_date <= ?`, params: [today] };
  return { sql: (alias) => `${alias}.start_date <= ? and (${alias}.end_date is null or ${alias}.end_date > ?)`, params: [today, today] };
}

export const overlapMessage = (other: TDates) =>
  `This animal has another placement from ${other.startDate} ${other.endDate ? `to ${other.endDate}` : 'with no end date'}: a scheduled placement cannot overlap another`;

/** A foster's details as a placement shows them. */
type TFosterContact = Pick<TPersonEntity, 'id' | 'name' | 'email' | 'phone'>;

/** A placement with its foster's details, read from the person it links; a volunteer reads the foster's name alone. */
function toPlacement(
  placement: TFosterPlacementEntity,
  label: TAnimalLabel,
  foster: TFosterContact,
  today: string,
  reader: TReader = WRITER,
): TFosterPlacement {
  return {
    id: placement.id,
    version: placement.version,
    ...label,
    personId: foster.id,
    fosterName: foster.name,
    fosterEmail: reader.mayReadConsole ? (foster.email ?? null) : null,
    fosterPhone: reader.mayReadConsole ? (foster.phone ?? null) : null,
    startDate: placement.startDate,
    endDate: placement.endDate ?? null,
    notes: placement.notes ?? null,
    current: placementState(placement, today) === 'current',
    scheduled: placementState(placement, today) === 'scheduled',
  };
}

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
  if (placementState(placement, today) !== 'scheduled') {
    const scheduled = inState('scheduled', today);
    others.$and?.push({ [raw(scheduled.sql, scheduled.params)]: [] });
  }
  const overlapping = await tx.findOne(FosterPlacementSchema, others, { orderBy: { startDate: 'asc' } });
  if (overlapping) throw conflict(overlapMessage(overlapping));
}

/** Newest start first; voided placements are left out. */
export async function listPlacements(em: EntityManager, calendar: TLazyCalendar, query: TFosterListQuery, reader: TReader): Promise<TPage<TFosterPlacement>> {
  const { today } = await calendar();
  const where = new SqlConditions('r.voided_at is null');
  if (query.animalId) where.add('r.animal_id = ?', query.animalId);
  if (query.status) {
    const state = inState(query.status, today);
    where.add(state.sql('r'), ...state.params);
  }
  if (query.from) where.add('r.start_date >= ?', query.from);
  if (query.to) where.add('r.start_date <= ?', query.to);
  if (query.q) {
    const like = likePattern(query.q);
    // A volunteer searches by name only: contact details they cannot read are no key to probe with.
    if (reader.mayReadConsole) where.add('(p.name ilike ? or p.email ilike ? or p.phone ilike ?)', like, like, like);
    else where.add('p.name ilike ?', like);
  }
  const joined = { columns: 'p.name as "fosterName", p.email as "fosterEmail", p.phone as "fosterPhone"', join: 'join people p on p.id = r.person_id' };
  const page = await selectLabelled<TFosterPlacementEntity, { fosterName: string; fosterEmail: string | null; fosterPhone: string | null }>(
    em,
    FosterPlacementSchema,
    { where, orderBy: 'r.start_date desc, r.id desc', joined },
    query,
  );
  const items = page.items.map((row) =>
    toPlacement(row, labelOfRow(row), { id: row.person, name: row.fosterName, email: row.fosterEmail, phone: row.fosterPhone }, today, reader),
  );
  return { items, total: page.total };
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
    return toPlacement(placement, labelOf(animal), person, cal.today);
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
    return toPlacement(placement, labelOf(animal), person, cal.today);
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
    return toPlacement(placement, labelOf(animal), await tx.findOneOrFail(PersonSchema, { id: placement.person }), cal.today);
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
