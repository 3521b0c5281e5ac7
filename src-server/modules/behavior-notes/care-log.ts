import type { EntityManager } from '@mikro-orm/postgresql';
import { CARE_KINDS, type TCareKind } from '../../../src-shared/enums.js';
import type { TCareAnimal, TCareLog, TCareLogQuery } from '../../../src-shared/schemas/behavior-notes.js';
import { SqlConditions } from '../../db/sql-page.js';
import { invalid } from '../../domain-errors.js';
import type { TLazyCalendar } from '../settings/calendar.js';

/**
 * The daily-care rule (docs/domain.md#notes), in one place for the checklist and for whoever asks
 * "who was not walked today" (the notifications):
 *
 * - the animals it is for on a day are those **at the shelter** at the end of it: in care (a stay
 *   holds the day, as the census counts them) and not held by a foster placement, whose foster
 *   home walks and feeds them;
 * - an animal was **walked** that day when a live (not voided) note of kind Walk is dated that day.
 *
 * The stays come from stays_span_idx, the walks from behavior_notes_care_day_idx. Four parameters:
 * the day, each time.
 */
const AT_SHELTER = `
  select a.id, a.animal_id as code, a.name, a.species, a.status,
         exists (select 1 from behavior_notes n
                  where n.date = ?::date and n.kind = 'Walk' and n.animal_id = a.id and n.voided_at is null) as walked
    from stays s
    join animals a on a.id = s.animal_id and a.voided_at is null
   where daterange(s.intake_date, s.outcome_date, '[)') @> ?::date
     and not exists (select 1 from foster_care f
                      where f.animal_id = s.animal_id and f.voided_at is null and f.start_date >= s.intake_date
                        and f.start_date <= ?::date and (f.end_date is null or f.end_date > ?::date))`;

const atShelterParams = (day: string) => [day, day, day, day];

/** The animals at the shelter on `day` (docs/domain.md#notes), by name, with their species. */
export async function animalsAtShelter(em: EntityManager, day: string): Promise<{ id: number; species: string }[]> {
  return em
    .getConnection()
    .execute<{ id: number; species: string }[]>(
      `select id, species from (${AT_SHELTER}) here order by name, id`,
      atShelterParams(day),
      'all',
      em.getTransactionContext(),
    );
}

async function shelterCounts(em: EntityManager, day: string): Promise<{ total: string; at_shelter: string; not_walked: string }> {
  const [row] = await em
    .getConnection()
    .execute<{ at_shelter: string; not_walked: string }[]>(
      `select count(*) as at_shelter, count(*) filter (where not walked) as not_walked from (${AT_SHELTER}) here`,
      atShelterParams(day),
      'all',
      em.getTransactionContext(),
    );
  return { total: '0', at_shelter: row?.at_shelter ?? '0', not_walked: row?.not_walked ?? '0' };
}

/** How many animals at the shelter on `day` nobody walked (docs/domain.md#notes). */
export async function notWalkedCount(em: EntityManager, day: string): Promise<number> {
  return Number((await shelterCounts(em, day)).not_walked);
}

interface TAnimalRow {
  id: number;
  code: string;
  name: string;
  species: string;
  status: string;
  total: string;
  at_shelter: string;
  not_walked: string;
}

interface TEntryRow {
  id: number;
  animal_id: number;
  kind: TCareKind;
  note: string;
  observed_by: string | null;
  author_name: string | null;
}

const CARE_KIND_LIST = CARE_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * GET /api/care-log?date=: the day's checklist (the shelter's today unless another day is asked,
 * never a later one): the animals at the shelter by name, a page of them, each with the care-log
 * notes of the day and who wrote them; the count of those nobody walked.
 */
export async function careLog(em: EntityManager, calendar: TLazyCalendar, query: TCareLogQuery): Promise<TCareLog> {
  const { today } = await calendar();
  const day = query.date ?? today;
  if (day > today) throw invalid(`Care log date cannot be after today (${today})`, 'date');
  const where = new SqlConditions();
  if (query.species) where.add('species = ?', query.species);
  if (query.notWalked === 'true') where.add('not walked');
  // One round trip: the day's animals found once (materialized), then the page, its filtered count and the shelter's counts.
  const select = (limit: number | null, offset: number) =>
    em.getConnection().execute<TAnimalRow[]>(
      `with here as materialized (${AT_SHELTER})
       select id, code, name, species, status,
              (select count(*) from here where ${where.sql}) as total,
              (select count(*) from here) as at_shelter,
              (select count(*) from here where not walked) as not_walked
         from here where ${where.sql}
        order by name, id
        limit ? offset ?`,
      [...atShelterParams(day), ...where.params, ...where.params, limit, offset],
    );
  const rows = await select(query.limit ?? null, query.offset ?? 0);
  // A page past the end, or a filter nothing passes, carries no counts: the shelter's are asked apart.
  const counts = rows[0] ?? (query.offset ? (await select(1, 0))[0] : undefined) ?? (await shelterCounts(em, day));
  const entries = await entriesOf(
    em,
    day,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): TCareAnimal => ({
    animalId: row.id,
    animalName: row.name,
    animalCode: row.code,
    species: row.species,
    status: row.status,
    entries: (entries.get(row.id) ?? []).map((entry) => ({
      noteId: entry.id,
      kind: entry.kind,
      note: entry.note,
      observedBy: entry.observed_by,
      authorName: entry.author_name,
    })),
  }));
  return { date: day, total: Number(counts.total), atShelter: Number(counts.at_shelter), notWalked: Number(counts.not_walked), items };
}

/** The care-log notes of the day for these animals, by animal, in the order of CARE_KINDS, then as written. */
async function entriesOf(em: EntityManager, day: string, animalIds: number[]): Promise<Map<number, TEntryRow[]>> {
  const byAnimal = new Map<number, TEntryRow[]>();
  if (!animalIds.length) return byAnimal;
  const rows = await em.getConnection().execute<TEntryRow[]>(
    `select n.id, n.animal_id, n.kind, n.note, n.observed_by, u.name as author_name
       from behavior_notes n left join users u on u.id = n.author_id
      where n.date = ?::date and n.kind in (${CARE_KIND_LIST}) and n.voided_at is null
        and n.animal_id in (${animalIds.map(() => '?').join(', ')})
      order by array_position(array[${CARE_KIND_LIST}]::text[], n.kind::text), n.id`,
    [day, ...animalIds],
  );
  for (const row of rows) byAnimal.set(row.animal_id, [...(byAnimal.get(row.animal_id) ?? []), row]);
  return byAnimal;
}
