import type { EntityManager } from '@mikro-orm/postgresql';
import { MIN_PHONE_DIGITS } from '../../../src-shared/people.js';
import type { TDuplicatePair } from '../../../src-shared/schemas/people.js';
import { phoneDigitsSql } from './person.entity.js';
import type { ReadCache } from '../../db/read-cache.js';
import { peopleByIds, type TReader } from './person-rows.js';

/** The most pairs the list shows: staff merge some and look again. */
export const MAX_DUPLICATE_PAIRS = 100;

type TReason = TDuplicatePair['reason'];
type TPair = [first: number, second: number];

/**
 * One way people may be the same person, most certain first. Each is one statement over the
 * people not erased, answering at most `limit` groups of people who share a key; the list is
 * filled from the first until it is full, so a shelter with many duplicates is not read to the end.
 * Every key is a function of a column, so each statement reads the table once and groups by hash:
 * at 80,000 people 50-100 ms each on a loaded two-core machine (docs/domain.md#people).
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
    // A person whose two numbers are one is one person: a group needs two ids. The digits are
    // counted on the group (min: its keys are all one), as PostgreSQL would count them on each row
    // and so compute every key twice.
    reason: 'Same phone',
    sql: `select array_agg(id) as ids
            from (select id, ${phoneDigitsSql('phone')} as key from people where anonymized_at is null and phone is not null
                  union all
                  select id, ${phoneDigitsSql('alt_phone')} from people where anonymized_at is null and alt_phone is not null) phones
           group by key having length(min(key)) >= ${MIN_PHONE_DIGITS} and min(id) <> max(id) order by min(id) limit ?`,
  },
  {
    // The same name once case, spaces and the punctuation of names are set aside: "Mary-Ann
    // O'Neil", "maryann oneil". Spelling alike (pg_trgm's similarity) is not asked: even between
    // alphabetical neighbours only, it cost 120-200 ms at 80,000 people, the whole list's budget.
    reason: 'Similar name',
    sql: `select array_agg(id) as ids from people where anonymized_at is null
           group by translate(lower(name), ' -''’.,', '') having count(*) > 1 order by min(id) limit ?`,
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
export function findDuplicates(em: EntityManager, reader: TReader, cache: ReadCache<TDuplicatePair[]>): Promise<TDuplicatePair[]> {
  // Only the console's readers ask (a volunteer is refused), so one answer serves them all.
  return cache.get('pairs', () => duplicatePairs(em, reader));
}

async function duplicatePairs(em: EntityManager, reader: TReader): Promise<TDuplicatePair[]> {
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
