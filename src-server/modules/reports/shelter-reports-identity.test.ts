import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import { CONDITIONS, INTAKE_TYPES, OUTCOME_TYPES, TRANSFER_SCOPES } from '../../../src-shared/journey.js';
import type { TAsilomarReport } from '../../../src-shared/schemas/reports.js';
import type { TAgeCounts, TAsilomarColumn, TPlaceCounts, TSacMatrix } from '../../../src-shared/schemas/shelter-reports.js';
import { getJson, sqlWrite } from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';
import { createRandom } from '../../demo/random.js';

/**
 * The shelter reports add up (docs/domain.md#shelter-reports): over a generated year of about a
 * thousand animals with random journeys (several stays each, every intake and outcome type and
 * scope, conditions, ages, foster placements across month ends, voided animals and placements),
 * for every month and species the SAC matrix's beginning + intakes − outcomes = ending, counting
 * shelter and foster together, and each month begins where the one before ended; the Asilomar
 * table's identity holds for dogs, cats and both. The counts in care and the totals are checked
 * against the generated rows too, counted here.
 */
const env = useTestEnv();

const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const ANIMALS = 1000;
const SPECIES = ['Dog', 'Cat', 'Bird', 'Small Animal', 'Other'] as const;
const AGES = ['Adult', 'Juvenile', 'Unknown'] as const;

interface TGenStay {
  animalId: number;
  intakeType: string;
  intakeDate: string;
  intakeAge: string;
  intakeScope: string | null;
  intakeCondition: string | null;
  source: string | null;
  outcomeType: string | null;
  outcomeDate: string | null;
  outcomeAge: string | null;
  outcomeScope: string | null;
  outcomeCondition: string | null;
  destination: string | null;
}
interface TGenAnimal {
  id: number;
  species: string;
  voided: boolean;
}
interface TGenFoster {
  animalId: number;
  start: string;
  end: string | null;
  voided: boolean;
}

const animals: TGenAnimal[] = [];
const stays: TGenStay[] = [];
const fosters: TGenFoster[] = [];

function generate(): void {
  const random = createRandom(20261125).next;
  const int = (below: number) => Math.floor(random() * below);
  const one = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const maybe = <T>(chance: number, value: () => T): T | null => (random() < chance ? value() : null);
  const last = '2026-01-31';
  const partners = ['County Shelter', 'Faraway Rescue', 'Unknown Org', ' county shelter '];
  for (let id = 1; id <= ANIMALS; id++) {
    animals.push({ id, species: one(SPECIES), voided: random() < 0.03 });
    // From three months before the year, so it begins with animals in care.
    let day = addDays(YEAR.from, -90 + int(420));
    for (let n = 1 + int(3); n > 0 && day <= last; n--) {
      const intakeType = one(INTAKE_TYPES);
      const open = n === 1 && random() < 0.35;
      const outcomeDate = open ? null : addDays(day, int(random() < 0.1 ? 1 : 80));
      const outcomeType = outcomeDate ? one(OUTCOME_TYPES) : null;
      const stay: TGenStay = {
        animalId: id,
        intakeType,
        intakeDate: day,
        intakeAge: one(AGES),
        intakeScope: intakeType === 'Transferred in' ? maybe(0.9, () => one(TRANSFER_SCOPES)) : null,
        intakeCondition: maybe(0.7, () => one(CONDITIONS)),
        source: intakeType === 'Transferred in' ? one(partners) : null,
        outcomeType,
        outcomeDate,
        outcomeAge: outcomeDate ? one(AGES) : null,
        outcomeScope: outcomeType === 'Transferred out' ? maybe(0.9, () => one(TRANSFER_SCOPES)) : null,
        outcomeCondition: outcomeDate ? maybe(0.5, () => one(CONDITIONS)) : null,
        destination: outcomeType === 'Transferred out' ? one(partners) : null,
      };
      stays.push(stay);
      // A foster placement inside the stay for some, often across a month's end; some voided, some still open.
      if (random() < 0.4) {
        const start = addDays(day, int(20));
        const end = random() < 0.2 ? null : addDays(start, 1 + int(45));
        const stayEnd = outcomeDate ?? '9999-12-31';
        // The outcome ends a placement still running on its day, as the app does.
        if (start < stayEnd) fosters.push({ animalId: id, start, end: end === null || end > stayEnd ? outcomeDate : end, voided: random() < 0.1 });
      }
      if (!outcomeDate) break;
      day = addDays(outcomeDate, int(60));
    }
  }
}

