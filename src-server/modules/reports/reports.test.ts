import { beforeAll, describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  CANNOT,
  createAnimal,
  expectGuarded,
  expectInvalid,
  fosterPayload,
  getJson,
  postOk,
  todayIn,
  transactionPayload,
} from '../../../test/fixtures.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import { addMonths } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal, TAnimalCreateInput } from '../../../src-shared/schemas/animals.js';
import type { TAdoptionReport, TAsilomarReport, TFinancialReport, TIntakeReport } from '../../../src-shared/schemas/reports.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';

/**
 * Known records around March 2021 (intakes and adoptions) and June 2021 (money), each with a
 * record on both boundary days and one just outside, so the inclusive from/to is checked exactly.
 */
const env = useTestEnv();
const MARCH = 'from=2021-03-01&to=2021-03-31';
const JUNE = 'from=2021-06-01&to=2021-06-30';

const report = <T>(name: string, query: string) => getJson<T>(env.t, `/api/reports/${name}?${query}`, env.s.staff);

let animals: Record<string, TAnimal>;
let adoptions: Record<string, TAdoption>;
let transactions: Record<string, TTransaction>;

beforeAll(async () => {
  const { t, s } = env;
  const animal = (species: TAnimalCreateInput['species'], intakeDate: string, overrides: Partial<TAnimalCreateInput> = {}) =>
    createAnimal(t, s.staff, { species, intakeDate, ...overrides });
  const adopt = (of: TAnimal, adoptionDate: string, feeAmount: number, status = 'Completed') =>
    postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(of.id, { adoptionDate, feeAmount, status }));
  const money = (transactionType: string, amount: number, date: string) =>
    postOk<TTransaction>(t, '/api/financial-transactions', s.staff, transactionPayload({ transactionType, amount, date }));

  animals = {
    firstDay: await animal('Dog', '2021-03-01'),
    cat: await animal('Cat', '2021-03-15'),
    lastDay: await animal('Bird', '2021-03-31', { status: 'Medical Hold' }),
    fostered: await animal('Dog', '2021-03-10'),
    pending: await animal('Small Animal', '2021-03-20'),
    returned: await animal('Cat', '2021-03-05'),
    other: await animal('Other', '2021-03-25'),
    before: await animal('Dog', '2021-02-28'),
    after: await animal('Cat', '2021-04-01'),
  };
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(animals.fostered!.id, { startDate: '2021-03-11' }));
  adoptions = {
    firstDay: await adopt(animals.firstDay!, '2021-03-01', 15000),
    lastDay: await adopt(animals.cat!, '2021-03-31', 10001),
    pending: await adopt(animals.pending!, '2021-03-20', 5000, 'Pending'),
    voided: await adopt(animals.returned!, '2021-03-12', 7000),
    before: await adopt(animals.before!, '2021-02-28', 9999),
    after: await adopt(animals.after!, '2021-04-01', 8888),
  };
  await voidOk(t, `/api/adoptions/${adoptions.voided!.id}`, s.staff, 'Entered for the wrong animal');
  adoptions.cancelled = await adopt(animals.returned!, '2021-03-20', 0, 'Cancelled');

  transactions = {
    firstDay: await money('Donation', 5000, '2021-06-01'),
    lastDay: await money('Donation', 2550, '2021-06-30'),
    fee: await money('Adoption Fee', 15000, '2021-06-15'),
    vet: await money('Medical Expense', -4599, '2021-06-10'),
    food: await money('Food/Supplies', -1250, '2021-06-20'),
    moreFood: await money('Food/Supplies', -750, '2021-06-21'),
    voided: await money('Donation', 100000, '2021-06-05'),
    before: await money('Donation', 777, '2021-05-31'),
    after: await money('Other Expense', -888, '2021-07-01'),
  };
  await voidOk(t, `/api/financial-transactions/${transactions.voided!.id}`, s.staff, 'Duplicate');
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('GET /api/reports/intakes', () => {
  it('lists the animals taken in between from and to inclusive, with counts by status and by species group', async () => {
    const intakes = await report<TIntakeReport>('intakes', MARCH);
    expect(intakes.from).toBe('2021-03-01');
    expect(intakes.to).toBe('2021-03-31');
    const { lastDay, other, pending, cat, fostered, returned, firstDay } = animals;
    expect(ids(intakes.rows)).toEqual(ids([lastDay!, other!, pending!, cat!, fostered!, returned!, firstDay!]));
    expect(intakes.rows[0]).toEqual({
      id: lastDay!.id,
      animalId: lastDay!.animalId,
      name: lastDay!.name,
      species: 'Bird',
      breed: 'Beagle',
      sex: 'Female',
      age: '2 years',
      intakeDate: '2021-03-31',
      status: 'Medical Hold',
      intakeType: 'Other',
    });
    expect(intakes.summary).toEqual({
      total: 7,
      byStatus: [
        { label: 'Available', count: 3 },
        { label: 'Adopted', count: 2 },
        { label: 'In Foster', count: 1 },
        { label: 'Medical Hold', count: 1 },
      ],
      bySpecies: [
        { label: 'Other', count: 3 },
        { label: 'Cat', count: 2 },
        { label: 'Dog', count: 2 },
      ],
    });
  });

  it('counts a single day when from equals to', async () => {
    const intakes = await report<TIntakeReport>('intakes', 'from=2021-02-28&to=2021-02-28');
    expect(ids(intakes.rows)).toEqual([animals.before!.id]);
    expect(intakes.summary).toEqual({ total: 1, byStatus: [{ label: 'Adopted', count: 1 }], bySpecies: [{ label: 'Dog', count: 1 }] });
  });
});

