import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import type { TCareItemStatus, TCareItemType } from '../../../src-shared/enums.js';
import { IN_CARE_STATUSES } from '../../../src-shared/journey.js';
import type { TDueItem, TDueList, TDueListQuery } from '../../../src-shared/schemas/care-plans.js';
import { isoInstant } from '../../db/iso-instant.js';
import type { ReadCache } from '../../db/read-cache.js';
import { SqlConditions } from '../../db/sql-page.js';
import { sqlList } from '../../db/sql-list.js';
import { locationPaths } from '../locations/locations.service.js';
import { doseDetail } from './care-items.js';
import type { TLazyCalendar } from '../settings/calendar.js';

/** The due list's default range: from today to this many days ahead, today included (a week). */
export const DUE_LIST_DAYS = 7;

/**
 * The items due on or before a day (`?`) of the live animals in care (docs/domain.md#due-list),
 * which the due list and the bell both count. An animal that left keeps its plan as it was, and
 * shows again when it comes back. The items are read animal by animal (care_plan_items_animal_idx),
 * not from care_plan_items_due_idx's range: over the years that index fills with the items left
 * due by the animals that left (79,000 at 100,000 animals, against about 1,000 of the animals in
 * care), which such a scan must pass over. `offset 0` keeps PostgreSQL from flattening the lateral
 * subquery into a join, as which it chose that scan (45–200 ms against 12–35 ms, on a loaded machine).
 */
function dueItems(to: string): { from: string; where: SqlConditions; params: () => unknown[] } {
  const from = `animals a cross join lateral (select i.id, i.due_date, i.item_type from care_plan_items i
                                               where i.animal_id = a.id and i.status = 'Due' and i.due_date <= ? offset 0) i`;
  const where = new SqlConditions('a.voided_at is null', `a.status in (${sqlList(IN_CARE_STATUSES)})`);
  return { from, where, params: () => [to, ...where.params] };
}

/** The animal's current placement with a foster home, as the census reads it; `?` twice: today. */
const FOSTERED = `exists (select 1 from foster_care f where f.animal_id = a.id and f.voided_at is null
                            and f.start_date <= ? and (f.end_date is null or f.end_date > ?))`;

/**
 * An animal at this location or one under it (a room's kennels, a building's rooms), by the
 * latest move of its open stay, and not in foster care: `?` the location, then today twice.
 */
const AT_LOCATION = `exists (select 1 from stays s
                              join lateral (select m.location_id from animal_moves m where m.stay_id = s.id
                                             order by m.moved_on desc, m.id desc limit 1) m on true
                             where s.animal_id = a.id and s.outcome_date is null
                               and m.location_id in (with recursive under(id) as (select id from locations where id = ?
                                                                                  union all select l.id from locations l join under on l.parent_id = under.id)
                                                     select id from under))
                     and not ${FOSTERED}`;

interface TDueRow {
  overdue: string;
  today: string;
  upcoming: string;
  id: number | null;
  version: number;
  animalId: number;
  animalName: string;
  animalCode: string;
  itemType: TCareItemType;
  name: string;
  dueDate: string;
  doseOfDay: number | null;
  status: TCareItemStatus;
  protocolId: number | null;
  courseId: number | null;
  dose: string | null;
  route: string | null;
  medicalRecordId: number | null;
  skipReason: string | null;
  doneBy: string | null;
  doneAt: string | null;
  species: string;
  locationId: number | null;
  inFoster: boolean;
}

/**
 * GET /api/medical/due: the items due up to `to` (a week from today by default) of the animals
 * in care, overdue ones included unless `from` cuts them off, by day, then animal, a page at a
 * time. Kept by the shelter's day and the query until the next write (db/read-cache.ts): the
 * morning round reads it again after each item given, and the bell's panel links to it.
 */
export async function dueList(em: EntityManager, calendar: TLazyCalendar, cache: ReadCache<TDueList>, query: TDueListQuery): Promise<TDueList> {
  const { today } = await calendar();
  const key = JSON.stringify([today, query.from, query.to, query.type, query.locationId, query.limit, query.offset]);
  return cache.get(key, () => dueListOn(em, today, query));
}

