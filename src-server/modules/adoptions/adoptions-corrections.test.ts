import { describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  animalRow,
  CANNOT,
  createAnimal,
  expectError,
  fosterPayload,
  getJson,
  postOk,
  rowCounts,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, saveSettings, useTestEnv, voidOk, voidState, type TEnv } from '../../../test/fixtures-records.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal, TAnimalCreateInput } from '../../../src-shared/schemas/animals.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster.js';
import type { TAdoptionReport } from '../../../src-shared/schemas/reports.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';

const env = useTestEnv();

async function createAdoption({ t, s }: TEnv, overrides: Record<string, unknown> = {}, animal?: TAnimal): Promise<TAdoption> {
  const animalId = animal?.id ?? (await createAnimal(t, s.staff)).id;
  return postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animalId, { status: 'Pending', ...overrides }));
}

const url = (adoption: TAdoption) => `/api/adoptions/${adoption.id}`;
const animalStatus = async (adoption: TAdoption) => (await animalRow(env.t, adoption.animalId)).status;

/** The adoption's fee transactions, live or voided, from the table itself. */
const feeRows = (adoption: TAdoption) =>
  sql<{ id: number; amount: number; date: string; voided: boolean; void_reason: string | null }>(
    env.t,
    `select id, amount, to_char(date, 'YYYY-MM-DD') as date, voided_at is not null as voided, void_reason
       from financial_transactions where related_to = ? and transaction_type = 'Adoption Fee' order by id`,
    [adoption.id],
  );

const liveFees = async (adoption: TAdoption) =>
  (await getJson<TTransaction[]>(env.t, '/api/financial-transactions?type=Adoption%20Fee', env.s.staff)).filter((tx) => tx.relatedTo === adoption.id);

describeCorrections<TAdoption>(env, {
  path: '/api/adoptions',
  table: 'adoptions',
  what: 'Adoption',
  create: (e) => createAdoption(e),
  lists: (adoption) => [`/api/animals/${adoption.animalId}/adoptions`, `/api/adoptions?animalId=${adoption.animalId}`],
  change: { adopterName: 'Sam Carter-Lee', adopterPhone: '555-010-3999' },
  invalid: { payload: { adopterName: '' }, message: 'Adopter name is required', path: 'adopterName' },
  writer: 'staff',
  refused: ['veterinarian', 'volunteer'],
  action: CANNOT.writeRecords,
});