beforeAll(async () => {
  const { t } = env;
  generate();
  await sqlWrite(
    t,
    `insert into organizations (name, in_coalition, active, version, created_at)
     values ('County Shelter', true, true, 1, now()), ('Faraway Rescue', false, true, 1, now())`,
  );
  await sqlWrite(
    t,
    `insert into people (name, phone, roles, created_at, updated_at) values ('Generated Foster', '555-010-0000', '{Foster home}', now(), now())`,
  );
  await sqlWrite(
    t,
    `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, voided_at, void_reason, version, created_at, updated_at)
     select x.id, 'G-' || lpad(x.id::text, 5, '0'), 'Animal ' || x.id, x.species, 'Mixed', 'Female', '2 years', x.intake_date::date, 'Available',
            '{}', case when x.voided then now() end, case when x.voided then 'Generated' end, 1, now(), now()
       from jsonb_to_recordset(?::jsonb) as x(id int, species text, intake_date text, voided boolean)`,
    [JSON.stringify(animals.map((a) => ({ ...a, intake_date: stays.find((s) => s.animalId === a.id)!.intakeDate })))],
  );
  await sqlWrite(t, `select setval(pg_get_serial_sequence('animals', 'id'), ?)`, [ANIMALS]);
  await sqlWrite(
    t,
    `insert into stays (animal_id, intake_type, intake_date, intake_age_group, intake_transfer_scope, intake_condition, source_organization_id,
                        outcome_type, outcome_date, outcome_age_group, outcome_transfer_scope, outcome_condition, destination_organization_id, created_at)
     select x."animalId", x."intakeType", x."intakeDate"::date, x."intakeAge", x."intakeScope", x."intakeCondition",
            (select id from organizations where lower(btrim(name)) = lower(btrim(x.source))),
            x."outcomeType", x."outcomeDate"::date, x."outcomeAge", x."outcomeScope", x."outcomeCondition",
            (select id from organizations where lower(btrim(name)) = lower(btrim(x.destination))), now()
       from jsonb_to_recordset(?::jsonb) as x("animalId" int, "intakeType" text, "intakeDate" text, "intakeAge" text, "intakeScope" text,
            "intakeCondition" text, source text, "outcomeType" text, "outcomeDate" text, "outcomeAge" text, "outcomeScope" text,
            "outcomeCondition" text, destination text)`,
    [JSON.stringify(stays)],
  );
  await sqlWrite(
    t,
    `insert into foster_care (animal_id, person_id, start_date, end_date, voided_at, void_reason, created_at)
     select x."animalId", (select id from people where name = 'Generated Foster'), x.start::date, x."end"::date,
            case when x.voided then now() end, case when x.voided then 'Generated' end, now()
       from jsonb_to_recordset(?::jsonb) as x("animalId" int, start text, "end" text, voided boolean)`,
    [JSON.stringify(fosters)],
  );
});

const group = (species: string) => (species === 'Dog' || species === 'Cat' ? species : 'Other');
const live = new Set<number>();
const speciesOf = new Map<number, string>();
const fostersOf = new Map<number, TGenFoster[]>();

/** In care at the end of `day`, by this file's count of the generated rows. */
function inCare(day: string, species: string): TPlaceCounts {
  const counts = { shelter: 0, foster: 0 };
  for (const stay of stays) {
    if (!live.has(stay.animalId) || group(speciesOf.get(stay.animalId)!) !== species) continue;
    if (stay.intakeDate > day || (stay.outcomeDate !== null && stay.outcomeDate <= day)) continue;
    const fostered = (fostersOf.get(stay.animalId) ?? []).some(
      (f) => !f.voided && f.start >= stay.intakeDate && f.start <= day && (f.end === null || f.end > day),
    );
    counts[fostered ? 'foster' : 'shelter']++;
  }
  return counts;
}

const all = (counts: TAgeCounts) => counts.adult + counts.juvenile + counts.unknown;
const place = (counts: TPlaceCounts) => counts.shelter + counts.foster;

