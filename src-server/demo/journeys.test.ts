import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '../../src-shared/dates.js';
import { IN_CARE_STATUSES, INTAKE_TYPES, type TIntakeType } from '../../src-shared/journey.js';
import { TRANSFER_PARTNER_KIND } from '../../src-shared/people.js';
import { DEFAULT_SETTINGS } from '../../src-shared/schemas/settings.js';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';
import { createCaches } from '../caches.js';
import { AdoptionSchema } from '../modules/adoptions/adoption.entity.js';
import { AnimalSchema, type TAnimalEntity } from '../modules/animals/animal.entity.js';
import { HoldSchema } from '../modules/journey/hold.entity.js';
import { journeyOf } from '../modules/journey/journey.service.js';
import { WRITER } from '../modules/people/person-rows.js';
import { mayEuthanize } from '../modules/journey/outcomes.js';
import { StaySchema, type TStayEntity } from '../modules/journey/stay.entity.js';
import { isActiveHold } from '../modules/journey/stays.js';
import { AnimalMoveSchema } from '../modules/locations/animal-move.entity.js';
import { census } from '../modules/locations/census.js';
import { LocationSchema } from '../modules/locations/location.entity.js';
import { OrganizationSchema } from '../modules/organizations/organization.entity.js';
import type { TLazyCalendar } from '../modules/settings/calendar.js';
import { planAnimals } from './animals.js';
import { planJourneys } from './journeys.js';
import { planLocations } from './locations.js';
import { createPeople } from './people-data.js';
import { planPlacements } from './placements.js';
import { createRandom } from './random.js';
import { seedDemo } from './seed.js';

const today = dateInZone(new Date(), 'America/Chicago');
const calendar: TLazyCalendar = async () => ({ timeZone: 'America/Chicago', today, date: (value) => value.slice(0, 10) });
const { strayHoldDays, quarantineDays } = DEFAULT_SETTINGS.system;
let db: TTestDatabase;
let em: EntityManager;
let animals: TAnimalEntity[];
let stays: TStayEntity[];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.orm.em.fork(), today);
  em = db.orm.em.fork();
  animals = await em.find(AnimalSchema, {}, { orderBy: { id: 'asc' } });
  stays = await em.find(StaySchema, {}, { orderBy: [{ animal: 'asc' }, { intakeDate: 'asc' }, { id: 'asc' }] });
});
afterAll(() => db.close());

const named = (name: string) => animals.find((animal) => animal.name === name);
const staysOf = (animalId: number | undefined) => stays.filter((stay) => stay.animal === animalId);
const firstStays = () => animals.map((animal) => staysOf(animal.id)[0]).filter((stay) => stay !== undefined);
const isInCare = (status: string) => (IN_CARE_STATUSES as readonly string[]).includes(status);

/**
 * Moves whose kennel another animal was in at the same time: each holds its kennel from its day
 * to the stay's next move or its end (a stay still open keeps it).
 */
function sharedKennels<T extends { stay: number; location: number; movedOn: string }>(
  moves: readonly T[],
  stayEnds: Map<number, string | null>,
  kennels: Set<number>,
): T[][] {
  const spans = moves.map((move) => {
    const next = moves
      .filter((other) => other.stay === move.stay && other.movedOn >= move.movedOn && other !== move)
      .map((other) => other.movedOn)
      .sort()[0];
    return { move, from: move.movedOn, to: next ?? stayEnds.get(move.stay) ?? null };
  });
  const held = spans.filter((span) => kennels.has(span.move.location) && span.from !== span.to);
  return held.flatMap((a) =>
    held
      .filter((b) => b.move.stay < a.move.stay && b.move.location === a.move.location && (!b.to || a.from < b.to) && (!a.to || b.from < a.to))
      .map((b) => [a.move, b.move]),
  );
}

