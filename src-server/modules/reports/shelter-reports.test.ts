import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAsilomarReport } from '../../../src-shared/schemas/reports.js';
import type { TAgeCounts, TAsilomarColumn, TSacMatrix, TSacPeriod } from '../../../src-shared/schemas/shelter-reports.js';
import {
  adoptionPayload,
  call,
  CANNOT,
  createAnimal,
  expectGuarded,
  expectInvalid,
  fosterPayload,
  getJson,
  postOk,
  rowCounts,
  sql,
  sqlWrite,
} from '../../../test/fixtures.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';

/**
 * The shelter reports (docs/domain.md#shelter-reports) as a client sees them: a shelter's January
 * to April 2026 recorded through the REST API (every intake and outcome type, transfers of every
 * scope with partners inside and outside the coalition, a return after adoption, a kitten born in
 * care, holds, foster placements across month ends), then every cell of the SAC matrix and every
 * row of the Asilomar table compared with what this file counts from its own ledger. The ledger
 * names each stay's SAC row, Asilomar row and age group itself: it does not call the mapping.
 */
const env = useTestEnv();

type TSpecies = 'Dog' | 'Cat' | 'Other';
type TAge = keyof TAgeCounts;
type TAsilomarIntake = 'intakeFromPublic' | 'intakeFromCoalitionAgencies' | 'intakeFromOtherAgencies';
type TAsilomarOutcome =
  'adoptions' | 'transfersToCoalitionAgencies' | 'transfersToOtherAgencies' | 'returnedToOwner' | 'otherLiveOutcomes' | 'diedOrLostInCare' | 'euthanasia';
type TClass = keyof TAsilomarColumn['euthanasia'];

interface TLedgerStay {
  species: TSpecies;
  intake: { date: string; row: keyof TSacPeriod['intakes']; age: TAge; asilomar: TAsilomarIntake };
  outcome?: {
    date: string;
    row: keyof TSacPeriod['outcomes'];
    age: TAge;
    asilomar: TAsilomarOutcome;
    euthanasiaClass?: TClass;
    ownerRequestedUnhealthyUntreatable?: boolean;
  };
}
interface TLedgerAnimal {
  stays: TLedgerStay[];
  fosters: { start: string; end: string | null }[];
}

const ledger: TLedgerAnimal[] = [];
const RANGE = { from: '2026-01-01', to: '2026-04-30' };
const MONTHS = [
  { month: '2026-01', from: '2026-01-01', to: '2026-01-31' },
  { month: '2026-02', from: '2026-02-01', to: '2026-02-28' },
  { month: '2026-03', from: '2026-03-01', to: '2026-03-31' },
  { month: '2026-04', from: '2026-04-01', to: '2026-04-30' },
];

let vet: number;
const staff = () => env.s.staff;

/** An animal taken in through POST /api/animals, with its first stay in the ledger. */
async function takeIn(
  species: string,
  intakeDate: string,
  intake: Record<string, unknown>,
  stay: Omit<TLedgerStay['intake'], 'date'>,
  birthDate?: string,
): Promise<{ animal: TAnimal; entry: TLedgerAnimal }> {
  const animal = await createAnimal(env.t, staff(), { species, intakeDate, ...(birthDate ? { birthDate } : {}), intake } as never);
  const entry: TLedgerAnimal = {
    stays: [{ species: species === 'Dog' || species === 'Cat' ? species : 'Other', intake: { date: intakeDate, ...stay } }],
    fosters: [],
  };
  ledger.push(entry);
  return { animal, entry };
}

const organizationId = async (name: string) => (await sql<{ id: number }>(env.t, 'select id from organizations where name = ?', [name]))[0]?.id;

const lastStay = (entry: TLedgerAnimal) => entry.stays[entry.stays.length - 1]!;