describe('adoption status through corrections (docs/domain.md#statuses)', () => {
  it('Pending → Completed sets the animal Adopted, ends its current placement on the adoption date and books the fee', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const animal = await createAnimal(t, s.staff, { name: 'Pepper' });
    const placement = await postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(animal.id, { startDate: addDays(today, -20) }));
    expect((await animalRow(t, animal.id)).status).toBe('In Foster');
    const pending = await createAdoption(env, { adoptionDate: today, feeAmount: 12500 }, animal);
    expect(await animalStatus(pending)).toBe('In Foster');
    expect(await feeRows(pending)).toEqual([]);

    const completed = await putOk<TAdoption>(t, url(pending), s.staff, { status: 'Completed', version: 1 });
    expect(completed).toEqual({ ...pending, status: 'Completed', version: 2 });
    expect(await animalStatus(pending)).toBe('Adopted');
    expect(await getJson<TFosterPlacement[]>(t, `/api/animals/${animal.id}/foster-care`, s.staff)).toEqual([
      { ...placement, endDate: today, current: false, version: 2 },
    ]);
    const [fee] = await liveFees(pending);
    expect(fee).toEqual({
      id: expect.any(Number),
      version: 1,
      transactionType: 'Adoption Fee',
      amount: 12500,
      date: today,
      relatedTo: pending.id,
      description: `Adoption fee: Pepper (${animal.animalId})`,
      paymentMethod: null,
      personId: pending.personId,
      personName: 'Sam Carter',
    });
  });

  it('Completed → Cancelled returns the animal to Available and leaves the fee transaction in place', async () => {
    const { t, s } = env;
    const completed = await createAdoption(env, { status: 'Completed', feeAmount: 15000 });
    expect(await animalStatus(completed)).toBe('Adopted');
    const cancelled = await putOk<TAdoption>(t, url(completed), s.staff, { status: 'Cancelled', version: 1 });
    expect(cancelled).toEqual({ ...completed, status: 'Cancelled', version: 2 });
    expect(await animalStatus(completed)).toBe('Available');
    expect(await feeRows(completed)).toEqual([{ id: expect.any(Number), amount: 15000, date: completed.adoptionDate, voided: false, void_reason: null }]);
  });

  it('completing again after a cancellation keeps one fee transaction', async () => {
    const { t, s } = env;
    const adoption = await createAdoption(env, { status: 'Completed', feeAmount: 9000 });
    await putOk(t, url(adoption), s.staff, { status: 'Cancelled' });
    await putOk(t, url(adoption), s.staff, { status: 'Completed', feeAmount: 9500 });
    expect(await animalStatus(adoption)).toBe('Adopted');
    expect(await feeRows(adoption)).toEqual([{ id: expect.any(Number), amount: 9500, date: adoption.adoptionDate, voided: false, void_reason: null }]);
  });

  it('carries a Completed adoption’s corrected fee and date to its fee transaction, and voids it when the fee becomes 0', async () => {
    const { t, s } = env;
    const adoption = await createAdoption(env, { status: 'Completed', feeAmount: 15000, adoptionDate: '2026-02-20' });
    const [booked] = await feeRows(adoption);
    await putOk(t, url(adoption), s.staff, { feeAmount: 12000, adoptionDate: '2026-02-22', version: 1 });
    expect(await feeRows(adoption)).toEqual([{ id: booked?.id, amount: 12000, date: '2026-02-22', voided: false, void_reason: null }]);

    await putOk(t, url(adoption), s.staff, { feeAmount: 0, version: 2 });
    expect(await feeRows(adoption)).toEqual([
      { id: booked?.id, amount: 12000, date: '2026-02-22', voided: true, void_reason: 'The adoption fee was corrected to $0.00' },
    ]);
    expect(await liveFees(adoption)).toEqual([]);
    expect(await animalStatus(adoption)).toBe('Adopted');

    await putOk(t, url(adoption), s.staff, { feeAmount: 5000, version: 3 });
    expect((await liveFees(adoption)).map((fee) => fee.amount)).toEqual([5000]);
  });

  it('refuses to complete an adoption for an unchipped animal while requireMicrochip is on (409), changing nothing', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { microchipId: null } satisfies Partial<TAnimalCreateInput>);
    const pending = await createAdoption(env, {}, animal);
    const before = await rowCounts(t);
    expectError(await put(t, url(pending), s.staff, { status: 'Completed', feeAmount: 20000, version: 1 }), 409, 'A microchip is required before adoption');
    expect(await getJson<TAdoption[]>(t, `/api/animals/${animal.id}/adoptions`, s.staff)).toEqual([pending]);
    expect(await animalRow(t, animal.id)).toEqual({ status: 'Available', version: 1 });
    expect(await feeRows(pending)).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses to complete a second adoption of an Adopted animal (409)', async () => {
    const { t, s } = env;
    const first = await createAdoption(env, { status: 'Completed' });
    const animal = await getJson<TAnimal>(t, `/api/animals/${first.animalId}`, s.staff);
    const [second] = await sql<{ id: number }>(
      t,
      `insert into adoptions (animal_id, person_id, adoption_date, fee_amount, status, version, created_at)
       values (?, ?, '2026-02-21', 100, 'Pending', 1, now()) returning id`,
      [animal.id, first.personId],
    );
    expectError(await put(t, `/api/adoptions/${second?.id}`, s.staff, { status: 'Completed' }), 409, 'This animal has already been adopted');
    expect((await sql<{ status: string }>(t, 'select status from adoptions where id = ?', [second?.id]))[0]?.status).toBe('Pending');
  });

  it('voiding a Completed adoption returns the animal to Available and voids its fee transaction', async () => {
    const { t, s } = env;
    const adoption = await createAdoption(env, { status: 'Completed', feeAmount: 15000 });
    const voided = await voidOk<TAdoption>(t, url(adoption), s.admin, 'Adopter changed their mind the same day');
    expect(voided).toMatchObject({ id: adoption.id, status: 'Completed' });
    expect(await animalStatus(adoption)).toBe('Available');
    expect(await voidState(t, 'adoptions', adoption.id)).toEqual({ voided: true, reason: 'Adopter changed their mind the same day' });
    expect(await feeRows(adoption)).toEqual([
      {
        id: expect.any(Number),
        amount: 15000,
        date: adoption.adoptionDate,
        voided: true,
        void_reason: `Adoption ${adoption.id} voided: Adopter changed their mind the same day`,
      },
    ]);
    expect(await liveFees(adoption)).toEqual([]);
  });

  it('a voided adoption leaves the dashboard and the adoption report', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const report = () => getJson<TAdoptionReport>(t, `/api/reports/adoptions?from=${today}&to=${today}`, s.staff);
    const dashboard = () => getJson<TDashboardStats>(t, '/api/stats/dashboard', s.staff);
    const [reportBefore, dashboardBefore] = [await report(), await dashboard()];
    const adoption = await createAdoption(env, { status: 'Completed', adoptionDate: today, feeAmount: 4000 });
    const [reportDuring, dashboardDuring] = [await report(), await dashboard()];
    expect(reportDuring.summary.total).toBe(reportBefore.summary.total + 1);
    expect(reportDuring.summary.totalFees).toBe(reportBefore.summary.totalFees + 4000);
    expect(reportDuring.rows.map((row) => row.id)).toContain(adoption.id);
    expect(dashboardDuring.totalAdoptionsThisWeek).toBe(dashboardBefore.totalAdoptionsThisWeek + 1);

    await voidOk(t, url(adoption), s.staff, 'Test entry');
    const [reportAfter, dashboardAfter] = [await report(), await dashboard()];
    expect(reportAfter.summary).toEqual(reportBefore.summary);
    expect(reportAfter.rows.map((row) => row.id)).not.toContain(adoption.id);
    expect(dashboardAfter.totalAdoptionsThisWeek).toBe(dashboardBefore.totalAdoptionsThisWeek);
    expect(dashboardAfter.adoptionsThisMonth).toBe(dashboardBefore.adoptionsThisMonth);
  });

  it('lets an unchipped animal be adopted once requireMicrochip is off', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { microchipId: null } satisfies Partial<TAnimalCreateInput>);
    const pending = await createAdoption(env, {}, animal);
    await saveSettings(env, { system: { requireMicrochip: false } });
    try {
      expect(await putOk<TAdoption>(t, url(pending), s.staff, { status: 'Completed' })).toMatchObject({ status: 'Completed' });
      expect(await animalStatus(pending)).toBe('Adopted');
    } finally {
      await saveSettings(env, { system: { requireMicrochip: true } });
    }
  });
});
