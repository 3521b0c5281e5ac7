/**
 * A decade of a city shelter's history, written straight into PostgreSQL with set-based SQL
 * (generate_series), so 100,000 animals and their million records take seconds, not hours.
 * Deterministic: every value derives from row numbers through hashtext, never from a clock
 * other than "today", which the caller fixes.
 */
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_SETTINGS } from '../src-shared/schemas/settings.js';
import { hashPassword } from '../src-server/modules/users/password.js';
import { writeJourneys } from './journeys.js';
import { approveFosterHomes, buildSearchIndex, donorOf, dropSearchIndex, fosterHomeOf, nthOf, peopleShape, setRoles, writePeople } from './people.js';
import { writeCarePlans } from './care-plans.js';
import { writeMessages } from './messages.js';
import { writePhotos } from './photos.js';
import { PLAN_TABLE, planSql } from './plan.js';
import { pick, pickFrom } from './sql.js';

export interface TDatasetShape {
  animals: number;
  today: string;
}

/** 5% of the animals are the newest intakes, in care now, at most 800 (those returned after adoption come on top). */
export function inCareCount(animals: number): number {
  return Math.min(Math.round(animals * 0.05), 800);
}

/** The animals' names, each given to about one animal in thirty. */
export const NAMES = [
  'Bella',
  'Max',
  'Luna',
  'Charlie',
  'Lucy',
  'Cooper',
  'Daisy',
  'Milo',
  'Bailey',
  'Rocky',
  'Sadie',
  'Tucker',
  'Molly',
  'Bear',
  'Stella',
  'Duke',
  'Zoe',
  'Oliver',
  'Penny',
  'Leo',
  'Nala',
  'Jack',
  'Ruby',
  'Toby',
  'Rosie',
  'Finn',
  'Willow',
  'Gus',
  'Hazel',
  'Ziggy',
];
const BREEDS: Record<string, string[]> = {
  Dog: ['Labrador Retriever mix', 'Pit Bull Terrier', 'German Shepherd', 'Beagle', 'Chihuahua mix', 'Boxer', 'Husky'],
  Cat: ['Domestic Shorthair', 'Domestic Longhair', 'Siamese mix', 'Maine Coon mix', 'Tabby'],
  Bird: ['Budgerigar', 'Cockatiel', 'Lovebird'],
  'Small Animal': ['Rabbit', 'Guinea Pig', 'Hamster'],
  Other: ['Box Turtle', 'Bearded Dragon'],
};

const RETURN_REASONS = ['Did not get along with the resident dog', 'Landlord refused the pet', 'Allergies in the family', 'Too energetic for the household'];

const DATA_TABLES = [
  'audit_log',
  'photos',
  'stored_files',
  'care_plan_items',
  'treatment_courses',
  'animal_weights',
  'behavior_notes',
  'medical_records',
  'appointments',
  'foster_care',
  'financial_transactions',
  'animal_moves',
  'locations',
  'holds',
  'stays',
  'adoptions',
  'adoption_applications',
  'animal_id_counters',
  'animals',
  'people',
  'organizations',
];

/** Performs and authorizes the dataset's euthanasias; no one knows its password. */
async function benchVet(orm: MikroORM): Promise<number> {
  const connection = orm.em.getConnection();
  await connection.execute(
    `insert into users (username, password_hash, name, role, image_url, active, euthanasia_certified, created_at, updated_at)
     values ('bench-vet', ?, 'Dr. Bench Vet', 'veterinarian', null, true, false, now(), now()) on conflict (username) do nothing`,
    [await hashPassword(randomBytes(18).toString('base64url'))],
  );
  const [vet] = await connection.execute<{ id: number }[]>(`select id from users where username = 'bench-vet'`);
  return vet?.id ?? 0;
}

