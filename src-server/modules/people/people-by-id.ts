import type { EntityManager } from '@mikro-orm/postgresql';
import { PersonSchema, type TPersonEntity } from './person.entity.js';

/** The people a page of records links, by id, in one query whatever the page's length. */
export async function peopleById(em: EntityManager, ids: readonly (number | null | undefined)[]): Promise<Map<number, TPersonEntity>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const people = wanted.length ? await em.find(PersonSchema, { id: { $in: wanted } }) : [];
  return new Map(people.map((person) => [person.id, person]));
}
