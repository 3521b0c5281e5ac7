import type { EntityManager } from '@mikro-orm/postgresql';
import { birthDateBounds, intakeDateBounds } from '../../../src-shared/record-dates.js';
import { type TAnimal, type TAnimalCreate, type TAnimalListQuery, type TAnimalUpdateInput } from '../../../src-shared/schemas/animals.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import { sentFields } from '../../db/corrections.js';
import { columnsAs, selectPage, SqlConditions } from '../../db/sql-page.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { allocateAnimalId } from './animal-ids.js';
import { animalIdTaken, assertMicrochipFree, withUniqueMicrochip } from './animal-identity.js';
import { addRegistrySearch } from './animal-search.js';
import { registryOrder } from './animal-sort.js';
import { lockAnimal, syncStatus } from './animal-status.js';
import { statusByHand } from '../journey/holds.js';
import { firstStayFollows, openStay, refreshAgeGroups } from '../journey/stays.js';
import { AnimalSchema, type TAnimalEntity } from './animal.entity.js';
import { assertDateWithin } from '../../date-bounds.js';
import { assertIntakeKeepsRecords } from './record-dates.js';
import { carePlanInCalendar } from '../care-plans/apply-plan.js';
import type { TPage } from '../../../src-shared/paging.js';
import { recordTypedWeight, typedWeightGrams } from '../care-plans/weights.service.js';
import { primaryPhotoColumn, primaryPhotos } from '../photos/primary-photo.js';
import { ANIMAL_FIELDS, toAnimal, type TAnimalFields } from './animal-answer.js';
import type { TPhotoSizes } from '../../../src-shared/photos.js';
import type { ReadCache } from '../../db/read-cache.js';

export async function findAnimal(em: EntityManager, id: number): Promise<TAnimalEntity> {
  const animal = await em.findOne(AnimalSchema, { id });
  if (!animal) throw notFound('Animal');
  return animal;
}

/** An entity's answer, with its primary photo read. */
export async function animalAnswer(em: EntityManager, animal: TAnimalEntity, today: string): Promise<TAnimal> {
  const photos = await primaryPhotos(em, [animal.id]);
  return toAnimal(animal, today, photos.get(animal.id));
}

/** An animal's page: read as the registry reads a row, in one statement (voided animals are not found). */
export async function getAnimal(em: EntityManager, calendar: TLazyCalendar, id: number): Promise<TAnimal> {
  const [rows, { today }] = await Promise.all([
    em
      .getConnection()
      .execute<(TAnimalFields & { photo: TPhotoSizes | null })[]>(`select ${animalColumns(em)} from animals a where a.id = ? and a.voided_at is null`, [id]),
    calendar(),
  ]);
  const [animal] = rows;
  if (!animal) throw notFound('Animal');
  return toAnimal(animal, today, animal.photo);
}

/** What an animal's answer reads, its primary photo among them, from `animals a`. */
const animalColumns = (em: EntityManager) => `${columnsAs(em, AnimalSchema, 'a', ANIMAL_FIELDS)}, ${primaryPhotoColumn('a')} as "photo"`;

/** Pages of at most this many rows are kept; a longer list is an export, read once and let go. */
const KEPT_PAGE_ROWS = 100;

/**
 * Newest intake first (docs/architecture.md#lists), or by `sort` and `order` (animal-sort.ts); `q`
 * is the registry search (animal-search.ts). The registry is the console's busiest screen, opened
 * again after every record staff visit: a page is kept by the shelter's day and the query until
 * the next write (db/read-cache.ts), as the dashboard is.
 */
export async function listAnimals(
  em: EntityManager,
  calendar: TLazyCalendar,
  cache: ReadCache<TPage<TAnimal>>,
  query: TAnimalListQuery,
): Promise<TPage<TAnimal>> {
  const { today } = await calendar();
  if (query.limit === undefined || query.limit > KEPT_PAGE_ROWS) return registryPage(em, today, query);
  const { status, species, from, to, q, sort, order, limit, offset } = query;
  return cache.get(JSON.stringify([today, status, species, from, to, q, sort, order, limit, offset]), () => registryPage(em, today, query));
}

/**
 * A page of the registry as one statement with its count (db/sql-page.ts): voided animals are
 * left out here as the entity's `live` filter leaves them out of the ORM's reads.
 */
async function registryPage(em: EntityManager, today: string, query: TAnimalListQuery): Promise<TPage<TAnimal>> {
  const where = new SqlConditions('a.voided_at is null');
  if (query.status) where.add('a.status = ?', query.status);
  if (query.species) where.add('a.species = ?', query.species);
  if (query.from) where.add('a.intake_date >= ?', query.from);
  if (query.to) where.add('a.intake_date <= ?', query.to);
  if (query.q) addRegistrySearch(where, query.q);
  const page = await selectPage<TAnimalFields & { photo: TPhotoSizes | null }>(
    em,
    { columns: animalColumns(em), from: 'animals a', where, orderBy: registryOrder(query) },
    query,
  );
  return { items: page.items.map((animal) => toAnimal(animal, today, animal.photo)), total: page.total };
}

