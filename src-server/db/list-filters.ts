import type { EntityKey, ObjectQuery } from '@mikro-orm/core';
import { dateRange } from './filters.js';
import { likePattern } from './like-pattern.js';

interface TRecordListQuery {
  animalId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/**
 * What every list of correctable records selects before its own filters: voided rows left out,
 * `animalId` one animal's, `from`/`to` an inclusive range of the `date` property, and `q`
 * a case-insensitive match in any of the `text` properties.
 */
export function recordListFilter<T>(query: TRecordListQuery, { date, text }: { date: EntityKey<T>; text: EntityKey<T>[] }): ObjectQuery<T> {
  const where: Record<string, unknown> = { voidedAt: null };
  if (query.animalId) where.animal = query.animalId;
  const dates = dateRange(query);
  if (dates) where[date] = dates;
  if (query.q) {
    const like = likePattern(query.q);
    where.$or = text.map((property) => ({ [property]: { $ilike: like } }));
  }
  return where as ObjectQuery<T>;
}
