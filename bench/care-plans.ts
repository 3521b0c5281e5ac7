/**
 * The dataset's care plans and weights (docs/domain.md#care-plans), set-based: every animal's
 * first stay scheduled as the default protocols schedule an animal of unknown history, what fell
 * due before it left mostly given, what fell due after kept Due (a plan stops with the animal and
 * resumes on its return), so the due list has a decade of stale items to pass over; weights; and
 * the summary the derived statuses read, filled in one statement.
 */
import type { TCareItemType } from '../src-shared/enums.js';
import type { TPlanShape } from './plan.js';
import { pick, sqlText } from './sql.js';

type TRun = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Each kind of animal's steps: days after intake, type and name (dogs 8 items, cats 7, others 4). */
const STEPS: Record<'Dog' | 'Cat' | 'other', [day: number, type: TCareItemType, name: string][]> = {
  Dog: [
    [0, 'Vaccination', 'DHPP'],
    [14, 'Vaccination', 'DHPP'],
    [0, 'Vaccination', 'Bordetella'],
    [0, 'Vaccination', 'Rabies'],
    [0, 'Test', 'Heartworm test'],
    [0, 'Deworming', 'Pyrantel'],
    [14, 'Deworming', 'Pyrantel'],
    [3, 'Surgery', 'Spay/neuter'],
  ],
  Cat: [
    [0, 'Vaccination', 'FVRCP'],
    [14, 'Vaccination', 'FVRCP'],
    [0, 'Vaccination', 'Rabies'],
    [0, 'Test', 'FeLV/FIV test'],
    [0, 'Deworming', 'Pyrantel'],
    [14, 'Deworming', 'Pyrantel'],
    [3, 'Surgery', 'Spay/neuter'],
  ],
  other: [
    [0, 'Examination', 'Intake examination'],
    [0, 'Deworming', 'Fenbendazole'],
    [14, 'Examination', 'Recheck'],
    [28, 'Examination', 'Recheck'],
  ],
};

const STEP_ROWS = Object.entries(STEPS)
  .flatMap(([kind, steps]) => steps.map(([day, type, name], k) => `(${sqlText(kind)}, ${k}, ${day}, ${sqlText(type)}, ${sqlText(name)})`))
  .join(', ');

/** A weight on intake, by species, in grams. */
const INTAKE_GRAMS = `case a.species when 'Dog' then 5000 + ${pick(`'wg'||a.id`, 35000)} when 'Cat' then 2500 + ${pick(`'wg'||a.id`, 4000)}
  when 'Small Animal' then 300 + ${pick(`'wg'||a.id`, 2200)} when 'Bird' then 30 + ${pick(`'wg'||a.id`, 470)} else 100 + ${pick(`'wg'||a.id`, 4900)} end`;

export async function writeCarePlans(run: TRun, { today }: Pick<TPlanShape, 'today'>): Promise<void> {
  // Items due before the stay ended (or today) are mostly Given, a few Skipped; of an animal in
  // care, those of the last three days often and older ones now and then still Due (overdue).
  // Given items point at no medical record: the dataset's records are its own (dataset.ts).
  const stepSeed = `'ci'||s.id||'/'||t.k`;
  await run(
    `insert into care_plan_items (animal_id, item_type, name, due_date, status, skip_reason, done_at, version, created_at)
     select animal_id, item_type, name, due_date, status, case when status = 'Skipped' then 'Postponed on the vet''s advice' end,
            case when status <> 'Due' then due_date + time '10:00' end, 1, now()
       from (select s.animal_id, t.item_type, t.name, s.intake_date + t.day as due_date,
                    case when s.intake_date + t.day >= coalesce(s.outcome_date, ${today}) then 'Due'
                         when ${pick(stepSeed, 100)} < 3 then 'Skipped'
                         when s.outcome_date is null and s.intake_date + t.day >= ${today} - 3 and ${pick(stepSeed, 100)} < 43 then 'Due'
                         when s.outcome_date is null and ${pick(stepSeed, 100)} < 8 then 'Due'
                         else 'Given' end as status
               from stays s
               join animals a on a.id = s.animal_id
               join (values ${STEP_ROWS}) as t(kind, k, day, item_type, name) on t.kind = case when a.species in ('Dog', 'Cat') then a.species else 'other' end
              where s.intake_type <> 'Returned after adoption') as items
      order by animal_id, due_date`,
  );
  // A weight on each animal's first intake; two to five more over the stay of each one in care, filling out.
  await run(
    `insert into animal_weights (animal_id, date, grams, version, created_at)
     select a.id, a.intake_date, ${INTAKE_GRAMS}, 1, now() from animals a
     union all
     select a.id, s.intake_date + (n * (${today} - s.intake_date)) / 6, (${INTAKE_GRAMS}) * (100 + 2 * n) / 100, 1, now()
       from stays s join animals a on a.id = s.animal_id
      cross join lateral generate_series(1, 2 + ${pick(`'wn'||s.id`, 4)}) as n
      where s.outcome_date is null
      order by 1, 2`,
  );
  // The summary each animal's derived statuses read (src-server/modules/care-plans/care-summary.ts), for all at once.
  await run(
    `update animals a set vaccinations_given = coalesce(v.n, 0), next_vaccination_due = d.due, altered_procedure = s.procedure, weight_grams = w.grams
       from animals x
       left join (select animal_id, count(*) as n from medical_records where record_type = 'Vaccination' and voided_at is null group by animal_id) v
              on v.animal_id = x.id
       left join (select animal_id, min(due_date) as due from care_plan_items where item_type = 'Vaccination' and status = 'Due' group by animal_id) d
              on d.animal_id = x.id
       left join (select distinct on (animal_id) animal_id, procedure from medical_records
                   where procedure in ('Spay', 'Neuter') and voided_at is null order by animal_id, date desc, id desc) s on s.animal_id = x.id
       left join (select distinct on (animal_id) animal_id, grams from animal_weights where voided_at is null order by animal_id, date desc, id desc) w
              on w.animal_id = x.id
      where x.id = a.id`,
  );
  // That update left every animal's old row behind: half the table dead, which a live database,
  // whose animals change a few at a time, never holds. Left so, the planner priced the animals'
  // heap at twice its size and chose scans that made the care checklist ten times slower.
  await run('vacuum full animals');
}
