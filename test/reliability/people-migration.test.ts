import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { migrate } from '../../src-server/db/database.js';
import { createEmptyDatabase, type TTestDatabase } from '../database.js';

/**
 * Upgrading to people and organizations as records (Migration20261126160000, docs/domain.md#people):
 * a database the previous release wrote, its adopters, fosters, applicants, owners, finders and
 * partners as strings, comes out with every record linked to its person or organization, matched as
 * staff calls match them, and the migration's down() gives the strings back.
 */

const PEOPLE_MIGRATION = 'Migration20261126160000';

/** As the previous release wrote them, each person's details typed a little differently each time. */
const PREVIOUS_RELEASE_ROWS = [
  `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
     values (1, 'A-2026-0001', 'Biscuit', 'Dog', 'Beagle', 'Female', '2 years', '2026-01-05', 'Adopted', '{}', 1, now(), now()),
            (2, 'A-2026-0002', 'Mittens', 'Cat', 'Tabby', 'Male', '1 year', '2026-01-06', 'Adopted', '{}', 1, now(), now()),
            (3, 'A-2026-0003', 'Pepper', 'Dog', 'Terrier', 'Male', '4 years', '2026-01-07', 'Adopted', '{}', 1, now(), now()),
            (4, 'A-2026-0004', 'Shadow', 'Cat', 'Black', 'Female', '2 years', '2026-01-08', 'In Foster', '{}', 1, now(), now()),
            (5, 'A-2026-0005', 'Rex', 'Dog', 'Mix', 'Male', '3 years', '2026-01-09', 'Available', '{}', 1, now(), now()),
            (6, 'A-2026-0006', 'Nibbles', 'Small Animal', 'Rabbit', 'Female', '1 year', '2026-01-10', 'Available', '{}', 1, now(), now()),
            (7, 'A-2026-0007', 'Tweety', 'Bird', 'Canary', 'Unknown', '1 year', '2026-01-11', 'Available', '{}', 1, now(), now()),
            (8, 'A-2026-0008', 'Clover', 'Cat', 'Calico', 'Female', '5 years', '2026-01-12', 'Transferred', '{}', 1, now(), now()),
            (9, 'A-2026-0009', 'Scout', 'Dog', 'Husky', 'Male', '2 years', '2026-01-13', 'Returned to Owner', '{}', 1, now(), now())`,
  `insert into partner_organizations (id, name, in_coalition, active, version, created_at)
     values (1, 'County Animal Services', true, true, 1, '2026-01-01 10:00:00+00')`,
  `select setval('partner_organizations_id_seq', 1)`,
  // Robin applies, then adopts twice, her e-mail and phone typed differently each time.
  `insert into adoption_applications (id, reference, animal_id, status, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own,
                                      has_children, has_other_pets, previous_pet_experience, reason_for_adoption, how_did_you_hear, decided_at,
                                      anonymized_at, version, created_at)
     values (1, '11111111', 1, 'Approved', 'Robin Lee', 'robin@example.com', '555-010-4000', 'House', 'own', false, false, 'Some', 'Yard', 'Friend',
             '2026-01-12 10:00:00+00', null, 2, '2026-01-10 10:00:00+00'),
            (2, '22222222', 4, 'Declined', '[removed]', '[removed]', '[removed]', '[removed]', 'own', false, false, '[removed]', '[removed]', '[removed]',
             '2025-03-01 10:00:00+00', '2025-09-01 10:00:00+00', 3, '2025-02-20 10:00:00+00')`,
  `insert into adoptions (id, animal_id, adopter_name, adopter_email, adopter_phone, adoption_date, fee_amount, status, application_id, version, created_at)
     values (1, 1, 'Robin Lee', 'Robin@Example.com', '(555) 010-4000', '2026-01-20', 15000, 'Completed', 1, 1, '2026-01-20 10:00:00+00'),
            (2, 2, 'Robin Lee', 'robin@example.com', '555.010.4000', '2026-02-20', 10000, 'Completed', null, 1, '2026-02-20 10:00:00+00'),
            (3, 3, 'Jamie Rivera', 'jamie@example.com', '(555) 010-2000', '2026-03-10', 15000, 'Completed', null, 1, '2026-03-10 10:00:00+00'),
            (4, 4, '[removed]', '[removed]', '[removed]', '2025-02-25', 10000, 'Cancelled', 2, 2, '2025-02-25 10:00:00+00')`,
  // Jamie fostered twice, giving a phone and no e-mail, before adopting Pepper.
  `insert into foster_care (id, animal_id, foster_name, foster_email, foster_phone, start_date, end_date, notes, version, created_at)
     values (1, 3, 'Jamie Rivera', null, '555 010 2000', '2026-01-15', '2026-02-01', null, 1, '2026-01-15 10:00:00+00'),
            (2, 4, 'Jamie Rivera', null, '555-010-2000', '2026-02-10', null, null, 1, '2026-02-10 10:00:00+00')`,
  `insert into stays (id, animal_id, intake_type, intake_date, intake_age_group, found_location, owner_name, owner_phone, owner_email, finder_name,
                      finder_phone, finder_email, source_organization, intake_transfer_scope, outcome_type, outcome_date, outcome_age_group, destination,
                      outcome_transfer_scope, version, created_at)
     values (1, 5, 'Relinquished by owner', '2026-01-09', 'Adult', null, 'Pat Owner', '555-010-5000', 'pat@example.com', null, null, null, null, null,
             null, null, null, null, null, 1, '2026-01-09 10:00:00+00'),
            (2, 6, 'Stray/At large', '2026-01-10', 'Adult', 'Oak Street', null, null, null, 'Fran Finder', '555-010-6000', null, null, null,
             null, null, null, null, null, 1, '2026-01-10 10:00:00+00'),
            (3, 7, 'Transferred in', '2026-01-11', 'Adult', null, null, null, null, null, null, null, 'county animal services', 'In-state',
             null, null, null, null, null, 1, '2026-01-11 10:00:00+00'),
            (4, 8, 'Other', '2026-01-12', 'Adult', null, null, null, null, null, null, null, null, null,
             'Transferred out', '2026-01-30', 'Adult', 'Northern Paws Rescue', 'Out-of-state', 1, '2026-01-12 10:00:00+00'),
            (5, 9, 'Stray/At large', '2026-01-13', 'Adult', 'Mill Lane', 'Casey Owner', '555-010-7000', null, null, null, null, null, null,
             'Returned to owner', '2026-01-15', 'Adult', 'casey owner ', null, 1, '2026-01-13 10:00:00+00')`,
];

