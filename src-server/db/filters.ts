import type { EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

export function pageOptions(query: { limit?: number | undefined; offset?: number | undefined }): { limit?: number; offset?: number } {
  return { ...(query.limit !== undefined ? { limit: query.limit } : {}), ...(query.offset !== undefined ? { offset: query.offset } : {}) };
}

/**
 * A list's rows with the whole list's size. Only a page is counted: unpaged (an animal's tabs ask
 * so), the rows are the whole list, and a count statement would be thrown away (trpc/lists.ts sends
 * the size only for a page).
 */
export async function findPage<E extends object>(
  em: EntityManager,
  entity: EntityName<E>,
  where: FilterQuery<E>,
  options: Pick<FindOptions<E>, 'orderBy'>,
  query: { limit?: number | undefined; offset?: number | undefined },
): Promise<[E[], number]> {
  if (query.limit === undefined && query.offset === undefined) {
    const rows = (await em.find(entity, where, { orderBy: options.orderBy })) as E[];
    return [rows, rows.length];
  }
  const [rows, total] = await em.findAndCount(entity, where, { orderBy: options.orderBy, ...pageOptions(query) });
  return [rows as E[], total];
}
