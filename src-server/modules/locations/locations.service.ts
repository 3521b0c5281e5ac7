import type { EntityManager } from '@mikro-orm/postgresql';
import { LOCATION_PARENT_KINDS, type TLocationKind } from '../../../src-shared/journey.js';
import type { TAnimalMove, TLocation, TLocationCreate, TLocationUpdate } from '../../../src-shared/schemas/locations.js';
import { assertDateWithin } from '../../date-bounds.js';
import { cachePerOrm } from '../../db/read-cache.js';
import { changedBySomeoneElse, conflict, invalid, notFound } from '../../domain-errors.js';
import { lockAnimal } from '../animals/animal-status.js';
import { requireOpenStay } from '../journey/stays.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { AnimalMoveSchema } from './animal-move.entity.js';
import { LocationSchema, type TLocationEntity } from './location.entity.js';
import { recordMove } from './moves.js';

/** Buildings, rooms and kennels (docs/domain.md#locations), and moving animals between them. */

function pathsOf(locations: TLocationEntity[]): Map<number, string> {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const paths = new Map<number, string>();
  const pathOf = (location: TLocationEntity): string => {
    const known = paths.get(location.id);
    if (known) return known;
    const parent = location.parent ? byId.get(location.parent) : undefined;
    const path = parent ? `${pathOf(parent)} › ${location.name}` : location.name;
    paths.set(location.id, path);
    return path;
  };
  locations.forEach(pathOf);
  return paths;
}

/** The location paths kept for an ORM (caches.ts lists it with the app's other caches). */
export const locationPathsCache = cachePerOrm<ReadonlyMap<number, string>>({ maxEntries: 1 });

/**
 * Every location's "Building › Room › Kennel": an animal's journey, the census, the due list and
 * the kennel cards each need them, and the tree changes far less often than they are read, so
 * they are kept until the next write. A transaction reads them itself, as its own isolation sees them.
 */
export function locationPaths(em: EntityManager): Promise<ReadonlyMap<number, string>> {
  const read = async () => pathsOf(await em.find(LocationSchema, {}, { disableIdentityMap: true }));
  return em.isInTransaction() ? read() : locationPathsCache(em).get('paths', read);
}

const toLocation =
  (paths: ReadonlyMap<number, string>) =>
  (location: TLocationEntity): TLocation => ({
    id: location.id,
    version: location.version,
    name: location.name,
    kind: location.kind as TLocationKind,
    parentId: location.parent ?? null,
    path: paths.get(location.id) ?? location.name,
    active: location.active,
  });

/**
 * Paths in reading order, kennel 2 before kennel 10. One collator for every comparison:
 * `localeCompare` with options builds one per call, a hundred times slower (tens of ms to order
 * the census's groups).
 */
export const comparePaths = new Intl.Collator('en', { numeric: true }).compare;

/** In path order, so a building comes before its rooms and a room before its kennels. */
export async function listLocations(em: EntityManager): Promise<TLocation[]> {
  const locations = await em.find(LocationSchema, {});
  const paths = pathsOf(locations);
  return locations.map(toLocation(paths)).sort((a, b) => comparePaths(a.path, b.path));
}

async function assertNameFree(em: EntityManager, name: string, parentId: number | null, exceptId?: number): Promise<void> {
  const same = await em.find(LocationSchema, { parent: parentId, id: exceptId ? { $ne: exceptId } : { $gt: 0 } });
  if (same.some((location) => location.name.toLowerCase() === name.toLowerCase())) throw conflict(`There is already a location named ${name} here`, 'name');
}

export async function createLocation(em: EntityManager, input: TLocationCreate): Promise<TLocation> {
  const allowed = LOCATION_PARENT_KINDS[input.kind];
  if (input.parentId === null && allowed.length)
    throw invalid(`A ${input.kind.toLowerCase()} must be inside a ${allowed.join(' or ').toLowerCase()}`, 'parentId');
  if (input.parentId !== null) {
    const parent = await em.findOne(LocationSchema, { id: input.parentId });
    if (!parent) throw invalid('Parent location not found', 'parentId');
    if (!allowed.includes(parent.kind as TLocationKind)) {
      throw invalid(
        allowed.length ? `A ${input.kind.toLowerCase()} must be inside a ${allowed.join(' or ').toLowerCase()}` : 'A building is not inside another location',
        'parentId',
      );
    }
  }
  await assertNameFree(em, input.name, input.parentId);
  const location = em.create(LocationSchema, { name: input.name, kind: input.kind, parent: input.parentId, active: true });
  await em.flush();
  return toLocation(await locationPaths(em))(location);
}

export async function updateLocation(em: EntityManager, input: TLocationUpdate): Promise<TLocation> {
  const location = await em.findOne(LocationSchema, { id: input.id });
  if (!location) throw notFound('Location');
  if (input.version !== undefined && input.version !== location.version) throw conflict(changedBySomeoneElse('location'));
  if (input.name !== undefined) {
    await assertNameFree(em, input.name, location.parent ?? null, location.id);
    location.name = input.name;
  }
  if (input.active !== undefined) location.active = input.active;
  await em.flush();
  return toLocation(await locationPaths(em))(location);
}

/** POST /api/animals/{id}/location: an animal in care moves to an active location, on a day of its stay. */
export async function moveAnimal(em: EntityManager, calendar: TLazyCalendar, input: TAnimalMove): Promise<void> {
  const cal = await calendar();
  const movedOn = input.date ? cal.date(input.date) : cal.today;
  await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.id);
    const stay = await requireOpenStay(tx, animal);
    const last = await tx.findOne(AnimalMoveSchema, { stay: stay.id }, { orderBy: [{ movedOn: 'desc' }, { id: 'desc' }] });
    const earliest = last && last.movedOn > stay.intakeDate ? last.movedOn : stay.intakeDate;
    assertDateWithin(
      movedOn,
      {
        min: { date: earliest, message: `Move date cannot be before ${last ? 'the last move' : "the stay's intake date"} (${earliest})` },
        max: { date: cal.today, message: `Move date cannot be after today (${cal.today})` },
      },
      'date',
    );
    await recordMove(tx, stay, { locationId: input.locationId, movedOn, movedAt: input.time }, 'locationId');
  });
}
