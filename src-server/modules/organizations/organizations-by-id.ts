import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganizationSchema, type TOrganizationEntity } from './organization.entity.js';

/** The organizations a page of records links, by id, in one query whatever the page's length. */
export async function organizationsById(em: EntityManager, ids: readonly (number | null | undefined)[]): Promise<Map<number, TOrganizationEntity>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const organizations = wanted.length ? await em.find(OrganizationSchema, { id: { $in: wanted } }) : [];
  return new Map(organizations.map((organization) => [organization.id, organization]));
}
