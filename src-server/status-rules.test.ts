import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/app.js';
import {
  adoptionPayload,
  animalPayload,
  animalRow,
  call,
  createAnimal,
  expectError,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  rowCount,
  rowCounts,
  setSystemSettings,
  sql,
  todayIn,
  type TSessions,
} from '../test/fixtures.js';
import { addDays } from '../src-shared/dates.js';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TFosterPlacement } from '../src-shared/schemas/foster.js';
import type { TTransaction } from '../src-shared/schemas/transactions.js';
import { syncStatusesInCare } from './modules/animals/animal-status.js';

/** docs/domain.md#statuses: an animal's status follows its adoption and foster records. */

let t: TTestApp;
let s: TSessions;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
});
afterAll(() => t.close());

const adopt = (animalId: number, overrides: Record<string, unknown> = {}) => call(t, 'POST', '/api/adoptions', s.staff, adoptionPayload(animalId, overrides));
const foster = (animalId: number, overrides: Record<string, unknown> = {}) => call(t, 'POST', '/api/foster-care', s.staff, fosterPayload(animalId, overrides));
const setStatus = (id: number, status: string) => call(t, 'PUT', `/api/animals/${id}`, s.staff, { status });
const statusOf = async (id: number) => (await animalRow(t, id)).status;
const placementsOf = (animalId: number) => getJson<TFosterPlacement[]>(t, `/api/animals/${animalId}/foster-care`, s.staff);
const feesFor = (adoptionId: number) =>
  sql<{ transaction_type: string; amount: number; date: string; related_to: number }>(
    t,
    "select transaction_type, amount, to_char(date, 'YYYY-MM-DD') as date, related_to from financial_transactions where related_to = ?",
    [adoptionId],
  );

describe('a Completed adoption', () => {
  it('sets the animal Adopted and books a fee > 0 as Adoption Fee income related to the adoption', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Maple' });
    const response = await adopt(animal.id, { feeAmount: 12500, adoptionDate: '2026-02-14' });
    expect(response.statusCode).toBe(200);
    const adoption = response.json<TAdoption>();
    expect(await statusOf(animal.id)).toBe('Adopted');
    expect(await feesFor(adoption.id)).toEqual([{ transaction_type: 'Adoption Fee', amount: 12500, date: '2026-02-14', related_to: adoption.id }]);
    const listed = await getJson<TTransaction[]>(t, '/api/financial-transactions?type=Adoption%20Fee', s.staff);
    expect(listed.filter((tx) => tx.relatedTo === adoption.id)).toMatchObject([{ amount: 12500, transactionType: 'Adoption Fee' }]);
  });

  it('books no transaction for a fee of 0', async () => {
    const animal = await createAnimal(t, s.staff);
    const before = await rowCount(t, 'financial_transactions');
    const adoption = (await adopt(animal.id, { feeAmount: 0 })).json<TAdoption>();
    expect(adoption.feeAmount).toBe(0);
    expect(await statusOf(animal.id)).toBe('Adopted');
    expect(await rowCount(t, 'financial_transactions')).toBe(before);
  });

  it('ends the current foster placement on the adoption date (foster-to-adopt) and leaves past ones alone', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Juniper', intakeDate: '2025-05-20' });
    await postOk(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(animal.id, { fosterName: 'Earlier Foster', fosterEmail: 'earlier@example.com', startDate: '2025-06-01', endDate: '2025-07-01' }),
    );
    await postOk(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(animal.id, { fosterName: 'Current Foster', fosterEmail: 'current@example.com', startDate: addDays(today, -30) }),
    );
    expect(await statusOf(animal.id)).toBe('In Foster');
    const adoptionDate = addDays(today, -1);
    expect((await adopt(animal.id, { adoptionDate, adopterName: 'Current Foster' })).statusCode).toBe(200);
    expect(await statusOf(animal.id)).toBe('Adopted');
    const placements = await placementsOf(animal.id);
    expect(placements.map((p) => [p.fosterName, p.endDate, p.current])).toEqual([
      ['Current Foster', adoptionDate, false],
      ['Earlier Foster', '2025-07-01', false],
    ]);
  });

  it('cuts a placement planned to end later short at the adoption date', async () => {
    const animal = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(animal.id, { startDate: addDays(today, -5), endDate: addDays(today, 20) }));
    expect((await adopt(animal.id, { adoptionDate: today })).statusCode).toBe(200);
    expect((await placementsOf(animal.id)).map((p) => p.endDate)).toEqual([today]);
  });
});

