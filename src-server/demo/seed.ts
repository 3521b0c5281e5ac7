import type { EntityManager } from '@mikro-orm/postgresql';
import { AdoptionSchema } from '../modules/adoptions/adoption.entity.js';
import { ApplicationSchema } from '../modules/applications/application.entity.js';
import { arrivalNoteText } from '../modules/applications/arrival-note.js';
import { AnimalSchema } from '../modules/animals/animal.entity.js';
import { AppointmentSchema } from '../modules/appointments/appointment.entity.js';
import { UserSchema } from '../modules/users/user.entity.js';
import { BehaviorNoteSchema } from '../modules/behavior-notes/behavior-note.entity.js';
import { TransactionSchema } from '../modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from '../modules/foster/foster-placement.entity.js';
import { MedicalRecordSchema } from '../modules/medical/medical-record.entity.js';
import { LOCATION_KINDS } from '../../src-shared/journey.js';
import { syncStatus } from '../modules/animals/animal-status.js';
import { HoldSchema } from '../modules/journey/hold.entity.js';
import { StaySchema } from '../modules/journey/stay.entity.js';
import { AnimalMoveSchema } from '../modules/locations/animal-move.entity.js';
import { LocationSchema, type TLocationEntity } from '../modules/locations/location.entity.js';
import { getSettings, updateSettings } from '../modules/settings/settings.service.js';
import { planAnimals } from './animals.js';
import { planJourneys } from './journeys.js';
import { planLocations, type TPlannedLocation } from './locations.js';
import { planApplications } from './applications.js';
import { planAppointments } from './appointments.js';
import { planBehaviorNotes } from './behavior.js';
import { writeTodaysCare } from './care-log.js';
import { planTransactions } from './finance.js';
import { planMedicalRecords } from './medical.js';
import { writeDemoMessages } from './messages.js';
import { planCare, planStarts, writeCare, type TDemoProtocol } from './care-plans.js';
import { ProtocolSchema } from '../modules/care-plans/protocol.entity.js';
import { planPeople, personLinks } from './people.js';
import { createPeople } from './people-data.js';
import { writeOrganizations, writePeople } from './people-rows.js';
import { planPlacements } from './placements.js';
import { createRandom } from './random.js';
import { createDemoUsers, DEMO_USERS } from './users.js';

/** Fixed, so the same "today" always gives the same shelter. */
const DEMO_SEED = 20_240_917;
/** Not any real organization's: US employer numbers starting 00 are not issued. */
const DEMO_TAX_ID = '00-1234567';
/** Serialises two servers starting on one empty database: only the first one seeds. */
const SEED_LOCK = 7_424_117_301;

export interface TDemoSeedResult {
  seeded: boolean;
  /** Lines for the operator, printed once at start. */
  notices: string[];
  /** The demo users' shared password, when any demo user was created. */
  password?: string;
}

/**
 * Fills an empty database with a realistic demo shelter, in one transaction. A database that has
 * any animal is left alone, so this is safe to call on every start.
 * @param today the shelter's calendar date (YYYY-MM-DD); every demo date is relative to it.
 */
