import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import type { TFosterHome, TFosterHomeListQuery } from '../../../src-shared/schemas/people.js';
import { likePattern } from '../../db/like-pattern.js';
import { selectPage, SqlConditions } from '../../db/sql-page.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { PERSON_COLUMNS, toPerson, type TPersonRow, type TReader } from './person-rows.js';

/**
 * The approved foster homes by name (erased people are no one's home), a page at a time, each with
 * the animals it has today (placements started and not ended, not voided, of a live animal) and
 * the room left: its capacity less those, below 0 when it holds more than its capacity; null
 * without a capacity. `q` looks for a name; `personId` answers one person's home, or none.
 */
export async function listFosterHomes(em: EntityManager, calendar: TLazyCalendar, query: TFosterHomeListQuery, reader: TReader): Promise<TPage<TFosterHome>> {
  const { today } = await calendar();
  const where = new SqlConditions('p.foster_approved_on is not null and p.anonymized_at is null');
  if (query.q) where.add('p.name ilike ?', likePattern(query.q));
  if (query.personId) where.add('p.id = ?', query.personId);
  const homes = await selectPage<TPersonRow>(em, { columns: PERSON_COLUMNS, from: 'people p', where, orderBy: 'p.name, p.id' }, query);
  const placed = await animalsWith(
    em,
    homes.items.map((home) => home.id),
    today,
  );
  return {
    items: homes.items.map((row) => {
      const current = placed.get(row.id) ?? [];
      return { person: toPerson(row, reader), current, capacityLeft: row.fosterCapacity === null ? null : row.fosterCapacity - current.length };
    }),
    total: homes.total,
  };
}

/** The animals with these homes on `day`, in one statement for the page, in the order they came. */
async function animalsWith(em: EntityManager, personIds: number[], day: string): Promise<Map<number, TFosterHome['current']>> {
  if (!personIds.length) return new Map();
  const rows = await em.execute<(TFosterHome['current'][number] & { personId: number })[]>(
    `select f.person_id as "personId", f.id as "placementId", a.id as "animalId", a.name as "animalName", a.animal_id as "animalCode",
            to_char(f.start_date, 'YYYY-MM-DD') as "startDate"
       from foster_care f join animals a on a.id = f.animal_id and a.voided_at is null
      where f.person_id in (?) and f.voided_at is null and f.start_date <= ? and (f.end_date is null or f.end_date > ?)
      order by f.start_date, f.id`,
    [personIds, day, day],
  );
  const byHome = new Map<number, TFosterHome['current']>();
  for (const { personId, ...animal } of rows) byHome.set(personId, [...(byHome.get(personId) ?? []), animal]);
  return byHome;
}
