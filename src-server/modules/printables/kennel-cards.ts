import type { EntityManager } from '@mikro-orm/postgresql';
import type { TCensus } from '../../../src-shared/schemas/locations.js';
import { KENNEL_CARDS_QUERY_MESSAGE, type TKennelCard, type TKennelCards, type TKennelCardsQuery } from '../../../src-shared/schemas/printables.js';
import type { TCaches } from '../../caches.js';
import type { ReadCache } from '../../db/read-cache.js';
import { invalid, notFound } from '../../domain-errors.js';
import { isActiveHold } from '../journey/stays.js';
import { census, NO_LOCATION } from '../locations/census.js';
import { listLocations } from '../locations/locations.service.js';
import { ADOPTION_PENDING } from '../public/public.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { printAnimal, printAnimals, printed } from './print-animals.js';

type TGroup = TCensus['groups'][number];

/**
 * The cards for a kennel door (docs/domain.md#printables): one animal's, or those of every animal
 * in care at a location and the locations inside it, in the census's order (a building prints its
 * rooms' kennels one after another). Each card carries what staff must know at the door: the
 * handling warnings, a pending adoption, a hold.
 */
export async function kennelCards(
  em: EntityManager,
  calendar: TLazyCalendar,
  caches: Pick<TCaches, 'census' | 'kennelCards'>,
  origin: string,
  query: TKennelCardsQuery,
): Promise<TKennelCards> {
  // A room's batch reads a card's worth for each of its animals: kept until the next write, as the census it starts from.
  const { today } = await calendar();
  const key = JSON.stringify([today, origin, query.locationId, query.animalId]);
  return caches.kennelCards.get(key, () => kennelCardsOf(em, calendar, caches.census, origin, query));
}

async function kennelCardsOf(
  em: EntityManager,
  calendar: TLazyCalendar,
  cache: ReadCache<TCensus>,
  origin: string,
  query: TKennelCardsQuery,
): Promise<TKennelCards> {
  const [paper, { groups }] = await Promise.all([printed(em, calendar), census(em, calendar, cache, undefined)]);
  if (query.locationId !== undefined) {
    const locations = await listLocations(em);
    const location = locations.find((candidate) => candidate.id === query.locationId);
    if (!location) throw notFound('Location');
    const within = new Set([location.id]);
    // In path order a location's descendants follow it, so one pass gathers the whole subtree.
    for (const candidate of locations) if (candidate.parentId !== null && within.has(candidate.parentId)) within.add(candidate.id);
    const there = groups.filter((group) => group.locationId !== null && within.has(group.locationId));
    const placed = new Map(there.flatMap((group) => group.animals.map((animal) => [animal.id, group.label] as const)));
    const animals = await printAnimals(em, [...placed.keys()], origin);
    const cards = await cardsFor(
      em,
      paper.today,
      animals.map(({ animal }) => animal),
      (id) => placed.get(id) ?? null,
    );
    return { ...paper, title: `Kennel cards — ${location.path}`, cards };
  }
  if (query.animalId === undefined) throw invalid(KENNEL_CARDS_QUERY_MESSAGE);
  const { animal } = await printAnimal(em, query.animalId, origin);
  const group = groups.find((candidate) => candidate.animals.some((inCare) => inCare.id === animal.id));
  const cards = await cardsFor(em, paper.today, [animal], () => placeOf(group));
  return { ...paper, title: `Kennel card — ${animal.name}`, cards };
}

/** A location's path or a foster home; nothing when the census has no place for the animal. */
const placeOf = (group: TGroup | undefined) => (group && group.label !== NO_LOCATION ? group.label : null);

/** An active hold's reach, as cards read it. */
interface THoldRow {
  animal_id: number;
  startDate: string;
  endDate: string | null;
  releasedOn: string | null;
}

async function cardsFor(em: EntityManager, today: string, animals: TKennelCard['animal'][], location: (id: number) => string | null): Promise<TKennelCard[]> {
  const ids = animals.map((animal) => animal.id);
  if (!ids.length) return [];
  // Rows, not entities: a room's batch is a hundred animals or more, and nothing here changes them.
  const list = ids.map(() => '?').join(', ');
  const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
  const [holds, warnings, pending] = await Promise.all([
    em.execute<THoldRow[]>(
      `select animal_id, ${day('start_date')} as "startDate", ${day('end_date')} as "endDate", ${day('released_on')} as "releasedOn"
         from holds where voided_at is null and start_date <= ? and animal_id in (${list})`,
      [today, ...ids],
    ),
    em.execute<{ animal_id: number; note: string; date: string }[]>(
      `select animal_id, note, ${day('date')} as date from behavior_notes
        where kind = 'Handling warning' and voided_at is null and animal_id in (${list}) order by date desc, id desc`,
      ids,
    ),
    em.execute<{ id: number }[]>(`select a.id from animals a where a.id in (${list}) and ${ADOPTION_PENDING}`, ids),
  ]);
  const pendingIds = new Set(pending.map((row) => row.id));
  return animals.map((animal) => {
    const active = holds.filter((hold) => hold.animal_id === animal.id && isActiveHold({ ...hold, voidedAt: null }, today));
    const ends = active.flatMap((hold) => (hold.endDate ? [hold.endDate] : [])).sort();
    return {
      animal,
      location: location(animal.id),
      adoptionPending: pendingIds.has(animal.id),
      holdUntil: ends.at(-1) ?? null,
      onHold: active.some((hold) => !hold.endDate),
      handlingWarnings: warnings.filter((note) => note.animal_id === animal.id).map((note) => ({ text: note.note, date: note.date })),
    };
  });
}
