import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import type { TPerson, TPersonExportQuery, TPersonListQuery } from '../../../src-shared/schemas/people.js';
import { likePattern } from '../../db/like-pattern.js';
import { SqlConditions } from '../../db/sql-page.js';
import { PERSON_SEARCH_MATCHES } from './person.entity.js';
import { selectPeople, type TReader } from './person-rows.js';

/** What a phone number is typed with besides its digits: "(555) 010-0100", "+1 555.010.0100". */
const PHONE_LIKE = /^[\d\s().+-]+$/;
const MIN_DIGITS = 3;

const FLAGS: Record<NonNullable<TPersonListQuery['flag']>, string> = {
  'Do not adopt': 'p.do_not_adopt',
  'Foster home approved': 'p.foster_approved_on is not null',
  'Volunteer active': 'p.volunteer_active',
};

/**
 * `q` as a contains-match on the search text of person.entity.ts, the expression its trigram index
 * holds: name, e-mail, address, and phones as written and as digits, so "5550100" finds
 * "555-0100" and a number typed with other punctuation is looked up by its digits too. For a
 * reader who may not see contact details the index only narrows the rows, and the name decides:
 * a volunteer cannot find whose e-mail or phone a text is.
 */
function addSearch(where: SqlConditions, q: string, reader: TReader): void {
  const like = likePattern(q);
  if (!reader.mayReadConsole) {
    where.add(`(${PERSON_SEARCH_MATCHES} and p.name ilike ?)`, like, like);
    return;
  }
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= MIN_DIGITS && digits !== q) {
    where.add(`(${PERSON_SEARCH_MATCHES} or ${PERSON_SEARCH_MATCHES})`, like, likePattern(digits));
  } else {
    where.add(PERSON_SEARCH_MATCHES, like);
  }
}

/** The people a list, an export or the console's search selects. Erased people are left out: they are no one to find or link any more. */
export function selectedPeople(query: TPersonExportQuery, reader: TReader): SqlConditions {
  const where = new SqlConditions('p.anonymized_at is null');
  if (query.q) addSearch(where, query.q, reader);
  if (query.role) where.add('p.roles @> array[?]::text[]', query.role);
  if (query.flag) where.add(FLAGS[query.flag]);
  return where;
}

/** People by name, then id, a page at a time (docs/domain.md#people); the records that name an erased person still lead to their page. */
export function listPeople(em: EntityManager, query: TPersonListQuery, reader: TReader): Promise<TPage<TPerson>> {
  return selectPeople(em, selectedPeople(query, reader), reader, query);
}

/** The export: every person the list selects, unpaged (the console's readers only: contact details are its point). */
export async function exportPeople(em: EntityManager, query: TPersonExportQuery, reader: TReader): Promise<TPerson[]> {
  return (await selectPeople(em, selectedPeople(query, reader), reader)).items;
}
