import { raw, type FilterQuery } from '@mikro-orm/core';
import { normalizeChipNumber } from '../../../src-shared/microchips.js';
import { likePattern } from '../../db/like-pattern.js';
import type { TAnimalEntity } from './animal.entity.js';

/**
 * The registry's search: `q` is found in the name, species or breed; in the animal ID however its
 * dashes are typed (A-2026-0001, a20260001, 2026-0001); and in the microchip number however it is
 * formatted (985 141 000…). Each match is a contains-match served by a trigram index.
 */
export function registrySearch(q: string): FilterQuery<TAnimalEntity>[] {
  const like = likePattern(q);
  const matches: FilterQuery<TAnimalEntity>[] = [{ name: { $ilike: like } }, { species: { $ilike: like } }, { breed: { $ilike: like } }];
  const compact = q.replace(/-/g, '');
  if (compact) matches.push({ [raw((alias) => `replace(${alias}.animal_id, '-', '')`)]: { $ilike: likePattern(compact) } });
  const chip = normalizeChipNumber(q);
  if (chip) matches.push({ microchipId: { $like: likePattern(chip) } });
  return matches;
}
