/**
 * The dataset's people (docs/domain.md#people): about 0.8 per animal, each record that names a
 * person linking one of them. Each kind of link finds its people in a window of their ids, and the
 * windows overlap, as a town's adopters also surrender animals and its owners find strays; a dense
 * rank over the links spreads them over the whole window, so everyone is named by something.
 */
import { FIRST_NAMES, LAST_NAMES, STREETS, TOWNS } from '../src-server/demo/people-data.js';
import { PersonSchema } from '../src-server/modules/people/person.entity.js';
import { ageGroupSql, pick, pickFrom } from './sql.js';

type TRun = (sql: string, params?: unknown[]) => Promise<unknown>;

interface TWindow {
  from: number;
  size: number;
}

export interface TPeopleShape {
  people: number;
  /** About 0.64 adoptions an animal: one adopter in six adopts twice. */
  adopters: TWindow;
  /** 0.15 placements an animal, a dozen to a home over the years; most homes adopted too. */
  fosters: TWindow;
  /** 0.43 an animal: surrenders and reclaims of strays. */
  owners: TWindow;
  /** 0.32 an animal. */
  finders: TWindow;
  /** Every this-many-th person gives; a donation names one of them or no one. */
  donorStride: number;
}

export function peopleShape(animals: number): TPeopleShape {
  const at = (fraction: number) => Math.round(fraction * animals);
  const window = (from: number, to: number) => ({ from: at(from) + 1, size: Math.max(1, at(to) - at(from)) });
  return {
    people: Math.max(1, at(0.8)),
    adopters: window(0, 0.55),
    fosters: window(0.54, 0.5525),
    owners: window(0.5, 0.8),
    finders: window(0.62, 0.8),
    donorStride: 50,
  };
}

const SEARCH_INDEX = 'people_search_trgm_idx';

/**
 * The people's search index (a trigram GIN over their contact details) costs more kept up through
 * the people's insert and the update of their roles than built once over the finished rows (as the
 * migration that made the first people does): dropped before, built after, as the schema defines it.
 */
export async function dropSearchIndex(run: TRun): Promise<void> {
  await run(`drop index if exists "${SEARCH_INDEX}"`);
}

export async function buildSearchIndex(run: TRun): Promise<void> {
  const definition = PersonSchema.meta.indexes.find(({ name }) => name === SEARCH_INDEX)?.expression;
  if (typeof definition !== 'string') throw new Error(`The people have no index ${SEARCH_INDEX}`);
  await run(definition);
}

/** The person the `k`th link (from 1) of a kind names. */
export const nthOf = ({ from, size }: TWindow, k: string) => `(${from} + ((${k}) - 1) % ${size})`;
/**
 * The foster home a placement (by a hash of `seed`) of an animal of `species` goes to: dogs to the
 * even homes, other animals to the odd ones, as a home takes the animals it can.
 */
export const fosterHomeOf = ({ from, size }: TWindow, seed: string, species: string) =>
  `(${from} + least(${size - 1}, 2 * ${pick(seed, Math.ceil(size / 2))} + case when ${species} = 'Dog' then 0 else 1 end))`;
/** The donor the `k`th transaction names: every `donorStride`-th person gives. */
export const donorOf = ({ people, donorStride }: TPeopleShape, k: string) => `(1 + (${k}) % ${Math.max(1, Math.floor(people / donorStride))} * ${donorStride})`;

const DO_NOT_ADOPT_REASONS = ['Returned two animals in poor condition', 'Animal control case for neglect', 'Gave false landlord details on an application'];

/**
 * The people, before any record links them. Person ids ending a run of 500 are a second record of
 * the person before them (a likely duplicate): the e-mail in other capitals, the phone punctuated
 * otherwise. Some have no e-mail or phone, some a second phone; one in a thousand may not adopt;
 * one in four hundred volunteers.
 */
