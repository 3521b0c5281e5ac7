import { likePattern } from './like-pattern.js';
import { SqlConditions } from './sql-page.js';

interface TRecordListQuery {
  animalId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/**
 * What every list of correctable records selects before its own filters, the record read as `r`
 * (docs/architecture.md#lists): voided rows left out, `animalId` one animal's, `from`/`to` an
 * inclusive range of the `date` column, and `q` a case-insensitive match in any of the `text` columns.
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
