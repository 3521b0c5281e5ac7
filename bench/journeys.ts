/**
 * The dataset's journeys: stays from the plan (bench/plan.ts), with their intake details and
 * outcomes, the holds on them, the shelter's buildings, rooms and kennels, the moves between
 * them, and the partner organizations transfers name, all set-based; owners and finders are the
 * people of bench/people.ts.
 */
import { TRANSFER_SCOPES } from '../src-shared/journey.js';
import { TRANSFER_PARTNER_KIND } from '../src-shared/people.js';
import { nthOf, type TPeopleShape } from './people.js';
import { PLAN_TABLE, type TPlanShape } from './plan.js';
import { ageGroupSql, pick, pickFrom, sqlArray, sqlText, timeOfDay } from './sql.js';

type TRun = (sql: string, params?: unknown[]) => Promise<unknown>;
type TQuery = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

const STREETS = ['Oak Street', 'Maple Avenue', 'River Road', 'Mill Lane', 'Hill Street', 'Park Drive', 'Elm Court', 'Lake Boulevard'];
const ORGANIZATIONS = [
  'County Animal Services',
  'Riverside Humane Society',
  'Hope Rescue League',
  'Second Chance Rescue',
  'Tri-State SPCA',
  'Paws Across Borders',
];
const SURRENDER_REASONS = [
  'Moving, cannot take the animal',
  'Landlord does not allow pets',
  'Owner’s health',
  'Too many animals',
  'Cannot afford care',
  'Allergies',
];
const SEIZURE_REASONS = ['Neglect case, seized by animal control', 'Hoarding case', 'Owner arrested; held as evidence'];
const EUTHANASIA_REASONS = ['Untreatable illness, poor quality of life', 'Severe injury, no prospect of recovery', 'Dangerous behaviour after repeated bites'];
const DEATH_REASONS = ['Parvovirus complications', 'Died under anaesthesia', 'Congenital heart failure'];

const scope = (seed: string) =>
  `(${`array[${TRANSFER_SCOPES.map(sqlText).join(',')}]`})[case when ${pick(seed, 100)} < 70 then 1 when ${pick(seed, 100)} < 95 then 2 else 3 end]`;

/** Buildings › rooms › kennels, and which animals each room takes. */
const BUILDINGS = [
  {
    name: 'Main Kennels',
    rooms: [
      { name: 'Dog Ward A', area: 'Dog', kennels: 8, prefix: 'A' },
      { name: 'Dog Ward B', area: 'Dog', kennels: 6, prefix: 'B' },
      { name: 'Intake', area: 'intake', kennels: 4, prefix: 'I' },
    ],
  },
  {
    name: 'Cattery',
    rooms: [
      { name: 'Cat Room', area: 'Cat', kennels: 6, prefix: 'C' },
      { name: 'Small Animals & Birds', area: 'other', kennels: 3, prefix: 'S' },
    ],
  },
  {
    name: 'Clinic',
    rooms: [
      { name: 'Treatment Ward', area: 'clinic', kennels: 3, prefix: 'T' },
      { name: 'Isolation', area: 'isolation', kennels: 2, prefix: 'Q' },
    ],
  },
];

/** Writes the locations; answers the kennel ids of each area. */
async function writeLocations(query: TQuery): Promise<Map<string, number[]>> {
  const insert = async (name: string, kind: string, parent: number | null) => {
    const [row] = await query<{ id: number }>(`insert into locations (name, kind, parent_id, active, version) values (?, ?, ?, true, 1) returning id`, [
      name,
      kind,
      parent,
    ]);
    return row?.id ?? 0;
  };
  const areas = new Map<string, number[]>();
  for (const building of BUILDINGS) {
    const buildingId = await insert(building.name, 'Building', null);
    for (const room of building.rooms) {
      const roomId = await insert(room.name, 'Room', buildingId);
      const kennels = areas.get(room.area) ?? [];
      for (let k = 1; k <= room.kennels; k++) kennels.push(await insert(`${room.prefix}${k}`, 'Kennel', roomId));
      areas.set(room.area, kennels);
    }
  }
  return areas;
}

export interface TJourneyShape extends TPlanShape {
  /** Performs and authorizes the euthanasias. */
  vetId: number;
  people: TPeopleShape;
}

/** The organization (by its id, ORGANIZATIONS' order) a transfer names. */
const organizationOf = (seed: string) => `(1 + ${pick(seed, ORGANIZATIONS.length)})`;