export async function writePeople(run: TRun, { people }: TPeopleShape): Promise<void> {
  const first = pickFrom(`'pfn'||src`, FIRST_NAMES);
  const last = pickFrom(`'pln'||src`, LAST_NAMES);
  const middle = `case when ${pick(`'pmc'||src`, 2)} = 0 then chr(65 + ${pick(`'pmi'||src`, 26)}) || '. ' else '' end`;
  const area = `(200 + (src / 10000) % 800)::text`;
  const line = `lpad((src % 10000)::text, 4, '0')`;
  const phone = `(array['(' || ${area} || ') 555-' || ${line}, ${area} || '-555-' || ${line}, ${area} || '.555.' || ${line}, '+1 ' || ${area} || ' 555 ' || ${line}])[1 + ${pick(`'ppf'||id`, 4)}]`;
  await run(
    `insert into people (id, name, email, phone, alt_phone, address, roles, do_not_adopt, do_not_adopt_reason, volunteer_active, version, created_at, updated_at)
     select id, name,
            case when id <> src then initcap(email) else email end,
            case when ${pick(`'ppn'||src`, 100)} >= 5 then ${phone} end,
            case when ${pick(`'pap'||src`, 100)} < 5 then ${area} || '-556-' || ${line} end,
            (10 + ${pick(`'pad'||src`, 2400)}) || ' ' || ${pickFrom(`'pst'||src`, STREETS)} || ', ' || ${pickFrom(`'ptw'||src`, TOWNS)},
            '{}', id % 997 = 0, case when id % 997 = 0 then ${pickFrom(`'pdr'||id`, DO_NOT_ADOPT_REASONS)} end, id % 409 = 0, 1, now(), now()
       from (select id, src, ${first} || ' ' || ${middle} || ${last} as name,
                    case when ${pick(`'pem'||src`, 100)} >= 15
                         then lower(${first} || '.' || ${last}) || src || '@example.' || (array['com','org','net'])[1 + ${pick(`'pdm'||src`, 3)}] end as email
               from (select id, case when id % 500 = 0 then id - 1 else id end as src from generate_series(1, ?) as id) as ids) as named`,
    [people],
  );
  await run(`select setval(pg_get_serial_sequence('people', 'id'), ?)`, [people]);
}

/**
 * Every home that fostered is approved from before its first placement, for the species and ages it
 * took, with room for the animals it has now.
 */
export async function approveFosterHomes(run: TRun, today: string): Promise<void> {
  const age = ageGroupSql('a.birth_date', 'fc.start_date');
  await run(
    `update people p
        set foster_approved_on = f.first_start - (7 + ${pick(`'pfa'||p.id`, 60)}),
            foster_capacity = greatest(f.current, 1) + ${pick(`'pfc'||p.id`, 3)},
            foster_species = f.species,
            foster_age_groups = f.ages
       from (select fc.person_id, min(fc.start_date) as first_start,
                    count(*) filter (where fc.start_date <= ${today} and (fc.end_date is null or fc.end_date > ${today}))::int as current,
                    array_agg(distinct a.species) as species,
                    coalesce(array_agg(distinct ${age}) filter (where ${age} <> 'Unknown'), '{Adult}') as ages
               from foster_care fc join animals a on a.id = fc.animal_id
              group by fc.person_id) f
      where f.person_id = p.id`,
  );
}

/** Each person's roles, from what their records say they did and from their flags. */
export async function setRoles(run: TRun): Promise<void> {
  await run(
    `update people p set roles = r.roles
       from (select person_id, array_agg(role order by role) as roles
               from (select person_id, case when status in ('Completed', 'Returned') then 'Adopter' else 'Applicant' end as role from adoptions
                     union select person_id, 'Foster home' from foster_care
                     union select owner_id, 'Owner' from stays where owner_id is not null
                     union select destination_person_id, 'Owner' from stays where destination_person_id is not null
                     union select finder_id, 'Finder' from stays where finder_id is not null
                     union select person_id, 'Donor' from financial_transactions where person_id is not null and transaction_type = 'Donation'
                     union select id, 'Volunteer' from people where volunteer_active) as links
              group by person_id) r
      where r.person_id = p.id`,
  );
}
