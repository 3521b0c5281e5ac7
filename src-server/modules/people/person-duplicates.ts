import type { EntityManager } from '@mikro-orm/postgresql';
import { MIN_PHONE_DIGITS } from '../../../src-shared/people.js';
import type { TDuplicatePair } from '../../../src-shared/schemas/people.js';
import { phoneDigitsSql } from './person.entity.js';
import { peopleByIds, type TReader } from './person-rows.js';

/** The most pairs the list shows: staff merge some and look again. */
export const MAX_DUPLICATE_PAIRS = 100;

/** How alike two names must be, as pg_trgm's similarity() judges them (1: the same words). */
const NAME_SIMILARITY = 0.8;

type TReason = TDuplicatePair['reason'];
type TPair = [first: number, second: number];

/**
 * One way people may be the same person, most certain first. Each is one statement over the
 * people not erased, answering at most `limit` groups of people who share a key; the list is
 * filled from the first until it is full, so a shelter with many duplicates is not read to the end.
 * Every key is a function of a column, so each statement reads the table once and groups by hash:
 * at 80,000 people a few tens of milliseconds each.
 */
interface TSearch {
  reason: TReason;
  sql: string;
}

const GROUPS: readonly TSearch[] = [
  {
    reason: 'Same e-mail',
    sql: `select array_agg(id) as ids from people where anonymized_at is null and email is not null
           group by lower(email) having count(*) > 1 order by min(id) limit ?`,
  },
  {
    // A person whose two numbers are one is one person: a group needs two ids.
    reason: 'Same phone',
    sql: `select array_agg(id) as ids
            from (select id, ${phoneDigitsSql('phone')} as key from people where anonymized_at is null and phone is not null
                  union all
                  select id, ${phoneDigitsSql('alt_phone')} from people where anonymized_at is null and alt_phone is not null) phones
           where length(key) >= ${MIN_PHONE_DIGITS}
           group by key having min(id) <> max(id) order by min(id) limit ?`,
  },
  {
    reason: 'Similar name',
    sql: `select array_agg(id) as ids from people where anonymized_at is null group by lower(name) having count(*) > 1 order by min(id) limit ?`,
  },
  {
    // Names alike but not the same: each name beside the next in alphabetical order, when both
    // begin alike, so the similarity is computed once per person rather than for every pair.
    reason: 'Similar name',
    sql: `select array[prev_id, id] as ids
            from (select id, lower(name) as name, lag(id) over w as prev_id, lag(lower(name)) over w as prev_name
                    from people where anonymized_at is null window w as (order by lower(name) collate "C", id)) n
           where prev_name <> name and left(prev_name, 3) = left(name, 3) and similarity(prev_name, name) > ${NAME_SIMILARITY}
           order by similarity(prev_name, name) desc, least(prev_id, id) limit ?`,
  },
];

/** A group's pairs: its oldest record with each of the others, the record they would merge into. */
function pairsOf(ids: number[]): TPair[] {
  const [first, ...others] = [...new Set(ids)].sort((a, b) => a - b);
  return first === undefined ? [] : others.map((other): TPair => [first, other]);
}

/**
 * Pairs of people who may be one (docs/domain.md#people): the same e-mail whatever its case, the
 * same phone digits (phone or alternate), or names alike; a pair is listed once, for its most
 * certain reason, and erased people never.
 */
export async function findDuplicates(em: EntityManager, reader: TReader): Promise<TDuplicatePair[]> {
  const found: { reason: TReason; pair: TPair }[] = [];
  const seen = new Set<string>();
  for (const search of GROUPS) {
    const room = MAX_DUPLICATE_PAIRS - found.length;
    if (room <= 0) break;
    const groups = await em.getConnection().execute<{ ids: number[] }[]>(search.sql, [room + seen.size]);
    for (const pair of groups.flatMap((group) => pairsOf(group.ids))) {
      const key = pair.join(':');
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ reason: search.reason, pair });
    }
  }
  const listed = found.slice(0, MAX_DUPLICATE_PAIRS);
  const people = new Map((await peopleByIds(em, [...new Set(listed.flatMap(({ pair }) => pair))], reader)).map((person) => [person.id, person]));
  return listed.flatMap(({ reason, pair: [first, second] }) => {
    const [a, b] = [people.get(first), people.get(second)];
    // One merged or erased between the statements is no pair any more.
    return a && b ? [{ reason, first: a, second: b }] : [];
  });
}