export async function writeJourneys(run: TRun, query: TQuery, shape: TJourneyShape): Promise<void> {
  const { strayHoldDays, quarantineDays, vetId, people } = shape;
  // The organizations transfers name, as partners (docs/domain.md#partners); every other one in the coalition.
  await run(
    `insert into organizations (id, name, kind, in_coalition, active, version, created_at)
     select n, name, ${sqlText(TRANSFER_PARTNER_KIND)}, n % 2 = 1, true, 1, now() from unnest(${sqlArray(ORGANIZATIONS)}) with ordinality as o(name, n)`,
  );
  await run(`select setval(pg_get_serial_sequence('organizations', 'id'), ?)`, [ORGANIZATIONS.length]);
  const owner = nthOf(people.owners, 'owner_k');
  const intakeDetails = `
    case when it = 'Stray/At large' then (100 + ${pick(`'fl'||i`, 9900)}) || ' ' || ${pickFrom(`'fs'||i`, STREETS)} end,
    case when finder_k is not null then ${nthOf(people.finders, 'finder_k')} end,
    case when it in ('Relinquished by owner', 'Owner-intended euthanasia') then ${owner} end,
    case it when 'Relinquished by owner' then ${pickFrom(`'sr'||i`, SURRENDER_REASONS)}
            when 'Owner-intended euthanasia' then 'Owner requests euthanasia: ' || ${pickFrom(`'er'||i`, EUTHANASIA_REASONS)}
            when 'Seized/Confiscated' then ${pickFrom(`'sz'||i`, SEIZURE_REASONS)} end,
    case when it = 'Transferred in' then ${organizationOf(`'so'||i`)} end,
    case when it = 'Transferred in' then ${scope(`'si'||i`)} end,
    mother`;
  const condition = `case when ${pick(`'ic'||i`, 100)} < 60 then 'Healthy' when ${pick(`'ic'||i`, 100)} < 85 then 'Treatable-Rehabilitatable'
                          when ${pick(`'ic'||i`, 100)} < 95 then 'Treatable-Manageable' else 'Unhealthy-Untreatable' end`;
  const euthanasia = `o1 in ('Shelter euthanasia', 'Owner-intended euthanasia')`;
  const stayColumns = `animal_id, intake_type, intake_date, intake_time, intake_condition, intake_age_group, found_location, finder_id, owner_id,
     intake_reason, source_organization_id, intake_transfer_scope, mother_animal_id, returned_adoption_id, outcome_type, outcome_subtype, outcome_date,
     outcome_time, outcome_condition, outcome_age_group, destination_organization_id, destination_person_id, outcome_transfer_scope, outcome_adoption_id,
     outcome_reason, performed_by_id, authorized_by_id, drug, dose, version, created_at`;
  // First stays: every animal's, from its intake date; an adoption outcome names its adoption.
  await run(
    `insert into stays (${stayColumns})
     select i, it, d, ${timeOfDay(`'ih'||i`)}, ${condition}, ${ageGroupSql('birth', 'd')}, ${intakeDetails}, null,
            o1, case o1 when 'Returned to field' then 'TNR' when 'Shelter euthanasia' then case when ${pick(`'es'||i`, 10)} < 7 then 'Medical' else 'Behavior' end end,
            out1, case when o1 is not null then ${timeOfDay(`'oh'||i`)} end,
            case when o1 in ('Died in care', 'Shelter euthanasia', 'Owner-intended euthanasia') then 'Unhealthy-Untreatable' when o1 is not null then 'Healthy' end,
            case when o1 is not null then ${ageGroupSql('birth', 'out1')} end,
            case when o1 = 'Transferred out' then ${organizationOf(`'to'||i`)} end, case when o1 = 'Returned to owner' then ${owner} end,
            case when o1 = 'Transferred out' then ${scope(`'ts'||i`)} end,
            ad.id,
            case when ${euthanasia} then ${pickFrom(`'eu'||i`, EUTHANASIA_REASONS)} when o1 = 'Died in care' then ${pickFrom(`'dr'||i`, DEATH_REASONS)}
                 when o1 = 'Lost in care' then 'Escaped from the exercise yard' end,
            case when ${euthanasia} then ${vetId} end, case when ${euthanasia} then ${vetId} end,
            case when ${euthanasia} then 'Pentobarbital sodium' end, case when ${euthanasia} then (2 + ${pick(`'do'||i`, 9)}) || ' mL IV' end,
            1, now()
       from ${PLAN_TABLE} p
       left join adoptions ad on ad.animal_id = p.i and o1 = 'Adoption' and ad.status = case when returned then 'Returned' else 'Completed' end`,
  );
  // Second stays: the animals returned after adoption, re-adopted or in care again.
  await run(
    `insert into stays (${stayColumns})
     select i, 'Returned after adoption', ret_on, ${timeOfDay(`'rh'||i`)}, 'Healthy', ${ageGroupSql('birth', 'ret_on')},
            null, null, null, r.return_reason, null, null, null, r.id,
            case when a2 is not null then 'Adoption' end, null, a2, case when a2 is not null then ${timeOfDay(`'ah'||i`)} end,
            case when a2 is not null then 'Healthy' end, case when a2 is not null then ${ageGroupSql('birth', 'a2')} end,
            null, null, null, c.id, null, null, null, null, null, 1, now()
       from ${PLAN_TABLE} p
       join adoptions r on r.animal_id = p.i and r.status = 'Returned'
       left join adoptions c on c.animal_id = p.i and c.status = 'Completed' and p.a2 is not null
      where returned`,
  );
  // Holds: every stray's legal holding period; what holds each animal in care; ended medical
  // holds and quarantines in past stays.
  await run(
    `insert into holds (animal_id, stay_id, hold_type, reason, start_date, end_date, released_on, version, created_at)
     select animal_id, id, 'Stray hold', 'Legal holding period for a stray', intake_date, intake_date + ${strayHoldDays}, null::date, 1, now()
       from stays where intake_type = 'Stray/At large' and ${strayHoldDays} > 0
     union all
     select s.animal_id, s.id, case p.cat when 'Quarantine' then 'Quarantine' when 'Medical Hold' then 'Medical hold' else 'Behavioral evaluation' end,
            case p.cat when 'Quarantine' then 'Bite reported: rabies observation' when 'Medical Hold' then 'Under treatment' else 'Evaluation of reactivity' end,
            p.hold_start, case when p.cat = 'Quarantine' then p.hold_start + ${quarantineDays} end, null, 1, now()
       from stays s join ${PLAN_TABLE} p on p.i = s.animal_id
      where s.outcome_date is null and p.cat in ('Quarantine', 'Medical Hold', 'Behavioral Eval')
     union all
     select animal_id, id, 'Medical hold', 'Upper respiratory infection', intake_date + 1, null, intake_date + 3 + ${pick(`'pm'||id`, 5)}, 1, now()
       from stays where outcome_date >= intake_date + 8 and ${pick(`'pmh'||id`, 100)} < 6
     union all
     select animal_id, id, 'Quarantine', 'Bite reported: rabies observation', intake_date, intake_date + ${quarantineDays}, null, 1, now()
       from stays where outcome_date >= intake_date + ${quarantineDays} and ${pick(`'pq'||id`, 100)} < 2`,
  );
  await writeMoves(run, await writeLocations(query), shape);
}

