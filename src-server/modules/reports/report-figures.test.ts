import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, sqlWrite, todayIn } from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';
import { addDays, addMonths } from '../../../src-shared/dates.js';
import { ADOPTION_STATUSES, EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES, SPECIES } from '../../../src-shared/enums.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import type { TAdoptionReport, TAsilomarReport, TFinancialReport, TIntakeReport } from '../../../src-shared/schemas/reports.js';
import { createRandom } from '../../demo/random.js';

/**
 * Every summary figure checked against the rows it summarizes, at shelter scale: a year of
 * pseudo-random records (a fixed seed, so every run writes the same shelter relative to its today)
 * with voided rows and statuses that must not count, inserted in one statement per table. Each
 * report's summary is compared with the same figure computed here from all of its rows, fetched
 * unpaged through the API, and each row set with the generated records it must hold.
 */
const env = useTestEnv();

interface TAnimalRow {
  id: number;
  species: string;
  intakeDate: string;
  status: string;
}
interface TAdoptionRow {
  animalId: number;
  adoptionDate: string;
  status: string;
  fee: number;
  voided: boolean;
}
interface TMoneyRow {
  type: string;
  amount: number;
  date: string;
  voided: boolean;
}

const ANIMALS = 1200;
const TRANSACTIONS = 1500;
let today: string;
let range: { from: string; to: string };
const animals: TAnimalRow[] = [];
const adoptions: TAdoptionRow[] = [];
const money: TMoneyRow[] = [];

function generate(): void {
  const random = createRandom(20261124).next;
  const int = (below: number) => Math.floor(random() * below);
  const one = <T>(items: readonly T[]): T => items[int(items.length)]!;
  // In care, as the records below make them: In Foster animals get a current placement.
  const notAdopted = ['Available', 'In Foster', 'Medical Hold', 'Behavioral Eval'] as const;
  for (let id = 1; id <= ANIMALS; id++) {
    // Over 13 months, so the year's range leaves some out.
    const intakeDate = addDays(today, -int(400));
    const animal: TAnimalRow = { id, species: one(SPECIES), intakeDate, status: one(notAdopted) };
    animals.push(animal);
    if (random() < 0.55) {
      const adoption = {
        animalId: id,
        adoptionDate: [addDays(intakeDate, int(60)), today].sort()[0]!,
        status: one(ADOPTION_STATUSES),
        fee: 500 * int(40),
        voided: random() < 0.1,
      };
      adoptions.push(adoption);
      if (adoption.status === 'Completed' && !adoption.voided) animal.status = 'Adopted';
    }
  }
  for (let i = 0; i < TRANSACTIONS; i++) {
    const expense = random() < 0.45;
    const amount = 1 + int(250_000);
    money.push({
      type: one(expense ? EXPENSE_TRANSACTION_TYPES : INCOME_TRANSACTION_TYPES),
      amount: expense ? -amount : amount,
      date: addDays(today, -int(400)),
      voided: random() < 0.08,
    });
  }
}

beforeAll(async () => {
  const { t } = env;
  today = todayIn(t);
  range = { from: addMonths(today, -12), to: today };
  generate();
  await sqlWrite(
    t,
    `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, status, traits, version, created_at, updated_at)
     select x.id, 'F-' || lpad(x.id::text, 5, '0'), 'Animal ' || x.id, x.species, 'Mixed', 'Female', '2 years', x.intake_date::date, x.status,
            '{}', 1, now(), now()
       from jsonb_to_recordset(?::jsonb) as x(id int, species text, intake_date text, status text)`,
    [JSON.stringify(animals.map((a) => ({ id: a.id, species: a.species, intake_date: a.intakeDate, status: a.status })))],
  );
  await sqlWrite(t, `select setval(pg_get_serial_sequence('animals', 'id'), ?)`, [ANIMALS]);
  await sqlWrite(
    t,
    `insert into people (name, email, phone, roles, created_at, updated_at)
     values ('Adopter', 'adopter@example.org', '555-010-0000', '{Adopter}', now(), now()), ('Generated Foster', null, '555-010-0001', '{Foster home}', now(), now())`,
  );
  await sqlWrite(
    t,
    `insert into adoptions (animal_id, person_id, adoption_date, fee_amount, status, voided_at, void_reason, version, created_at)
     select x.animal_id, (select id from people where name = 'Adopter'), x.adoption_date::date, x.fee, x.status,
            case when x.voided then now() end, case when x.voided then 'Generated' end, 1, now()
       from jsonb_to_recordset(?::jsonb) as x(animal_id int, adoption_date text, fee int, status text, voided boolean)`,
    [JSON.stringify(adoptions.map((a) => ({ animal_id: a.animalId, adoption_date: a.adoptionDate, fee: a.fee, status: a.status, voided: a.voided })))],
  );
  // Each animal's stay, closed by its Completed adoption; the In Foster ones' placements.
  const outcomes = new Map(adoptions.filter((a) => a.status === 'Completed' && !a.voided).map((a) => [a.animalId, a.adoptionDate]));
  await sqlWrite(
    t,
    `insert into stays (animal_id, intake_type, intake_date, intake_age_group, outcome_type, outcome_date, outcome_age_group, created_at)
     select x.id, 'Other', x.intake_date::date, 'Unknown', case when x.outcome_date is not null then 'Adoption' end, x.outcome_date::date,
            case when x.outcome_date is not null then 'Unknown' end, now()
       from jsonb_to_recordset(?::jsonb) as x(id int, intake_date text, outcome_date text)`,
    [JSON.stringify(animals.map((a) => ({ id: a.id, intake_date: a.intakeDate, outcome_date: outcomes.get(a.id) ?? null })))],
  );
  await sqlWrite(
    t,
    `insert into foster_care (animal_id, person_id, start_date, created_at)
     select x.id, (select id from people where name = 'Generated Foster'), x.intake_date::date, now() from jsonb_to_recordset(?::jsonb) as x(id int, intake_date text)`,
    [JSON.stringify(animals.filter((a) => a.status === 'In Foster').map((a) => ({ id: a.id, intake_date: a.intakeDate })))],
  );
  await sqlWrite(
    t,
    `insert into financial_transactions (transaction_type, amount, date, description, payment_method, voided_at, void_reason, version, created_at)
     select x.type, x.amount, x.date::date, 'Generated', 'Cash', case when x.voided then now() end, case when x.voided then 'Generated' end, 1, now()
       from jsonb_to_recordset(?::jsonb) as x(type text, amount int, date text, voided boolean)`,
    [JSON.stringify(money)],
  );
});