describe('intakes are stays', () => {
  it('counts an animal taken in twice in the range twice, in the intake report and in the adoption rate’s intakes', async () => {
    const stray = await createAnimal(env.t, env.s.staff, { intakeDate: '2022-05-02', intake: { type: 'Stray/At large', foundLocation: 'Elm St' } });
    await postOk(env.t, `/api/animals/${stray.id}/outcome`, env.s.staff, { type: 'Returned to owner', date: '2022-05-04', destination: 'Lee Wong' });
    await postOk(env.t, `/api/animals/${stray.id}/intakes`, env.s.staff, {
      intakeDate: '2022-05-20',
      intake: { type: 'Relinquished by owner', ownerName: 'Lee Wong', reason: 'Moving' },
    });
    const intakes = await report<TIntakeReport>('intakes', 'from=2022-05-01&to=2022-05-31');
    expect(intakes.rows.map((row) => [row.id, row.intakeDate, row.intakeType])).toEqual([
      [stray.id, '2022-05-20', 'Relinquished by owner'],
      [stray.id, '2022-05-02', 'Stray/At large'],
    ]);
    expect([intakes.rowCount, intakes.summary.total]).toEqual([2, 2]);
    expect((await report<TAdoptionReport>('adoptions', 'from=2022-05-01&to=2022-05-31')).summary.intakes).toBe(2);
    // A page of one is the newest intake; the count is still the range's.
    const page = await getJson<TIntakeReport>(env.t, '/api/reports/intakes?from=2022-05-01&to=2022-05-31&limit=1&offset=1', env.s.staff);
    expect(page.rows.map((row) => row.intakeDate)).toEqual(['2022-05-02']);
    expect(page.rowCount).toBe(2);
  });
});

describe('GET /api/reports/adoptions', () => {
  it('lists the live adoptions in range and sums the Completed ones: total, fees, rounded average and adoption rate', async () => {
    const adoptionReport = await report<TAdoptionReport>('adoptions', MARCH);
    expect(ids(adoptionReport.rows)).toEqual(ids([adoptions.lastDay!, adoptions.cancelled!, adoptions.pending!, adoptions.firstDay!]));
    expect(adoptionReport.rows[0]).toMatchObject({ adoptionDate: '2021-03-31', feeAmount: 10001, status: 'Completed', animalCode: animals.cat!.animalId });
    expect(adoptionReport.summary).toEqual({
      total: 2,
      byStatus: [
        { label: 'Cancelled', count: 1 },
        { label: 'Completed', count: 2 },
        { label: 'Pending', count: 1 },
      ],
      totalFees: 25001,
      // 25001 / 2 = 12500.5 cents, rounded to whole cents.
      averageFee: 12501,
      intakes: 7,
      // 2 of 7 = 28.57 %.
      adoptionRate: 29,
    });
  });

  it('answers each adoption as the Adoptions list does: animal, adopter, the outcome a Completed one recorded, a return', async () => {
    const { t, s } = env;
    const SEPTEMBER = 'from=2021-09-01&to=2021-09-30';
    const kept = await createAnimal(t, s.staff, { species: 'Dog', intakeDate: '2021-09-01' });
    const back = await createAnimal(t, s.staff, { species: 'Cat', intakeDate: '2021-09-01' });
    const outcome = { outcomeTime: '14:30', outcomeCondition: 'Healthy' };
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(kept.id, { adoptionDate: '2021-09-10', adopterPhone: '555-010-3999', ...outcome }));
    const returned = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(back.id, { adoptionDate: '2021-09-05', ...outcome }));
    await postOk(t, `/api/adoptions/${returned.id}/return`, s.staff, { date: '2021-09-20', reason: 'Allergies' });

    const september = await report<TAdoptionReport>('adoptions', SEPTEMBER);
    expect(september.rows).toEqual(await getJson<TAdoption[]>(t, `/api/adoptions?${SEPTEMBER}`, s.staff));
    // The returned adoption's stay still names it, but only a Completed adoption answers its outcome.
    expect(september.rows.map((row) => [row.status, row.outcomeTime, row.outcomeCondition, row.returnedOn, row.adopterPhone])).toEqual([
      ['Completed', '14:30', 'Healthy', null, '555-010-3999'],
      ['Returned', null, null, '2021-09-20', '555-010-3000'],
    ]);
  });

  it('answers zeros, not NaN, for a range without adoptions or intakes', async () => {
    const empty = await report<TAdoptionReport>('adoptions', 'from=2020-01-01&to=2020-01-31');
    expect(empty).toEqual({
      from: '2020-01-01',
      to: '2020-01-31',
      rowCount: 0,
      rows: [],
      summary: { total: 0, byStatus: [], totalFees: 0, averageFee: 0, intakes: 0, adoptionRate: 0 },
    });
  });
});

