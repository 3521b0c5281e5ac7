import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { parseTypedWeight } from '../../src-shared/care-plans.js';
import type { TAdoptableAnimal } from '../../src-shared/schemas/public.js';
import { buildApp } from '../../src-server/app.js';
import { migrate } from '../../src-server/db/database.js';
import { syncStatusesInCare } from '../../src-server/modules/animals/animal-status.js';
import { createUser } from '../../src-server/modules/users/users.service.js';
import { asApiClient, sessionCookie, TEST_PASSWORD, testConfig } from '../app.js';
import { createEmptyDatabase, snapshotTables, type TTestDatabase } from '../database.js';

/**
 * Migrations (issue 11): a database made by the first migration, with a row in each of its
 * tables, is upgraded to the latest schema and keeps every row, value for value.
 */

/** One row in each table of the first migration, written as that schema knew them. */
const FIRST_SCHEMA_ROWS = [
  `insert into users (id, username, password_hash, name, role, image_url, active, created_at, updated_at)
     values (1, 'director', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'Dana Director', 'admin', null, true, '2026-01-02 08:00:00.123456+00', '2026-01-03 09:00:00+00')`,
  `insert into sessions (id, user_id, created_at, last_seen_at) values ('${'a'.repeat(64)}', 1, '2026-01-04 10:00:00+00', '2026-01-04 11:00:00+00')`,
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, image_url, microchip_id, microchip_manufacturer,
                        registration_id, traits, description, weight, health_status, vaccination_status, spay_neuter_status, version, created_at, updated_at)
     values (1, 'A-2026-0001', 'Biscuit', 'Dog', 'Beagle', 'Female', '2 years', '2026-01-10', 'Adopted', '/portraits/biscuit.svg', '985000000000001',
             'HomeAgain', 'R-1', '{friendly,"loves kids"}', 'Gentle — and “quoted”', '12 kg', 'Healthy', 'Rabies 2026', 'Spayed', 3,
             '2026-01-10 12:00:00+00', '2026-02-20 12:00:00+00'),
            (2, 'A-2026-0002', 'Mittens', 'Cat', 'Tabby', 'Male', '1 year', '2026-01-11', 'In Foster', null, null, null, null, '{}', null, null,
             'Recovering', null, null, 1, '2026-01-11 12:00:00+00', '2026-01-11 12:00:00+00')`,
  `insert into animal_id_counters (prefix, year, last_number) values ('A', 2026, 2)`,
  `insert into adoption_applications (id, reference, animal_id, status, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own,
                                      landlord_approval, has_children, has_other_pets, other_pets_details, previous_pet_experience,
                                      reason_for_adoption, how_did_you_hear, additional_notes, decided_at, anonymized_at, version, created_at)
     values (1, '12345678', 1, 'Approved', 'Robin Lee', 'robin@example.com', '555-010-4000', 'House', 'rent', true, false, true, 'One cat',
             'Grew up with dogs', 'Big yard', 'A friend', null, '2026-02-01 10:00:00+00', null, 2, '2026-01-20 10:00:00+00')`,
  `insert into adoptions (id, animal_id, adopter_name, adopter_email, adopter_phone, adoption_date, fee_amount, status, application_id,
                          voided_at, void_reason, version, created_at)
     values (1, 1, 'Robin Lee', 'robin@example.com', '555-010-4000', '2026-02-20', 15000, 'Completed', 1, null, null, 2, '2026-02-01 10:00:00+00')`,
  `insert into appointments (id, animal_id, appointment_type, date, time, staff_member, status, notes, voided_at, void_reason, version, created_at)
     values (1, 2, 'Check-up', '2026-03-01', '09:30', 'Dr. Patel', 'Upcoming', 'Bring records', null, null, 1, '2026-01-12 10:00:00+00')`,
  `insert into behavior_notes (id, animal_id, date, note, observed_by, voided_at, void_reason, version, created_at)
     values (1, 2, '2026-01-12', 'Shy at first', 'Volunteer Val', '2026-01-13 10:00:00+00', 'Wrong animal', 2, '2026-01-12 10:00:00+00')`,
  `insert into foster_care (id, animal_id, foster_name, foster_email, foster_phone, start_date, end_date, notes, voided_at, void_reason, version, created_at)
     values (1, 2, 'Jamie Rivera', 'jamie@example.com', null, '2026-01-15', null, null, null, null, 1, '2026-01-15 10:00:00+00')`,
  `insert into medical_records (id, animal_id, record_type, date, description, provider, notes, voided_at, void_reason, version, created_at)
     values (1, 1, 'Vaccination', '2026-01-11', 'Rabies booster', 'Dr. Patel', null, null, null, 1, '2026-01-11 10:00:00+00')`,
  `insert into settings (key, value, updated_at)
     values ('organization', '{"name": "Riverside Rescue", "timeZone": "America/Chicago"}', '2026-01-05 10:00:00+00'),
            ('system', '{"requireMicrochip": true}', '2026-01-05 10:00:00+00')`,
  `insert into financial_transactions (id, transaction_type, amount, date, related_to, description, payment_method, voided_at, void_reason, version, created_at)
     values (1, 'Adoption Fee', 15000, '2026-02-20', 1, 'Adoption fee: Biscuit (A-2026-0001)', null, null, null, 1, '2026-02-20 10:00:00+00'),
            (2, 'Supplies', -4599, '2026-02-21', null, null, 'Credit Card', null, null, 1, '2026-02-21 10:00:00+00')`,
];

type TRow = Record<string, unknown>;

/** A table's rows reduced to some columns (a later migration may add others), sorted. */
function project(rows: string[], columns: string[]): string[] {
  return rows
    .map((text) => JSON.parse(text) as TRow)
    .map((row) => JSON.stringify(columns.map((column) => row[column])))
    .sort();
}

/**
 * Columns a later migration moved elsewhere, read back from where they went: the adopter's and the
 * foster's details now live on their person (Migration20261126160000); a typed weight that reads
 * as one is the first entry of the animal's weight history, in grams (Migration20261127000000).
 */
const MOVED: Record<string, string> = {
  adoptions: 'select a.*, p.name as adopter_name, p.email as adopter_email, p.phone as adopter_phone from adoptions a join people p on p.id = a.person_id',
  foster_care: 'select f.*, p.name as foster_name, p.email as foster_email, p.phone as foster_phone from foster_care f join people p on p.id = f.person_id',
  animals: `select (jsonb_populate_record(a, jsonb_build_object('weight', coalesce(a.weight, (select w.grams / 1000 || ' kg' from animal_weights w where w.animal_id = a.id))))).*
               from animals a`,
};

let db: TTestDatabase;
beforeAll(async () => {
  db = await createEmptyDatabase();
});
afterAll(() => db.close());

it('upgrading a database made by the first migration keeps every row', async () => {
  const [first] = migrationsList;
  if (!first) throw new Error('No migration');
  await db.orm.getMigrator().up({ to: first.name });
  const em = db.orm.em.fork();
  for (const statement of FIRST_SCHEMA_ROWS) await em.execute(statement);
  const before = await snapshotTables(db.orm);
  for (const [table, rows] of Object.entries(before)) expect(rows.length, `a row in ${table}`).toBeGreaterThan(0);

  await migrate(db.orm);
  const executed = await db.orm.getMigrator().getExecutedMigrations();
  expect(executed.map((migration) => migration.name)).toEqual(migrationsList.map((migration) => migration.name));

  const after = await snapshotTables(db.orm);
  for (const [table, query] of Object.entries(MOVED)) {
    after[table] = (await em.execute<{ row: string }[]>(`select row_to_json(t)::text as row from (${query}) t`)).map((r) => r.row);
  }
  for (const [table, rows] of Object.entries(before)) {
    const columns = Object.keys(JSON.parse(rows[0] ?? '{}') as TRow);
    expect(project(after[table] ?? [], columns), table).toEqual(project(rows, columns));
  }
  // Appointments made before durations and staff users last 30 minutes, with no staff user.
  expect(await em.execute('select duration_minutes, staff_user_id from appointments')).toEqual([{ duration_minutes: 30, staff_user_id: null }]);
  // Users made before messages have no address and receive nothing until they choose (issue 24).
  expect(
    await em.execute('select email, notify_new_applications, digest_hour, notify_appointment_reminders, notify_foster_ending from users where id = 1'),
  ).toEqual([{ email: null, notify_new_applications: 'off', digest_hour: 8, notify_appointment_reminders: false, notify_foster_ending: false }]);
  // Animals made before the public listing switch stay listed, as the portal showed them (issue 25).
  expect(await em.execute('select id, public_listing from animals order by id')).toEqual([
    { id: 1, public_listing: true },
    { id: 2, public_listing: true },
  ]);
});

/** Rows as the schema before the notes' link to applications knew them: the link was their text. */
const MARKER_SCHEMA_ROWS = [
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
     values (1, 'A-2026-0001', 'Pepper', 'Dog', 'Mixed', 'Female', '2 years', '2026-01-10', 'Available', '{}', 1, '2026-01-10 12:00:00+00', '2026-01-10 12:00:00+00')`,
  `insert into adoption_applications (id, reference, animal_id, status, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own,
                                      has_children, has_other_pets, previous_pet_experience, reason_for_adoption, how_did_you_hear, decided_at,
                                      anonymized_at, version, created_at)
     values (1, '11111111', 1, 'Declined', 'Robin Lee', 'robin@example.com', '555-010-4000', 'House', 'own', false, false, 'Some', 'Yard', 'Friend',
             '2026-01-25 10:00:00+00', null, 2, '2026-01-20 10:00:00+00'),
            (2, '22222222', 1, 'Received', 'Sam Park', 'sam@example.com', '555-010-4001', 'Flat', 'own', false, false, 'None', 'Company', 'Web',
             null, null, 1, '2026-01-15 10:00:00+00'),
            (3, '33333333', 1, 'Received', 'Robin Lee', 'robin@example.com', '555-010-4000', 'House', 'own', false, false, 'Some', 'Yard', 'Friend',
             null, null, 1, '2026-02-10 10:00:00+00')`,
  `insert into behavior_notes (id, animal_id, date, note, observed_by, version, created_at)
     values (1, 1, '2026-01-12', 'Loves fetch', 'Volunteer Val', 1, '2026-01-12 10:00:00+00'),
            (2, 1, '2026-01-20', 'Adoption application received from Robin Lee', 'Adoption portal', 1, '2026-01-20 10:00:00.2+00'),
            (3, 1, '2026-02-09', 'Adoption application received from Sam Park', 'Adoption portal', 1, '2026-02-09 10:00:00.2+00'),
            (4, 1, '2026-02-10', 'Adoption application received from Robin Lee', 'Adoption portal', 1, '2026-02-10 10:00:00.2+00')`,
];

