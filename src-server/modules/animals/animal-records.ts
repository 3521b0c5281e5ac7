import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import { entityColumns, selectPage, type SqlConditions, type TPageQuery } from '../../db/sql-page.js';
import { notFound } from '../../domain-errors.js';
import type { TAnimalLabel } from './animal-labels.js';

/** A record read with its animal's name and ID beside its own columns. */
export type TLabelledRow<E> = E & { animalName: string; animalCode: string };

export const labelOfRow = (row: TLabelledRow<{ animal: number }>): TAnimalLabel => ({
  animalId: row.animal,
  animalName: row.animalName,
  animalCode: row.animalCode,
});

/**
 * A page of one kind of animals' records (a table with `animal_id`, read as `r`), each row with its
 * animal's label, in one statement and without an entity built (docs/architecture.md#lists). The
 * join leaves out a voided animal's records, as the entities' filter on animals does. `joined` adds
 * what the answer reads from another table (a user's name), to the same statement.
 */
export async function selectLabelled<E extends { animal: number }, J extends object = object>(
  em: EntityManager,
  entity: EntityName<E>,
  { where, orderBy, joined }: { where: SqlConditions; orderBy: string; joined?: { columns: string; join: string } },
  page: TPageQuery,
): Promise<TPage<TLabelledRow<E> & J>> {
  const columns = `${entityColumns(em, entity, 'r')}, a.name as "animalName", a.animal_id as "animalCode"${joined ? `, ${joined.columns}` : ''}`;
  const from = `${em.getMetadata(entity).tableName} r join animals a on a.id = r.animal_id and a.voided_at is null${joined ? ` ${joined.join}` : ''}`;
  return selectPage<TLabelledRow<E> & J>(em, { columns, from, where, orderBy }, page);
}

/**
 * One animal's list (a tab of its page): an animal that does not exist, or was voided, is a 404.
 * A row found proves the animal, so it is looked up only for an empty list.
 */
export async function ofAnimal<T>(em: EntityManager, animalId: number, page: TPage<T>): Promise<TPage<T>> {
  if (page.total === 0) await assertAnimalFound(em, animalId);
  return page;
}

/** A 404 for an animal that does not exist or was voided. */
export async function assertAnimalFound(em: EntityManager, animalId: number): Promise<void> {
  const found = await em.getConnection().execute<{ id: number }[]>('select id from animals where id = ? and voided_at is null', [animalId]);
  if (!found.length) throw notFound('Animal');
}
