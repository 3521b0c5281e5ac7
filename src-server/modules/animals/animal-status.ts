import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MANUAL_ANIMAL_STATUSES, type TAnimalStatus } from '../../../src-shared/enums.js';
import { conflict, notFound } from '../../domain-errors.js';
import { AnimalSchema, type TAnimalEntity } from './animal.entity.js';

/**
 * The one place an animal's status changes (docs/domain.md#statuses). Adopted and In Foster follow
 * from records only: a Completed adoption, a current foster placement. Staff may move an animal
 * between Available, Medical Hold and Behavioral Eval; an adopted or fostered animal changes
 * status through its adoption or placement, so status and records never disagree.
 */

export const ALREADY_ADOPTED = 'This animal has already been adopted';
export const ADOPTED_NOT_FOSTERED = 'This animal has been adopted and cannot go into foster care';
export const ALREADY_IN_FOSTER = 'This animal is already in foster care';
export const ADOPTED_BY_HAND = 'This animal is adopted: cancel its adoption to change its status';
export const FOSTERED_BY_HAND = 'This animal is in foster care: end its placement to change its status';
export const setOnlyByRecords = (status: 'Adopted' | 'In Foster') =>
  `${status} is set by ${status === 'Adopted' ? 'completing an adoption' : 'a current foster placement'}, not by hand`;

/** What a transition reads and writes of an animal. */
type TWithStatus = Pick<TAnimalEntity, 'status'>;

const isManual = (status: string): status is (typeof MANUAL_ANIMAL_STATUSES)[number] => (MANUAL_ANIMAL_STATUSES as readonly string[]).includes(status);

/** Refuses a status staff may not set by hand on an animal, or not on this one (Adopted, In Foster). */
export function assertManualStatusChange(current: string, next: TAnimalStatus): void {
  if (current === next) return;
  if (!isManual(next)) throw conflict(setOnlyByRecords(next));
  if (current === 'Adopted') throw conflict(ADOPTED_BY_HAND);
  if (current === 'In Foster') throw conflict(FOSTERED_BY_HAND);
}

/** A status chosen by staff, under assertManualStatusChange's rules. */
export function changeStatusByHand(animal: TWithStatus, next: TAnimalStatus): void {
  assertManualStatusChange(animal.status, next);
  animal.status = next;
}

/**
 * The animal, its row locked (`SELECT … FOR UPDATE`) until the transaction ends: a change that
 * depends on its status holds the lock, so two such changes cannot both pass their checks.
 */
export async function lockAnimal(tx: EntityManager, id: number): Promise<TAnimalEntity> {
  const animal = await tx.findOne(AnimalSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!animal) throw notFound('Animal');
  return animal;
}

/** An adoption, or an approval opening one, is refused for an animal already adopted. */
export function assertNotAdopted(animal: TWithStatus): void {
  if (animal.status === 'Adopted') throw conflict(ALREADY_ADOPTED);
}

/** A Completed adoption makes the animal Adopted, from any status but Adopted. */
export function adoptionCompleted(animal: TWithStatus): void {
  assertNotAdopted(animal);
  animal.status = 'Adopted';
}

/** An adoption leaving Completed (cancelled, reopened or voided) returns an Adopted animal to Available. */
export function adoptionUndone(animal: TWithStatus): void {
  if (animal.status === 'Adopted') animal.status = 'Available';
}

/**
 * A placement, current or past, is refused for an adopted or fostered animal; a current one puts
 * the animal In Foster.
 */
export function fosterPlacementStarted(animal: TWithStatus, current: boolean): void {
  if (animal.status === 'Adopted') throw conflict(ADOPTED_NOT_FOSTERED);
  if (animal.status === 'In Foster') throw conflict(ALREADY_IN_FOSTER);
  if (current) animal.status = 'In Foster';
}

/**
 * A placement starting after today leaves the status as it is until its day; it is refused only
 * for an adopted animal (overlapping placements are the foster service's refusal).
 */
export function fosterPlacementScheduled(animal: TWithStatus): void {
  if (animal.status === 'Adopted') throw conflict(ADOPTED_NOT_FOSTERED);
}

/**
 * A placement ended or voided returns an In Foster animal to Available, unless another of its
 * placements is current (asked only of a fostered animal).
 */
export async function fosterPlacementEnded(animal: TWithStatus, hasOtherCurrentPlacement: () => Promise<boolean>): Promise<void> {
  if (animal.status === 'In Foster' && !(await hasOtherCurrentPlacement())) animal.status = 'Available';
}

/**
 * Animals In Foster whose started placements have all ended go back to Available (a scheduled
 * placement does not keep them). Idempotent: run at start and hourly, it catches placements whose
 * future end date has been reached.
 */
export async function returnEndedFosters(em: EntityManager, today: string): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<{ id: number }[]>(
      `select a.id from animals a
        where a.status = 'In Foster' and a.voided_at is null
          and not exists (select 1 from foster_care f
                           where f.animal_id = a.id and f.voided_at is null and f.start_date <= ?
                             and (f.end_date is null or f.end_date >= ?))`,
      [today, today],
      'all',
      tx.getTransactionContext(),
    );
    if (!rows.length) return 0;
    // Changed through the ORM, so each return is audited and version-checked.
    const ended = await tx.find(AnimalSchema, { id: { $in: rows.map((row) => row.id) }, status: 'In Foster' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    for (const animal of ended) animal.status = 'Available';
    await tx.flush();
    return ended.length;
  });
}

/**
 * Animals with a scheduled placement whose start day has come go In Foster, as a placement made
 * that day would put them. An adopted animal is left as it is (its adoption voided the placement),
 * and so is a placement ending today, as ending one today returns the animal. Idempotent: run at
 * start and hourly, it catches a start day missed while the server was down.
 */
export async function startScheduledFosters(em: EntityManager, today: string): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<{ id: number }[]>(
      `select a.id from animals a
        where a.status not in ('In Foster', 'Adopted')
          and exists (select 1 from foster_care f
                       where f.animal_id = a.id and f.voided_at is null and f.start_date <= ?
                         and (f.end_date is null or f.end_date > ?))`,
      [today, today],
      'all',
      tx.getTransactionContext(),
    );
    if (!rows.length) return 0;
    // Changed through the ORM, so each start is audited and version-checked; the status is checked again under the lock.
    const starting = await tx.find(
      AnimalSchema,
      { id: { $in: rows.map((row) => row.id) }, status: { $nin: ['In Foster', 'Adopted'] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const animal of starting) fosterPlacementStarted(animal, true);
    await tx.flush();
    return starting.length;
  });
}