/** POST /api/animals/{id}/outcome (a euthanasia by the vet, who performs and authorizes it), in the ledger. */
async function leave(animal: TAnimal, entry: TLedgerAnimal, body: Record<string, unknown>, outcome: Omit<NonNullable<TLedgerStay['outcome']>, 'date'>) {
  const euthanasia = String(body.type).includes('euthanasia');
  const details = euthanasia ? { performedByUserId: vet, authorizedByUserId: vet, drug: 'Pentobarbital', dose: '5 mL', reason: 'Recorded for the report' } : {};
  const response = await call(env.t, 'POST', `/api/animals/${animal.id}/outcome`, euthanasia ? env.s.veterinarian : staff(), { ...body, ...details });
  expect(response.statusCode, response.body).toBe(200);
  lastStay(entry).outcome = { date: String(body.date), ...outcome };
}

async function adopt(animal: TAnimal, entry: TLedgerAnimal, adoptionDate: string, age: TAge): Promise<TAdoption> {
  const adoption = await postOk<TAdoption>(env.t, '/api/adoptions', staff(), adoptionPayload(animal.id, { adoptionDate }));
  lastStay(entry).outcome = { date: adoptionDate, row: 'adoption', age, asilomar: 'adoptions' };
  return adoption;
}

async function foster(animal: TAnimal, entry: TLedgerAnimal, start: string, end: string | null) {
  await postOk(env.t, '/api/foster-care', staff(), fosterPayload(animal.id, { startDate: start, ...(end ? { endDate: end } : {}) }));
  entry.fosters.push({ start, end });
}

