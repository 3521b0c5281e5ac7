/**
 * The shape of each animal's journey, decided once in a work table (bench_plan) that the
 * dataset's inserts read: its intake, how its first stay ended, whether it came back after its
 * adoption, and, for an animal in care, what holds it. Its status follows from these as the
 * server derives it (src-server/modules/animals/animal-status.ts).
 */
import { OUTCOME_STATUSES } from '../src-shared/journey.js';
import { caseOf, pick } from './sql.js';

export interface TPlanShape {
  animals: number;
  inCare: number;
  /** A date literal, `'YYYY-MM-DD'::date`. */
  today: string;
  strayHoldDays: number;
  quarantineDays: number;
}

export const PLAN_TABLE = 'bench_plan';

const SPECIES = `(case when ${pick(`'s'||i`, 100)} < 50 then 'Dog' when ${pick(`'s'||i`, 100)} < 85 then 'Cat' when ${pick(`'s'||i`, 100)} < 91 then 'Small Animal' when ${pick(`'s'||i`, 100)} < 97 then 'Bird' else 'Other' end)`;

/**
 * Intakes: strays the most (reclaimed strays and community cats were strays), then owners'
 * surrenders, transfers in, litters born in care, seizures and a few euthanasia requests.
 */
const INTAKE_TYPE = `case
  when not new_in_care and ${pick(`'o'||i`, 100)} between 60 and 79 then 'Stray/At large'
  when not new_in_care and ${pick(`'o'||i`, 100)} between 91 and 92 and sp = 'Cat' then 'Stray/At large'
  when ${pick(`'it'||i`, 100)} < 42 then 'Stray/At large'
  when ${pick(`'it'||i`, 100)} < 70 then 'Relinquished by owner'
  when ${pick(`'it'||i`, 100)} < 84 then 'Transferred in'
  when ${pick(`'it'||i`, 100)} < 89 then 'Born in care'
  when ${pick(`'it'||i`, 100)} < 92 then 'Seized/Confiscated'
  when ${pick(`'it'||i`, 100)} < 93 then 'Owner-intended euthanasia'
  else 'Other' end`;

/** How the first stay of an animal that has left ended: 60% adopted, a few percent died or euthanized. */
const FIRST_OUTCOME = `case
  when new_in_care then null
  when it = 'Owner-intended euthanasia' and ${pick(`'oie'||i`, 10)} < 7 then 'Owner-intended euthanasia'
  when ${pick(`'o'||i`, 100)} < 60 then 'Adoption'
  when ${pick(`'o'||i`, 100)} < 80 then 'Returned to owner'
  when ${pick(`'o'||i`, 100)} < 91 then 'Transferred out'
  when ${pick(`'o'||i`, 100)} < 93 then case when sp = 'Cat' then 'Returned to field' else 'Other live outcome' end
  when ${pick(`'o'||i`, 100)} < 95 then 'Died in care'
  when ${pick(`'o'||i`, 100)} < 98 then 'Shelter euthanasia'
  when ${pick(`'o'||i`, 100)} = 98 and ${pick(`'lo'||i`, 4)} = 0 then 'Lost in care'
  else 'Other live outcome' end`;

const HAS_OWNER = `(it in ('Relinquished by owner', 'Owner-intended euthanasia') or o1 = 'Returned to owner')`;
/** Most strays name who found them. */
const HAS_FINDER = `(it = 'Stray/At large' and ${pick(`'fn'||i`, 100)} < 60)`;

/** Days from intake to each outcome. */
const FIRST_OUTCOME_DATE = `case when o1 is not null then least(d + case o1
  when 'Adoption' then 10 + ${pick(`'ad'||i`, 50)}
  when 'Returned to owner' then 1 + ${pick(`'rd'||i`, 5)}
  when 'Transferred out' then 5 + ${pick(`'td'||i`, 36)}
  when 'Returned to field' then 3 + ${pick(`'fd'||i`, 5)}
  when 'Died in care' then 1 + ${pick(`'dd'||i`, 30)}
  when 'Lost in care' then 5 + ${pick(`'ld'||i`, 50)}
  when 'Other live outcome' then 10 + ${pick(`'ol'||i`, 50)}
  else 2 + ${pick(`'ed'||i`, 30)} end, today) end`;

