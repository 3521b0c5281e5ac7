/**
 * A decade of a city shelter's history, written straight into PostgreSQL with set-based SQL
 * (generate_series), so 100,000 animals and their million records take seconds, not hours.
 * Deterministic: every value derives from row numbers through hashtext, never from a clock
 * other than "today", which the caller fixes.
 */
import type { MikroORM } from '@mikro-orm/postgresql';

export interface TDatasetShape {
  animals: number;
  today: string;
}

/** 5% of the animals are in care now, at most 800, and about 60% of those adoptable. */
export function inCareCount(animals: number): number {
  return Math.min(Math.round(animals * 0.05), 800);
}

const NAMES = [
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

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** A stable pseudo-random integer in [0, n) for a row and a purpose. */
const pick = (seed: string, n: number) => `(abs(hashtext(${seed})) % ${n})`;

const DATA_TABLES = [
  'audit_log',
  'behavior_notes',
  'medical_records',
  'appointments',
  'foster_care',
  'financial_transactions',
  'adoptions',
  'adoption_applications',
  'animal_id_counters',
  'animals',
];

export async function writeDataset(orm: MikroORM, { animals: n, today }: TDatasetShape): Promise<Record<string, number>> {
  const connection = orm.em.getConnection();
  const run = (sql: string, params: unknown[] = []) => connection.execute(sql, params, 'run');
  const inCare = inCareCount(n);
  await run(`truncate ${DATA_TABLES.join(', ')} restart identity cascade`);

  const speciesOf = `(case when ${pick(`'s'||i`, 100)} < 50 then 'Dog' when ${pick(`'s'||i`, 100)} < 85 then 'Cat' when ${pick(`'s'||i`, 100)} < 91 then 'Small Animal' when ${pick(`'s'||i`, 100)} < 97 then 'Bird' else 'Other' end)`;
  const breedCase = Object.entries(BREEDS)
    .map(([species, breeds]) => `when '${species}' then (${sqlArray(breeds)})[1 + ${pick(`'b'||i`, breeds.length)}]`)
    .join(' ');
  // Intakes spread over ten years, oldest first; the newest `inCare` animals are still here.
  await run(
    `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, image_url, microchip_id,
                          microchip_manufacturer, traits, description, weight, health_status, version, created_at, updated_at)
     select i,
            'A-' || to_char(d, 'YYYY') || '-' || lpad(rn::text, greatest(4, length(rn::text)), '0'),
            (${sqlArray(NAMES)})[1 + ${pick(`'n'||i`, NAMES.length)}],
            sp,
            case sp ${breedCase} end,
            case when ${pick(`'x'||i`, 2)} = 0 then 'Male' else 'Female' end,
            (1 + ${pick(`'a'||i`, 12)}) || ' years',
            d,
            case when i > ? then
              case when ${pick(`'st'||i`, 100)} < 45 then 'Available' when ${pick(`'st'||i`, 100)} < 60 then 'In Foster'
                   when ${pick(`'st'||i`, 100)} < 85 then 'Medical Hold' else 'Behavioral Eval' end
            else
              case when ${pick(`'o'||i`, 100)} < 63 then 'Adopted' when ${pick(`'o'||i`, 100)} < 85 then 'Returned to Owner' else 'Transferred' end
            end,
            case when ${pick(`'im'||i`, 10)} < 8 then '/images/animals/' || case sp when 'Cat' then 'cat-orange' when 'Dog' then 'dog-golden' when 'Bird' then 'bird-parakeet' when 'Small Animal' then 'rabbit' else 'turtle' end || '.svg' end,
            case when ${pick(`'c'||i`, 10)} < 7 then '985' || lpad(i::text, 12, '0') end,
            case when ${pick(`'c'||i`, 10)} < 7 then 'HomeAgain' end,
            array['Friendly', 'Curious'],
            'A gentle companion who loves quiet walks and a warm lap. Settles in quickly and enjoys company.',
            (5 + ${pick(`'w'||i`, 70)}) || ' lbs',
            'Healthy', 1, now(), now()
       from (select i, d, sp, row_number() over (partition by extract(year from d) order by i) as rn
               from (select i, (?::date - ((? - i)::bigint * 3650 / ?)::int) as d, ${speciesOf} as sp
                       from generate_series(1, ?) as i) as dated) as g`,
    [n - inCare, today, n, n, n],
  );
  // Every Adopted animal has its Completed adoption; a tenth of the adoptable have a Pending one.
  await run(
    `insert into adoptions (animal_id, adopter_name, adopter_email, adopter_phone, adoption_date, fee_amount, status, version, created_at)
     select id, 'Adopter ' || id, 'adopter' || id || '@example.org', '555-01' || lpad((id % 10000)::text, 4, '0'),
            least(intake_date + 10 + ${pick(`'ad'||id`, 50)}, ?::date), 5000 + 500 * ${pick(`'f'||id`, 40)},
            case when status = 'Adopted' then 'Completed' else 'Pending' end, 1, now()
       from animals where status = 'Adopted' or (status = 'Available' and id % 10 = 0)`,
    [today],
  );
  await run(
    `insert into financial_transactions (transaction_type, amount, date, related_to, description, payment_method, version, created_at)
     select 'Adoption Fee', fee_amount, adoption_date, id, 'Adoption fee', 'Credit Card', 1, now()
       from adoptions where status = 'Completed' and fee_amount > 0`,
  );
  // Foster care: a current placement for each animal In Foster, past ones for a fifth of the rest.
  await run(
    `insert into foster_care (animal_id, foster_name, foster_email, foster_phone, start_date, end_date, notes, version, created_at)
     select id, 'Foster ' || id, 'foster' || id || '@example.org', null,
            least(intake_date + 3, ?::date),
            case when status = 'In Foster' then null else least(intake_date + 33, ?::date - 1) end,
            null, 1, now()
       from animals where status = 'In Foster' or (status <> 'In Foster' and id % 5 = 0 and intake_date + 33 < ?::date)`,
    [today, today, today],
  );
  // Scheduled placements: one Available animal in fifty goes to a foster within the next 60 days.
  await run(
    `insert into foster_care (animal_id, foster_name, foster_email, foster_phone, start_date, end_date, notes, version, created_at)
     select id, 'Foster ' || id, 'foster' || id || '@example.org', null, ?::date + 1 + id % 60, null, null, 1, now()
       from animals where status = 'Available' and id % 50 = 7`,
    [today],
  );
  const records = (table: string, perAnimal: number, columns: string, values: string) =>
    run(
      `insert into ${table} (animal_id, ${columns}, version, created_at)
       select a.id, ${values}, 1, now()
         from generate_series(1, ?) as k
         join animals a on a.id = 1 + (k % ?)`,
      [Math.round(n * perAnimal), n],
    );
  const recordDate = `least(a.intake_date + ${pick(`'d'||k`, 120)}, ?::date)`.replace('?', `'${today}'`);
  await records(
    'medical_records',
    4,
    'record_type, date, description, provider, notes',
    `(array['Vaccination','Examination','Medication','Test','Surgery','Other'])[1 + ${pick(`'r'||k`, 6)}], ${recordDate}, 'Routine care', 'Dr. Patel', null`,
  );
  await records('behavior_notes', 1.5, 'date, note, observed_by', `${recordDate}, 'Calm with people, curious about other animals.', 'Staff'`);
  await records(
    'appointments',
    2,
    'appointment_type, date, time, duration_minutes, staff_member, status, notes',
    `(array['Vaccination','Check-up','Dental','Grooming'])[1 + ${pick(`'t'||k`, 4)}],
     least(a.intake_date + ${pick(`'d'||k`, 120)}, '${today}'::date + 14),
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
  // Donations and expenses make up the rest of three transactions per animal.
  await run(
    `insert into financial_transactions (transaction_type, amount, date, related_to, description, payment_method, version, created_at)
     select t, case when t in ('Donation','Other Income','Microchip Fee') then 1 else -1 end * (500 + 100 * ${pick(`'amt'||k`, 200)}),
            ?::date - ${pick(`'td'||k`, 3650)}, null, 'General ledger entry', 'Bank Transfer', 1, now()
       from (select k, (array['Donation','Medical Expense','Food/Supplies','Facilities','Staff/Payroll','Other Income'])[1 + ${pick(`'tt'||k`, 6)}] as t
               from generate_series(1, greatest(0, ? - (select count(*) from financial_transactions)::int)) as k) as g`,
    [today, n * 3],
  );
  await run(`select setval(pg_get_serial_sequence('animals', 'id'), greatest((select max(id) from animals), 1))`);
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