describe('the shelter reports add up over a generated year', () => {
  let matrix: TSacMatrix;
  beforeAll(async () => {
    for (const animal of animals) {
      if (!animal.voided) live.add(animal.id);
      speciesOf.set(animal.id, animal.species);
    }
    for (const placement of fosters) fostersOf.set(placement.animalId, [...(fostersOf.get(placement.animalId) ?? []), placement]);
    matrix = await getJson<TSacMatrix>(env.t, `/api/reports/sac-matrix?from=${YEAR.from}&to=${YEAR.to}`, env.s.staff);
  });

  it('generates enough journeys: open and closed stays, every type, fosters across month ends', () => {
    expect(stays.length).toBeGreaterThan(1500);
    expect(new Set(stays.map((s) => s.intakeType)).size).toBe(INTAKE_TYPES.length);
    expect(new Set(stays.map((s) => s.outcomeType)).size).toBe(OUTCOME_TYPES.length + 1);
    expect(fosters.filter((f) => f.start.slice(0, 7) !== (f.end ?? '9999').slice(0, 7)).length).toBeGreaterThan(100);
    expect(matrix.months).toHaveLength(36);
  });

  it('beginning + intakes − outcomes = ending for every month and species, and each month begins where the last ended', () => {
    const previous = new Map<string, TPlaceCounts>();
    for (const month of matrix.months) {
      const label = `${month.month} ${month.species}`;
      expect(place(month.beginning) + all(month.intakes.totalLiveIntake) - all(month.outcomes.totalOutcomes), label).toBe(place(month.ending));
      if (previous.has(month.species)) expect(month.beginning, label).toEqual(previous.get(month.species));
      previous.set(month.species, month.ending);
    }
    for (const whole of matrix.total) {
      expect(place(whole.beginning) + all(whole.intakes.totalLiveIntake) - all(whole.outcomes.totalOutcomes), whole.species).toBe(place(whole.ending));
    }
  });

  it('counts in care at every month’s end, in the shelter and in foster, as the generated rows say', () => {
    expect(matrix.months.some((month) => month.ending.foster > 10)).toBe(true);
    for (const month of matrix.months) {
      expect({ beginning: month.beginning, ending: month.ending }, `${month.month} ${month.species}`).toEqual({
        beginning: inCare(addDays(month.from, -1), month.species),
        ending: inCare(month.to, month.species),
      });
    }
  });

  it('totals each month’s intakes and outcomes by age as the generated rows say', () => {
    const ageKey = (age: string | null) => (age ?? 'Unknown').toLowerCase() as keyof TAgeCounts;
    for (const month of matrix.months) {
      const intakes = { adult: 0, juvenile: 0, unknown: 0 };
      const outcomes = { adult: 0, juvenile: 0, unknown: 0 };
      for (const stay of stays) {
        if (!live.has(stay.animalId) || group(speciesOf.get(stay.animalId)!) !== month.species) continue;
        if (stay.intakeDate >= month.from && stay.intakeDate <= month.to) intakes[ageKey(stay.intakeAge)]++;
        if (stay.outcomeDate && stay.outcomeDate >= month.from && stay.outcomeDate <= month.to) outcomes[ageKey(stay.outcomeAge)]++;
      }
      expect({ intakes: month.intakes.totalLiveIntake, outcomes: month.outcomes.totalOutcomes }, `${month.month} ${month.species}`).toEqual({
        intakes,
        outcomes,
      });
    }
  });

  it('the Asilomar table adds up for dogs, cats and both, and begins and ends with the matrix', async () => {
    const { table } = await getJson<TAsilomarReport>(env.t, `/api/reports/asilomar?from=${YEAR.from}&to=${YEAR.to}`, env.s.staff);
    const columns: [string, TAsilomarColumn][] = [
      ['Dog', table.dogs],
      ['Cat', table.cats],
      ['both', table.total],
    ];
    for (const [name, column] of columns) {
      expect(column.beginningCount + column.totalIntake - column.totalOutcomes, name).toBe(column.endingCount);
      expect(column.adjustedTotalIntake + column.ownerRequestedEuthanasiaUnhealthyUntreatable, name).toBe(column.totalIntake);
      expect(column.totalEuthanasia, name).toBe(Object.values(column.euthanasia).reduce((a, b) => a + b, 0));
    }
    for (const [species, column] of columns.slice(0, 2)) {
      const whole = matrix.total.find((period) => period.species === species)!;
      expect({ beginning: column.beginningCount, intake: column.totalIntake, outcomes: column.totalOutcomes, ending: column.endingCount }, species).toEqual({
        beginning: place(whole.beginning),
        intake: all(whole.intakes.totalLiveIntake),
        outcomes: all(whole.outcomes.totalOutcomes),
        ending: place(whole.ending),
      });
      expect(column.totalLiveOutcomes, species).toBe(all(whole.outcomes.totalLiveOutcomes));
    }
    expect(table.total.intakeFromCoalitionAgencies).toBeGreaterThan(0);
    expect(table.total.ownerRequestedEuthanasiaUnhealthyUntreatable).toBeGreaterThan(0);
  });
});