describe('Pending and Cancelled adoptions', () => {
  it('keep the status, the placement and the books as they were', async () => {
    const available = await createAnimal(t, s.staff);
    const fostered = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(fostered.id));
    for (const status of ['Pending', 'Cancelled']) {
      const before = await rowCount(t, 'financial_transactions');
      expect((await adopt(available.id, { status })).statusCode).toBe(200);
      expect((await adopt(fostered.id, { status })).statusCode).toBe(200);
      expect(await statusOf(available.id)).toBe('Available');
      expect(await statusOf(fostered.id)).toBe('In Foster');
      expect((await placementsOf(fostered.id)).map((p) => p.endDate)).toEqual([null]);
      expect(await rowCount(t, 'financial_transactions')).toBe(before);
    }
  });
});

describe('refused adoptions (409, nothing written)', () => {
  it('refuses any adoption of an Adopted animal', async () => {
    const animal = await createAnimal(t, s.staff);
    expect((await adopt(animal.id)).statusCode).toBe(200);
    const before = await rowCounts(t);
    for (const status of ['Completed', 'Pending']) {
      expectError(await adopt(animal.id, { status }), 409, 'This animal has already been adopted');
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses to complete an adoption of an unchipped animal while requireMicrochip is on (the default)', async () => {
    const animal = await createAnimal(t, s.staff, { microchipId: null });
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(animal.id));
    const before = await rowCounts(t);
    expectError(await adopt(animal.id, { feeAmount: 15000 }), 409, 'A microchip is required before adoption');
    expect(await rowCounts(t)).toEqual(before);
    expect(await rowCount(t, 'adoptions', 'animal_id = ?', [animal.id])).toBe(0);
    expect(await statusOf(animal.id)).toBe('In Foster');
    expect((await placementsOf(animal.id)).map((p) => p.endDate)).toEqual([null]);
    // A Pending adoption needs no chip yet.
    expect((await adopt(animal.id, { status: 'Pending' })).statusCode).toBe(200);
  });

  it('completes an unchipped animal’s adoption when requireMicrochip is off', async () => {
    const animal = await createAnimal(t, s.staff, { microchipId: null });
    await setSystemSettings(t, { requireMicrochip: false });
    try {
      expect((await adopt(animal.id)).statusCode).toBe(200);
      expect(await statusOf(animal.id)).toBe('Adopted');
    } finally {
      await setSystemSettings(t, { requireMicrochip: true });
    }
  });
});

describe('foster placements', () => {
  it.each([
    ['no end date', () => null],
    ['an end date of tomorrow', () => addDays(today, 1)],
    ['a future end date', () => addDays(today, 14)],
  ])('with %s set the animal In Foster', async (_case, endDate) => {
    const animal = await createAnimal(t, s.staff);
    const placement = await postOk<TFosterPlacement>(
      t,
      '/api/foster-care',
      s.staff,
      fosterPayload(animal.id, { startDate: addDays(today, -3), endDate: endDate() }),
    );
    expect(placement.current).toBe(true);
    expect(await statusOf(animal.id)).toBe('In Foster');
  });

  it('already ended (an end date of today, the day the animal is back, or before) leave the status as it was', async () => {
    for (const status of ['Available', 'Medical Hold', 'Behavioral Eval'] as const) {
      const animal = await createAnimal(t, s.staff, { status });
      const placement = await postOk<TFosterPlacement>(
        t,
        '/api/foster-care',
        s.staff,
        fosterPayload(animal.id, { startDate: addDays(today, -10), endDate: status === 'Available' ? today : addDays(today, -1) }),
      );
      expect(placement.current).toBe(false);
      expect(await statusOf(animal.id)).toBe(status);
    }
  });

  it('are refused for an In Foster or Adopted animal (409, nothing written)', async () => {
    const fostered = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(fostered.id));
    const adopted = await createAnimal(t, s.staff);
    expect((await adopt(adopted.id)).statusCode).toBe(200);
    const before = await rowCounts(t);
    expectError(await foster(fostered.id, { fosterName: 'Second Foster' }), 409, 'This animal is already in foster care');
    expectError(await foster(fostered.id, { startDate: '2026-01-11', endDate: '2026-01-12' }), 409, 'This animal is already in foster care');
    expectError(await foster(adopted.id), 409, 'This animal has been adopted and cannot go into foster care');
    expect(await rowCounts(t)).toEqual(before);
    expect(await statusOf(adopted.id)).toBe('Adopted');
  });
});