const get = <T>(url: string) => getJson<T>(env.t, url, env.s.staff);
const query = () => `from=${range.from}&to=${range.to}`;
const inRange = (date: string, from = range.from, to = range.to) => date >= from && date <= to;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Counts by label, the most first, ties by label: the order the intake report lists them in. */
function countsBy<T>(rows: T[], label: (row: T) => string): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(label(row), (counts.get(label(row)) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ label: key, count })).sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
}
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const speciesGroup = (species: string) => (species === 'Dog' || species === 'Cat' ? species : 'Other');
const intakesIn = (from: string, to: string) => animals.filter((a) => inRange(a.intakeDate, from, to));
const completedIn = (from: string, to: string) => adoptions.filter((a) => a.status === 'Completed' && !a.voided && inRange(a.adoptionDate, from, to));

describe('summary figures against their rows, over a year of generated records', () => {
  it('generates enough records, voided ones and statuses that must not count included', () => {
    expect(animals.length + adoptions.length + money.length).toBeGreaterThan(3000);
    expect(intakesIn(range.from, range.to).length).toBeGreaterThan(1000);
    expect(money.filter((m) => inRange(m.date) && !m.voided).length).toBeGreaterThan(1000);
    expect(adoptions.filter((a) => a.voided).length).toBeGreaterThan(20);
    expect(adoptions.filter((a) => !a.voided && a.status !== 'Completed').length).toBeGreaterThan(100);
  });

  it('intake report: total, by status, by species group and rowCount are its rows’ counts', async () => {
    const report = await get<TIntakeReport>(`/api/reports/intakes?${query()}`);
    const expected = intakesIn(range.from, range.to);
    expect(report.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected.map((a) => a.id));
    expect(report.rowCount).toBe(report.rows.length);
    expect(report.summary).toEqual({
      total: report.rows.length,
      byStatus: countsBy(report.rows, (row) => row.status),
      bySpecies: countsBy(report.rows, (row) => speciesGroup(row.species)),
    });
  });

  it('adoption report: completed count, by status, fees, average fee, intakes, rate and rowCount are its rows’', async () => {
    const [report, intakes] = await Promise.all([
      get<TAdoptionReport>(`/api/reports/adoptions?${query()}`),
      get<TIntakeReport>(`/api/reports/intakes?${query()}`),
    ]);
    const live = adoptions.filter((a) => !a.voided && inRange(a.adoptionDate));
    expect(report.rows.length).toBe(live.length);
    expect(report.rows.every((row) => inRange(row.adoptionDate))).toBe(true);
    expect(report.rowCount).toBe(report.rows.length);
    const completed = report.rows.filter((row) => row.status === 'Completed');
    const fees = sum(completed.map((row) => row.feeAmount));
    expect(report.summary).toEqual({
      total: completed.length,
      byStatus: countsBy(report.rows, (row) => row.status).sort((a, b) => (a.label < b.label ? -1 : 1)),
      totalFees: fees,
      averageFee: Math.round(fees / completed.length),
      intakes: intakes.rows.length,
      adoptionRate: percent(completed.length, intakes.rows.length),
    });
  });

  it('financial report: income, expenses, balance, totals and counts per type, and rowCount are its rows’', async () => {
    const report = await get<TFinancialReport>(`/api/reports/financial?${query()}`);
    expect(report.rows.length).toBe(money.filter((m) => !m.voided && inRange(m.date)).length);
    expect(report.rowCount).toBe(report.rows.length);
    const income = sum(report.rows.filter((row) => row.amount > 0).map((row) => row.amount));
    const expenses = -sum(report.rows.filter((row) => row.amount < 0).map((row) => row.amount));
    const types = [...new Set(report.rows.map((row) => row.transactionType))].map((type) => {
      const ofType = report.rows.filter((row) => row.transactionType === type);
      return { type, total: sum(ofType.map((row) => Math.abs(row.amount))), count: ofType.length };
    });
    expect(report.summary).toEqual({
      income,
      expenses,
      balance: income - expenses,
      byType: types.sort((a, b) => b.total - a.total || (a.type < b.type ? -1 : 1)),
    });
    // A page says the same, and counts every row in range.
    const page = await get<TFinancialReport>(`/api/reports/financial?${query()}&limit=25`);
    expect(page.rows).toHaveLength(25);
    expect({ rowCount: page.rowCount, summary: page.summary }).toEqual({ rowCount: report.rowCount, summary: report.summary });
  });

  it('Asilomar card: in care at the start, live outcomes and the rate are the table’s total, as the generated records say', async () => {
    const card = await get<TAsilomarReport>(`/api/reports/asilomar?${query()}`);
    const dogOrCat = (id: number) => ['Dog', 'Cat'].includes(animals[id - 1]!.species);
    const adopted = new Map(completedIn('0000-01-01', '9999-12-31').map((adoption) => [adoption.animalId, adoption.adoptionDate]));
    const dayBefore = addDays(range.from, -1);
    const beginning = animals.filter((a) => dogOrCat(a.id) && a.intakeDate <= dayBefore && (adopted.get(a.id) ?? '9999-12-31') > dayBefore).length;
    const live = completedIn(range.from, range.to).filter((adoption) => dogOrCat(adoption.animalId)).length;
    expect(live).toBeGreaterThan(30);
    // Every outcome here is an adoption: the rate is 100.
    expect(card).toMatchObject({ ...range, beginningShelterCount: beginning, liveOutcomes: live, liveReleaseRate: 100 });
    expect(card.table.total).toMatchObject({ beginningCount: beginning, adoptions: live, totalLiveOutcomes: live, totalEuthanasia: 0, liveReleaseRate: 100 });
  });

  it('dashboard: every count is the generated records’ count', async () => {
    // In care at the end of the day: taken in by then, and not adopted by then (each animal's one stay).
    const inCareOn = (day: string) =>
      animals.filter((a) => a.intakeDate <= day && !completedIn('0000-01-01', day).some((adoption) => adoption.animalId === a.id)).length;
    const monthStart = `${today.slice(0, 7)}-01`;
    const lastMonthTo = addMonths(today, -1);
    const stats = await get<TDashboardStats>('/api/stats/dashboard');
    expect({
      totalAnimals: stats.totalAnimals,
      inCareWeekAgo: stats.inCareWeekAgo,
      adoptionsThisMonth: stats.adoptionsThisMonth,
      adoptionsSameDaysLastMonth: stats.adoptionsSameDaysLastMonth,
      inFosterCare: stats.inFosterCare,
      totalAdoptionsThisWeek: stats.totalAdoptionsThisWeek,
      adoptionRate: stats.adoptionRate,
      appointmentsToday: stats.appointmentsToday,
    }).toEqual({
      totalAnimals: inCareOn(today),
      inCareWeekAgo: inCareOn(addDays(today, -7)),
      adoptionsThisMonth: completedIn(monthStart, today).length,
      adoptionsSameDaysLastMonth: completedIn(`${lastMonthTo.slice(0, 7)}-01`, lastMonthTo).length,
      inFosterCare: animals.filter((a) => a.status === 'In Foster').length,
      totalAdoptionsThisWeek: completedIn(addDays(today, -6), today).length,
      adoptionRate: percent(completedIn(addDays(today, -29), today).length, intakesIn(addDays(today, -29), today).length),
      appointmentsToday: 0,
    });
    expect(stats.totalAnimals).toBeGreaterThan(100);
    for (const [period, from] of [
      ['week', addDays(today, -6)],
      ['month', addDays(today, -29)],
      ['year', addMonths(monthStart, -11)],
    ] as const) {
      const { dailyAdoptions } = await get<TDashboardStats>(`/api/stats/dashboard?period=${period}`);
      const buckets = Object.fromEntries(dailyAdoptions.map((bucket) => [bucket.date, bucket.count]));
      const expected: Record<string, number> = Object.fromEntries(dailyAdoptions.map((bucket) => [bucket.date, 0]));
      for (const adoption of completedIn(from, today)) {
        const key = period === 'year' ? `${adoption.adoptionDate.slice(0, 7)}-01` : adoption.adoptionDate;
        expected[key] = (expected[key] ?? 0) + 1;
      }
      expect(buckets, period).toEqual(expected);
    }
  });
});
