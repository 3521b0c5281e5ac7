import { normalizeChipNumber } from '../../../src-shared/microchips.js';
import { likePattern } from '../../db/like-pattern.js';
import type { SqlConditions } from '../../db/sql-page.js';

/**
 * The registry's search on the animal `a`: `q` is found in the name, species or breed; in the
 * animal ID however its dashes are typed (A-2026-0001, a20260001, 2026-0001); and in the microchip
 * number however it is formatted (985 141 000…). Each match is a contains-match served by a trigram
 * index, so each expression is the one its index is built on (animal.entity.ts).
 */
export function addRegistrySearch(where: SqlConditions, q: string): void {
  const like = likePattern(q);
  const matches = ['a.name ilike ?', 'a.species ilike ?', 'a.breed ilike ?'];
  const params = [like, like, like];
  const compact = q.replace(/-/g, '');
  if (compact) {
    matches.push(`replace(a.animal_id, '-', '') ilike ?`);
    params.push(likePattern(compact));
  }
  const chip = normalizeChipNumber(q);
  if (chip) {
    matches.push('a.microchip_id like ?');
    params.push(likePattern(chip));
  }
  where.add(`(${matches.join(' or ')})`, ...params);
}