beforeAll(async () => {
  const { t, s } = env;
  vet = (await sql<{ id: number }>(t, "select id from users where role = 'veterinarian' order by id limit 1"))[0]!.id;
  // Partners (their API is another module's): a transfer names one in any case and spacing, or picks it by id.
  await sqlWrite(
    t,
    `insert into organizations (name, in_coalition, active, version, created_at)
     values ('County Shelter', true, true, 1, now()), ('Faraway Rescue', false, true, 1, now()), ('Old Coalition Friend', true, false, 1, now())`,
  );

  // Before the range: a stray dog in foster over New Year, back in the shelter on January 31, adopted in March.
  const rex = await takeIn(
    'Dog',
    '2025-12-20',
    { type: 'Stray/At large', foundLocation: 'Elm Park' },
    { row: 'strayAtLarge', age: 'unknown', asilomar: 'intakeFromPublic' },
  );
  await foster(rex.animal, rex.entry, '2025-12-28', '2026-01-31');
  // An adult cat relinquished in November, euthanized in February as treatable-manageable (its condition at the outcome).
  const tabby = await takeIn(
    'Cat',
    '2025-11-15',
    { type: 'Relinquished by owner', ownerName: 'Pat Owner', condition: 'Healthy' },
    { row: 'relinquishedByOwner', age: 'adult', asilomar: 'intakeFromPublic' },
    '2020-01-01',
  );

  // Transfers in of every scope; the coalition decided by the partner's setting, active or not.
  const pup = await takeIn(
    'Dog',
    '2026-01-05',
    { type: 'Transferred in', sourceOrganization: '  county SHELTER ', transferScope: 'In-state' },
    { row: 'transferredInState', age: 'juvenile', asilomar: 'intakeFromCoalitionAgencies' },
    '2025-12-01',
  );
  const kit = await takeIn(
    'Cat',
    '2026-01-20',
    { type: 'Transferred in', sourceOrganization: 'Faraway Rescue', transferScope: 'Out-of-state' },
    { row: 'transferredOutOfState', age: 'juvenile', asilomar: 'intakeFromOtherAgencies' },
    '2025-10-15',
  );
  const globe = await takeIn(
    'Dog',
    '2026-02-02',
    { type: 'Transferred in', sourceOrganization: 'Unknown Org', transferScope: 'International' },
    { row: 'transferredInternational', age: 'unknown', asilomar: 'intakeFromOtherAgencies' },
  );
  await takeIn(
    'Cat',
    '2026-02-10',
    { type: 'Transferred in', sourceOrganization: 'old coalition friend', transferScope: 'In-state' },
    { row: 'transferredInState', age: 'adult', asilomar: 'intakeFromCoalitionAgencies' },
    '2019-05-05',
  );

  // Owner-intended euthanasia: one unhealthy-untreatable by its intake (no condition at the outcome), one not by its outcome's.
  const old = await takeIn(
    'Dog',
    '2026-03-01',
    { type: 'Owner-intended euthanasia', ownerName: 'Lee Owner', condition: 'Unhealthy-Untreatable' },
    { row: 'ownerIntendedEuthanasia', age: 'adult', asilomar: 'intakeFromPublic' },
    '2012-03-01',
  );
  const sick = await takeIn(
    'Cat',
    '2026-03-03',
    { type: 'Owner-intended euthanasia', ownerName: 'Lee Owner', condition: 'Unhealthy-Untreatable' },
    { row: 'ownerIntendedEuthanasia', age: 'unknown', asilomar: 'intakeFromPublic' },
  );

  // Seized, held, died in care.
  const seized = await takeIn('Dog', '2026-01-12', { type: 'Seized/Confiscated' }, { row: 'otherIntakes', age: 'unknown', asilomar: 'intakeFromPublic' });
  await postOk(t, `/api/animals/${seized.animal.id}/holds`, staff(), {
    type: 'Medical hold',
    reason: 'Wounds',
    startDate: '2026-01-12',
    endDate: '2026-01-20',
  });

  // A stray mother, in foster from late March on; her kitten born in care, lost in April.
  const mother = await takeIn(
    'Cat',
    '2026-01-08',
    { type: 'Stray/At large', foundLocation: 'Barn' },
    { row: 'strayAtLarge', age: 'adult', asilomar: 'intakeFromPublic' },
    '2023-01-01',
  );
  const kitten = await takeIn(
    'Cat',
    '2026-02-15',
    { type: 'Born in care', motherAnimalId: mother.animal.id },
    { row: 'otherIntakes', age: 'juvenile', asilomar: 'intakeFromPublic' },
    '2026-02-15',
  );
  await foster(mother.animal, mother.entry, '2026-03-25', null);

  // Other intake, shelter euthanasia without any condition (not assessed).
  const other = await takeIn('Dog', '2026-01-25', { type: 'Other' }, { row: 'otherIntakes', age: 'unknown', asilomar: 'intakeFromPublic' });

  // Relinquished, adopted, returned (a new stay: relinquished by its adopter, from the public), then another live outcome on the range's last day.
  const boomerang = await takeIn(
    'Dog',
    '2026-01-03',
    { type: 'Relinquished by owner', ownerName: 'Sam Owner' },
    { row: 'relinquishedByOwner', age: 'adult', asilomar: 'intakeFromPublic' },
    '2022-06-01',
  );
  const adoption = await adopt(boomerang.animal, boomerang.entry, '2026-02-01', 'adult');
  await postOk(t, `/api/adoptions/${adoption.id}/return`, staff(), { date: '2026-02-20', reason: 'Allergies' });
  boomerang.entry.stays.push({
    species: 'Dog',
    intake: { date: '2026-02-20', row: 'relinquishedByOwner', age: 'adult', asilomar: 'intakeFromPublic' },
  });

  // A stray cat reclaimed during its hold.
  const reclaimed = await takeIn(
    'Cat',
    '2026-04-01',
    { type: 'Stray/At large', foundLocation: 'Main St' },
    { row: 'strayAtLarge', age: 'unknown', asilomar: 'intakeFromPublic' },
  );

  // Other species: a rabbit adopted, a bird still in care.
  const rabbit = await takeIn(
    'Small Animal',
    '2026-01-15',
    { type: 'Stray/At large', foundLocation: 'Garden' },
    { row: 'strayAtLarge', age: 'adult', asilomar: 'intakeFromPublic' },
    '2024-01-01',
  );
  await takeIn('Bird', '2026-02-05', { type: 'Other' }, { row: 'otherIntakes', age: 'unknown', asilomar: 'intakeFromPublic' });

  // The kitten transferred in: in foster over February's end (back on March 1), then to a coalition partner as an adult.
  await foster(kit.animal, kit.entry, '2026-02-20', '2026-03-01');

  // Outcomes, in date order where an animal has more than one.
  await leave(
    other.animal,
    other.entry,
    { type: 'Shelter euthanasia', date: '2026-01-30' },
    { row: 'shelterEuthanasia', age: 'unknown', asilomar: 'euthanasia', euthanasiaClass: 'notAssessed' },
  );
  await leave(
    globe.animal,
    globe.entry,
    { type: 'Returned to field', date: '2026-02-02' },
    { row: 'returnedToField', age: 'unknown', asilomar: 'otherLiveOutcomes' },
  );
  await leave(
    tabby.animal,
    tabby.entry,
    { type: 'Shelter euthanasia', date: '2026-02-14', condition: 'Treatable-Manageable' },
    { row: 'shelterEuthanasia', age: 'adult', asilomar: 'euthanasia', euthanasiaClass: 'treatableManageable' },
  );
  await leave(seized.animal, seized.entry, { type: 'Died in care', date: '2026-02-28' }, { row: 'diedInCare', age: 'unknown', asilomar: 'diedOrLostInCare' });
  await leave(
    old.animal,
    old.entry,
    { type: 'Owner-intended euthanasia', date: '2026-03-02' },
    { row: 'ownerIntendedEuthanasia', age: 'adult', asilomar: 'euthanasia', euthanasiaClass: 'unhealthyUntreatable', ownerRequestedUnhealthyUntreatable: true },
  );
  await leave(
    sick.animal,
    sick.entry,
    { type: 'Owner-intended euthanasia', date: '2026-03-04', condition: 'Treatable-Manageable' },
    { row: 'ownerIntendedEuthanasia', age: 'unknown', asilomar: 'euthanasia', euthanasiaClass: 'treatableManageable' },
  );
  await adopt(rex.animal, rex.entry, '2026-03-05', 'unknown');
  await adopt(rabbit.animal, rabbit.entry, '2026-03-15', 'adult');
  await leave(
    kit.animal,
    kit.entry,
    { type: 'Transferred out', date: '2026-03-20', destinationOrganizationId: await organizationId('County Shelter'), transferScope: 'In-state' },
    { row: 'transferredInState', age: 'adult', asilomar: 'transfersToCoalitionAgencies' },
  );
  await leave(kitten.animal, kitten.entry, { type: 'Lost in care', date: '2026-04-02' }, { row: 'lostInCare', age: 'juvenile', asilomar: 'diedOrLostInCare' });
  await leave(
    reclaimed.animal,
    reclaimed.entry,
    { type: 'Returned to owner', date: '2026-04-02' },
    { row: 'returnedToOwner', age: 'unknown', asilomar: 'returnedToOwner' },
  );
  await leave(
    pup.animal,
    pup.entry,
    { type: 'Transferred out', date: '2026-04-10', destination: 'Faraway Rescue', transferScope: 'Out-of-state' },
    { row: 'transferredOutOfState', age: 'juvenile', asilomar: 'transfersToOtherAgencies' },
  );
  await leave(
    boomerang.animal,
    boomerang.entry,
    { type: 'Other live outcome', date: '2026-04-30' },
    { row: 'otherLiveOutcome', age: 'adult', asilomar: 'otherLiveOutcomes' },
  );

  // Neither counts: an animal voided as entered in error, and one taken in after the range.
  const voided = await createAnimal(t, staff(), { species: 'Dog', intakeDate: '2026-02-03', intake: { type: 'Stray/At large' } } as never);
  await voidOk(t, `/api/animals/${voided.id}`, s.admin, 'Entered in error');
  await takeIn('Dog', '2026-05-02', { type: 'Other' }, { row: 'otherIntakes', age: 'unknown', asilomar: 'intakeFromPublic' });
});