/**
 * The due list as of `today`, in one statement: the matching items are gathered once (dueItems),
 * counted by overdue, today and later, and the page's rows given their details, the animal's
 * kennel and whether it is in foster. A page past the end still has the counts' row to answer with.
 */
async function dueListOn(em: EntityManager, today: string, query: TDueListQuery): Promise<TDueList> {
  const { from, where, params } = dueItems(query.to ?? addDays(today, DUE_LIST_DAYS - 1));
  if (query.from) where.add('i.due_date >= ?', query.from);
  if (query.type) where.add('i.item_type = ?', query.type);
  if (query.locationId) where.add(AT_LOCATION, query.locationId, today, today);
  const statement = `
    with due as materialized (select i.id, i.due_date, a.name from ${from} where ${where.sql}),
         page as (select id from due order by due_date, name, id limit ? offset ?)
    select c.overdue, c.today, c.upcoming,
           i.id, i.version, a.id as "animalId", a.name as "animalName", a.animal_id as "animalCode",
           i.item_type as "itemType", i.name, to_char(i.due_date, 'YYYY-MM-DD') as "dueDate", i.dose_of_day as "doseOfDay", i.status,
           i.protocol_id as "protocolId", i.course_id as "courseId", tc.dose, tc.route,
           i.medical_record_id as "medicalRecordId", i.skip_reason as "skipReason", u.name as "doneBy", ${isoInstant('i.done_at')} as "doneAt",
           a.species, m.location_id as "locationId", coalesce(f.fostered, false) as "inFoster"
      from (select count(*) filter (where due_date < ?) as overdue, count(*) filter (where due_date = ?) as today,
                   count(*) filter (where due_date > ?) as upcoming from due) c
      left join page p on true
      left join care_plan_items i on i.id = p.id
      left join animals a on a.id = i.animal_id
      left join treatment_courses tc on tc.id = i.course_id
      left join users u on u.id = i.done_by_id
      left join stays s on s.animal_id = a.id and s.outcome_date is null
      left join lateral (select m.location_id from animal_moves m where m.stay_id = s.id order by m.moved_on desc, m.id desc limit 1) m on true
      left join lateral (select true as fostered where ${FOSTERED}) f on true
     order by i.due_date, a.name, i.id`;
  const [rows, paths] = await Promise.all([
    em.getConnection().execute<TDueRow[]>(statement, [...params(), query.limit, query.offset, today, today, today, today, today]),
    locationPaths(em),
  ]);
  const counts = rows[0];
  const items = rows.flatMap(({ overdue: _o, today: _t, upcoming: _u, id, locationId, inFoster, dose, route, ...row }): TDueItem[] =>
    id === null
      ? []
      : [
          {
            id,
            ...row,
            detail: dose !== null && route !== null ? doseDetail({ dose, route }) : null,
            inFoster,
            location: inFoster || locationId === null ? null : (paths.get(locationId) ?? 'Unknown location'),
          },
        ],
  );
  const [overdue, dueToday, upcoming] = [counts?.overdue, counts?.today, counts?.upcoming].map(Number) as [number, number, number];
  return { items, total: overdue + dueToday + upcoming, overdue, today: dueToday, upcoming };
}

/** The bell's and the dashboard's figures: the items overdue and due today of the animals in care. */
export async function treatmentsDueToday(em: EntityManager, today: string): Promise<{ overdue: number; today: number }> {
  const { from, where, params } = dueItems(today);
  const [row] = await em
    .getConnection()
    .execute<{ overdue: string; today: string }[]>(
      `select count(*) filter (where i.due_date < ?) as overdue, count(*) filter (where i.due_date = ?) as today from ${from} where ${where.sql}`,
      [today, today, ...params()],
    );
  return { overdue: Number(row?.overdue ?? 0), today: Number(row?.today ?? 0) };
}