describe('GET /api/reports/financial', () => {
  it('lists the live transactions in range with income, expenses (positive), balance and totals per type', async () => {
    const financial = await report<TFinancialReport>('financial', JUNE);
    const { lastDay, moreFood, food, fee, vet, firstDay } = transactions;
    expect(ids(financial.rows)).toEqual(ids([lastDay!, moreFood!, food!, fee!, vet!, firstDay!]));
    expect(financial.rows[0]).toEqual(lastDay);
    expect(financial.summary).toEqual({
      income: 22550,
      expenses: 6599,
      balance: 15951,
      byType: [
        { type: 'Adoption Fee', total: 15000, count: 1 },
        { type: 'Donation', total: 7550, count: 2 },
        { type: 'Medical Expense', total: 4599, count: 1 },
        { type: 'Food/Supplies', total: 2000, count: 2 },
      ],
    });
  });

  it('answers each transaction as the Financial list does, with its donor or payer named', async () => {
    const { t, s } = env;
    const OCTOBER = 'from=2021-10-01&to=2021-10-31';
    const animal = await createAnimal(t, s.staff, { species: 'Dog', intakeDate: '2021-10-01' });
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { adoptionDate: '2021-10-05', feeAmount: 12000 }));
    await postOk(t, '/api/financial-transactions', s.staff, transactionPayload({ amount: 3000, date: '2021-10-08', personId: adoption.personId }));
    await postOk(
      t,
      '/api/financial-transactions',
      s.staff,
      transactionPayload({ transactionType: 'Medical Expense', amount: -2500, date: '2021-10-12', description: null, paymentMethod: null }),
    );

    const october = await report<TFinancialReport>('financial', OCTOBER);
    expect(october.rows).toEqual(await getJson<TTransaction[]>(t, `/api/financial-transactions?${OCTOBER}`, s.staff));
    expect(october.rows.map((row) => [row.transactionType, row.personName, row.description, row.paymentMethod])).toEqual([
      ['Medical Expense', null, null, null],
      ['Donation', adoption.adopterName, 'Monthly donor', 'Credit Card'],
      ['Adoption Fee', adoption.adopterName, expect.stringContaining(animal.animalId), null],
    ]);
  });

  it('includes the fee transactions Completed adoptions booked on their dates', async () => {
    const financial = await report<TFinancialReport>('financial', MARCH);
    expect(financial.summary).toEqual({ income: 25001, expenses: 0, balance: 25001, byType: [{ type: 'Adoption Fee', total: 25001, count: 2 }] });
    expect(financial.rows.map((row) => row.relatedTo)).toEqual([adoptions.lastDay!.id, adoptions.firstDay!.id]);
  });
});

