import { normalizeChipNumber } from '../../../src-shared/microchips.js';
import { likePattern, prefixPattern } from '../../db/like-pattern.js';
import type { SqlConditions } from '../../db/sql-page.js';

/**
 * The shortest whole microchip number (AVID's 9 digits; 10 hexadecimal characters, ISO's 15
 * digits). Text this long is a number read off a tag or a scanner: it is found as the start or the
 * end of a chip, each from a btree index. Shorter text is a contains-match on the trigram index,
 * which long runs of digits read badly: a shelter buys its chips in boxes of consecutive numbers,
 * which share nearly every trigram, so one number's trigrams pointed at hundreds of chips
 * (bench/README.md, issue 26).
 */
export const WHOLE_CHIP_LENGTH = 9;

/** The pattern that finds a whole chip number as the end of a chip, on the index of the reversed chips. */
export const chipEndPattern = (chip: string) => prefixPattern([...chip].reverse().join(''));

/**
 * The registry's search on the animal `a`: `q` is found in the name, species or breed; in the
 * animal ID however its dashes are typed (A-2026-0001, a20260001, 2026-0001); and in the microchip
 * number however it is formatted (985 141 000…), a whole number's start or end as above. Each
 * match is served by an index, so each expression is the one its index is built on
 * (animal.entity.ts).
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
  if (chip.length >= WHOLE_CHIP_LENGTH) {
    matches.push('a.microchip_id like ?', 'reverse(a.microchip_id) like ?');
    params.push(prefixPattern(chip), chipEndPattern(chip));
  } else if (chip) {
    matches.push('a.microchip_id like ?');
    params.push(likePattern(chip));
  }
  where.add(`(${matches.join(' or ')})`, ...params);
}