export async function seedDemo(em: EntityManager, today: string): Promise<TDemoSeedResult> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await tx.count(AnimalSchema, {})) > 0) return { seeded: false, notices: [] };

    const random = createRandom(DEMO_SEED);
    const { system, organization } = await getSettings(tx);
    // A donation's receipt states the tax ID (docs/domain.md#printables): the demo shelter has a made-up one.
    if (!organization.taxId) await updateSettings(tx, { organization: { taxId: DEMO_TAX_ID } });
    const holdDays = { strayHoldDays: system.strayHoldDays, quarantineDays: system.quarantineDays };
    const animals = planAnimals(random, today, holdDays.strayHoldDays);
    const person = createPeople(random);
    const { adoptions, placements } = planPlacements(random, today, animals, person);
    const medical = planMedicalRecords(random, today, animals);
    const protocols = await demoProtocols(tx);
    // The care plans give their animals the routine care of their stays (care-plans.ts).
    const starts = planStarts(today, animals, protocols);
    const routine = new Set(medical.filter((record) => record.routine && (starts.get(record.animal) ?? '9999-12-31') <= record.date));
    const notes = planBehaviorNotes(random, today, animals);
    const appointments = planAppointments(random, today, animals);
    const transactions = planTransactions(random, today);
    const journeys = planJourneys(random, today, animals, adoptions, placements, holdDays, person);
    const { locations, moves } = planLocations(random, today, animals, journeys);
    const people = planPeople(random, today, animals, adoptions, placements, journeys, person);
    const applications = planApplications(random, today, animals, adoptions, people, person);

    // Rows go in intake order, so database ids follow animal IDs.
    const animalRows = animals.map(({ row }) => tx.create(AnimalSchema, row));
    await tx.flush();
    const animalId = (index: number): number => {
      const row = animalRows[index];
      if (!row) throw new Error(`demo plan refers to a missing animal #${index}`);
      return row.id;
    };

    const organizationId = await writeOrganizations(tx);
    const links = [...personLinks({ applications, adoptions, placements, journeys, transactions }), ...people.others.map((other) => [other, null] as const)];
    const personId = await writePeople(tx, links, organizationId);
    const applicationRows = applications.map(
      ({ animal, applicant, person: applicantPerson, answers, adoption, submittedOn, decidedOn, anonymizedOn, ...rest }) =>
        tx.create(ApplicationSchema, {
          ...rest,
          ...answers,
          animal: animalId(animal),
          applicantName: applicant.name,
          applicantEmail: applicant.email ?? '',
          applicantPhone: applicant.phone ?? '',
          person: applicantPerson ? personId(applicantPerson) : null,
          decidedAt: decidedOn ? new Date(`${decidedOn}T16:00:00Z`) : null,
          anonymizedAt: anonymizedOn ? new Date(`${anonymizedOn}T17:00:00Z`) : null,
          createdAt: new Date(`${submittedOn}T15:00:00Z`),
        }),
    );
    await tx.flush();
    // The portal notes each application's arrival on its animal (the name erased with the application's).
    applications.forEach(({ animal, applicant, submittedOn }, i) =>
      tx.create(BehaviorNoteSchema, {
        animal: animalId(animal),
        date: submittedOn,
        note: arrivalNoteText(applicant.name),
        observedBy: 'Adoption portal',
        application: applicationRows[i]?.id ?? null,
      }),
    );
    const approvedFrom = (adoption: number) => applicationRows[applications.findIndex((application) => application.adoption === adoption)]?.id ?? null;

    const adoptionRows = adoptions.map(({ animal, adopter, adoptionDate, feeAmount, status, returnedOn, returnReason }, i) =>
      tx.create(AdoptionSchema, {
        animal: animalId(animal),
        person: personId(adopter),
        application: approvedFrom(i),
        adoptionDate,
        feeAmount,
        status,
        returnedOn,
        returnReason,
      }),
    );
    for (const { animal, foster, startDate, endDate, notes: text } of placements) {
      tx.create(FosterPlacementSchema, {
        animal: animalId(animal),
        person: personId(foster),
        startDate,
        endDate,
        notes: text,
      });
    }
    for (const { animal, routine: _routine, ...record } of medical.filter((record) => !routine.has(record))) {
      tx.create(MedicalRecordSchema, { animal: animalId(animal), ...record });
    }
    for (const { animal, ...note } of notes) tx.create(BehaviorNoteSchema, { animal: animalId(animal), ...note });
    const users = await createDemoUsers(tx);
    // Appointments name the demo users they are booked with (an existing demo user is used as it is).
    const staffUsers = await tx.find(UserSchema, { username: { $in: DEMO_USERS.map((u) => u.username) } }, { fields: ['id', 'username'] });
    const staffUserId = (username: string | null) => staffUsers.find((user) => user.username === username)?.id ?? null;
    for (const { animal, staffUsername, ...appointment } of appointments) {
      tx.create(AppointmentSchema, { animal: animalId(animal), staffUser: staffUserId(staffUsername), ...appointment });
    }
    for (const { donor, ...transaction } of transactions)
      tx.create(TransactionSchema, { ...transaction, relatedTo: null, person: donor ? personId(donor) : null });
    await tx.flush();
    const messages = await writeDemoMessages(tx, applicationRows, (id) => animalRows.find((row) => row.id === id)?.name ?? '');

    const adoptionId = (index: number | null) => (index === null ? null : (adoptionRows[index]?.id ?? null));
    const locationRows = await createLocations(tx, locations);
    const euthanasia = await euthanasiaStaff(tx);
    const stayRows = journeys.stays.map(({ animal, intake, outcome }) =>
      tx.create(StaySchema, {
        animal: animalId(animal),
        intakeType: intake.type,
        intakeDate: intake.date,
        intakeTime: intake.time,
        intakeCondition: intake.condition,
        intakeAgeGroup: intake.ageGroup,
        foundLocation: intake.foundLocation,
        finder: intake.finder ? personId(intake.finder) : null,
        owner: intake.owner ? personId(intake.owner) : null,
        intakeReason: intake.reason,
        sourceOrganization: organizationId(intake.sourceOrganization),
        intakeTransferScope: intake.transferScope,
        motherAnimal: intake.mother === null ? null : animalId(intake.mother),
        returnedAdoption: adoptionId(intake.returnedAdoption),
        intakeNotes: intake.notes,
        outcomeType: outcome?.type ?? null,
        outcomeSubtype: outcome?.subtype ?? null,
        outcomeDate: outcome?.date ?? null,
        outcomeTime: outcome?.time ?? null,
        outcomeCondition: outcome?.condition ?? null,
        outcomeAgeGroup: outcome?.ageGroup ?? null,
        destinationOrganization: organizationId(outcome?.destinationOrganization ?? null),
        destinationPerson: outcome?.destinationPerson ? personId(outcome.destinationPerson) : null,
        destination: outcome?.destination ?? null,
        outcomeTransferScope: outcome?.transferScope ?? null,
        outcomeAdoption: adoptionId(outcome?.adoption ?? null),
        outcomeReason: outcome?.reason ?? null,
        performedBy: outcome?.euthanasia ? euthanasia.performedBy : null,
        authorizedBy: outcome?.euthanasia ? euthanasia.authorizedBy : null,
        drug: outcome?.euthanasia?.drug ?? null,
        dose: outcome?.euthanasia?.dose ?? null,
        outcomeNotes: outcome?.notes ?? null,
      }),
    );
    await tx.flush();
    const stayOf = (index: number) => {
      const row = stayRows[index];
      if (!row) throw new Error(`demo plan refers to a missing stay #${index}`);
      return row;
    };
    for (const { stay, type, ...hold } of journeys.holds) {
      tx.create(HoldSchema, { animal: stayOf(stay).animal, stay: stayOf(stay).id, holdType: type, ...hold });
    }
    for (const { stay, location, movedOn, movedAt } of moves) {
      tx.create(AnimalMoveSchema, { animal: stayOf(stay).animal, stay: stayOf(stay).id, location: locationRows[location]?.id ?? 0, movedOn, movedAt });
    }
    await tx.flush();

    // Completed and Returned adoptions with a fee carry their income, as the adoptions service
    // records it (a returned adoption's fee stays booked).
    adoptions.forEach((adoption, i) => {
      const row = adoptionRows[i];
      if (!row || !PAID.includes(adoption.status) || adoption.feeAmount <= 0) return;
      const animal = animals[adoption.animal]?.row;
      tx.create(TransactionSchema, {
        transactionType: 'Adoption Fee',
        amount: adoption.feeAmount,
        date: adoption.adoptionDate,
        relatedTo: row.id,
        description: `Adoption fee: ${animal?.name ?? 'animal'} (${animal?.animalId ?? '?'})`,
        paymentMethod: adoption.paymentMethod,
        person: row.person,
      });
    });
    // The plan gives each animal the status its records say; the one home of that rule has the last word.
    await syncStatus(
      tx,
      animalRows.map((row) => row.id),
      today,
    );

    const careNotes = await writeTodaysCare(tx, random, today, { staff: staffUserId('staff'), volunteer: staffUserId('volunteer') });
    const care = await writeCare(tx, planCare(random, today, animals, protocols), {
      animal: animalId,
      user: (giver) => staffUserId(giver),
      all: animalRows.map((row) => row.id),
    });

    const fees = adoptions.filter((a) => PAID.includes(a.status) && a.feeAmount > 0).length;
    const notices = [
      `Demo data added: ${animals.length} animals, ${journeys.stays.length} stays, ${medical.length - routine.size + care.records} medical records, ` +
        `${care.items} care plan items, ${care.weights} weights, ` +
        `${notes.length + applications.length + careNotes} notes, ${adoptions.length} adoptions, ${placements.length} foster placements, ` +
        `${appointments.length} appointments, ${transactions.length + fees} transactions, ${new Set(links.map(([planned]) => planned)).size} people, ` +
        `${applications.length} applications, ${messages} messages kept in the outbox.`,
    ];
    if (users.password) {
      notices.push(`Demo users ${listNames(users.usernames)} have password: ${users.password}`);
    } else {
      notices.push(`Demo users ${listNames(DEMO_USERS.map((u) => u.username))} existed already and were left as they were.`);
    }
    return { seeded: true, notices, ...(users.password ? { password: users.password } : {}) };
  });
}