/**
 * Takes an animal in: its record and its first stay (docs/domain.md#journey) in one transaction;
 * a status of Medical Hold or Behavioral Eval sent by an older client places that hold.
 */
export async function createAnimal(em: EntityManager, calendar: TLazyCalendar, data: TAnimalCreate): Promise<TAnimal> {
  const settings = await getSettings(em);
  const cal = await calendar();
  const intakeDate = cal.date(data.intakeDate);
  assertDateWithin(intakeDate, intakeDateBounds(cal.today), 'intakeDate');
  const birthDate = data.birthDate ? cal.date(data.birthDate) : null;
  if (birthDate) assertDateWithin(birthDate, birthDateBounds(intakeDate), 'birthDate');
  const { intake, status, carePlan, ...fields } = data;
  const weighed = typedWeightGrams(fields.weight);
  return withUniqueMicrochip(em, data.microchipId, () =>
    em.transactional(async (tx) => {
      if (data.animalId && (await animalIdTaken(tx, data.animalId))) {
        throw conflict(`Animal ID ${data.animalId} is already in use`);
      }
      await assertMicrochipFree(tx, data.microchipId);
      const animalId = data.animalId ?? (await allocateAnimalId(tx, intakeDate, settings.system));
      const animal = tx.create(AnimalSchema, {
        ...fields,
        weight: weighed === null ? fields.weight : null,
        animalId,
        intakeDate,
        birthDate,
        status: 'Available',
      });
      await tx.flush();
      await openStay(tx, animal, { intakeDate, intake, carePlan: carePlanInCalendar(carePlan, cal.date) }, settings, cal.today);
      await syncStatus(tx, [animal.id], cal.today);
      // Available asks for no hold by hand: a stray stays on the hold its intake opened.
      if (status !== 'Available') await statusByHand(tx, animal, status, cal.today);
      await tx.flush();
      if (weighed !== null) await recordTypedWeight(tx, animal, weighed, intakeDate);
      // The care plan's summary was written under the entity (care-summary.ts). A new animal has no photos.
      return toAnimal((await tx.refresh(animal)) ?? animal, cal.today, null);
    }),
  );
}

/** Applies any subset of fields; a stale `version` is a 409, never a lost update. */
export async function updateAnimal(em: EntityManager, calendar: TLazyCalendar, input: TAnimalUpdateInput): Promise<TAnimal> {
  const { id, version, ...changes } = input;
  const cal = await calendar();
  return withUniqueMicrochip(em, changes.microchipId, () =>
    em.transactional(async (tx) => {
      const animal = await lockAnimal(tx, id);
      if (version !== undefined && version !== animal.version) {
        throw conflict(changedBySomeoneElse('animal'));
      }
      const { status, ...others } = changes;
      if (status) await statusByHand(tx, animal, status, cal.today);
      if (changes.animalId && changes.animalId !== animal.animalId && (await animalIdTaken(tx, changes.animalId))) {
        throw conflict(`Animal ID ${changes.animalId} is already in use`);
      }
      await assertMicrochipFree(tx, changes.microchipId, id);
      const fields = sentFields(others);
      const weighed = typedWeightGrams(fields.weight);
      if (weighed !== null) delete fields.weight;
      if (fields.intakeDate) {
        // A corrected intake date keeps the animal ID, even when it moves to another year.
        fields.intakeDate = cal.date(fields.intakeDate);
        assertDateWithin(fields.intakeDate, intakeDateBounds(cal.today), 'intakeDate');
        await assertIntakeKeepsRecords(tx, animal.id, fields.intakeDate);
        await firstStayFollows(tx, animal, fields.intakeDate, cal.today);
      }
      if (fields.birthDate) fields.birthDate = cal.date(fields.birthDate);
      tx.assign(animal, fields);
      if (animal.birthDate) assertDateWithin(animal.birthDate, birthDateBounds(animal.intakeDate), 'birthDate');
      if (fields.birthDate !== undefined || fields.intakeDate) await refreshAgeGroups(tx, animal);
      // The intake's stray hold moved with it, and may hold the animal today or no longer.
      if (fields.intakeDate) await syncStatus(tx, [animal.id], cal.today);
      await tx.flush();
      if (weighed !== null) await recordTypedWeight(tx, animal, weighed, cal.today);
      return animalAnswer(tx, animal, cal.today);
    }),
  );
}