it('upgrading links each note an application left to that application, and the public still never sees it', async () => {
  const linking = migrationsList.findIndex((migration) => migration.name === 'Migration20261124022306');
  const previous = migrationsList[linking - 1];
  if (!previous) throw new Error('No migration before the notes were linked to applications');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    for (const statement of MARKER_SCHEMA_ROWS) await em.execute(statement);

    await migrate(old.orm);
    // The application whose applicant the note names, though another was submitted nearer; of two by
    // one person, the one submitted with the note.
    expect(await em.execute('select id, application_id from behavior_notes order by id')).toEqual([
      { id: 1, application_id: null },
      { id: 2, application_id: 1 },
      { id: 3, application_id: 2 },
      { id: 4, application_id: 3 },
    ]);

    const app = await buildApp({ config: await testConfig(), orm: old.orm });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/public/animals/1' });
      expect(response.statusCode).toBe(200);
      expect(response.json<TAdoptableAnimal>().behaviorNotes).toEqual([{ note: 'Loves fetch' }]);
    } finally {
      await app.close();
    }
  } finally {
    await old.close();
  }
});

/** Animals as the schema before one chip, one animal knew them: a number typed twice, once with spaces. */
const SHARED_CHIP_ROWS = [
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, microchip_id, traits, version, created_at, updated_at)
     values (1, 'A-2026-0001', 'Biscuit', 'Dog', 'Beagle', 'Female', '2 years', '2026-01-10', 'Available', '985141000123456', '{}', 1, now(), now()),
            (2, 'A-2026-0002', 'Copy', 'Dog', 'Beagle', 'Female', '2 years', '2026-01-11', 'Available', '985 141 000 123 456', '{}', 1, now(), now()),
            (3, 'A-2026-0003', 'Other', 'Cat', 'Tabby', 'Male', '1 year', '2026-01-12', 'Available', '0a1b2c3d4e', '{}', 1, now(), now())`,
];

it('upgrading keeps a shared chip number on the first animal and records it in the history of the others', async () => {
  const unique = migrationsList.findIndex((migration) => migration.name === 'Migration20261124031151');
  const previous = migrationsList[unique - 1];
  if (!previous) throw new Error('No migration before chip numbers became unique');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    for (const statement of SHARED_CHIP_ROWS) await em.execute(statement);

    await migrate(old.orm);
    expect(await em.execute('select id, microchip_id from animals order by id')).toEqual([
      { id: 1, microchip_id: '985141000123456' },
      { id: 2, microchip_id: null },
      { id: 3, microchip_id: '0A1B2C3D4E' },
    ]);
    expect(await em.execute('select entity, entity_id, animal_id, changes from audit_log')).toEqual([
      {
        entity: 'Animal',
        entity_id: '2',
        animal_id: 2,
        changes: { microchipId: ['985141000123456', null], microchipRecordedFor: [null, 'Biscuit (A-2026-0001)'] },
      },
    ]);
    await expect(em.execute(`update animals set microchip_id = '985141000123456' where id = 2`)).rejects.toThrow(/animals_microchip_id_unique/);
  } finally {
    await old.close();
  }
});

it('upgrading marks the medical records already dated before their animal’s intake as from an outside source, and only those', async () => {
  const flagging = migrationsList.findIndex((migration) => migration.name === 'Migration20261124031053');
  const previous = migrationsList[flagging - 1];
  if (!previous) throw new Error('No migration before medical records had an outside source');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    await em.execute(
      `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
         values (1, 'A-2026-0001', 'Pepper', 'Dog', 'Mixed', 'Female', '2 years', '2026-01-10', 'Available', '{}', 1, '2026-01-10 12:00:00+00', '2026-01-10 12:00:00+00')`,
    );
    await em.execute(
      `insert into medical_records (id, animal_id, record_type, date, description, version, created_at)
         values (1, 1, 'Vaccination', '2025-06-01', 'Rabies (previous owner)', 1, '2026-01-10 12:00:00+00'),
                (2, 1, 'Examination', '2026-01-10', 'Intake exam', 1, '2026-01-10 12:00:00+00'),
                (3, 1, 'Test', '2026-01-09', 'Heartworm test', 1, '2026-01-10 12:00:00+00')`,
    );

    await migrate(old.orm);
    expect(await em.execute('select id, outside_source from medical_records order by id')).toEqual([
      { id: 1, outside_source: true },
      { id: 2, outside_source: false },
      { id: 3, outside_source: true },
    ]);
  } finally {
    await old.close();
  }
});

/** As the previous release wrote them: one animal of each status it knew, an adoption, and two statuses imports wrote. */
const JOURNEY_ROWS = [
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
     values (1, 'A-2026-0001', 'Biscuit', 'Dog', 'Beagle', 'Female', '2 years', '2026-01-10', 'Adopted', '{}', 2, now(), now()),
            (2, 'A-2026-0002', 'Mittens', 'Cat', 'Tabby', 'Male', '1 year', '2026-01-11', 'Medical Hold', '{}', 1, now(), '2026-02-01 12:00:00+00'),
            (3, 'A-2026-0003', 'Rex', 'Dog', 'Mix', 'Male', '3 years', '2026-01-12', 'Returned to Owner', '{}', 1, now(), '2026-01-20 12:00:00+00'),
            (4, 'A-2026-0004', 'Tweety', 'Bird', 'Canary', 'Unknown', '1 year', '2026-01-13', 'Transferred', '{}', 1, now(), '2026-01-25 12:00:00+00'),
            (5, 'A-2026-0005', 'Nibbles', 'Small Animal', 'Rabbit', 'Female', '1 year', '2026-01-14', 'Available', '{}', 1, now(), now()),
            (6, 'A-2026-0006', 'Shadow', 'Cat', 'Black', 'Female', '2 years', '2026-01-15', 'Behavioral Eval', '{}', 1, now(), '2026-02-03 12:00:00+00'),
            (7, 'A-2026-0007', 'Pepper', 'Dog', 'Terrier', 'Male', '4 years', '2026-01-16', 'In Foster', '{}', 1, now(), '2026-02-01 12:00:00+00'),
            (8, 'A-2026-0008', 'Clover', 'Cat', 'Calico', 'Female', '5 years', '2026-01-17', 'Adopted', '{}', 1, now(), '2026-03-01 12:00:00+00')`,
  // An Adopted animal without a Completed adoption (an import), and one voided as entered in error.
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at, voided_at, void_reason)
     values (9, 'A-2026-0009', 'Typo', 'Dog', 'Mix', 'Unknown', '1 year', '2026-01-18', 'Available', '{}', 2, now(), now(), '2026-01-19 10:00:00+00', 'Entered twice')`,
  `insert into foster_care (id, animal_id, foster_name, foster_email, foster_phone, start_date, end_date, notes, version, created_at)
     values (1, 7, 'Jamie Rivera', 'jamie@example.com', null, '2026-02-01', null, null, 1, '2026-02-01 10:00:00+00')`,
  `insert into adoptions (id, animal_id, adopter_name, adopter_email, adopter_phone, adoption_date, fee_amount, status, version, created_at)
     values (1, 1, 'Robin Lee', 'robin@example.com', '555-010-4000', '2026-02-20', 15000, 'Completed', 1, now()),
            (2, 1, 'Old Try', 'old@example.com', '555-010-4001', '2026-02-01', 15000, 'Cancelled', 1, now())`,
];

it('upgrading gives every animal its stay, each as its status said, and keeps the statuses', async () => {
  const journey = migrationsList.findIndex((migration) => migration.name === 'Migration20261124060000');
  const previous = migrationsList[journey - 1];
  if (!previous) throw new Error('No migration before stays');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    for (const statement of JOURNEY_ROWS) await em.execute(statement);

    await migrate(old.orm);
    expect(
      await em.execute(`select animal_id, intake_type, to_char(intake_date, 'YYYY-MM-DD') as intake, outcome_type, to_char(outcome_date, 'YYYY-MM-DD') as outcome,
                               outcome_adoption_id from stays order by animal_id`),
    ).toEqual([
      { animal_id: 1, intake_type: 'Other', intake: '2026-01-10', outcome_type: 'Adoption', outcome: '2026-02-20', outcome_adoption_id: 1 },
      { animal_id: 2, intake_type: 'Other', intake: '2026-01-11', outcome_type: null, outcome: null, outcome_adoption_id: null },
      { animal_id: 3, intake_type: 'Other', intake: '2026-01-12', outcome_type: 'Returned to owner', outcome: '2026-01-20', outcome_adoption_id: null },
      { animal_id: 4, intake_type: 'Other', intake: '2026-01-13', outcome_type: 'Transferred out', outcome: '2026-01-25', outcome_adoption_id: null },
      { animal_id: 5, intake_type: 'Other', intake: '2026-01-14', outcome_type: null, outcome: null, outcome_adoption_id: null },
      { animal_id: 6, intake_type: 'Other', intake: '2026-01-15', outcome_type: null, outcome: null, outcome_adoption_id: null },
      { animal_id: 7, intake_type: 'Other', intake: '2026-01-16', outcome_type: null, outcome: null, outcome_adoption_id: null },
      { animal_id: 8, intake_type: 'Other', intake: '2026-01-17', outcome_type: 'Adoption', outcome: '2026-03-01', outcome_adoption_id: null },
      { animal_id: 9, intake_type: 'Other', intake: '2026-01-18', outcome_type: null, outcome: null, outcome_adoption_id: null },
    ]);
    // Who found a stray was not kept before: no stay names a finder.
    expect(await em.execute(`select count(*)::int as n from stays where finder_id is not null`)).toEqual([{ n: 0 }]);
    expect(await em.execute(`select animal_id, hold_type, to_char(start_date, 'YYYY-MM-DD') as start, end_date from holds order by animal_id`)).toEqual([
      { animal_id: 2, hold_type: 'Medical hold', start: '2026-02-01', end_date: null },
      { animal_id: 6, hold_type: 'Behavioral evaluation', start: '2026-02-03', end_date: null },
    ]);
    // The statuses the records now derive are the ones the animals had.
    const before = await em.execute<{ id: number; status: string }[]>('select id, status from animals order by id');
    await syncStatusesInCare(em, '2026-11-24');
    expect(await em.execute('select id, status from animals order by id')).toEqual(before);
    // The census counts the animals in care, the one in foster among them, and never the voided one.
    const app = asApiClient(await buildApp({ config: await testConfig(), orm: old.orm }));
    try {
      await createUser(old.orm.em.fork(), { username: 'upgrader', password: TEST_PASSWORD, name: 'Upgrader', role: 'staff' });
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'upgrader', password: TEST_PASSWORD } });
      const census = await app.inject({ method: 'GET', url: '/api/census?date=2026-03-01', headers: { cookie: sessionCookie(login) } });
      expect(census.statusCode).toBe(200);
      const names = JSON.stringify(census.json());
      for (const inCare of ['Mittens', 'Nibbles', 'Shadow', 'Pepper']) expect(names).toContain(inCare);
      for (const gone of ['Biscuit', 'Rex', 'Tweety', 'Clover', 'Typo']) expect(names).not.toContain(gone);
    } finally {
      await app.close();
    }
  } finally {
    await old.close();
  }
});

it('upgrading keeps the notes the portal showed public, records past and cancelled appointments as the console displayed them', async () => {
  const dayWork = migrationsList.findIndex((migration) => migration.name === 'Migration20261126210000');
  const previous = migrationsList[dayWork - 1];
  if (!previous) throw new Error('No migration before note kinds and appointment outcomes');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    await em.execute(`insert into settings (key, value, updated_at) values ('organization', '{"timeZone": "Pacific/Kiritimati"}', now())`);
    await em.execute(
      `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
         values (1, 'A-2026-0001', 'Pepper', 'Dog', 'Mixed', 'Female', '2 years', '2026-01-10', 'Available', '{}', 1, now(), now())`,
    );
    await em.execute(
      `insert into adoption_applications (id, reference, animal_id, status, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own,
                                          has_children, has_other_pets, previous_pet_experience, reason_for_adoption, how_did_you_hear, version, created_at)
         values (1, '11111111', 1, 'Received', 'Robin Lee', 'robin@example.com', '555-010-4000', 'House', 'own', false, false, 'Some', 'Yard', 'Friend', 1, now())`,
    );
    await em.execute(
      `insert into behavior_notes (id, animal_id, date, note, observed_by, application_id, version, created_at)
         values (1, 1, '2026-01-12', 'Loves fetch', 'Volunteer Val', null, 1, now()),
                (2, 1, '2026-01-20', 'Adoption application received from Robin Lee', 'Adoption portal', 1, 1, now())`,
    );
    // Dates around the shelter's today, in its own time zone (UTC+14), whatever this machine's clock says.
    await em.execute(
      `insert into appointments (id, animal_id, appointment_type, date, time, staff_member, status, version, created_at)
         values (1, 1, 'Check-up', (now() at time zone 'Pacific/Kiritimati')::date - 1, '09:30', 'Dr. Patel', 'Upcoming', 1, now()),
                (2, 1, 'Check-up', (now() at time zone 'Pacific/Kiritimati')::date - 2, '09:30', 'Dr. Patel', 'Cancelled', 1, now()),
                (3, 1, 'Check-up', (now() at time zone 'Pacific/Kiritimati')::date, '09:30', 'Dr. Patel', 'Confirmed', 1, now()),
                (4, 1, 'Check-up', (now() at time zone 'Pacific/Kiritimati')::date + 3, '09:30', 'Dr. Patel', 'Cancelled', 1, now())`,
    );

    await migrate(old.orm);
    expect(await em.execute('select id, kind, public, author_id from behavior_notes order by id')).toEqual([
      { id: 1, kind: 'Behaviour', public: true, author_id: null },
      { id: 2, kind: 'Behaviour', public: false, author_id: null },
    ]);
    expect(await em.execute('select id, status, outcome from appointments order by id')).toEqual([
      { id: 1, status: 'Upcoming', outcome: 'Completed' },
      { id: 2, status: 'Cancelled', outcome: 'Cancelled' },
      { id: 3, status: 'Confirmed', outcome: null },
      { id: 4, status: 'Cancelled', outcome: 'Cancelled' },
    ]);
  } finally {
    await old.close();
  }
});

/** Weights as staff typed them before weights were recorded: the ones the console's "25 lbs" reads, and ones it does not. */
const TYPED_WEIGHTS = ['25 lbs', 'about 20 pounds', '4.2kg', '12 Pounds', '800 g', '3,5 kg', '10 oz', '20#', '7 lb.', '20-25 lbs', '0 g', '2000 kg', 'Unknown'];

it('upgrading reads each typed weight into the weight history as the app reads one, and keeps the rest as typed', async () => {
  const carePlans = migrationsList.findIndex((migration) => migration.name === 'Migration20261127000000');
  const previous = migrationsList[carePlans - 1];
  if (!previous) throw new Error('No migration before care plans');
  const old = await createEmptyDatabase();
  try {
    await old.orm.getMigrator().up({ to: previous.name });
    const em = old.orm.em.fork();
    for (const [i, weight] of TYPED_WEIGHTS.entries()) {
      await em.execute(
        `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, weight, traits, version, created_at, updated_at)
         values (?, ?, 'Scale', 'Dog', 'Mix', 'Male', '2 years', '2026-01-10', 'Available', ?, '{}', 1, now(), now())`,
        [i + 1, `A-2026-${String(i + 1).padStart(4, '0')}`, weight],
      );
    }

    await migrate(old.orm);
    const animals = await em.execute<{ weight: string | null; weight_grams: number | null }[]>('select weight, weight_grams from animals order by id');
    const weights = await em.execute<{ animal_id: number; date: string; grams: number }[]>(
      `select animal_id, to_char(date, 'YYYY-MM-DD') as date, grams from animal_weights order by animal_id`,
    );
    const expected = TYPED_WEIGHTS.map((text) => parseTypedWeight(text));
    expect(animals).toEqual(TYPED_WEIGHTS.map((text, i) => ({ weight: expected[i] === null ? text : null, weight_grams: expected[i] })));
    expect(weights).toEqual(expected.flatMap((grams, i) => (grams === null ? [] : [{ animal_id: i + 1, date: '2026-01-10', grams }])));
    expect(animals.slice(0, 2)).toEqual([
      { weight: null, weight_grams: 11340 },
      { weight: 'about 20 pounds', weight_grams: null },
    ]);
  } finally {
    await old.close();
  }
});