interface TPersonRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  alt_phone: string | null;
  roles: string[];
  foster_approved_on: string | null;
  anonymized: boolean;
}

/** A database the previous release wrote, upgraded to the latest schema. */
async function upgraded(): Promise<TTestDatabase> {
  const upgrading = await createEmptyDatabase();
  const previous = migrationsList[migrationsList.findIndex((migration) => migration.name === PEOPLE_MIGRATION) - 1];
  if (previous?.name !== 'Migration20261125204937') throw new Error('The rows below are as Migration20261125204937 left the schema');
  await upgrading.orm.getMigrator().up({ to: previous.name });
  for (const statement of PREVIOUS_RELEASE_ROWS) await upgrading.orm.em.fork().execute(statement);
  await migrate(upgrading.orm);
  return upgrading;
}

let db: TTestDatabase;
const sql = <T>(text: string, on: TTestDatabase = db) => on.orm.em.fork().execute<T[]>(text);
const person = async (id: number | null | undefined): Promise<TPersonRow | undefined> =>
  (
    await sql<TPersonRow>(`select id, name, email, phone, alt_phone, roles, to_char(foster_approved_on, 'YYYY-MM-DD') as foster_approved_on,
                                  anonymized_at is not null as anonymized
                             from people where id = ${Number(id)}`)
  )[0];