export async function writeDataset(orm: MikroORM, { animals: n, today: day }: TDatasetShape): Promise<Record<string, number>> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`today must be YYYY-MM-DD, not ${day}`);
  const connection = orm.em.getConnection();
  const run = (sql: string, params: unknown[] = []) => connection.execute(sql, params, 'run');
  const query = <T>(sql: string, params: unknown[] = []) => connection.execute<T[]>(sql, params, 'all');
  const today = `'${day}'::date`;
  const { strayHoldDays, quarantineDays } = DEFAULT_SETTINGS.system;
  const shape = { animals: n, inCare: inCareCount(n), today, strayHoldDays, quarantineDays };
  const people = peopleShape(n);
  await run(`truncate ${DATA_TABLES.join(', ')} restart identity cascade`);
  await run(`drop table if exists ${PLAN_TABLE}`);
  await run(planSql(shape));
  await dropSearchIndex(run);
  await writePeople(run, people);

  const breedCase = Object.entries(BREEDS)
    .map(([species, breeds]) => `when '${species}' then ${pickFrom(`'b'||i`, breeds)}`)
    .join(' ');
  // Intakes spread over ten years, oldest first; the newest are still here, with those that came
  // back after their adoption and have not found another home yet.
  await run(
    `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, birth_date, birth_date_estimated, status, image_url,
                          microchip_id, microchip_manufacturer, traits, description, weight, health_status, public_listing, version, created_at, updated_at)
     select i,
            'A-' || to_char(d, 'YYYY') || '-' || lpad(rn::text, greatest(4, length(rn::text)), '0'),
            ${pickFrom(`'n'||i`, NAMES)},
            sp,
            case sp ${breedCase} end,
            sex,
            (select n || case when n = 1 then ' ' || unit else ' ' || unit || 's' end
               from (select case when birth is null then 1 + ${pick(`'a'||i`, 12)} when ${today} - birth < 365 then greatest(1, (${today} - birth) / 30)
                                 else (${today} - birth) / 365 end as n,
                            case when birth is not null and ${today} - birth < 365 then 'month' else 'year' end as unit) as age),
            d, birth, coalesce(birth_estimated and birth is not null, false), status,
            null,
            case when ${pick(`'c'||i`, 10)} < 7 then '985' || lpad(i::text, 12, '0') end,
            case when ${pick(`'c'||i`, 10)} < 7 then 'HomeAgain' end,
            array['Friendly', 'Curious'],
            'A gentle companion who loves quiet walks and a warm lap. Settles in quickly and enjoys company.',
            null,
            'Healthy',
            -- One in fifty kept off the public channels, as staff keep a few being evaluated.
            ${pick(`'l'||i`, 50)} <> 0,
            1, now(), now()
       from ${PLAN_TABLE}`,
  );
  // The adoptions outcomes name: Completed for the animals adopted now, Returned for those that
  // came back; and a Pending one for a tenth of the Available animals. Adopters in the order of
  // the animals: the first ones adopt again years later.
  await run(
    `insert into adoptions (animal_id, person_id, adoption_date, fee_amount, status, returned_on, return_reason, version, created_at)
     select i, ${nthOf(people.adopters, 'row_number() over (order by i, adoption_date)')}, adoption_date,
            5000 + 500 * ${pick(`'f'||i`, 40)}, adoption_status, returned_on, return_reason, 1, now()
       from (select i, out1, 'Returned', ret_on, ${pickFrom(`'rr'||i`, RETURN_REASONS)} from ${PLAN_TABLE} where returned
             union all
             select i, coalesce(a2, out1), 'Completed', null, null from ${PLAN_TABLE} where status = 'Adopted'
             union all
             select i, least(open_since + 10 + ${pick(`'ad'||i`, 50)}, ${today}), 'Pending', null, null
               from ${PLAN_TABLE} where status = 'Available' and i % 10 = 0)
         as a(i, adoption_date, adoption_status, returned_on, return_reason)
      order by i, adoption_date`,
  );
  // A returned adoption's fee stays booked: a refund would be a transaction of its own.
  await run(
    `insert into financial_transactions (transaction_type, amount, date, related_to, description, payment_method, person_id, version, created_at)
     select 'Adoption Fee', fee_amount, adoption_date, id, 'Adoption fee', 'Credit Card', person_id, 1, now()
       from adoptions where status in ('Completed', 'Returned') and fee_amount > 0`,
  );
  await writeJourneys(run, query, { ...shape, vetId: await benchVet(orm), people });
  const fosterHome = (animal: string, species: string) => fosterHomeOf(people.fosters, `'fh'||${animal}`, species);
  // Foster care: a current placement for each animal In Foster; past ones, inside their stays,
  // for a fifth of the others (foster-to-adopt: ending on the adoption day).
  await run(
    `insert into foster_care (animal_id, person_id, start_date, end_date, notes, version, created_at)
     select animal_id, ${fosterHome('animal_id', 'sp')}, start_date, end_date, null, 1, now()
       from (select i as animal_id, sp, least(open_since + 3, ${today}) as start_date, null::date as end_date from ${PLAN_TABLE} where status = 'In Foster'
             union all
             select s.animal_id, p.sp, s.intake_date + 3, least(s.intake_date + 33, coalesce(s.outcome_date, ${today} - 1))
               from stays s join ${PLAN_TABLE} p on p.i = s.animal_id
              where p.status <> 'In Foster' and s.animal_id % 5 = 0 and s.intake_date + 13 <= coalesce(s.outcome_date, ${today} - 1)) as placements
      order by animal_id, start_date`,
  );
  // Scheduled placements: one Available animal in fifty goes to a foster within the next 60 days.
  await run(
    `insert into foster_care (animal_id, person_id, start_date, end_date, notes, version, created_at)
     select i, ${fosterHome('i', 'sp')}, ${today} + 1 + i % 60, null, null, 1, now()
       from ${PLAN_TABLE} where status = 'Available' and i % 50 = 7`,
  );
  const records = (table: string, perAnimal: number, columns: string, values: string) =>
    run(
      `insert into ${table} (animal_id, ${columns}, version, created_at)
       select a.id, ${values}, 1, now()
         from generate_series(1, ?) as k
         join animals a on a.id = 1 + (k % ?)`,
      [Math.round(n * perAnimal), n],
    );
  const recordDate = `least(a.intake_date + ${pick(`'d'||k`, 120)}, ${today})`;
  // Most surgeries are a spay or a neuter, which the animal's spay/neuter status reads.
  await records(
    'medical_records',
    4,
    'record_type, date, description, provider, notes, procedure',
    `(array['Vaccination','Examination','Medication','Test','Surgery','Other'])[1 + ${pick(`'r'||k`, 6)}], ${recordDate}, 'Routine care', 'Dr. Patel', null,
     case when ${pick(`'r'||k`, 6)} = 4 then case when ${pick(`'sp'||k`, 10)} > 1 then case a.sex when 'Female' then 'Spay' else 'Neuter' end else 'Dental' end end`,
  );
  // Behaviour notes from before kinds and the public switch: the portal showed them all, and still does (migration 20261126210000).
  await records('behavior_notes', 1.5, 'date, note, observed_by, public', `${recordDate}, 'Calm with people, curious about other animals.', 'Staff', true`);
  // Today's care log (docs/domain.md#notes), part done: of the animals at the shelter (in care, not in
  // foster), about 60% walked, 80% fed, 50% cleaned and 30% given enrichment.
  await run(
    `insert into behavior_notes (animal_id, date, kind, note, public, observed_by, version, created_at)
     select s.animal_id, ${today}, k.kind, k.note, false, 'Volunteer', 1, now()
       from stays s
      cross join (values ('Walk', 'Walked', 6), ('Feeding', 'Fed', 8), ('Cleaning', 'Kennel cleaned', 5), ('Enrichment', 'Enrichment given', 3)) as k(kind, note, tenths)
      where s.outcome_date is null
        and not exists (select 1 from foster_care f where f.animal_id = s.animal_id and f.voided_at is null
                          and f.start_date <= ${today} and (f.end_date is null or f.end_date > ${today}))
        and ${pick(`'care'||s.animal_id||k.kind`, 10)} < k.tenths
      order by s.animal_id, k.kind`,
  );
  await records(
    'appointments',
    2,
    'appointment_type, date, time, duration_minutes, staff_member, status, notes',
    `(array['Vaccination','Check-up','Dental','Grooming'])[1 + ${pick(`'t'||k`, 4)}],
     least(a.intake_date + ${pick(`'d'||k`, 120)}, ${today} + 14),
     lpad((8 + ${pick(`'h'||k`, 9)})::text, 2, '0') || ':' || (array['00','15','30','45'])[1 + ${pick(`'m'||k`, 4)}],
     (array[15,30,45,60])[1 + ${pick(`'du'||k`, 4)}],
     'Dr. Patel', (array['Confirmed','Upcoming','Cancelled'])[1 + ${pick(`'as'||k`, 3)}], null`,
  );
  // The first active user takes one on-the-hour appointment of at most an hour per date and hour:
  // booked with a staff user, yet never twice at one time.
  await run(
    `update appointments ap set staff_user_id = u.id, staff_member = u.name
       from (select id, name from users where active order by id limit 1) u
      where ap.id in (select min(id) from appointments
                    where status <> 'Cancelled' and time like '%:00' and duration_minutes <= 60
                    group by date, time)`,
  );
  // Outcomes as staff record them (docs/domain.md#notifications): a cancelled booking Cancelled, a
  // visit up to a week ago Completed (one in twenty a No-show); the last week's are not marked yet.
  await run(
    `update appointments set outcome = case when status = 'Cancelled' then 'Cancelled' when ${pick(`'o'||id`, 20)} = 0 then 'No-show' else 'Completed' end
      where status = 'Cancelled' or date < ${today} - 7`,
  );
  // Donations and expenses make up the rest of three transactions per animal; half the donations
  // name their donor.
  await run(
    `insert into financial_transactions (transaction_type, amount, date, related_to, description, payment_method, person_id, version, created_at)
     select t, case when t in ('Donation','Other Income','Microchip Fee') then 1 else -1 end * (500 + 100 * ${pick(`'amt'||k`, 200)}),
            ${today} - ${pick(`'td'||k`, 3650)}, null, 'General ledger entry', 'Bank Transfer',
            case when t = 'Donation' and ${pick(`'dn'||k`, 2)} = 0 then ${donorOf(people, 'k')} end, 1, now()
       from (select k, (array['Donation','Medical Expense','Food/Supplies','Facilities','Staff/Payroll','Other Income'])[1 + ${pick(`'tt'||k`, 6)}] as t
               from generate_series(1, greatest(0, ? - (select count(*) from financial_transactions)::int)) as k) as g`,
    [n * 3],
  );
  await writeCarePlans(run, shape);
  await writePhotos(orm, run);
  await writeMessages(run);
  await approveFosterHomes(run, today);
  await setRoles(run);
  await buildSearchIndex(run);
  await run(`select setval(pg_get_serial_sequence('animals', 'id'), greatest((select max(id) from animals), 1))`);
  await run(`drop table ${PLAN_TABLE}`);
  // A decade of records has long been vacuumed: GIN pending lists merged into their indexes and
  // the visibility map set, as autovacuum leaves a live database. Fresh bulk inserts have neither.
  await run('vacuum analyze');
  const counts: Record<string, number> = {};
  for (const table of DATA_TABLES.filter((t) => t !== 'audit_log' && t !== 'animal_id_counters' && t !== 'adoption_applications')) {
    const [row] = await connection.execute<{ n: string }[]>(`select count(*) as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