// ---- what the ledger says ---------------------------------------------------------------

const zeros = (): TAgeCounts => ({ adult: 0, juvenile: 0, unknown: 0 });
const stays = () => ledger.flatMap((animal) => animal.stays.map((stay) => ({ stay, animal })));
const inRange = (date: string, from: string, to: string) => date >= from && date <= to;

/** In care at the end of `day`, by species, in a foster home or not. */
function inCare(day: string, species: TSpecies): { shelter: number; foster: number } {
  const counts = { shelter: 0, foster: 0 };
  for (const { stay, animal } of stays()) {
    if (stay.species !== species || stay.intake.date > day || (stay.outcome && stay.outcome.date <= day)) continue;
    const fostered = animal.fosters.some((f) => f.start >= stay.intake.date && f.start <= day && (f.end === null || f.end > day));
    counts[fostered ? 'foster' : 'shelter']++;
  }
  return counts;
}

const NOT_LIVE: TAsilomarOutcome[] = ['euthanasia', 'diedOrLostInCare'];

function expectedPeriod(
  from: string,
  to: string,
  species: TSpecies,
): Pick<TSacPeriod, 'beginning' | 'ending'> & Record<'intakes' | 'outcomes', Record<string, TAgeCounts>> {
  const intakes: Record<string, TAgeCounts> = {};
  const outcomes: Record<string, TAgeCounts> = {};
  const bump = (rows: Record<string, TAgeCounts>, row: string, age: TAge) => {
    rows[row] ??= zeros();
    rows[row][age] += 1;
  };
  for (const { stay } of stays()) {
    if (stay.species !== species) continue;
    if (inRange(stay.intake.date, from, to)) {
      bump(intakes, stay.intake.row, stay.intake.age);
      bump(intakes, 'totalLiveIntake', stay.intake.age);
    }
    const outcome = stay.outcome;
    if (outcome && inRange(outcome.date, from, to)) {
      bump(outcomes, outcome.row, outcome.age);
      if (!NOT_LIVE.includes(outcome.asilomar)) bump(outcomes, 'totalLiveOutcomes', outcome.age);
      bump(outcomes, 'totalOutcomes', outcome.age);
    }
  }
  return { beginning: inCare(addDays(from, -1), species), intakes, outcomes, ending: inCare(to, species) };
}

