import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HOLD_STATUSES, IN_CARE_STATUSES, isInCare, OUTCOME_STATUSES } from '../../../src-shared/journey.js';
import { sqlList } from '../../db/sql-list.js';
import { conflict, notFound } from '../../domain-errors.js';
import { AnimalSchema, type TAnimalEntity } from './animal.entity.js';

/**
 * The one place an animal's status is set (docs/domain.md#statuses). It is derived, never chosen:
 * an animal without an open stay has its last outcome's status (Adopted, Transferred…); one in
 * care has its strongest active hold's (Quarantine, Stray Hold, Medical Hold, Behavioral Eval),
 * else In Foster while a placement holds it (from its start day until the day it ends, when the
 * animal is back), else Available. Services change the records, then
 * call syncStatus in the same transaction; the hourly job catches what the calendar changes
 * (holds ending, placements starting or ending). The column is kept so lists, the portal and the
 * dashboard filter on an index.
 */

export const ALREADY_ADOPTED = 'This animal has already been adopted';
export const ADOPTED_NOT_FOSTERED = 'This animal has been adopted and cannot go into foster care';
export const ALREADY_IN_FOSTER = 'This animal is already in foster care';
export const ADOPTED_BY_HAND = 'This animal is adopted: cancel its adoption to change its status';
export const FOSTERED_BY_HAND = 'This animal is in foster care: end its placement to change its status';
export const setOnlyByRecords = (status: 'Adopted' | 'In Foster') =>
  `${status} is set by ${status === 'Adopted' ? 'completing an adoption' : 'a current foster placement'}, not by hand`;
export const setByOutcome = (status: string) => `${status} is set by recording an outcome (POST /api/animals/{id}/outcome), not by hand`;
export const setByHold = (status: string) => `${status} is set by placing a hold (POST /api/animals/{id}/holds), not by hand`;
export const notInCare = (animal: Pick<TAnimalEntity, 'name' | 'status'>) => `${animal.name} is not in care (${animal.status}): record a new intake first`;

type TWithStatus = Pick<TAnimalEntity, 'status' | 'name'>;

/**
 * The animal, its row locked (`SELECT … FOR UPDATE`) until the transaction ends: a change that
 * depends on its status holds the lock, so two such changes cannot both pass their checks.
 */
export async function lockAnimal(tx: EntityManager, id: number): Promise<TAnimalEntity> {
  const animal = await tx.findOne(AnimalSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!animal) throw notFound('Animal');
  return animal;
}

/**
 * The animal, its row held shared (`SELECT … FOR SHARE`) until the transaction ends: a record
 * dated against the intake date holds it, so an intake correction (which locks the row for update)
 * cannot pass its check while such a record is being written, nor the record while it is.
 */
export async function holdAnimal(tx: EntityManager, id: number): Promise<TAnimalEntity> {
  const animal = await tx.findOne(AnimalSchema, { id }, { lockMode: LockMode.PESSIMISTIC_READ });
  if (!animal) throw notFound('Animal');
  return animal;
}

/** An adoption, or an approval opening one, is refused for an animal already adopted. */
export function assertNotAdopted(animal: TWithStatus): void {
  if (animal.status === 'Adopted') throw conflict(ALREADY_ADOPTED);
}

/** What only an animal in care can have: an adoption, a hold, a move, an outcome. */
export function assertInCare(animal: TWithStatus): void {
  assertNotAdopted(animal);
  if (!isInCare(animal.status)) throw conflict(notInCare(animal));
}

/**
 * A placement needs an animal in care; one that has started (current or past) is refused while
 * the animal is in foster care (a scheduled one only may not overlap: the foster service's rule).
 */
export function assertFosterable(animal: TWithStatus, started: boolean): void {
  if (animal.status === 'Adopted') throw conflict(ADOPTED_NOT_FOSTERED);
  if (!isInCare(animal.status)) throw conflict(notInCare(animal));
  if (started && animal.status === 'In Foster') throw conflict(ALREADY_IN_FOSTER);
}

const HOLD_ORDER = Object.keys(HOLD_STATUSES);
const caseOf = (column: string, map: Record<string, string>) =>
  `case ${column} ${Object.entries(map)
    .map(([from, to]) => `when ${sqlList([from])} then ${sqlList([to])}`)
    .join(' ')} end`;

/**
 * Each animal's status as its records give it on `today`, beside the stored one. One parameter
 * list: today three times, then the ids (or none, for every animal in care or said to be).
 */
const DERIVED = (where: string) => `
  select a.id, a.status,
         case when s.id is null then coalesce(${caseOf('last.outcome_type', OUTCOME_STATUSES)}, a.status)
              when h.hold_type is not null then ${caseOf('h.hold_type', HOLD_STATUSES)}
              when exists (select 1 from foster_care f where f.animal_id = a.id and f.voided_at is null
                              and f.start_date <= ? and (f.end_date is null or f.end_date > ?)) then 'In Foster'
              else 'Available' end as derived
    from animals a
    left join stays s on s.animal_id = a.id and s.outcome_date is null
    left join lateral (select outcome_type from stays l where l.animal_id = a.id order by l.intake_date desc, l.id desc limit 1) last on s.id is null
    left join lateral (select hold_type from holds h where h.stay_id = s.id and h.voided_at is null and h.start_date <= ?
                          and (h.end_date is null or h.end_date > ?) and (h.released_on is null or h.released_on > ?)
                        order by array_position(array[${sqlList(HOLD_ORDER)}]::text[], h.hold_type::text) limit 1) h on true
   where ${where}`;

/**
 * Sets the status of these animals from their records, in the caller's transaction: pending
 * changes are flushed first so the records read are the ones just written, and the status is
 * written with the caller's next flush (or its commit), with the animal's other changes. Changed
 * through the ORM, so each change is audited and version-checked. Returns how many changed.
 */
export async function syncStatus(tx: EntityManager, ids: number[], today: string): Promise<number> {
  if (!ids.length) return 0;
  await tx.flush();
  return applyDerived(tx, DERIVED('a.id in (?)'), [today, today, today, today, today, ids]);
}

async function applyDerived(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.getConnection().execute<{ id: number; status: string; derived: string }[]>(sql, params, 'all', tx.getTransactionContext());
  const changed = rows.filter((row) => row.derived !== row.status);
  if (!changed.length) return 0;
  const derived = new Map(changed.map((row) => [row.id, row.derived]));
  const animals = await tx.find(AnimalSchema, { id: { $in: [...derived.keys()] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  for (const animal of animals) animal.status = derived.get(animal.id) ?? animal.status;
  return animals.length;
}

/**
 * The hourly sweep (jobs.ts): every animal in care, or said to be, gets the status its records
 * give it today, so holds that ended and placements that started or ended show. Idempotent: run
 * at start and hourly, it catches a day missed while the server was down.
 */
export async function syncStatusesInCare(em: EntityManager, today: string): Promise<number> {
  return em.transactional((tx) =>
    applyDerived(tx, DERIVED(`(s.id is not null or a.status in (${sqlList(IN_CARE_STATUSES)})) and a.voided_at is null`), [today, today, today, today, today]),
  );
}