describe('status by hand (PUT /api/animals/{id})', () => {
  it('refuses Adopted and In Foster (409), at intake too', async () => {
    const animal = await createAnimal(t, s.staff);
    expectError(await setStatus(animal.id, 'Adopted'), 409, 'Adopted is set by completing an adoption, not by hand');
    expectError(await setStatus(animal.id, 'In Foster'), 409, 'In Foster is set by a current foster placement, not by hand');
    expect(await animalRow(t, animal.id)).toEqual({ status: 'Available', version: 1 });
    const before = await rowCount(t, 'animals');
    expectError(
      await call(t, 'POST', '/api/animals', s.staff, animalPayload({ status: 'In Foster' })),
      409,
      'In Foster is set by a current foster placement, not by hand',
    );
    expect(await rowCount(t, 'animals')).toBe(before);
  });

  it('moves between Available, Medical Hold and Behavioral Eval', async () => {
    const animal = await createAnimal(t, s.staff);
    for (const status of ['Medical Hold', 'Behavioral Eval', 'Available']) {
      const response = await setStatus(animal.id, status);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(animal.id)).toBe(status);
    }
  });

  it('cannot change an In Foster animal’s status (409), while its other fields stay editable', async () => {
    const animal = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(animal.id));
    for (const status of ['Available', 'Medical Hold', 'Behavioral Eval']) {
      expectError(await setStatus(animal.id, status), 409, 'This animal is in foster care: end its placement to change its status');
    }
    expect(await statusOf(animal.id)).toBe('In Foster');
    const renamed = await call(t, 'PUT', `/api/animals/${animal.id}`, s.staff, { name: 'Renamed', status: 'In Foster' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', status: 'In Foster' });
  });

  it('cannot change an Adopted animal’s status (409)', async () => {
    const animal = await createAnimal(t, s.staff);
    expect((await adopt(animal.id)).statusCode).toBe(200);
    expectError(await setStatus(animal.id, 'Available'), 409, 'This animal is adopted: cancel its adoption to change its status');
    expect(await statusOf(animal.id)).toBe('Adopted');
  });
});

describe('the hourly status sweep (syncStatusesInCare), for ended placements', () => {
  const sweep = (day: string) => syncStatusesInCare(t.db.orm.em.fork(), day);

  it('returns an In Foster animal whose only placement ended yesterday to Available, once', async () => {
    const ended = await createAnimal(t, s.staff);
    const placement = await postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(ended.id, { startDate: addDays(today, -20) }));
    // The placement was current when made; its end date has since passed.
    await sql(t, 'update foster_care set end_date = ? where id = ?', [addDays(today, -1), placement.id]);
    const open = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(open.id));
    const endsTomorrow = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(endsTomorrow.id, { endDate: addDays(today, 1) }));
    const { version } = await animalRow(t, ended.id);

    expect(await sweep(today)).toBe(1);
    expect(await animalRow(t, ended.id)).toEqual({ status: 'Available', version: version + 1 });
    expect(await statusOf(open.id)).toBe('In Foster');
    expect(await statusOf(endsTomorrow.id)).toBe('In Foster');

    expect(await sweep(today)).toBe(0);
    expect(await animalRow(t, ended.id)).toEqual({ status: 'Available', version: version + 1 });
    expect((await getJson<{ status: string }>(t, `/api/animals/${ended.id}`, s.staff)).status).toBe('Available');
  });

  it('returns an animal on its placement’s end date, and keeps an animal with another current placement In Foster', async () => {
    const endsTomorrow = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(endsTomorrow.id, { endDate: addDays(today, 1) }));
    const twoPlacements = await createAnimal(t, s.staff);
    const first = await postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(twoPlacements.id, { startDate: addDays(today, -20) }));
    await sql(t, 'update foster_care set end_date = ? where id = ?', [addDays(today, -2), first.id]);
    await sql(t, 'insert into foster_care (animal_id, person_id, start_date, created_at) values (?, ?, ?, now())', [
      twoPlacements.id,
      first.personId,
      addDays(today, -1),
    ]);

    const tomorrow = addDays(today, 1);
    // This one, and the earlier tests' placements that end tomorrow.
    expect(await sweep(tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(endsTomorrow.id)).toBe('Available');
    expect(await statusOf(twoPlacements.id)).toBe('In Foster');
    expect(await sweep(tomorrow)).toBe(0);
  });

  it('never touches Adopted animals', async () => {
    const animal = await createAnimal(t, s.staff);
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(animal.id, { startDate: addDays(today, -20) }));
    expect((await adopt(animal.id, { adoptionDate: addDays(today, -3) })).statusCode).toBe(200);
    await sweep(addDays(today, 1));
    expect(await statusOf(animal.id)).toBe('Adopted');
  });
});