/** A matrix period with only its non-zero cells (the ledger's form). */
function nonZero(period: Pick<TSacPeriod, 'beginning' | 'ending'> & Record<'intakes' | 'outcomes', Record<string, TAgeCounts>>) {
  const cells = (rows: Record<string, TAgeCounts>) =>
    Object.fromEntries(Object.entries(rows).filter(([, counts]) => counts.adult + counts.juvenile + counts.unknown > 0));
  return { beginning: period.beginning, intakes: cells(period.intakes), outcomes: cells(period.outcomes), ending: period.ending };
}
const expectedCells = (from: string, to: string, species: TSpecies) => nonZero(expectedPeriod(from, to, species));

function expectedColumn(species: 'Dog' | 'Cat', from: string, to: string): TAsilomarColumn {
  const counts = new Map<string, number>();
  const count = (row: string) => counts.set(row, (counts.get(row) ?? 0) + 1);
  const euthanasia: Record<TClass, number> = { healthy: 0, treatableRehabilitatable: 0, treatableManageable: 0, unhealthyUntreatable: 0, notAssessed: 0 };
  for (const { stay } of stays()) {
    if (stay.species !== species) continue;
    if (inRange(stay.intake.date, from, to)) count(stay.intake.asilomar);
    const outcome = stay.outcome;
    if (!outcome || !inRange(outcome.date, from, to)) continue;
    if (outcome.euthanasiaClass) euthanasia[outcome.euthanasiaClass] += 1;
    else count(outcome.asilomar);
    if (outcome.ownerRequestedUnhealthyUntreatable) count('ore');
  }
  const n = (row: string) => counts.get(row) ?? 0;
  const totalIntake = n('intakeFromPublic') + n('intakeFromCoalitionAgencies') + n('intakeFromOtherAgencies');
  const live = n('adoptions') + n('transfersToCoalitionAgencies') + n('transfersToOtherAgencies') + n('returnedToOwner') + n('otherLiveOutcomes');
  const euthanized = Object.values(euthanasia).reduce((a, b) => a + b, 0);
  const ore = n('ore');
  const begin = inCare(addDays(from, -1), species);
  const end = inCare(to, species);
  return {
    beginningCount: begin.shelter + begin.foster,
    intakeFromPublic: n('intakeFromPublic'),
    intakeFromCoalitionAgencies: n('intakeFromCoalitionAgencies'),
    intakeFromOtherAgencies: n('intakeFromOtherAgencies'),
    totalIntake,
    ownerRequestedEuthanasiaUnhealthyUntreatable: ore,
    adjustedTotalIntake: totalIntake - ore,
    adoptions: n('adoptions'),
    transfersToCoalitionAgencies: n('transfersToCoalitionAgencies'),
    transfersToOtherAgencies: n('transfersToOtherAgencies'),
    returnedToOwner: n('returnedToOwner'),
    otherLiveOutcomes: n('otherLiveOutcomes'),
    totalLiveOutcomes: live,
    euthanasia,
    totalEuthanasia: euthanized,
    adjustedTotalEuthanasia: euthanized - ore,
    diedOrLostInCare: n('diedOrLostInCare'),
    totalOutcomes: live + euthanized + n('diedOrLostInCare'),
    endingCount: end.shelter + end.foster,
    liveReleaseRate: live + euthanized - ore > 0 ? Math.round((live / (live + euthanized - ore)) * 1000) / 10 : null,
  };
}

