import type { EntityKey, ObjectQuery } from '@mikro-orm/core';
import { dateRange } from './filters.js';
import { likePattern } from './like-pattern.js';
import { SqlConditions } from './sql-page.js';

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

/**
 * recordListFilter for a hand-written statement (the record read as `r`): `date` and `text` are
 * columns. The lists moved off the entities use this one (docs/architecture.md#lists).
 */
export function recordConditions(query: TRecordListQuery, { date, text }: { date: string; text: string[] }): SqlConditions {
  const where = new SqlConditions('r.voided_at is null');
  if (query.animalId) where.add('r.animal_id = ?', query.animalId);
  if (query.from) where.add(`r.${date} >= ?`, query.from);
  if (query.to) where.add(`r.${date} <= ?`, query.to);
  if (query.q) {
    const like = likePattern(query.q);
    where.add(`(${text.map((column) => `r.${column} ilike ?`).join(' or ')})`, ...text.map(() => like));
  }
  return where;
}
