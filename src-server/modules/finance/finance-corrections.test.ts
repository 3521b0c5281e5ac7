import { describe, expect, it } from 'vitest';
import { CANNOT, expectError, getJson, postOk, transactionPayload } from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';
import type { TFinancialReport } from '../../../src-shared/schemas/reports.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';

const env = useTestEnv();

const createTransaction = ({ t, s }: TEnv, overrides: Record<string, unknown> = {}): Promise<TTransaction> =>
  postOk<TTransaction>(t, '/api/financial-transactions', s.staff, transactionPayload(overrides));

const url = (transaction: TTransaction) => `/api/financial-transactions/${transaction.id}`;
const stored = async (transaction: TTransaction) =>
  (await getJson<TTransaction[]>(env.t, '/api/financial-transactions', env.s.staff)).find((item) => item.id === transaction.id);

describeCorrections<TTransaction>(env, {
  path: '/api/financial-transactions',
  table: 'financial_transactions',
  what: 'Transaction',
  create: (e) => createTransaction(e),
  lists: () => ['/api/financial-transactions', '/api/financial-transactions?kind=income'],
  change: { description: 'Monthly donor (J. Smith)', paymentMethod: 'Check' },
  invalid: { payload: { date: '' }, message: 'Date is required', path: 'date' },
  writer: 'staff',
  refused: ['veterinarian', 'volunteer'],
  action: CANNOT.writeRecords,
});

describe('transaction corrections keep the sign rule', () => {
  it.each([
    [{ amount: -5000 }, 'Donation is income: the amount must be positive'],
    [{ transactionType: 'Medical Expense' }, 'Medical Expense is an expense: the amount must be negative'],
    [{ amount: 0 }, 'Amount cannot be zero'],
  ])('refuses %j with 400 "%s" and changes nothing', async (change, message) => {
    const transaction = await createTransaction(env);
    expectError(await put(env.t, url(transaction), env.s.staff, { ...change, version: 1 }), 400, message);
    expect(await stored(transaction)).toEqual(transaction);
  });

  it('accepts a type and an amount that agree, sent together', async () => {
    const transaction = await createTransaction(env);
    const corrected = await putOk<TTransaction>(env.t, url(transaction), env.s.admin, { transactionType: 'Food/Supplies', amount: -2599, version: 1 });
    expect(corrected).toEqual({ ...transaction, transactionType: 'Food/Supplies', amount: -2599, version: 2 });
  });

  it('clears the optional description and payment method with null or an empty value', async () => {
    const transaction = await createTransaction(env);
    const corrected = await putOk<TTransaction>(env.t, url(transaction), env.s.staff, { description: '', paymentMethod: null });
    expect(corrected).toEqual({ ...transaction, description: null, paymentMethod: null, version: 2 });
  });

  it('a corrected or voided transaction changes the financial report’s figures', async () => {
    const { t, s } = env;
    const range = 'from=2019-05-01&to=2019-05-31';
    const report = () => getJson<TFinancialReport>(t, `/api/reports/financial?${range}`, s.staff);
    const donation = await createTransaction(env, { date: '2019-05-10', amount: 10000 });
    const expense = await createTransaction(env, { date: '2019-05-11', transactionType: 'Facilities', amount: -3000 });
    expect((await report()).summary).toEqual({
      income: 10000,
      expenses: 3000,
      balance: 7000,
      byType: [
        { type: 'Donation', total: 10000, count: 1 },
        { type: 'Facilities', total: 3000, count: 1 },
      ],
    });
    await putOk(t, url(expense), s.staff, { amount: -4500 });
    await voidOk(t, url(donation), s.staff, 'The cheque bounced');
    const after = await report();
    expect(after.summary).toEqual({ income: 0, expenses: 4500, balance: -4500, byType: [{ type: 'Facilities', total: 4500, count: 1 }] });
    expect(after.rows.map((row) => row.id)).toEqual([expense.id]);
  });
});