describe('report rows in pages', () => {
  // Each report's full answer for its month, newest first: the order every page is cut from.
  const full = {
    intakes: () => report<TIntakeReport>('intakes', MARCH),
    adoptions: () => report<TAdoptionReport>('adoptions', MARCH),
    financial: () => report<TFinancialReport>('financial', JUNE),
  };
  const ranges = { intakes: MARCH, adoptions: MARCH, financial: JUNE };
  const names = ['intakes', 'adoptions', 'financial'] as const;

  it.each(names)('%s without limit sends every row in range, and rowCount counts them', async (name) => {
    const all = await full[name]();
    expect(all.rows.length).toBeGreaterThan(3);
    expect(all.rowCount).toBe(all.rows.length);
  });

  it.each(names)('%s with limit sends that page in the same order, rowCount every row in range and the same summary', async (name) => {
    const all = await full[name]();
    const first = await report<typeof all>(name, `${ranges[name]}&limit=2`);
    expect(ids(first.rows)).toEqual(ids(all.rows.slice(0, 2)));
    expect(first.rowCount).toBe(all.rows.length);
    expect(first.summary).toEqual(all.summary);
    expect({ from: first.from, to: first.to }).toEqual({ from: all.from, to: all.to });
  });

  it.each(names)('%s with offset sends the rows after it, and a page past the end is empty', async (name) => {
    const all = await full[name]();
    const second = await report<typeof all>(name, `${ranges[name]}&limit=2&offset=2`);
    expect(ids(second.rows)).toEqual(ids(all.rows.slice(2, 4)));
    expect(second.rowCount).toBe(all.rows.length);
    const past = await report<typeof all>(name, `${ranges[name]}&limit=2&offset=${all.rows.length}`);
    expect(past).toMatchObject({ rows: [], rowCount: all.rows.length });
  });

  it.each(names)('%s refuses a limit over 100 or under 1 and a negative offset (400)', async (name) => {
    const { t, s } = env;
    expect((await t.app.inject({ url: `/api/reports/${name}?${ranges[name]}&limit=100`, headers: { cookie: s.staff } })).statusCode).toBe(200);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=ten']) {
      expect((await t.app.inject({ url: `/api/reports/${name}?${ranges[name]}&${query}`, headers: { cookie: s.staff } })).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/reports/asilomar', () => {
  it('answers the Asilomar table of dogs and cats, and the card’s figures from its total: in care at the start, live outcomes, the rate', async () => {
    // March's dogs and cats: none in care on Feb 28 (the dog taken in then was adopted that day), four taken in, two adopted.
    const asilomar = await report<TAsilomarReport>('asilomar', MARCH);
    expect(asilomar).toMatchObject({ from: '2021-03-01', to: '2021-03-31', beginningShelterCount: 0, liveOutcomes: 2, liveReleaseRate: 100 });
    expect(asilomar.table.total).toMatchObject({
      beginningCount: 0,
      intakeFromPublic: 4,
      totalIntake: 4,
      adoptions: 2,
      totalLiveOutcomes: 2,
      totalOutcomes: 2,
      endingCount: 2,
      liveReleaseRate: 100,
    });
    expect(asilomar.table.dogs).toMatchObject({ totalIntake: 2, adoptions: 1, endingCount: 1 });
    expect(asilomar.table.cats).toMatchObject({ totalIntake: 2, adoptions: 1, endingCount: 1 });
    // April begins with the two still in care.
    expect(await report<TAsilomarReport>('asilomar', 'from=2021-04-01&to=2021-04-30')).toMatchObject({ beginningShelterCount: 2, liveOutcomes: 1 });
    expect(await report<TAsilomarReport>('asilomar', 'from=2020-01-01&to=2020-01-31')).toMatchObject({
      beginningShelterCount: 0,
      liveOutcomes: 0,
      liveReleaseRate: 0,
      table: { total: { totalIntake: 0, liveReleaseRate: null } },
    });
  });
});

describe('every report', () => {
  const names = ['intakes', 'adoptions', 'financial', 'asilomar', 'sac-matrix'] as const;

  it.each(names)('%s covers the past month without from/to: the same day a month ago through today', async (name) => {
    const today = todayIn(env.t);
    const { from, to } = await report<{ from: string; to: string }>(name, '');
    expect({ from, to }).toEqual({ from: addMonths(today, -1), to: today });
    expect(await report<{ from: string; to: string }>(name, 'from=2021-03-01')).toMatchObject({ from: '2021-03-01', to: today });
  });

  it.each(names)('%s with only `to` covers the month up to that day', async (name) => {
    expect(await report<{ from: string; to: string }>(name, 'to=2021-03-31')).toMatchObject({ from: '2021-02-28', to: '2021-03-31' });
  });

  it.each(names)('%s refuses from after to and malformed dates (400)', async (name) => {
    const { t, s } = env;
    expectInvalid(
      await t.app.inject({ url: `/api/reports/${name}?from=2021-03-02&to=2021-03-01`, headers: { cookie: s.staff } }),
      'from must not be after to',
      'from',
    );
    expectInvalid(
      await t.app.inject({ url: `/api/reports/${name}?from=2021-02-30`, headers: { cookie: s.staff } }),
      'Enter a valid date as YYYY-MM-DD',
      'from',
    );
  });

  it.each(names)('%s answers 401 without a session and 403 for a volunteer; a veterinarian may read it', async (name) => {
    const { t, s } = env;
    await expectGuarded(t, s, { method: 'GET', url: `/api/reports/${name}?${MARCH}` }, ['volunteer'], CANNOT.readConsole);
    expect((await t.app.inject({ url: `/api/reports/${name}?${MARCH}`, headers: { cookie: s.veterinarian } })).statusCode).toBe(200);
  });
});
