import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCareCount, writeDataset } from '../bench/dataset.js';
import { IN_CARE_STATUSES } from '../src-shared/journey.js';
import { syncStatus } from '../src-server/modules/animals/animal-status.js';
import { createCaches } from '../src-server/caches.js';
import { census } from '../src-server/modules/locations/census.js';
import { createTestDatabase, type TTestDatabase } from './database.js';

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
      `select intake_type = 'Stray/At large' as stray, count(finder_name)::int as named, count(*) filter (where finder_name is null)::int as unnamed
         from stays group by 1 order by 1`,
    );
    expect(finders).toEqual([
      { stray: false, named: 0, unnamed: expect.any(Number) },
      { stray: true, named: expect.any(Number), unnamed: expect.any(Number) },
    ]);
    expect(finders[1]?.named && finders[1]?.unnamed).toBeGreaterThan(0);
  });

  it('names every transfer’s organization as a partner, some in the community coalition', async () => {
    const partner = (column: string) => `exists (select 1 from partner_organizations p where lower(btrim(p.name)) = lower(btrim(s.${column})))`;
    const [counts] = await sql<Record<string, number>>(`
      select (select count(*) from stays s where (s.intake_type = 'Transferred in' and not ${partner('source_organization')})
                                               or (s.outcome_type = 'Transferred out' and not ${partner('destination')}))::int as unmatched,
             (select count(*) from stays where intake_type = 'Transferred in' or outcome_type = 'Transferred out')::int as transfers,
             (select count(distinct in_coalition) from partner_organizations)::int as kinds`);
    expect(counts).toEqual({ unmatched: 0, transfers: expect.any(Number), kinds: 2 });
    expect(counts?.transfers).toBeGreaterThan(0);
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
