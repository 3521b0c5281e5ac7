import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone, timeAfter } from '../../src-shared/dates.js';
import { ADOPTION_STATUSES, ANIMAL_STATUSES, EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES, NOTE_KINDS, SPECIES } from '../../src-shared/enums.js';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';
import { PEOPLE_MISSING_A_ROLE } from '../../test/person-roles.js';
import { projectRoot } from '../paths.js';
import { PERSON_ROLES, REMOVED, TRANSFER_PARTNER_KIND } from '../../src-shared/people.js';
import { AdoptionSchema } from '../modules/adoptions/adoption.entity.js';
import { ApplicationSchema } from '../modules/applications/application.entity.js';
import { allocateAnimalId } from '../modules/animals/animal-ids.js';
import { syncStatus } from '../modules/animals/animal-status.js';
import { AnimalSchema } from '../modules/animals/animal.entity.js';
import { AppointmentSchema } from '../modules/appointments/appointment.entity.js';
import { BehaviorNoteSchema } from '../modules/behavior-notes/behavior-note.entity.js';
import { careLog } from '../modules/behavior-notes/care-log.js';
import { TransactionSchema } from '../modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from '../modules/foster/foster-placement.entity.js';
import { StaySchema } from '../modules/journey/stay.entity.js';
import { MedicalRecordSchema } from '../modules/medical/medical-record.entity.js';
import { OrganizationSchema } from '../modules/organizations/organization.entity.js';
import { exactMatches } from '../modules/people/person-links.js';
import { PersonSchema } from '../modules/people/person.entity.js';
import { verifyPassword } from '../modules/users/password.js';
import { UserSchema } from '../modules/users/user.entity.js';
import { DEMO_ANIMALS } from './animals-data.js';
import { planAnimals } from './animals.js';
import { planAppointments } from './appointments.js';
import { planBehaviorNotes } from './behavior.js';
import { planTransactions } from './finance.js';
import { DEMO_IMAGES, demoImageUrl } from './images.js';
import { planMedicalRecords } from './medical.js';
import { planPlacements } from './placements.js';
import { planApplications } from './applications.js';
import { planJourneys } from './journeys.js';
import { planPeople } from './people.js';
import { createPeople, STAFF } from './people-data.js';
import { createRandom } from './random.js';
import { seedDemo, type TDemoSeedResult } from './seed.js';
import { DEFAULT_SETTINGS } from '../../src-shared/schemas/settings.js';
import type { TCensus } from '../../src-shared/schemas/locations.js';
import type { TKennelCards } from '../../src-shared/schemas/printables.js';
import { ReadCache } from '../db/read-cache.js';
import { LocationSchema } from '../modules/locations/location.entity.js';
import { kennelCards } from '../modules/printables/kennel-cards.js';
import { getSettings } from '../modules/settings/settings.service.js';
import { CARE_ITEM_RECORD_TYPE } from '../../src-shared/enums.js';
import { matchProtocol, scheduleCourse, scheduleProtocol, vaccinationStatusOf } from '../../src-shared/care-plans.js';
import { IN_CARE_STATUSES, isInCare } from '../../src-shared/journey.js';
import { CarePlanItemSchema } from '../modules/care-plans/care-plan-item.entity.js';
import { refreshCareSummary } from '../modules/care-plans/care-summary.js';
import { dueList } from '../modules/care-plans/due-list.js';
import { ProtocolSchema } from '../modules/care-plans/protocol.entity.js';
import { TreatmentCourseSchema } from '../modules/care-plans/treatment-course.entity.js';
import { WeightSchema } from '../modules/care-plans/weight.entity.js';
import { planCare, type TDemoProtocol } from './care-plans.js';
import { MessageSchema } from '../modules/messages/message.entity.js';

const today = dateInZone(new Date(), 'America/Chicago');
let db: TTestDatabase;
let em: EntityManager;
let result: TDemoSeedResult;

beforeAll(async () => {
  db = await createTestDatabase();
  result = await seedDemo(db.orm.em.fork(), today);
  em = db.orm.em.fork();
});
afterAll(() => db.close());

// A placement holds the animal until its end date, the day it is back (docs/domain.md#statuses).
const isCurrent = (placement: { startDate: string; endDate?: string | null }) =>
  placement.startDate <= today && (!placement.endDate || placement.endDate > today);