const PAID: readonly string[] = ['Completed', 'Returned'];

/** The protocols a fresh database has: the defaults its migration seeded. */
async function demoProtocols(tx: EntityManager): Promise<TDemoProtocol[]> {
  const rows = await tx.find(ProtocolSchema, {}, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    species: row.species,
    minAgeWeeks: row.minAgeWeeks ?? null,
    maxAgeWeeks: row.maxAgeWeeks ?? null,
    active: row.active,
    steps: row.steps,
  }));
}

/** Buildings first, then rooms, then kennels: each row needs its parent's id. */
async function createLocations(tx: EntityManager, locations: readonly TPlannedLocation[]): Promise<TLocationEntity[]> {
  const rows: TLocationEntity[] = [];
  for (const kind of LOCATION_KINDS) {
    locations.forEach((location, index) => {
      if (location.kind !== kind) return;
      const parent = location.parent === null ? null : (rows[location.parent]?.id ?? null);
      rows[index] = tx.create(LocationSchema, { name: location.name, kind, parent, active: true });
    });
    await tx.flush();
  }
  return rows;
}

/**
 * Who performs and who authorizes the demo's euthanasias: the demo vet, and an admin (the one the
 * app bootstraps) when there is one; both may (docs/domain.md#outcomes).
 */
async function euthanasiaStaff(tx: EntityManager): Promise<{ performedBy: number | null; authorizedBy: number | null }> {
  const allowed = await tx.find(UserSchema, { active: true, role: { $in: ['admin', 'veterinarian'] } }, { orderBy: { id: 'asc' } });
  const vet = allowed.find((user) => user.username === 'vet' && user.role === 'veterinarian') ?? allowed[0];
  const admin = allowed.find((user) => user.role === 'admin') ?? vet;
  return { performedBy: vet?.id ?? null, authorizedBy: admin?.id ?? null };
}

function listNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
