import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCareCount, writeDataset } from '../bench/dataset.js';
import { IN_CARE_STATUSES } from '../src-shared/journey.js';
import { syncStatus } from '../src-server/modules/animals/animal-status.js';
import { createCaches } from '../src-server/caches.js';
import { census } from '../src-server/modules/locations/census.js';
import { TRANSFER_PARTNER_KIND } from '../src-shared/people.js';
import { createTestDatabase, type TTestDatabase } from './database.js';
import { PEOPLE_MISSING_A_ROLE } from './person-roles.js';

/** The benchmark's shelter must be one the app could have recorded, or its figures measure nothing real. */
const TODAY = '2026-06-15';
const ANIMALS = 2000;
let db: TTestDatabase;
const sql = <T>(text: string) => db.orm.em.getConnection().execute<T[]>(text);

beforeAll(async () => {
  db = await createTestDatabase();
  await writeDataset(db.orm, { animals: ANIMALS, today: TODAY });
});
afterAll(() => db.close());

describe('the bench dataset', () => {
  it('stores for every animal the status its stays, holds and placements give it', async () => {
    const ids = (await sql<{ id: number }>('select id from animals')).map((row) => row.id);
    expect(ids).toHaveLength(ANIMALS);
    expect(await db.orm.em.fork().transactional((tx) => syncStatus(tx, ids, TODAY))).toBe(0);
    const statuses = (await sql<{ status: string }>('select distinct status from animals')).map((row) => row.status);
    expect(statuses).toEqual(expect.arrayContaining([...IN_CARE_STATUSES.filter((status) => status !== 'Stray Hold'), 'Adopted', 'Euthanized', 'Died']));
  });

  it('gives every animal its stays, the first from its intake date; adoptions, and returns after them, name their adoption', async () => {
    const [counts] = await sql<Record<string, number>>(`
      select (select count(*) from animals a where not exists (select 1 from stays s where s.animal_id = a.id and s.intake_date = a.intake_date))::int as without_first,
             (select count(*) from stays where outcome_date is null)::int as open,
             (select count(*) from stays s join adoptions d on d.id = s.outcome_adoption_id
               where s.outcome_type = 'Adoption' and d.animal_id = s.animal_id and d.adoption_date = s.outcome_date)::int as adoptions_named,
             (select count(*) from stays where outcome_type = 'Adoption')::int as adoption_outcomes,
             (select count(*) from stays s join adoptions d on d.id = s.returned_adoption_id
               where d.status = 'Returned' and d.returned_on = s.intake_date and s.intake_type = 'Returned after adoption')::int as returns_named,
             (select count(*) from adoptions where status = 'Returned')::int as returned`);
    expect(counts?.without_first).toBe(0);
    expect(counts?.open).toBeGreaterThanOrEqual(inCareCount(ANIMALS));
    expect(counts?.adoptions_named).toBe(counts?.adoption_outcomes);
    expect(counts?.returned).toBeGreaterThan(0);
    expect(counts?.returns_named).toBe(counts?.returned);
    // Some strays name who found them; no other intake does.
    const finders = await sql<{ stray: boolean; named: number; unnamed: number }>(
      `select intake_type = 'Stray/At large' as stray, count(finder_id)::int as named, count(*) filter (where finder_id is null)::int as unnamed
         from stays group by 1 order by 1`,
    );
    expect(finders).toEqual([
      { stray: false, named: 0, unnamed: expect.any(Number) },
      { stray: true, named: expect.any(Number), unnamed: expect.any(Number) },
    ]);
    expect(finders[1]?.named && finders[1]?.unnamed).toBeGreaterThan(0);
  });

  it('links every transfer to a partner organization, some in the community coalition', async () => {
    const partner = (column: string) => `exists (select 1 from organizations o where o.id = s.${column} and o.kind = '${TRANSFER_PARTNER_KIND}')`;
    const [counts] = await sql<Record<string, number>>(`
      select (select count(*) from stays s where (s.intake_type = 'Transferred in' and not ${partner('source_organization_id')})
                                               or (s.outcome_type = 'Transferred out' and not ${partner('destination_organization_id')}))::int as unmatched,
             (select count(*) from stays where intake_type = 'Transferred in' or outcome_type = 'Transferred out')::int as transfers,
             (select count(distinct in_coalition) from organizations)::int as kinds`);
    expect(counts).toEqual({ unmatched: 0, transfers: expect.any(Number), kinds: 2 });
    expect(counts?.transfers).toBeGreaterThan(0);
  });

  it('links adoptions, placements, owners, finders and half the donations to about 0.8 people an animal, with the roles their links give them', async () => {
    const [counts] = await sql<Record<string, number>>(`
      select (select count(*) from people)::int as people,
             (select count(*) from people where cardinality(roles) = 0)::int as without_role,
             (select count(*) from adoptions a left join people p on p.id = a.person_id where p.id is null)::int as adoptions_unlinked,
             (select count(*) from foster_care f left join people p on p.id = f.person_id where p.id is null)::int as placements_unlinked,
             (select count(*) from stays where intake_type in ('Relinquished by owner', 'Owner-intended euthanasia') and owner_id is null)::int as owners_unlinked,
             (select count(*) from stays where outcome_type = 'Returned to owner' and destination_person_id is null)::int as returns_unlinked,
             (select count(*) from stays where destination is not null)::int as destinations_in_words,
             (select count(*) from (select person_id from adoptions group by 1 having count(*) > 1) twice)::int as adopted_twice,
             (select count(*) from financial_transactions where transaction_type = 'Donation')::int as donations,
             (select count(person_id) from financial_transactions where transaction_type = 'Donation')::int as donations_linked`);
    expect(counts).toMatchObject({
      without_role: 0,
      adoptions_unlinked: 0,
      placements_unlinked: 0,
      owners_unlinked: 0,
      returns_unlinked: 0,
      destinations_in_words: 0,
    });
    expect(counts?.people).toBeGreaterThan(ANIMALS * 0.75);
    expect(counts?.people).toBeLessThan(ANIMALS * 0.85);
    expect(counts?.adopted_twice).toBeGreaterThan(0);
    expect((counts?.donations_linked ?? 0) / (counts?.donations ?? 1)).toBeCloseTo(0.5, 1);
    expect(await sql(PEOPLE_MISSING_A_ROLE)).toEqual([]);
    const roles = await sql<{ role: string }>('select distinct unnest(roles) as role from people order by 1');
    expect(roles.map((row) => row.role)).toEqual(['Adopter', 'Applicant', 'Donor', 'Finder', 'Foster home', 'Owner', 'Volunteer']);
  });

  it('names people as people are named, with e-mails, phones punctuated four ways and addresses; some may not adopt; some likely duplicates', async () => {
    const [counts] = await sql<Record<string, number>>(`
      select (select count(*) from people where name !~ '^[A-Z][a-z]+ ([A-Z]\\. )?[A-Z][a-z]+$')::int as odd_names,
             (select count(distinct name) from people)::int as names,
             (select count(*) from people where email is null)::int as without_email,
             (select count(*) from people where email !~* '^[^@ ]+@example\\.(com|org|net)$')::int as odd_emails,
             (select count(distinct regexp_replace(phone, '[0-9]', '9', 'g')) from people)::int as phone_formats,
             (select count(*) from people where address !~ '^[0-9]+ [A-Z][a-z]+ [A-Z][a-z]+, [A-Z][a-z]+$')::int as odd_addresses,
             (select count(*) from people where do_not_adopt)::int as do_not_adopt,
             (select count(*) from people where do_not_adopt and do_not_adopt_reason is null)::int as without_reason,
             (select count(*) from (select lower(email) from people where email is not null group by 1 having count(distinct email) > 1) same)::int as same_email`);
    expect(counts).toMatchObject({ odd_names: 0, odd_emails: 0, phone_formats: 4, odd_addresses: 0, without_reason: 0 });
    expect(counts?.names).toBeGreaterThan(ANIMALS * 0.8 * 0.5);
    expect(counts?.without_email).toBeGreaterThan(0);
    expect(counts?.do_not_adopt).toBeGreaterThan(0);
    expect(counts?.same_email).toBeGreaterThan(0);
  });

  it('approves every foster home before its first placement, for the species it took, with room for the animals it has', async () => {
    const homes = await sql<{ approved: boolean; roomy: boolean; species: boolean }>(`
      select bool_and(p.foster_approved_on <= f.start_date) as approved,
             p.foster_capacity >= count(*) filter (where f.start_date <= '${TODAY}' and (f.end_date is null or f.end_date > '${TODAY}')) as roomy,
             bool_and(a.species = any (p.foster_species)) as species
        from people p join foster_care f on f.person_id = p.id join animals a on a.id = f.animal_id
       group by p.id`);
    expect(homes.length).toBeGreaterThan(5);
    expect(homes.filter((home) => !home.approved || !home.roomy || !home.species)).toEqual([]);
  });

  it('answers the census with every animal in care, each in its kennel or foster home', async () => {
    const calendar = async () => ({ timeZone: 'UTC', today: TODAY, date: (value: string) => value });
    const day = await census(db.orm.em.fork(), calendar, createCaches(db.orm).census, undefined);
    const [inCare] = await sql<{ n: number }>(`select count(*)::int as n from stays where outcome_date is null`);
    expect(day.total).toBe(inCare?.n);
    expect(day.groups.map((group) => group.label)).not.toContain('No location recorded');
    expect((await census(db.orm.em.fork(), calendar, createCaches(db.orm).census, '2025-06-15')).total).toBeGreaterThan(0);
  });
});
