import { describe, expect, it } from 'vitest';
import type { TTransaction, TTransactionTotals } from '../../../src-shared/schemas/transactions.js';
import { call, expectInvalid, getJson, postOk, rowCount, transactionPayload } from '../../../test/fixtures.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';

const env = useTestEnv();
const url = '/api/financial-transactions';

describe('GET /api/financial-transactions/totals', () => {
  it('sums income, expenses and balance over a range, counts and names the types present; voided transactions left out', async () => {
    const { t, s } = env;
    const record = (overrides: Record<string, unknown>) => postOk<TTransaction>(t, url, s.staff, transactionPayload(overrides));
    await record({ date: '2025-12-31', amount: 100_00 });
    await record({ date: '2026-01-01', amount: 50_00 });
    await record({ date: '2026-01-31', transactionType: 'Food/Supplies', amount: -20_00 });
    await record({ date: '2026-02-01', transactionType: 'Adoption Fee', amount: 75_00 });
    const voided = await record({ date: '2026-01-15', amount: 999_00 });
    await voidOk(t, `${url}/${voided.id}`, s.staff, 'Entered twice');

    const totals = (query: string) => getJson<TTransactionTotals>(t, `${url}/totals${query}`, s.veterinarian);
    expect(await totals('?from=2026-01-01&to=2026-01-31')).toEqual({
      income: 50_00,
      expenses: 20_00,
      balance: 30_00,
      count: 2,
      types: ['Donation', 'Food/Supplies'],
    });
    expect(await totals('')).toEqual({ income: 225_00, expenses: 20_00, balance: 205_00, count: 4, types: ['Adoption Fee', 'Donation', 'Food/Supplies'] });
    expect(await totals('?from=2026-01-31')).toMatchObject({ income: 75_00, expenses: 20_00, count: 2 });
    expect(await totals('?to=2025-12-31')).toMatchObject({ income: 100_00, expenses: 0, count: 1, types: ['Donation'] });
    expect(await totals('?from=2027-01-01&to=2027-12-31')).toEqual({ income: 0, expenses: 0, balance: 0, count: 0, types: [] });
    // The list takes the same range.
    const january = await getJson<TTransaction[]>(t, `${url}?from=2026-01-01&to=2026-01-31`, s.staff);
    expect(january.map((transaction) => transaction.date)).toEqual(['2026-01-31', '2026-01-01']);
  });

  it('refuses from after to on the totals and the list (400), and a malformed date; the volunteer may not read them', async () => {
    const { t, s } = env;
    const before = await rowCount(t, 'financial_transactions');
    expectInvalid(await call(t, 'GET', `${url}/totals?from=2026-02-01&to=2026-01-31`, s.staff), 'from must not be after to', 'from');
    expectInvalid(await call(t, 'GET', `${url}?from=2026-02-01&to=2026-01-31`, s.staff), 'from must not be after to', 'from');
    expectInvalid(await call(t, 'GET', `${url}/totals?from=yesterday`, s.staff), 'Enter a valid date as YYYY-MM-DD', 'from');
    expect((await call(t, 'GET', `${url}/totals`, s.volunteer)).statusCode).toBe(403);
    expect(await rowCount(t, 'financial_transactions')).toBe(before);
  });
});