/**
 * Moves for every stay of the last two years and every animal in care: into a kennel of its
 * species on intake (strays into Intake), then, for some, a second move: strays to their species'
 * kennels once the holding period is over, animals in quarantine or on medical hold to the clinic.
 */
async function writeMoves(run: TRun, areas: Map<string, number[]>, { today, strayHoldDays }: TPlanShape): Promise<void> {
  const kennels = [...areas].map(([area, ids]) => `(${sqlText(area)}, array[${ids.join(',')}])`).join(', ');
  const speciesArea = `case when p.sp in ('Dog', 'Cat') then p.sp else 'other' end`;
  const kennelOf = (area: string, seed: string) =>
    `(select ids[1 + ${pick(seed, 1000)} % cardinality(ids)] from (values ${kennels}) as k(area, ids) where k.area = ${area})`;
  await run(
    `insert into animal_moves (animal_id, stay_id, location_id, moved_on, moved_at, created_at)
     select animal_id, id, location_id, moved_on, moved_at, now()
       from (select s.animal_id, s.id, s.intake_date as moved_on, s.intake_time as moved_at,
                    ${kennelOf(`case when s.intake_type = 'Stray/At large' then 'intake' else ${speciesArea} end`, `'k'||s.id`)} as location_id
               from stays s join ${PLAN_TABLE} p on p.i = s.animal_id
              where s.outcome_date is null or s.intake_date >= ${today} - 730
             union all
             select animal_id, id, moved_on, null, ${kennelOf('to_area', `'k2'||id`)}
               from (select s.animal_id, s.id, s.outcome_date,
                            case when s.outcome_date is null and p.cat = 'Quarantine' then p.hold_start
                                 when s.outcome_date is null and p.cat = 'Medical Hold' then p.hold_start
                                 when s.intake_type = 'Stray/At large' then s.intake_date + ${strayHoldDays} end as moved_on,
                            case when s.outcome_date is null and p.cat = 'Quarantine' then 'isolation'
                                 when s.outcome_date is null and p.cat = 'Medical Hold' then 'clinic' else ${speciesArea} end as to_area
                       from stays s join ${PLAN_TABLE} p on p.i = s.animal_id
                      where s.outcome_date is null or s.intake_date >= ${today} - 730) as second
              where moved_on <= ${today} and (outcome_date is null or moved_on < outcome_date)) as moves`,
  );
}