/**
 * One row per animal. `open_since` is the intake of its open stay (none once it has left);
 * `cat` is what holds an animal in care, in the order holds take precedence. Each step is
 * materialized: inlined, every column would repeat the expressions of the steps before it.
 */
export function planSql({ animals: n, inCare, today, strayHoldDays, quarantineDays }: TPlanShape): string {
  const steps: [string, string][] = [
    [
      'dated',
      `select i, ${today} as today, (${today} - ((${n} - i)::bigint * 3650 / ${n})::int) as d, ${SPECIES} as sp, i > ${n - inCare} as new_in_care,
              case when ${pick(`'x'||i`, 2)} = 0 then 'Male' else 'Female' end as sex
         from generate_series(1, ${n}) as i`,
    ],
    ['typed', `select *, row_number() over (partition by extract(year from d) order by i) as rn, ${INTAKE_TYPE} as it from dated`],
    [
      'left_once',
      `select *, ${FIRST_OUTCOME} as o1,
              case when it = 'Born in care' then d
                   when ${pick(`'bd'||i`, 100)} < 20 then null
                   when ${pick(`'bd'||i`, 100)} < 35 then d - (14 + ${pick(`'bj'||i`, 120)})
                   else d - (180 + ${pick(`'ba'||i`, 4000)}) end as birth,
              it <> 'Born in care' and ${pick(`'be'||i`, 5)} > 0 as birth_estimated,
              -- A litter's mother: the latest female of its species taken in before it.
              case when it = 'Born in care' then max(case when sex = 'Female' then i end)
                over (partition by sp order by i rows between unbounded preceding and 1 preceding) end as mother
         from typed`,
    ],
    // The people its first stay names, counted over the animals (bench/people.ts): its owner's (a
    // surrender, or a stray's owner reclaiming it) and its finder's.
    [
      'named',
      `select *, case when ${HAS_OWNER} then count(*) filter (where ${HAS_OWNER}) over (order by i) end as owner_k,
              case when ${HAS_FINDER} then count(*) filter (where ${HAS_FINDER}) over (order by i) end as finder_k
         from left_once`,
    ],
    ['dated_out', `select *, ${FIRST_OUTCOME_DATE} as out1 from named`],
    // About one adoption in twelve comes back; most come back again to a new home.
    [
      'returns',
      `select *, case when returned then out1 + 3 + ${pick(`'rt'||i`, 60)} end as ret_on
         from (select *, coalesce(o1 = 'Adoption' and ${pick(`'ret'||i`, 100)} < 8 and out1 + 3 + ${pick(`'rt'||i`, 60)} <= today, false) as returned
                 from dated_out) as r`,
    ],
    [
      'readopted',
      `select *, case when returned and ret_on + 10 + ${pick(`'a2'||i`, 40)} <= today then ret_on + 10 + ${pick(`'a2'||i`, 40)} end as a2 from returns`,
    ],
    [
      'open',
      `select *, case when new_in_care then d when returned and a2 is null then ret_on end as open_since,
              case when new_in_care then it else 'Returned after adoption' end as open_type
         from readopted`,
    ],
    [
      'held',
      `select *, case when open_since is null then null
                      when ${pick(`'q'||i`, 100)} < 3 then 'Quarantine'
                      when open_type = 'Stray/At large' and open_since > today - ${strayHoldDays} then 'Stray Hold'
                      when ${pick(`'st'||i`, 100)} < 45 then 'Available'
                      when ${pick(`'st'||i`, 100)} < 60 then 'In Foster'
                      when ${pick(`'st'||i`, 100)} < 85 then 'Medical Hold'
                      else 'Behavioral Eval' end as cat,
              -- Within the last week, so a quarantine of ${quarantineDays} days still holds.
              greatest(open_since, today - ${pick(`'hs'||i`, Math.max(1, quarantineDays - 2))}) as hold_start
         from open`,
    ],
  ];
  return `
  create unlogged table ${PLAN_TABLE} as
  with ${steps.map(([name, sql]) => `${name} as materialized (${sql})`).join(',\n')}
  select *, case when open_since is null then
                   case when a2 is not null then 'Adopted' else ${caseOf('o1', OUTCOME_STATUSES)} end
                 else cat end as status
    from held`;
}