const linked = async (table: string, column: string, id: number) =>
  (await sql<{ ref: number | null }>(`select ${column} as ref from ${table} where id = ${id}`))[0]?.ref;

beforeAll(async () => {
  db = await upgraded();
});
afterAll(() => db.close());

describe('upgrading to people and organizations as records', () => {
  it('links every adoption and placement to a person, and makes one person of each, no more', async () => {
    expect(await sql(`select count(*)::int as n from adoptions a left join people p on p.id = a.person_id where p.id is null`)).toEqual([{ n: 0 }]);
    expect(await sql(`select count(*)::int as n from foster_care f left join people p on p.id = f.person_id where p.id is null`)).toEqual([{ n: 0 }]);
    // Robin, Jamie, Pat, Fran, Casey, and the two erased records' own.
    expect(await sql(`select count(*)::int as n from people`)).toEqual([{ n: 7 }]);
  });

  it('makes one adopter of two adoptions to one e-mail in another case and one phone punctuated otherwise, and of her application', async () => {
    const [first, second, application] = [
      await linked('adoptions', 'person_id', 1),
      await linked('adoptions', 'person_id', 2),
      await linked('adoption_applications', 'person_id', 1),
    ];
    expect(second).toBe(first);
    expect(application).toBe(first);
    // The first record gives the details; the same phone typed otherwise is not a second number.
    expect(await person(first)).toMatchObject({
      name: 'Robin Lee',
      email: 'robin@example.com',
      phone: '555-010-4000',
      alt_phone: null,
      roles: ['Applicant', 'Adopter'],
    });
  });

  it('makes one person of a foster home with no e-mail and the adopter with its phone: both roles, approved from the first placement', async () => {
    const placements = [await linked('foster_care', 'person_id', 1), await linked('foster_care', 'person_id', 2)];
    const adopter = await linked('adoptions', 'person_id', 3);
    expect(placements).toEqual([adopter, adopter]);
    expect(await person(adopter)).toMatchObject({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      phone: '555 010 2000',
      alt_phone: null,
      roles: ['Foster home', 'Adopter'],
      foster_approved_on: '2026-01-15',
    });
  });

  it('gives an anonymized application and its cancelled adoption erased people of their own, matched to no one', async () => {
    const erased = [await linked('adoption_applications', 'person_id', 2), await linked('adoptions', 'person_id', 4)];
    expect(new Set(erased).size).toBe(2);
    for (const id of erased) {
      expect(await person(id)).toMatchObject({ name: '[removed]', email: null, phone: null, roles: ['Applicant'], anonymized: true, foster_approved_on: null });
    }
    // No other record links either of them.
    const links = await sql<{ n: number }>(`
      select ((select count(*) from adoptions where person_id in (${erased.join(',')}))
            + (select count(*) from adoption_applications where person_id in (${erased.join(',')}))
            + (select count(*) from foster_care where person_id in (${erased.join(',')}))
            + (select count(*) from stays where ${['owner_id', 'finder_id', 'destination_person_id'].map((c) => `${c} in (${erased.join(',')})`).join(' or ')}))::int as n`);
    expect(links).toEqual([{ n: 2 }]);
    expect(await sql(`select count(*)::int as n from people where anonymized_at is not null`)).toEqual([{ n: 2 }]);
  });

  it('links owners and finders to people with those roles, and a return to owner to the stay’s owner', async () => {
    const owner = await linked('stays', 'owner_id', 1);
    expect(await person(owner)).toMatchObject({ name: 'Pat Owner', email: 'pat@example.com', phone: '555-010-5000', roles: ['Owner'] });
    const finder = await linked('stays', 'finder_id', 2);
    expect(await person(finder)).toMatchObject({ name: 'Fran Finder', email: null, phone: '555-010-6000', roles: ['Finder'] });
    const returned = await sql<{ owner_id: number; destination_person_id: number; destination: string | null }>(
      `select owner_id, destination_person_id, destination from stays where id = 5`,
    );
    expect(returned).toEqual([{ owner_id: expect.any(Number), destination_person_id: returned[0]?.owner_id, destination: null }]);
    expect(await person(returned[0]?.owner_id)).toMatchObject({ name: 'Casey Owner', roles: ['Owner'] });
    expect(await sql(`select count(*)::int as n from people where lower(name) like '%casey%'`)).toEqual([{ n: 1 }]);
  });

  it('turns the partner into an organization the transfer in links, and a transfer out’s new name into one organization', async () => {
    expect(await sql(`select id, name, kind, in_coalition, active from organizations order by id`)).toEqual([
      { id: 1, name: 'County Animal Services', kind: 'Shelter or rescue', in_coalition: true, active: true },
      { id: 2, name: 'Northern Paws Rescue', kind: 'Shelter or rescue', in_coalition: false, active: true },
    ]);
    expect(await sql(`select id, source_organization_id, destination_organization_id, destination from stays where id in (3, 4) order by id`)).toEqual([
      { id: 3, source_organization_id: 1, destination_organization_id: null, destination: null },
      { id: 4, source_organization_id: null, destination_organization_id: 2, destination: null },
    ]);
    expect(await sql(`select to_regclass('partner_organizations') as old`)).toEqual([{ old: null }]);
  });

  it('gives the strings back when the migration is undone, each record its person’s or organization’s details', async () => {
    const undone = await upgraded();
    try {
      await undone.orm.getMigrator().down({ to: PEOPLE_MIGRATION });
      expect(await sql(`select id, adopter_name, adopter_email, adopter_phone from adoptions order by id`, undone)).toEqual([
        { id: 1, adopter_name: 'Robin Lee', adopter_email: 'robin@example.com', adopter_phone: '555-010-4000' },
        { id: 2, adopter_name: 'Robin Lee', adopter_email: 'robin@example.com', adopter_phone: '555-010-4000' },
        { id: 3, adopter_name: 'Jamie Rivera', adopter_email: 'jamie@example.com', adopter_phone: '555 010 2000' },
        { id: 4, adopter_name: '[removed]', adopter_email: '', adopter_phone: '' },
      ]);
      expect(await sql(`select id, foster_name, foster_email, foster_phone from foster_care order by id`, undone)).toEqual([
        { id: 1, foster_name: 'Jamie Rivera', foster_email: 'jamie@example.com', foster_phone: '555 010 2000' },
        { id: 2, foster_name: 'Jamie Rivera', foster_email: 'jamie@example.com', foster_phone: '555 010 2000' },
      ]);
      expect(await sql(`select id, owner_name, finder_name, source_organization, destination from stays order by id`, undone)).toEqual([
        { id: 1, owner_name: 'Pat Owner', finder_name: null, source_organization: null, destination: null },
        { id: 2, owner_name: null, finder_name: 'Fran Finder', source_organization: null, destination: null },
        { id: 3, owner_name: null, finder_name: null, source_organization: 'County Animal Services', destination: null },
        { id: 4, owner_name: null, finder_name: null, source_organization: null, destination: 'Northern Paws Rescue' },
        { id: 5, owner_name: 'Casey Owner', finder_name: null, source_organization: null, destination: 'Casey Owner' },
      ]);
      expect(await sql(`select id, name, in_coalition from partner_organizations order by id`, undone)).toEqual([
        { id: 1, name: 'County Animal Services', in_coalition: true },
        { id: 2, name: 'Northern Paws Rescue', in_coalition: false },
      ]);
      expect(await sql(`select to_regclass('people') as people`, undone)).toEqual([{ people: null }]);
    } finally {
      await undone.close();
    }
  });
});