describe('demo data', () => {
  // How fast it seeds is for a benchmark to say, not a timed test on a shared machine.
  it('seeds and says so once, with the demo users password', async () => {
    expect(result.seeded).toBe(true);
    expect(result.password).toMatch(/^[\w-]{16}$/);
    expect(result.notices).toContain(`Demo users staff, vet and volunteer have password: ${result.password}`);
  });

  it('has users with addresses and choices, and a few kept messages for Settings → Messages', async () => {
    const users = await em.find(UserSchema, { username: { $in: ['staff', 'vet', 'volunteer'] } }, { orderBy: { username: 'asc' } });
    expect(users.map((user) => [user.username, Boolean(user.email), user.notifyNewApplications])).toEqual([
      ['staff', true, 'immediately'],
      ['vet', true, 'daily'],
      ['volunteer', true, 'off'],
    ]);
    const messages = await em.find(MessageSchema, {}, { orderBy: { id: 'asc' } });
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(messages.map((message) => message.state))).toEqual(new Set(['kept']));
    expect(new Set(messages.map((message) => message.kind))).toEqual(new Set(['applicationReceived', 'newApplications']));
    for (const message of messages) expect(message.textBody).not.toMatch(/\{\w+\}/);
  });

  it('has at least 40 animals of every status and species, with realistic fields', async () => {
    const animals = await em.find(AnimalSchema, {});
    expect(animals.length).toBeGreaterThanOrEqual(40);
    expect(new Set(animals.map((a) => a.status))).toEqual(new Set(ANIMAL_STATUSES));
    // Each has the status the catalogue gives it.
    const count = (statuses: string[]) => Object.fromEntries(ANIMAL_STATUSES.map((status) => [status, statuses.filter((s) => s === status).length]));
    expect(count(animals.map((a) => a.status))).toEqual(count(DEMO_ANIMALS.map((a) => a.status)));
    expect(new Set(animals.map((a) => a.species))).toEqual(new Set(SPECIES));
    for (const animal of animals) {
      expect(animal.intakeDate <= today).toBe(true);
      expect(animal.age).toMatch(/^\d+ (weeks?|months?|years?)$/);
      // Every catalogue weight reads as one: it is the weight history's, no text is kept.
      expect([animal.weight, animal.weightGrams]).toEqual([null, expect.any(Number)]);
      expect(animal.traits.length).toBeGreaterThan(0);
      if (animal.microchipId) expect(animal.microchipId).toMatch(/^(985|977|981|982|956)\d{12}$/);
    }
    const chipped = animals.filter((a) => a.microchipId);
    expect(chipped.length).toBeGreaterThan(animals.length / 2);
    expect(new Set(chipped.map((a) => a.microchipId)).size).toBe(chipped.length);
  });

  it('allocates animal IDs A-{intake year}-{n} from 1 per year, in intake order', async () => {
    const animals = await em.find(AnimalSchema, {}, { orderBy: { intakeDate: 'asc', id: 'asc' } });
    const perYear = new Map<string, number>();
    for (const animal of animals) {
      const year = animal.intakeDate.slice(0, 4);
      const number = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, number);
      expect(animal.animalId).toBe(`A-${year}-${String(number).padStart(4, '0')}`);
    }
  });

  it('leaves the next intake the following number of its year', async () => {
    const year = Number(today.slice(0, 4));
    const ids = (await em.find(AnimalSchema, { animalId: { $like: `A-${year}-%` } })).map((a) => Number(a.animalId.slice(-4)));
    const next = await db.orm.em.fork().transactional((tx) => allocateAnimalId(tx, today, { animalIdPrefix: 'A', animalIdDigits: 4 }));
    expect(next).toBe(`A-${year}-${String(Math.max(0, ...ids) + 1).padStart(4, '0')}`);
  });

  it('stores for every animal the status its records give it', async () => {
    const ids = (await em.find(AnimalSchema, {}, { fields: ['id'] })).map((a) => a.id);
    expect(await db.orm.em.fork().transactional((tx) => syncStatus(tx, ids, today))).toBe(0);
  });

  it('gives every Adopted animal exactly one Completed adoption, and only them; Pending ones to others', async () => {
    const animals = await em.find(AnimalSchema, {});
    const adoptions = await em.find(AdoptionSchema, {});
    const byId = new Map(animals.map((a) => [a.id, a]));
    for (const animal of animals.filter((a) => a.status === 'Adopted')) {
      expect(adoptions.filter((a) => a.animal === animal.id && a.status === 'Completed')).toHaveLength(1);
    }
    for (const adoption of adoptions) {
      const animal = byId.get(adoption.animal);
      expect(adoption.adoptionDate > (animal?.intakeDate ?? '')).toBe(true);
      expect(adoption.adoptionDate <= today).toBe(true);
      if (adoption.status === 'Completed') {
        expect(animal?.status).toBe('Adopted');
        expect(animal?.microchipId).toBeTruthy();
      }
      if (adoption.status === 'Pending') expect(animal?.status).not.toBe('Adopted');
    }
    expect(new Set(adoptions.map((a) => a.status))).toEqual(new Set(ADOPTION_STATUSES));
  });

  it('records the fee of every paid Completed adoption, and of every returned one, as its Adoption Fee income', async () => {
    const adoptions = await em.find(AdoptionSchema, { status: { $in: ['Completed', 'Returned'] } });
    const fees = await em.find(TransactionSchema, { transactionType: 'Adoption Fee' });
    const paid = adoptions.filter((a) => a.feeAmount > 0);
    expect(paid.length).toBeGreaterThan(5);
    for (const adoption of paid) {
      const matching = fees.filter((t) => t.relatedTo === adoption.id);
      expect(matching).toHaveLength(1);
      expect(matching[0]).toMatchObject({ amount: adoption.feeAmount, date: adoption.adoptionDate });
    }
    expect(fees).toHaveLength(paid.length);
  });

  it('gives every In Foster animal exactly one current placement and no other animal any', async () => {
    const animals = await em.find(AnimalSchema, {});
    const placements = await em.find(FosterPlacementSchema, {});
    for (const animal of animals) {
      const current = placements.filter((p) => p.animal === animal.id && isCurrent(p));
      expect(current).toHaveLength(animal.status === 'In Foster' ? 1 : 0);
    }
    expect(placements.some((p) => !isCurrent(p))).toBe(true);
    for (const placement of placements) expect(placement.startDate <= addDays(today, 90)).toBe(true);
    const scheduled = placements.filter((p) => p.startDate > today);
    expect(scheduled).toHaveLength(2);
    for (const placement of scheduled) expect(animals.find((a) => a.id === placement.animal)?.status).toBe('Available');
  });

  it('has medical records, behaviour notes and past appointments inside one of each animal’s stays', async () => {
    const animals = await em.find(AnimalSchema, {});
    const stays = await em.find(StaySchema, {});
    const records = await em.find(MedicalRecordSchema, {});
    const notes = await em.find(BehaviorNoteSchema, {});
    const visits = (await em.find(AppointmentSchema, {})).filter((a) => a.date <= today);
    expect(records.length / animals.length).toBeGreaterThanOrEqual(3);
    expect(notes.length).toBeGreaterThanOrEqual(animals.length);
    for (const record of [...records, ...notes, ...visits]) {
      const within = stays.filter((s) => s.animal === record.animal && s.intakeDate <= record.date && (!s.outcomeDate || record.date <= s.outcomeDate));
      expect(within, `${record.date} of animal ${record.animal}`).toHaveLength(1);
      expect(record.date <= today).toBe(true);
    }
  });

  it('has notes of every kind, the everyday behaviour notes public, and today’s care log part done (some dogs still to walk)', async () => {
    const notes = await em.find(BehaviorNoteSchema, {});
    expect(new Set(notes.map((note) => note.kind))).toEqual(new Set(NOTE_KINDS));
    for (const note of notes.filter((n) => n.public)) expect(note.kind).toBe('Behaviour');
    expect(notes.filter((n) => n.public).length).toBeGreaterThan(0);
    expect(notes.filter((n) => n.kind === 'Behaviour' && !n.public && !n.application).length).toBeGreaterThan(0);
    const log = await careLog(em, async () => ({ timeZone: 'America/Chicago', today, date: (value) => value }), {});
    expect(log.atShelter).toBeGreaterThan(0);
    expect(log.notWalked).toBeGreaterThan(0);
    expect(log.notWalked).toBeLessThan(log.atShelter);
    expect(log.items.some((animal) => animal.entries.some((entry) => entry.kind === 'Walk' && entry.authorName === STAFF.volunteer))).toBe(true);
  });

  it('books upcoming appointments for animals in care only', async () => {
    const inCare = new Set((await em.find(StaySchema, { outcomeDate: null })).map((s) => s.animal));
    const upcoming = (await em.find(AppointmentSchema, {})).filter((a) => a.date > today);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const appointment of upcoming) expect(inCare.has(appointment.animal)).toBe(true);
  });

  it('has appointments today at different times, past ones and upcoming ones', async () => {
    const appointments = await em.find(AppointmentSchema, {});
    const todays = appointments.filter((a) => a.date === today && a.status !== 'Cancelled');
    expect(todays.length).toBeGreaterThanOrEqual(3);
    expect(new Set(todays.map((a) => a.time)).size).toBe(todays.length);
    expect(appointments.some((a) => a.date < today)).toBe(true);
    expect(appointments.some((a) => a.date > today)).toBe(true);
    expect(appointments.some((a) => a.status === 'Cancelled')).toBe(true);
    expect(appointments.some((a) => Boolean(a.staffUser) && a.durationMinutes !== 30)).toBe(true);
  });

  it('records outcomes on past appointments, leaves a few recent ones unmarked, and keeps Cancelled in step with the status', async () => {
    const appointments = await em.find(AppointmentSchema, {});
    for (const a of appointments) expect(a.outcome === 'Cancelled').toBe(a.status === 'Cancelled');
    const past = appointments.filter((a) => a.date < today && a.status !== 'Cancelled');
    expect(past.filter((a) => a.outcome === 'Completed').length).toBeGreaterThan(past.length / 2);
    expect(past.some((a) => a.outcome === null)).toBe(true);
    expect(appointments.filter((a) => a.date >= today).every((a) => a.outcome === null || a.outcome === 'Cancelled')).toBe(true);
  });

  it('has a year of transactions whose signs match their types', async () => {
    const transactions = await em.find(TransactionSchema, {});
    expect(transactions.length).toBeGreaterThanOrEqual(150);
    expect(transactions.length).toBeLessThanOrEqual(250);
    const income: readonly string[] = INCOME_TRANSACTION_TYPES;
    const expense: readonly string[] = EXPENSE_TRANSACTION_TYPES;
    for (const t of transactions) {
      if (income.includes(t.transactionType)) expect(t.amount).toBeGreaterThan(0);
      else if (expense.includes(t.transactionType)) expect(t.amount).toBeLessThan(0);
      else throw new Error(`unknown transaction type ${t.transactionType}`);
      expect(t.description).toBeTruthy();
      expect(t.paymentMethod).toBeTruthy();
    }
    const dates = transactions.map((t) => t.date).sort();
    expect(dates.at(-1)! <= today).toBe(true);
    expect(dates[0]! <= addDays(today, -330)).toBe(true);
    expect(dates[0]! > addDays(today, -366)).toBe(true);
  });

  it('creates one user per role besides the admin, sharing the printed password', async () => {
    const users = await em.find(UserSchema, { username: { $in: ['staff', 'vet', 'volunteer'] } }, { orderBy: { username: 'asc' } });
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['staff', 'staff'],
      ['vet', 'veterinarian'],
      ['volunteer', 'volunteer'],
    ]);
    for (const user of users) expect(await verifyPassword(user.passwordHash, result.password ?? '')).toBe(true);
  });

  it('pictures every animal with a drawing of its own species, from the project’s own files', async () => {
    const animals = await em.find(AnimalSchema, {});
    const withImage = animals.filter((a) => a.imageUrl);
    expect(withImage).toHaveLength(animals.length);
    const speciesImage: Record<string, RegExp> = {
      Dog: /\/dog-/,
      Cat: /\/cat-/,
      Bird: /\/bird-/,
      'Small Animal': /\/(rabbit|guinea-pig)\./,
      Other: /\/(turtle|lizard)\./,
    };
    for (const animal of withImage) {
      expect(animal.imageUrl).toMatch(/^\/images\/animals\/[a-z-]+\.svg$/);
      expect(animal.imageUrl).toMatch(speciesImage[animal.species] ?? /^$/);
      expect(existsSync(path.join(projectRoot(), 'src-client', 'public', animal.imageUrl ?? ''))).toBe(true);
    }
  });

  it('draws its images as self-contained SVG files', async () => {
    for (const image of DEMO_IMAGES) {
      const svg = await readFile(path.join(projectRoot(), 'src-client', 'public', demoImageUrl(image)), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 450"/);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)|on\w+=/i);
    }
  });

  it('adds nothing on a second call', async () => {
    const tables = ['animals', 'adoptions', 'foster_care', 'medical_records', 'behavior_notes', 'appointments'];
    tables.push('financial_transactions', 'users', 'stays', 'holds', 'locations', 'animal_moves', 'organizations', 'people', 'adoption_applications');
    const counts = () =>
      db.orm.em
        .fork()
        .execute<{ table: string; n: number }[]>(tables.map((table) => `select '${table}' as table, count(*)::int as n from ${table}`).join(' union all '));
    const before = await counts();
    const again = await seedDemo(db.orm.em.fork(), today);
    expect(again).toEqual({ seeded: false, notices: [] });
    expect(await counts()).toEqual(before);
  });
});