describe('the demo shelter’s journeys', () => {
  it('gives every animal its stays: the first from its intake date, one after another, open only for the animals in care', () => {
    for (const animal of animals) {
      const own = staysOf(animal.id);
      expect(own.length, animal.name).toBeGreaterThan(0);
      expect(own[0]?.intakeDate).toBe(animal.intakeDate);
      own.forEach((stay, i) => {
        const next = own[i + 1];
        if (next) expect(stay.outcomeDate && stay.outcomeDate <= next.intakeDate, animal.name).toBe(true);
        expect((stay.outcomeDate ?? today) <= today).toBe(true);
      });
      expect(own.at(-1)?.outcomeDate === null, `${animal.name} (${animal.status})`).toBe(isInCare(animal.status));
    }
  });

  it('takes animals in mostly as strays, and every other way a shelter sees, each with its details', () => {
    const byType = new Map<TIntakeType, number>();
    for (const stay of stays) byType.set(stay.intakeType as TIntakeType, (byType.get(stay.intakeType as TIntakeType) ?? 0) + 1);
    const strays = byType.get('Stray/At large') ?? 0;
    for (const [type, count] of byType) if (type !== 'Stray/At large') expect(count, type).toBeLessThan(strays);
    for (const type of INTAKE_TYPES.filter((type) => type !== 'Other')) expect(byType.get(type), type).toBeGreaterThan(0);

    // Most strays name who found them, some do not.
    const finders = new Set(stays.filter((stay) => stay.intakeType === 'Stray/At large').map((stay) => Boolean(stay.finder)));
    expect(finders).toEqual(new Set([true, false]));
    expect(stays.filter((stay) => stay.finder && stay.intakeType !== 'Stray/At large')).toEqual([]);
    for (const stay of stays) {
      if (stay.intakeType === 'Stray/At large') expect(stay.foundLocation).toBeTruthy();
      if (stay.intakeType === 'Relinquished by owner' || stay.intakeType === 'Owner-intended euthanasia') expect(stay.owner && stay.intakeReason).toBeTruthy();
      if (stay.intakeType === 'Transferred in') expect(stay.sourceOrganization && stay.intakeTransferScope).toBeTruthy();
    }
    // A litter born in care: its mother was in care that day, and fosters it.
    const litter = stays.filter((stay) => stay.intakeType === 'Born in care');
    expect(litter.length).toBeGreaterThanOrEqual(2);
    for (const kitten of litter) {
      const mother = staysOf(kitten.motherAnimal ?? undefined).find((stay) => stay.intakeDate < kitten.intakeDate && !stay.outcomeDate);
      expect(mother).toBeDefined();
      expect(animals.find((animal) => animal.id === kitten.animal)?.birthDate).toBe(kitten.intakeDate);
    }
    // Conditions, and age groups from exact and estimated dates of birth.
    expect(new Set(firstStays().map((stay) => stay.intakeCondition)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(stays.map((stay) => stay.intakeAgeGroup))).toEqual(new Set(['Adult', 'Juvenile', 'Unknown']));
    expect(new Set(animals.filter((animal) => animal.birthDate).map((animal) => animal.birthDateEstimated))).toEqual(new Set([true, false]));
  });

  it('records how each animal left: an adoption names its adoption, a return opens a stay naming the adoption returned', async () => {
    const adoptions = await em.find(AdoptionSchema, {});
    for (const stay of stays.filter((s) => s.outcomeType === 'Adoption')) {
      const adoption = adoptions.find((a) => a.id === stay.outcomeAdoption);
      expect(adoption?.animal).toBe(stay.animal);
      expect(adoption?.adoptionDate).toBe(stay.outcomeDate);
      expect(['Completed', 'Returned']).toContain(adoption?.status);
    }
    const returned = adoptions.filter((a) => a.status === 'Returned');
    expect(returned.length).toBeGreaterThanOrEqual(2);
    for (const adoption of returned) {
      const back = stays.find((stay) => stay.returnedAdoption === adoption.id);
      expect(back).toMatchObject({ animal: adoption.animal, intakeType: 'Returned after adoption', intakeDate: adoption.returnedOn });
      expect(adoption.returnReason).toBeTruthy();
    }
    const since = returned.map((adoption) => animals.find((animal) => animal.id === adoption.animal)?.status);
    expect(since).toContain('Adopted');
    expect(since.some((status) => status && isInCare(status))).toBe(true);

    const leftBy = (type: string) => stays.filter((stay) => stay.outcomeType === type);
    for (const stay of leftBy('Returned to owner'))
      expect(stay).toMatchObject({ intakeType: 'Stray/At large', destinationPerson: expect.any(Number), destination: null });
    expect(leftBy('Returned to field').map((stay) => animals.find((animal) => animal.id === stay.animal)?.species)).toEqual(['Cat']);
    for (const stay of leftBy('Transferred out')) expect(stay.destinationOrganization && stay.outcomeTransferScope).toBeTruthy();
    expect(leftBy('Died in care').length).toBeGreaterThan(0);
    const euthanasias = [...leftBy('Shelter euthanasia'), ...leftBy('Owner-intended euthanasia')];
    expect(euthanasias.length).toBeGreaterThanOrEqual(2);
    for (const stay of euthanasias) {
      expect(stay.drug && stay.dose && stay.outcomeReason).toBeTruthy();
      for (const user of [stay.performedBy, stay.authorizedBy]) expect(user && (await mayEuthanize(em, user))).toBeTruthy();
    }
  });

  it('holds animals as their statuses say, with a stray hold ending in the next days, and holds that have ended', async () => {
    const holds = await em.find(HoldSchema, {});
    const active = holds.filter((hold) => isActiveHold(hold, today));
    const activeOf = (status: string, type: string) => {
      const held = animals.filter((animal) => animal.status === status);
      expect(held.length, status).toBeGreaterThan(0);
      for (const animal of held)
        expect(
          active.filter((hold) => hold.animal === animal.id).map((hold) => hold.holdType),
          animal.name,
        ).toContain(type);
    };
    activeOf('Stray Hold', 'Stray hold');
    activeOf('Quarantine', 'Quarantine');
    activeOf('Medical Hold', 'Medical hold');
    activeOf('Behavioral Eval', 'Behavioral evaluation');
    const strayHolds = active.filter((hold) => hold.holdType === 'Stray hold');
    for (const hold of strayHolds) expect(hold.endDate && hold.endDate > today && hold.endDate <= addDays(today, strayHoldDays)).toBe(true);
    expect(active.find((hold) => hold.holdType === 'Quarantine')?.endDate).toBe(
      addDays(active.find((hold) => hold.holdType === 'Quarantine')?.startDate ?? '', quarantineDays),
    );
    const ended = holds.filter((hold) => !isActiveHold(hold, today));
    expect(new Set(ended.map((hold) => hold.holdType))).toEqual(new Set(['Stray hold', 'Quarantine', 'Medical hold']));
    expect(ended.some((hold) => hold.releasedOn)).toBe(true);
    for (const hold of holds) {
      const stay = stays.find((s) => s.id === hold.stay);
      expect(stay?.animal).toBe(hold.animal);
      expect(hold.startDate >= (stay?.intakeDate ?? '') && hold.startDate <= (stay?.outcomeDate ?? today)).toBe(true);
    }
  });

  it('links every transfer to one of its partners, some in the community coalition', async () => {
    const partners = await em.find(OrganizationSchema, { kind: TRANSFER_PARTNER_KIND });
    const known = new Set(partners.map((partner) => partner.id));
    const organizations = [
      ...stays.filter((stay) => stay.intakeType === 'Transferred in').map((stay) => stay.sourceOrganization),
      ...stays.filter((stay) => stay.outcomeType === 'Transferred out').map((stay) => stay.destinationOrganization),
    ];
    expect(organizations.length).toBeGreaterThan(2);
    expect(organizations.filter((id) => !known.has(id ?? 0))).toEqual([]);
    expect(new Set(partners.map((partner) => partner.inCoalition))).toEqual(new Set([true, false]));
    expect(partners.every((partner) => partner.active)).toBe(true);
  });

  it('keeps animals in two buildings of rooms and kennels, one to a kennel, and the census finds every animal in care', async () => {
    const locations = await em.find(LocationSchema, {});
    const kind = (id: number | null | undefined) => locations.find((location) => location.id === id)?.kind;
    expect(locations.filter((location) => location.kind === 'Building')).toHaveLength(2);
    for (const location of locations) {
      if (location.kind === 'Room') expect(kind(location.parent)).toBe('Building');
      if (location.kind === 'Kennel') expect(kind(location.parent)).toBe('Room');
    }
    const moves = await em.find(AnimalMoveSchema, {});
    for (const move of moves) {
      const stay = stays.find((s) => s.id === move.stay);
      expect(move.movedOn >= (stay?.intakeDate ?? '') && move.movedOn <= (stay?.outcomeDate ?? today)).toBe(true);
    }
    const kennels = new Set(locations.filter((location) => location.kind === 'Kennel').map((location) => location.id));
    const ends = new Map(stays.map((stay) => [stay.id, stay.outcomeDate ?? null]));
    expect(sharedKennels(moves, ends, kennels)).toEqual([]);

    // Every animal in care but a litter born in foster was placed on the day it came in.
    for (const stay of stays.filter((s) => !s.outcomeDate && s.intakeType !== 'Born in care')) {
      expect(
        moves.some((move) => move.stay === stay.id && move.movedOn === stay.intakeDate),
        String(stay.animal),
      ).toBe(true);
    }

    const day = await census(em, calendar, createCaches(db.orm).census, undefined);
    const inCare = animals.filter((animal) => isInCare(animal.status));
    expect(day.total).toBe(inCare.length);
    expect(day.groups.map((group) => group.label)).not.toContain('No location recorded');
    const fostered = day.groups.filter((group) => group.label.startsWith('In foster with'));
    expect(fostered.flatMap((group) => group.animals).length).toBe(animals.filter((animal) => animal.status === 'In Foster').length);
    expect(fostered.find((group) => group.animals.length >= 4)?.animals.map((animal) => animal.name)).toContain('Marigold');
    const yearAgo = await census(em, calendar, createCaches(db.orm).census, addDays(today, -300));
    expect(yearAgo.total).toBeGreaterThan(0);
  });

  it('shows a repeat stray’s journey: found, reclaimed by her owner, found again and in care since', async () => {
    const luna = await journeyOf(em, calendar, named('Luna')?.id ?? 0, WRITER);
    expect(luna.inCare).toBe(true);
    expect(luna.stays.map((stay) => [stay.intake.type, stay.outcome?.type ?? null])).toEqual([
      ['Stray/At large', null],
      ['Stray/At large', 'Returned to owner'],
    ]);
    expect(luna.stays[1]?.outcome?.destination).toBeTruthy();
    expect(luna.stays[0]?.holds.map((hold) => [hold.type, hold.active])).toEqual([['Stray hold', false]]);
    expect(named('Luna')?.status).toBe('Available');
  });

  it('shows a returned animal’s journey: the stay it was adopted from, then the one it came back for', async () => {
    const ranger = named('Ranger');
    const journey = await journeyOf(em, calendar, ranger?.id ?? 0, WRITER);
    expect(journey.inCare).toBe(true);
    expect(journey.stays.map((stay) => [stay.intake.type, stay.outcome?.type ?? null])).toEqual([
      ['Returned after adoption', null],
      [expect.any(String), 'Adoption'],
    ]);
    expect(journey.stays[0]?.holds.map((hold) => [hold.type, hold.active])).toEqual([['Behavioral evaluation', true]]);
    expect(journey.currentLocation?.label).toMatch(/^Main Building › Dog Kennels › D\d+$/);
  });
});

describe('the demo journeys plan', () => {
  it('keeps holds and moves inside their stays, and one animal to a kennel, whatever the seed, on awkward days', () => {
    for (const day of ['2024-02-29', '2026-01-01', '2026-03-31', '2026-12-31']) {
      for (let seed = 1; seed <= 5; seed++) {
        const random = createRandom(seed);
        const planned = planAnimals(random, day, strayHoldDays);
        const person = createPeople(random);
        const { adoptions, placements } = planPlacements(random, day, planned, person);
        const journeys = planJourneys(random, day, planned, adoptions, placements, { strayHoldDays, quarantineDays }, person);
        const { locations, moves } = planLocations(random, day, planned, journeys);
        const stayOf = (index: number) => journeys.stays[index];
        const kennels = new Set(locations.flatMap((location, index) => (location.kind === 'Kennel' ? [index] : [])));
        const ends = new Map(journeys.stays.map((stay, index) => [index, stay.outcome?.date ?? null]));
        expect(sharedKennels(moves, ends, kennels)).toEqual([]);
        for (const hold of journeys.holds) {
          const stay = stayOf(hold.stay);
          expect(hold.startDate >= (stay?.intake.date ?? '') && hold.startDate <= (stay?.outcome?.date ?? day)).toBe(true);
          if (hold.releasedOn) expect(hold.releasedOn >= hold.startDate).toBe(true);
        }
        for (const move of moves) {
          const stay = stayOf(move.stay);
          expect(move.movedOn >= (stay?.intake.date ?? '') && move.movedOn <= (stay?.outcome?.date ?? day)).toBe(true);
        }
        planned.forEach((animal, index) => {
          const own = journeys.stays.filter((stay) => stay.animal === index);
          expect(own[0]?.intake.date).toBe(animal.row.intakeDate);
          expect(own.at(-1)?.outcome === null).toBe(isInCare(animal.row.status));
          if (animal.row.birthDate) expect(animal.row.birthDate <= animal.row.intakeDate).toBe(true);
        });
      }
    }
  });
});