const matrix = (query: string) => getJson<TSacMatrix>(env.t, `/api/reports/sac-matrix?${query}`, staff());
const asilomar = (query: string) => getJson<TAsilomarReport>(env.t, `/api/reports/asilomar?${query}`, staff());
const SPECIES: TSpecies[] = ['Dog', 'Cat', 'Other'];

describe('GET /api/reports/sac-matrix', () => {
  it('answers every month of the range by species: in care at its start and end, intakes and outcomes by SAC row and age, as the ledger counts them', async () => {
    const answer = await matrix(`from=${RANGE.from}&to=${RANGE.to}`);
    expect({ from: answer.from, to: answer.to }).toEqual(RANGE);
    expect(answer.months.map((m) => `${m.month} ${m.species} ${m.from} ${m.to}`)).toEqual(
      MONTHS.flatMap((m) => SPECIES.map((species) => `${m.month} ${species} ${m.from} ${m.to}`)),
    );
    for (const month of answer.months) {
      expect(nonZero(month), `${month.month} ${month.species}`).toEqual(expectedCells(month.from, month.to, month.species));
    }
    for (const species of SPECIES) {
      const whole = answer.total.find((period) => period.species === species)!;
      expect({ from: whole.from, to: whole.to }).toEqual(RANGE);
      expect(nonZero(whole), species).toEqual(expectedCells(RANGE.from, RANGE.to, species));
    }
  });

  it('counts what the records say in the cells a reader checks by hand', async () => {
    const answer = await matrix(`from=${RANGE.from}&to=${RANGE.to}`);
    const cell = (month: string, species: TSpecies) => answer.months.find((m) => m.month === month && m.species === species)!;
    // The stray dog was in foster over New Year, back in the shelter on January 31 (its placement's end): there at the day's end.
    expect(cell('2026-01', 'Dog').beginning).toEqual({ shelter: 0, foster: 1 });
    expect(cell('2026-01', 'Dog').ending).toEqual({ shelter: 4, foster: 0 });
    // The transferred kitten: in foster at February's end (its placement ends March 1), not at March's.
    expect(cell('2026-02', 'Cat').ending).toEqual({ shelter: 3, foster: 1 });
    expect(cell('2026-03', 'Cat').ending).toEqual({ shelter: 2, foster: 1 });
    // Juvenile from the date of birth, adult by the outcome; a return after adoption as relinquished.
    expect(cell('2026-01', 'Cat').intakes.transferredOutOfState).toEqual({ adult: 0, juvenile: 1, unknown: 0 });
    expect(cell('2026-03', 'Cat').outcomes.transferredInState).toEqual({ adult: 1, juvenile: 0, unknown: 0 });
    expect(cell('2026-02', 'Dog').intakes.relinquishedByOwner).toEqual({ adult: 1, juvenile: 0, unknown: 0 });
    expect(cell('2026-02', 'Cat').intakes.otherIntakes).toEqual({ adult: 0, juvenile: 1, unknown: 0 });
    // Same-day intake and outcome count in both, and not in care at the day's end.
    expect(cell('2026-02', 'Dog').intakes.transferredInternational.unknown).toBe(1);
    expect(cell('2026-02', 'Dog').outcomes.returnedToField.unknown).toBe(1);
    // The voided dog is nowhere; the bird and the rabbit are Other.
    expect(cell('2026-02', 'Dog').intakes.strayAtLarge).toEqual(zeros());
    expect(cell('2026-01', 'Other').intakes.totalLiveIntake).toEqual({ adult: 1, juvenile: 0, unknown: 0 });
    expect(cell('2026-04', 'Other').ending).toEqual({ shelter: 1, foster: 0 });
  });

  it('cuts the first and last months to the range, and each month begins where the one before ended', async () => {
    const answer = await matrix('from=2026-01-15&to=2026-03-10');
    expect(answer.months.filter((m) => m.species === 'Dog').map((m) => [m.month, m.from, m.to])).toEqual([
      ['2026-01', '2026-01-15', '2026-01-31'],
      ['2026-02', '2026-02-01', '2026-02-28'],
      ['2026-03', '2026-03-01', '2026-03-10'],
    ]);
    for (const month of answer.months) {
      expect(nonZero(month), `${month.month} ${month.species}`).toEqual(expectedCells(month.from, month.to, month.species));
    }
    for (const species of SPECIES) {
      const months = answer.months.filter((m) => m.species === species);
      for (let i = 1; i < months.length; i++) expect(months[i]!.beginning).toEqual(months[i - 1]!.ending);
    }
  });

  it('refuses more than 120 months, and from after to (400 at from); 120 months is answered; nothing is written', async () => {
    const before = await rowCounts(env.t);
    const get = (query: string) => call(env.t, 'GET', `/api/reports/sac-matrix?${query}`, staff());
    expectInvalid(await get('from=2016-04-30&to=2026-04-30'), 'The SAC matrix covers at most 120 months: from must be 2016-05-01 or later', 'from');
    expectInvalid(await get('from=2026-04-02&to=2026-04-01'), 'from must not be after to', 'from');
    const longest = await get('from=2016-05-01&to=2026-04-30');
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json<TSacMatrix>().months).toHaveLength(120 * 3);
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    await expectGuarded(env.t, env.s, { method: 'GET', url: `/api/reports/sac-matrix?from=${RANGE.from}&to=${RANGE.to}` }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('GET /api/reports/asilomar', () => {
  it('answers the table of dogs, cats and both as the ledger counts it, and the card’s figures from its total', async () => {
    const report = await asilomar(`from=${RANGE.from}&to=${RANGE.to}`);
    const dogs = expectedColumn('Dog', RANGE.from, RANGE.to);
    const cats = expectedColumn('Cat', RANGE.from, RANGE.to);
    expect(report.table.dogs).toEqual(dogs);
    expect(report.table.cats).toEqual(cats);
    const both = Object.fromEntries(
      Object.entries(dogs).map(([key, value]) => [key, typeof value === 'number' ? value + (cats[key as keyof TAsilomarColumn] as number) : value]),
    );
    const euthanasia = Object.fromEntries(Object.entries(dogs.euthanasia).map(([key, value]) => [key, value + cats.euthanasia[key as TClass]]));
    expect(report.table.total).toEqual({ ...both, euthanasia, liveReleaseRate: 70 });
    expect(report).toMatchObject({ ...RANGE, beginningShelterCount: 2, liveOutcomes: 7, liveReleaseRate: 70 });
  });

  it('counts the rows a reader checks by hand, and the live release rate as the Accords define it', async () => {
    const { table } = await asilomar(`from=${RANGE.from}&to=${RANGE.to}`);
    expect(table.dogs).toMatchObject({
      beginningCount: 1,
      intakeFromPublic: 5,
      intakeFromCoalitionAgencies: 1,
      intakeFromOtherAgencies: 1,
      totalIntake: 7,
      ownerRequestedEuthanasiaUnhealthyUntreatable: 1,
      adjustedTotalIntake: 6,
      adoptions: 2,
      transfersToOtherAgencies: 1,
      otherLiveOutcomes: 2,
      totalLiveOutcomes: 5,
      euthanasia: { healthy: 0, treatableRehabilitatable: 0, treatableManageable: 0, unhealthyUntreatable: 1, notAssessed: 1 },
      totalEuthanasia: 2,
      adjustedTotalEuthanasia: 1,
      diedOrLostInCare: 1,
      totalOutcomes: 8,
      endingCount: 0,
      // 5 / (5 + 2 − 1)
      liveReleaseRate: 83.3,
    });
    expect(table.cats).toMatchObject({
      beginningCount: 1,
      intakeFromPublic: 4,
      intakeFromCoalitionAgencies: 1,
      intakeFromOtherAgencies: 1,
      transfersToCoalitionAgencies: 1,
      returnedToOwner: 1,
      euthanasia: { healthy: 0, treatableRehabilitatable: 0, treatableManageable: 2, unhealthyUntreatable: 0, notAssessed: 0 },
      ownerRequestedEuthanasiaUnhealthyUntreatable: 0,
      diedOrLostInCare: 1,
      endingCount: 2,
      liveReleaseRate: 50,
    });
    for (const column of [table.dogs, table.cats, table.total]) {
      expect(column.beginningCount + column.totalIntake - column.totalOutcomes).toBe(column.endingCount);
    }
  });

  it('answers each month as the ledger counts it, a month without outcomes with a null rate (the card’s 0)', async () => {
    for (const month of MONTHS) {
      const report = await asilomar(`from=${month.from}&to=${month.to}`);
      expect(report.table.dogs, month.month).toEqual(expectedColumn('Dog', month.from, month.to));
      expect(report.table.cats, month.month).toEqual(expectedColumn('Cat', month.from, month.to));
    }
    const empty = await asilomar('from=2025-06-01&to=2025-06-30');
    expect(empty.table.total.liveReleaseRate).toBeNull();
    expect(empty).toMatchObject({ beginningShelterCount: 0, liveOutcomes: 0, liveReleaseRate: 0 });
  });

  it('follows a partner’s coalition setting', async () => {
    await sqlWrite(env.t, "update organizations set in_coalition = false where name = 'County Shelter'");
    try {
      const { table } = await asilomar(`from=${RANGE.from}&to=${RANGE.to}`);
      expect(table.dogs).toMatchObject({ intakeFromCoalitionAgencies: 0, intakeFromOtherAgencies: 2 });
      expect(table.cats).toMatchObject({ intakeFromCoalitionAgencies: 1, transfersToCoalitionAgencies: 0, transfersToOtherAgencies: 1 });
    } finally {
      await sqlWrite(env.t, "update organizations set in_coalition = true where name = 'County Shelter'");
    }
  });
});