describe('the demo’s care plans and weights', () => {
  const calendarOfToday = async () => ({ timeZone: 'America/Chicago', today, date: (value: string) => value });
  const protocols = async (): Promise<TDemoProtocol[]> =>
    (await em.find(ProtocolSchema, {})).map((p) => ({ ...p, minAgeWeeks: p.minAgeWeeks ?? null, maxAgeWeeks: p.maxAgeWeeks ?? null }));

  it('puts each dog and cat in care on its protocol from the intake of its stay, the surgery left out for one altered already', async () => {
    const animals = await em.find(AnimalSchema, { species: { $in: ['Dog', 'Cat'] }, status: { $in: [...IN_CARE_STATUSES] } });
    const stays = await em.find(StaySchema, { outcomeDate: null });
    const items = await em.find(CarePlanItemSchema, { course: null });
    const surgeries = await em.find(MedicalRecordSchema, { procedure: { $in: ['Spay', 'Neuter'] } });
    expect(animals.length).toBeGreaterThan(20);
    for (const animal of animals) {
      const intakeDate = stays.find((stay) => stay.animal === animal.id)?.intakeDate ?? '';
      const protocol = matchProtocol(await protocols(), { species: animal.species, birthDate: animal.birthDate ?? null, intakeDate });
      if (!protocol) throw new Error(`No protocol for ${animal.name}`);
      const altered = animal.alteredAtIntake === true || surgeries.some((record) => record.animal === animal.id && record.date < intakeDate);
      const steps = protocol.steps.filter((step) => !(altered && step.itemType === 'Surgery'));
      const own = items.filter((item) => item.animal === animal.id);
      const line = (item: { dueDate: string; itemType: string; name: string }) => `${item.dueDate} ${item.itemType} ${item.name}`;
      expect(own.map(line).sort(), animal.name).toEqual(
        scheduleProtocol(steps, { birthDate: animal.birthDate ?? null, intakeDate })
          .map(line)
          .sort(),
      );
      expect(new Set(own.map((item) => item.protocol))).toEqual(new Set([protocol.id]));
    }
    // No one else has a plan.
    expect(new Set(items.map((item) => item.animal))).toEqual(new Set(animals.map((animal) => animal.id)));
  });

  it('has, today, treatments overdue and due, some for animals in foster, and a course of antibiotics twice a day', async () => {
    const list = await dueList(em, calendarOfToday, new ReadCache(db.orm.em, { maxEntries: 1 }), { limit: 500, offset: 0 });
    expect(list.overdue).toBeGreaterThan(0);
    expect(list.today).toBeGreaterThan(2);
    expect(list.upcoming).toBeGreaterThan(0);
    expect(list.items.some((item) => item.inFoster)).toBe(true);
    expect(list.items.some((item) => item.location !== null)).toBe(true);
    const [course, ...others] = await em.find(TreatmentCourseSchema, {});
    expect(others).toEqual([]);
    expect(course).toMatchObject({ frequency: 'Twice daily', startDate: addDays(today, -4), endDate: addDays(today, 5), route: 'Oral' });
    const doses = await em.find(CarePlanItemSchema, { course: course?.id ?? 0 }, { orderBy: { dueDate: 'asc', doseOfDay: 'asc' } });
    expect(doses.map((dose) => [dose.dueDate, dose.doseOfDay])).toEqual(
      scheduleCourse({ frequency: 'Twice daily', startDate: addDays(today, -4), endDate: addDays(today, 5), doses: null }).map((dose) => [
        dose.dueDate,
        dose.doseOfDay,
      ]),
    );
    // Given up to yesterday morning; yesterday evening's was missed.
    const due = doses.filter((dose) => dose.status === 'Due');
    expect(due[0]).toMatchObject({ dueDate: addDays(today, -1), doseOfDay: 2 });
    expect(due).toHaveLength(doses.filter((dose) => dose.dueDate >= today).length + 1);
  });

  it('records each given item as its medical record of the right type, with product and lot, a rabies tag and the signing vet, a test result, a procedure', async () => {
    const items = await em.find(CarePlanItemSchema, {});
    const records = new Map((await em.find(MedicalRecordSchema, {})).map((record) => [record.id, record]));
    const animals = new Map((await em.find(AnimalSchema, {})).map((animal) => [animal.id, animal]));
    const given = items.filter((item) => item.status === 'Given');
    expect(given.length).toBeGreaterThan(items.length / 3);
    for (const item of given) {
      const record = records.get(item.medicalRecord ?? 0);
      expect(record?.recordType, item.name).toBe(CARE_ITEM_RECORD_TYPE[item.itemType as keyof typeof CARE_ITEM_RECORD_TYPE]);
      expect((record?.date ?? '9999') <= today && item.doneBy !== null && item.doneAt !== null).toBe(true);
      if (item.itemType === 'Vaccination') expect(record?.lotNumber && record.product && (record.lotExpiry ?? '') > (record.date ?? '')).toBeTruthy();
      expect(Boolean(record?.rabiesTag && record.veterinarian)).toBe(/rabies/i.test(item.name));
      expect(record?.testResult ?? null).toEqual(item.itemType === 'Test' ? expect.stringMatching(/^(Negative|Positive)$/) : null);
      if (item.itemType === 'Surgery') expect(record?.procedure).toBe(animals.get(item.animal)?.sex === 'Female' ? 'Spay' : 'Neuter');
    }
    const skipped = items.filter((item) => item.status === 'Skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const item of skipped) expect([item.skipReason?.length, item.medicalRecord]).toEqual([expect.any(Number), null]);
    for (const item of items.filter((item) => item.status === 'Due')) expect([item.medicalRecord, item.doneBy]).toEqual([null, null]);
  });

  it('names every spay and neuter as such, answers some intakes’ “altered?”, and types a status only where no record says it', async () => {
    const animals = await em.find(AnimalSchema, {});
    const surgeries = await em.find(MedicalRecordSchema, { recordType: 'Surgery' });
    expect(surgeries.filter((record) => /spay|neuter/i.test(record.description) && !record.procedure)).toEqual([]);
    expect(new Set(animals.map((animal) => animal.alteredAtIntake))).toEqual(new Set([true, false, null]));
    for (const animal of animals) {
      if (animal.spayNeuterStatus) expect([animal.alteredProcedure ?? null, animal.alteredAtIntake ?? null], animal.name).toEqual([null, null]);
      if (animal.vaccinationStatus) expect([animal.vaccinationsGiven, animal.nextVaccinationDue ?? null], animal.name).toEqual([0, null]);
    }
    expect(animals.filter((animal) => animal.vaccinationStatus).length).toBeGreaterThanOrEqual(2);
    expect(animals.filter((animal) => animal.alteredProcedure).length).toBeGreaterThan(10);
    // The derived statuses have something to say: some overdue, some due, some up to date.
    const inCare = animals.filter((animal) => isInCare(animal.status));
    const statuses = inCare.map((animal) =>
      vaccinationStatusOf({ vaccinationsGiven: animal.vaccinationsGiven, nextVaccinationDue: animal.nextVaccinationDue ?? null, typed: null }, today),
    );
    for (const status of ['Overdue', 'Due', 'Up to date']) expect(statuses).toContain(status);
  });

  it('weighs every animal: 3 to 6 times over a stay of two weeks or more, ending at its weight, and the summaries are the records’', async () => {
    const animals = await em.find(AnimalSchema, {});
    const stays = await em.find(StaySchema, {});
    const weights = await em.find(WeightSchema, {}, { orderBy: { date: 'asc', id: 'asc' } });
    for (const animal of animals) {
      const own = weights.filter((weight) => weight.animal === animal.id);
      expect(own.at(-1)?.grams, animal.name).toBe(animal.weightGrams);
      for (const weight of own) {
        expect(stays.some((s) => s.animal === animal.id && s.intakeDate <= weight.date && (!s.outcomeDate || weight.date <= s.outcomeDate))).toBe(true);
      }
      const open = stays.find((stay) => stay.animal === animal.id && !stay.outcomeDate);
      if (open && open.intakeDate <= addDays(today, -14)) expect(own.length, animal.name).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    const before = await em.execute('select id, vaccinations_given, next_vaccination_due, altered_procedure, weight_grams from animals order by id');
    await db.orm.em.fork().transactional(async (tx) => {
      for (const animal of animals) await refreshCareSummary(tx, animal.id);
    });
    expect(await em.execute('select id, vaccinations_given, next_vaccination_due, altered_procedure, weight_grams from animals order by id')).toEqual(before);
  });
});

describe('the demo’s people and organizations', () => {
  const people = () => em.find(PersonSchema, {}, { orderBy: { id: 'asc' } });

  it('links every adoption and placement to a person, two of whom adopted twice', async () => {
    const ids = new Set((await people()).map((person) => person.id));
    const adoptions = await em.find(AdoptionSchema, {});
    const placements = await em.find(FosterPlacementSchema, {});
    for (const record of [...adoptions, ...placements]) expect(ids.has(record.person), `record ${record.id}`).toBe(true);
    const completed = adoptions.filter((adoption) => adoption.status === 'Completed').map((adoption) => adoption.person);
    expect(completed.filter((person, i) => completed.indexOf(person) !== i)).toHaveLength(2);
  });

  it('gives every person the role each of their links gives them, and every role to someone', async () => {
    expect(await em.execute(PEOPLE_MISSING_A_ROLE)).toEqual([]);
    const all = await people();
    expect(all.filter((person) => person.roles.length === 0)).toEqual([]);
    expect(new Set(all.flatMap((person) => person.roles))).toEqual(new Set(PERSON_ROLES));
  });

  it('approves every foster home before its first animal, for the species it takes, one home full and one waiting for its first', async () => {
    const placements = await em.find(FosterPlacementSchema, {});
    const animals = new Map((await em.find(AnimalSchema, {})).map((animal) => [animal.id, animal]));
    const homes = (await people()).filter((person) => person.roles.includes('Foster home'));
    const full = [];
    for (const home of homes) {
      const own = placements.filter((placement) => placement.person === home.id);
      expect(home.fosterApprovedOn, home.name).toBeTruthy();
      for (const placement of own) {
        expect((home.fosterApprovedOn ?? '') <= placement.startDate).toBe(true);
        expect(home.fosterSpecies).toContain(animals.get(placement.animal)?.species);
      }
      const current = own.filter(isCurrent).length;
      expect(home.fosterCapacity).toBeGreaterThanOrEqual(Math.max(1, current));
      if (current === home.fosterCapacity) full.push(home);
    }
    expect(full.map((home) => home.fosterCapacity)).toEqual([expect.any(Number)]);
    expect(full[0]?.fosterCapacity).toBeGreaterThanOrEqual(4);
    expect(homes.filter((home) => !placements.some((placement) => placement.person === home.id))).toHaveLength(1);
  });

  it('flags one person Do not adopt, whose new portal application is left unlinked and matches them alone', async () => {
    const flagged = await em.find(PersonSchema, { doNotAdopt: true });
    expect(flagged).toHaveLength(1);
    const [person] = flagged;
    expect(person?.doNotAdoptReason?.length).toBeGreaterThan(20);
    const applications = (await em.find(ApplicationSchema, {})).filter((a) => a.applicantEmail.toLowerCase() === person?.email?.toLowerCase());
    expect(applications).toMatchObject([{ status: 'Received', person: null }]);
    expect(applications[0]?.applicantEmail).not.toBe(person?.email);
    const application = applications[0];
    expect(await exactMatches(em, { email: application?.applicantEmail ?? null, phone: application?.applicantPhone ?? null })).toEqual([person?.id]);
  });

  it('has one likely duplicate: the same e-mail in other capitals and the same phone punctuated otherwise, and no other two share either', async () => {
    const shared = (column: 'email' | 'phone', key: string) =>
      em.execute<{ ids: number[]; values: string[] }[]>(
        `select array_agg(id order by id) as ids, array_agg(${column} order by id) as values
           from people where anonymized_at is null and ${column} is not null group by ${key} having count(*) > 1`,
      );
    const byEmail = await shared('email', 'lower(email)');
    const byPhone = await shared('phone', `regexp_replace(phone, '[^0-9]', '', 'g')`);
    expect(byEmail).toHaveLength(1);
    expect(byPhone.map((pair) => pair.ids)).toEqual(byEmail.map((pair) => pair.ids));
    for (const { values } of [...byEmail, ...byPhone]) expect(new Set(values).size).toBe(2);
  });

  it('keeps an erased applicant’s old declined application, linked to their erased record', async () => {
    const erased = await em.find(PersonSchema, { anonymizedAt: { $ne: null } });
    expect(erased).toMatchObject([{ name: REMOVED, email: null, phone: null, roles: ['Applicant'] }]);
    const applications = await em.find(ApplicationSchema, { person: erased[0]?.id ?? 0 });
    expect(applications).toMatchObject([{ status: 'Declined', applicantName: REMOVED, applicantEmail: REMOVED, anonymizedAt: expect.any(Date) }]);
    expect(applications[0]?.decidedAt?.getTime()).toBeLessThan(erased[0]?.anonymizedAt?.getTime() ?? 0);
  });

  it('shows staff’s words with their decisions: the approval’s note, and a decline’s reason and note', async () => {
    const decided = await em.find(ApplicationSchema, { status: { $in: ['Approved', 'Declined'] }, anonymizedAt: null }, { orderBy: { status: 'asc' } });
    expect(decided).toMatchObject([
      { status: 'Approved', staffNote: expect.stringContaining('Home visit'), declineReason: null },
      { status: 'Declined', staffNote: expect.any(String), declineReason: expect.stringContaining('lease') },
    ]);
  });

  it('has the transfer partners as organizations, and a vet clinic with its contact', async () => {
    const organizations = await em.find(OrganizationSchema, {});
    expect(new Set(organizations.map((organization) => organization.kind))).toEqual(new Set([TRANSFER_PARTNER_KIND, 'Vet clinic']));
    const [clinic, ...others] = organizations.filter((organization) => organization.kind === 'Vet clinic');
    expect(others).toEqual([]);
    const contacts = await em.find(PersonSchema, { organization: clinic?.id ?? 0 });
    expect(contacts).toMatchObject([{ roles: ['Organization contact'] }]);
  });

  it('gives every paper something to print: kennel cards with handling warnings, holds and pending adoptions, and the tax ID receipts state', async () => {
    const calendar = async () => ({ timeZone: 'America/Chicago', today, date: (value: string) => value });
    const caches = { census: new ReadCache<TCensus>(db.orm.em, { maxEntries: 1 }), kennelCards: new ReadCache<TKennelCards>(db.orm.em, { maxEntries: 1 }) };
    const buildings = await em.find(LocationSchema, { parent: null });
    const cards = [];
    for (const building of buildings) cards.push(...(await kennelCards(em, calendar, caches, 'https://demo.example', { locationId: building.id })).cards);
    expect(cards.some((card) => card.handlingWarnings.length > 0)).toBe(true);
    expect(cards.some((card) => card.holdUntil !== null || card.onHold)).toBe(true);
    expect(cards.some((card) => card.adoptionPending)).toBe(true);
    expect((await getSettings(em)).organization.taxId).not.toBe('');
  });

  it('links some donations to their donors, and has volunteers, most active', async () => {
    const donations = await em.find(TransactionSchema, { transactionType: 'Donation' });
    const donors = new Set(donations.flatMap((donation) => (donation.person ? [donation.person] : [])));
    expect(donors.size).toBeGreaterThanOrEqual(3);
    expect(donations.some((donation) => !donation.person)).toBe(true);
    const volunteers = (await people()).filter((person) => person.roles.includes('Volunteer'));
    expect(volunteers.filter((person) => person.volunteerActive).length).toBeGreaterThanOrEqual(3);
    expect(volunteers.some((person) => !person.volunteerActive)).toBe(true);
  });
});

describe('demo plan', () => {
  const plan = (seed: number, day: string) => {
    const random = createRandom(seed);
    const { strayHoldDays, quarantineDays } = DEFAULT_SETTINGS.system;
    const animals = planAnimals(random, day, strayHoldDays);
    const person = createPeople(random);
    const { adoptions, placements } = planPlacements(random, day, animals, person);
    const medical = planMedicalRecords(random, day, animals);
    const notes = planBehaviorNotes(random, day, animals);
    const appointments = planAppointments(random, day, animals);
    const transactions = planTransactions(random, day);
    const journeys = planJourneys(random, day, animals, adoptions, placements, { strayHoldDays, quarantineDays }, person);
    const people = planPeople(random, day, animals, adoptions, placements, journeys, person);
    const applications = planApplications(random, day, animals, adoptions, people, person);
    return { animals, adoptions, placements, medical, notes, appointments, transactions, applications };
  };

  it('plans care inside each animal’s stays, given only what fell due before the day, whatever the seed, on awkward days', async () => {
    const protocols = (await em.find(ProtocolSchema, {})).map((p) => ({ ...p, minAgeWeeks: p.minAgeWeeks ?? null, maxAgeWeeks: p.maxAgeWeeks ?? null }));
    for (const day of ['2024-02-29', '2026-01-01', '2026-12-31']) {
      for (let seed = 1; seed <= 3; seed++) {
        const animals = planAnimals(createRandom(seed), day, DEFAULT_SETTINGS.system.strayHoldDays);
        const { plans, courses, weights } = planCare(createRandom(seed), day, animals, protocols);
        const within = (index: number, date: string) =>
          (animals[index]?.stays ?? []).some((stay) => addDays(day, -stay.fromAgo) <= date && date <= addDays(day, -(stay.toAgo ?? 0)));
        for (const { animal, items } of [...plans, ...courses]) {
          for (const item of items) {
            if (item.record) expect(within(animal, item.record.date) && item.dueDate < day, `${item.name} ${item.dueDate}`).toBe(true);
            if (item.status === 'Due') expect(item.record).toBeNull();
          }
        }
        expect(plans.some(({ items }) => items.some((item) => item.dueDate === day && item.status === 'Due'))).toBe(true);
        for (const weight of weights) expect(within(weight.animal, weight.date) && weight.grams > 0).toBe(true);
      }
    }
  });

  it('is the same for the same day', () => {
    expect(plan(1, today)).toEqual(plan(1, today));
  });

  it('stays consistent whatever the seed, on awkward days', () => {
    for (const day of ['2024-02-29', '2026-01-01', '2026-03-31', '2026-12-31']) {
      for (let seed = 1; seed <= 5; seed++) {
        const { animals, adoptions, placements, medical, notes, appointments, transactions, applications } = plan(seed, day);
        const intake = (index: number) => animals[index]?.row.intakeDate ?? '';
        expect(new Set(animals.map((a) => a.row.animalId)).size).toBe(animals.length);
        for (const p of placements) {
          expect(p.startDate >= intake(p.animal) && p.startDate <= addDays(day, 90)).toBe(true);
          if (p.endDate) expect(p.endDate >= p.startDate).toBe(true);
        }
        for (const a of adoptions) expect(a.adoptionDate > intake(a.animal) && a.adoptionDate <= day).toBe(true);
        for (const a of adoptions.filter((a) => a.status === 'Returned')) expect(a.returnedOn && a.returnedOn >= a.adoptionDate).toBe(true);
        animals.forEach(({ row }, index) => {
          const current = placements.filter((p) => p.animal === index && p.startDate <= day && (!p.endDate || p.endDate > day));
          expect(current).toHaveLength(row.status === 'In Foster' ? 1 : 0);
          const completed = adoptions.filter((a) => a.animal === index && a.status === 'Completed');
          expect(completed).toHaveLength(row.status === 'Adopted' ? 1 : 0);
        });
        for (const r of [...medical, ...notes]) expect(r.date >= intake(r.animal) && r.date <= day).toBe(true);
        for (const a of appointments) expect(a.date >= intake(a.animal)).toBe(true);
        expect(appointments.filter((a) => a.date === day && a.status !== 'Cancelled').length).toBeGreaterThanOrEqual(3);
        // A demo user is never double-booked.
        const booked = appointments.filter((a) => a.staffUsername !== null && a.status !== 'Cancelled');
        expect(booked.length).toBeGreaterThan(0);
        for (const a of booked) {
          const clash = booked.find(
            (b) =>
              b !== a &&
              b.staffUsername === a.staffUsername &&
              b.date === a.date &&
              b.time < timeAfter(a.time, a.durationMinutes) &&
              a.time < timeAfter(b.time, b.durationMinutes),
          );
          expect(clash).toBeUndefined();
        }
        for (const t of transactions) expect(t.amount !== 0 && t.date <= day).toBe(true);
        // A foster home was approved before its first animal and has room for the ones it has.
        for (const foster of new Set(placements.map((p) => p.foster))) {
          const own = placements.filter((p) => p.foster === foster);
          const current = own.filter((p) => p.startDate <= day && (!p.endDate || p.endDate > day));
          expect(foster.fosterHome?.approvedOn && own.every((p) => (foster.fosterHome?.approvedOn ?? '') <= p.startDate)).toBe(true);
          expect(foster.fosterHome?.capacity).toBeGreaterThanOrEqual(Math.max(1, current.length));
        }
        // Applications come in during the animal's latest stay, and are decided after.
        for (const a of applications) {
          expect(a.submittedOn >= intake(a.animal) && a.submittedOn <= day).toBe(true);
          if (a.decidedOn) expect(a.decidedOn >= a.submittedOn && a.decidedOn <= day).toBe(true);
        }
      }
    }
  });
});
