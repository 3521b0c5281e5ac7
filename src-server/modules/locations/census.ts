import type { EntityManager } from '@mikro-orm/postgresql';
import type { TCensus } from '../../../src-shared/schemas/locations.js';
import type { ReadCache } from '../../db/read-cache.js';
import { invalid } from '../../domain-errors.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { comparePaths, locationPaths } from './locations.service.js';
import { inFosterWith } from './whereabouts.js';

interface TRow {
  id: number;
  code: string;
  name: string;
  species: string;
  status: string;
  intake_date: string;
  foster_id: number | null;
  foster_name: string | null;
  foster_since: string | null;
  location_id: number | null;
  moved_on: string | null;
}

/**
 * Every animal in care at the end of a day, with where it was: the stays whose span holds the day
 * (answered from stays_span_idx), each with its placement or its latest move by then. The stays
 * are found apart (a materialized CTE): planned together with the joins, PostgreSQL chose a
 * parallel scan of every stay, building each one's daterange, for today's census (200 ms and more
 * at 100,000 animals, against 1 ms from the index).
 */
const CENSUS = `
  with s as materialized (select id, animal_id, intake_date from stays where daterange(intake_date, outcome_date, '[)') @> ?::date)
  select a.id, a.animal_id as code, a.name, a.species, a.status, to_char(s.intake_date, 'YYYY-MM-DD') as intake_date,
         f.person_id as foster_id, p.name as foster_name, to_char(f.start_date, 'YYYY-MM-DD') as foster_since, m.location_id, to_char(m.moved_on, 'YYYY-MM-DD') as moved_on
    from s
    join animals a on a.id = s.animal_id and a.voided_at is null
    left join lateral (select person_id, start_date from foster_care f
                        where f.animal_id = s.animal_id and f.voided_at is null and f.start_date >= s.intake_date
                          and f.start_date <= ?::date and (f.end_date is null or f.end_date > ?::date)
                        order by f.start_date desc limit 1) f on true
    left join people p on p.id = f.person_id
    left join lateral (select location_id, moved_on from animal_moves m
                        where m.stay_id = s.id and m.moved_on <= ?::date order by m.moved_on desc, m.id desc limit 1) m on true
   order by a.name, a.id`;

/** The census's group of animals in care with no location or foster home on record. */
export const NO_LOCATION = 'No location recorded';

/**
 * GET /api/census?date=: the day's animals in care by location, foster homes after the buildings.
 * Kept per day until the next write (db/read-cache.ts): the whole shelter's list, asked for again
 * by every screen that prints or refreshes it.
 */
export async function census(em: EntityManager, calendar: TLazyCalendar, cache: ReadCache<TCensus>, date: string | undefined): Promise<TCensus> {
  const { today } = await calendar();
  const day = date ?? today;
  if (day > today) throw invalid(`Census date cannot be after today (${today})`, 'date');
  return cache.get(day, () => censusOn(em, day));
}

async function censusOn(em: EntityManager, day: string): Promise<TCensus> {
  const [rows, paths] = await Promise.all([em.getConnection().execute<TRow[]>(CENSUS, [day, day, day, day]), locationPaths(em)]);
  const groups = new Map<string, TCensus['groups'][number]>();
  for (const row of rows) {
    const [key, label, locationId] =
      row.foster_id !== null
        ? [`foster ${row.foster_id}`, inFosterWith(row.foster_name ?? ''), null]
        : row.location_id !== null
          ? [`location ${row.location_id}`, paths.get(row.location_id) ?? 'Unknown location', row.location_id]
          : ['none', NO_LOCATION, null];
    const group = groups.get(key) ?? { locationId, label, animals: [] };
    group.animals.push({
      id: row.id,
      animalCode: row.code,
      name: row.name,
      species: row.species,
      status: row.status,
      since: row.foster_since ?? row.moved_on ?? row.intake_date,
      intakeDate: row.intake_date,
    });
    groups.set(key, group);
  }
  const rank = (group: TCensus['groups'][number]) => (group.locationId !== null ? 0 : group.label === NO_LOCATION ? 2 : 1);
  const ordered = [...groups.values()].sort((a, b) => rank(a) - rank(b) || comparePaths(a.label, b.label));
  return { date: day, total: rows.length, groups: ordered };
}
