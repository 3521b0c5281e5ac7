import type { EntityManager } from '@mikro-orm/postgresql';
import { AdoptionSchema } from '../modules/adoptions/adoption.entity.js';
import { AnimalSchema } from '../modules/animals/animal.entity.js';
import { AppointmentSchema } from '../modules/appointments/appointment.entity.js';
import { UserSchema } from '../modules/users/user.entity.js';
import { BehaviorNoteSchema } from '../modules/behavior-notes/behavior-note.entity.js';
import { TransactionSchema } from '../modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from '../modules/foster/foster-placement.entity.js';
import { MedicalRecordSchema } from '../modules/medical/medical-record.entity.js';
import { planAnimals } from './animals.js';
import { planAppointments } from './appointments.js';
import { planBehaviorNotes } from './behavior.js';
import { planTransactions } from './finance.js';
import { planMedicalRecords } from './medical.js';
import { planPlacements } from './placements.js';
import { createRandom } from './random.js';
import { createDemoUsers, DEMO_USERS } from './users.js';

/** Fixed, so the same "today" always gives the same shelter. */
const DEMO_SEED = 20_240_917;
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
    const animals = planAnimals(random, today);
    const { adoptions, placements } = planPlacements(random, today, animals);
    const medical = planMedicalRecords(random, today, animals);
    const notes = planBehaviorNotes(random, today, animals);
    const appointments = planAppointments(random, today, animals);
    const transactions = planTransactions(random, today);

    // Rows go in intake order, so database ids follow animal IDs.
    const animalRows = animals.map(({ row }) => tx.create(AnimalSchema, row));
    await tx.flush();
    const animalId = (index: number): number => {
      const row = animalRows[index];
      if (!row) throw new Error(`demo plan refers to a missing animal #${index}`);
      return row.id;
    };

    const adoptionRows = adoptions.map(({ animal, adopter, adoptionDate, feeAmount, status }) =>
      tx.create(AdoptionSchema, {
        animal: animalId(animal),
        adopterName: adopter.name,
        adopterEmail: adopter.email,
        adopterPhone: adopter.phone,
        adoptionDate,
        feeAmount,
        status,
      }),
    );
    for (const { animal, foster, startDate, endDate, notes: text } of placements) {
      tx.create(FosterPlacementSchema, {
        animal: animalId(animal),
        fosterName: foster.name,
        fosterEmail: foster.email,
        fosterPhone: foster.phone,
        startDate,
        endDate,
        notes: text,
      });
    }
    for (const { animal, ...record } of medical) tx.create(MedicalRecordSchema, { animal: animalId(animal), ...record });
    for (const { animal, ...note } of notes) tx.create(BehaviorNoteSchema, { animal: animalId(animal), ...note });
    const users = await createDemoUsers(tx);
    // Appointments name the demo users they are booked with (an existing demo user is used as it is).
    const staffUsers = await tx.find(UserSchema, { username: { $in: DEMO_USERS.map((u) => u.username) } }, { fields: ['id', 'username'] });
    const staffUserId = (username: string | null) => staffUsers.find((user) => user.username === username)?.id ?? null;
    for (const { animal, staffUsername, ...appointment } of appointments) {
      tx.create(AppointmentSchema, { animal: animalId(animal), staffUser: staffUserId(staffUsername), ...appointment });
    }
    for (const transaction of transactions) tx.create(TransactionSchema, { ...transaction, relatedTo: null });
    await tx.flush();

    // Completed adoptions with a fee carry their income, as the adoptions service records it.
    adoptions.forEach((adoption, i) => {
      const row = adoptionRows[i];
      if (!row || adoption.status !== 'Completed' || adoption.feeAmount <= 0) return;
      const animal = animals[adoption.animal]?.row;
      tx.create(TransactionSchema, {
        transactionType: 'Adoption Fee',
        amount: adoption.feeAmount,
        date: adoption.adoptionDate,
        relatedTo: row.id,
        description: `Adoption fee: ${animal?.name ?? 'animal'} (${animal?.animalId ?? '?'})`,
        paymentMethod: adoption.paymentMethod,
      });
    });

    const fees = adoptions.filter((a) => a.status === 'Completed' && a.feeAmount > 0).length;
    const notices = [
      `Demo data added: ${animals.length} animals, ${medical.length} medical records, ${notes.length} behaviour notes, ` +
        `${adoptions.length} adoptions, ${placements.length} foster placements, ${appointments.length} appointments, ` +
        `${transactions.length + fees} transactions.`,
    ];
    if (users.password) {
      notices.push(`Demo users ${listNames(users.usernames)} have password: ${users.password}`);
    } else {
      notices.push(`Demo users ${listNames(DEMO_USERS.map((u) => u.username))} existed already and were left as they were.`);
    }
    return { seeded: true, notices, ...(users.password ? { password: users.password } : {}) };
  });
}

function listNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
