import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  call,
  CANNOT,
  expectGuarded,
  expectInvalid,
  expectNewestFirst,
  getJson,
  loginAll,
  postOk,
  rowCount,
  rowCounts,
  sql,
  transactionPayload,
  type TSessions,
} from '../../../test/fixtures.js';
import { EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES } from '../../../src-shared/enums.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const url = '/api/financial-transactions';
const post = (payload: Record<string, unknown>, cookie = s.staff) => call(t, 'POST', url, cookie, payload);
const transactions = () => rowCount(t, 'financial_transactions');

describe('POST /api/financial-transactions', () => {
  it('stores an income and answers it', async () => {
    const before = await transactions();
    const response = await post(transactionPayload({ relatedTo: 7 }));
    expect(response.statusCode).toBe(200);
    const transaction = response.json<TTransaction>();
    expect(transaction).toEqual({
      id: expect.any(Number),
      version: 1,
      transactionType: 'Donation',
      amount: 5000,
      date: '2026-02-02',
      relatedTo: 7,
      description: 'Monthly donor',
      paymentMethod: 'Credit Card',
      personId: null,
      personName: null,
    });
    expect(await transactions()).toBe(before + 1);
    expect(
      await rowCount(t, 'financial_transactions', "id = ? and amount = 5000 and transaction_type = 'Donation' and date = '2026-02-02'", [transaction.id]),
    ).toBe(1);
  });

  it('stores an expense as negative cents; description and payment method are optional', async () => {
    const expense = await postOk<TTransaction>(t, url, s.admin, { transactionType: 'Medical Expense', amount: -4599, date: '2026-02-03' });
    expect(expense).toMatchObject({ amount: -4599, description: null, paymentMethod: null, relatedTo: null });
    expect((await postOk<TTransaction>(t, url, s.staff, transactionPayload({ paymentMethod: '', description: '' }))).paymentMethod).toBeNull();
  });

  it('takes every income type positive and every expense type negative', async () => {
    for (const transactionType of INCOME_TRANSACTION_TYPES)
      expect((await post(transactionPayload({ transactionType, amount: 100 }))).statusCode, transactionType).toBe(200);
    for (const transactionType of EXPENSE_TRANSACTION_TYPES)
      expect((await post(transactionPayload({ transactionType, amount: -100 }))).statusCode, transactionType).toBe(200);
  });

  it.each([
    ['Donation', -5000, 'Donation is income: the amount must be positive'],
    ['Adoption Fee', -1, 'Adoption Fee is income: the amount must be positive'],
    ['Food/Supplies', 2500, 'Food/Supplies is an expense: the amount must be negative'],
    ['Other Expense', 1, 'Other Expense is an expense: the amount must be negative'],
    ['Donation', 0, 'Amount cannot be zero'],
    ['Facilities', 0, 'Amount cannot be zero'],
  ])('refuses %s of %i cents with "%s" (the sign rule), writing nothing', async (transactionType, amount, message) => {
    const before = await transactions();
    expectInvalid(await post(transactionPayload({ transactionType, amount })), message, 'amount');
    expect(await transactions()).toBe(before);
  });

  it.each([
    ['date', undefined, 'Date is required'],
    ['date', '', 'Date is required'],
    ['date', '2026/02/02', 'Enter a valid date as YYYY-MM-DD'],
    ['amount', undefined, 'Amount is required, in whole cents'],
    ['amount', 12.34, 'Amount is required, in whole cents'],
    [
      'transactionType',
      'Bake Sale',
      'Transaction type must be one of: Adoption Fee, Donation, Medical Expense, Food/Supplies, Facilities, Staff/Payroll, Microchip Fee, Registration Fee, Other Income, Other Expense',
    ],
    ['paymentMethod', 'Bitcoin', 'Payment method must be one of: Cash, Credit Card, Debit Card, Check, PayPal, Shelter Account, Bank Transfer, Other'],
    ['relatedTo', 0, 'id must be a positive integer'],
  ])('refuses %s %j with "%s", writing nothing', async (field, value, message) => {
    const before = await transactions();
    expectInvalid(await post(transactionPayload({ [field]: value })), message, field);
    expect(await transactions()).toBe(before);
  });

  it('turns a date-time into the Chicago calendar date', async () => {
    const transaction = await postOk<TTransaction>(t, url, s.staff, transactionPayload({ date: '2026-01-01T05:30:00.000Z' }));
    expect(transaction.date).toBe('2025-12-31');
  });

  it('answers 401 without a session and 403 for a volunteer or veterinarian', async () => {
    const before = await transactions();
    await expectGuarded(t, s, { method: 'POST', url, payload: transactionPayload() }, ['volunteer', 'veterinarian'], CANNOT.writeRecords);
    expect(await transactions()).toBe(before);
  });
});

describe('the donor or payer of income (docs/domain.md#people)', () => {
  const person = async (name: string, roles: string, erased = false) =>
    (
      await sql<{ id: number }>(
        t,
        'insert into people (name, roles, anonymized_at, created_at, updated_at) values (?, ?::text[], ?, now(), now()) returning id',
        [name, roles, erased ? new Date() : null],
      )
    )[0]!.id;
  const rolesOf = async (id: number) => (await sql<{ roles: string[] }>(t, 'select roles from people where id = ?', [id]))[0]?.roles;
  const put = (id: number, body: Record<string, unknown>) => call(t, 'PUT', `${url}/${id}`, s.staff, body);

  it('names a donor by personId, answers their name, and makes the donor of a Donation a Donor', async () => {
    const ada = await person('Ada Giver', '{Adopter}');
    const gift = await postOk<TTransaction>(t, url, s.staff, transactionPayload({ personId: ada }));
    expect(gift).toMatchObject({ transactionType: 'Donation', personId: ada, personName: 'Ada Giver' });
    expect(await rolesOf(ada)).toEqual(['Adopter', 'Donor']);
    const bo = await person('Bo Payer', '{}');
    expect(await postOk<TTransaction>(t, url, s.staff, transactionPayload({ transactionType: 'Microchip Fee', personId: bo }))).toMatchObject({
      personId: bo,
      personName: 'Bo Payer',
    });
    expect(await rolesOf(bo)).toEqual([]);
    const listed = await getJson<TTransaction[]>(t, `${url}?type=Donation`, s.staff);
    expect(listed.find((item) => item.id === gift.id)).toMatchObject({ personId: ada, personName: 'Ada Giver' });
  });

  it('refuses a donor on an expense, an unknown person and an erased one with 400 at personId, writing nothing', async () => {
    const erased = await person('[removed]', '{Donor}', true);
    const before = await rowCounts(t);
    expectInvalid(
      await post({ transactionType: 'Facilities', amount: -100, date: '2026-02-02', personId: await person('Cy Vendor', '{}') }),
      'Only income names a donor or payer',
      'personId',
    );
    expectInvalid(await post(transactionPayload({ personId: 999_999 })), 'Person not found', 'personId');
    expectInvalid(await post(transactionPayload({ personId: erased })), 'This person’s details were erased: they cannot be linked to a new record', 'personId');
    expect(await rowCounts(t)).toEqual({ ...before, people: before.people! + 1 });
  });

  it('a correction names another donor, none, or refuses to keep one on a type that becomes an expense', async () => {
    const [dee, eli] = [await person('Dee Donor', '{}'), await person('Eli Donor', '{}')];
    const gift = await postOk<TTransaction>(t, url, s.staff, transactionPayload({ personId: dee }));
    const moved = await put(gift.id, { personId: eli, version: 1 });
    expect(moved.json<TTransaction>()).toMatchObject({ personId: eli, personName: 'Eli Donor', version: 2 });
    expect(await rolesOf(eli)).toEqual(['Donor']);
    expectInvalid(await put(gift.id, { transactionType: 'Other Expense', amount: -5000 }), 'Only income names a donor or payer', 'personId');
    const cleared = await put(gift.id, { personId: null, description: 'Anonymous gift' });
    expect(cleared.json<TTransaction>()).toMatchObject({ personId: null, personName: null, description: 'Anonymous gift', version: 3 });
  });
});

describe('GET /api/financial-transactions', () => {
  beforeAll(async () => {
    for (const [transactionType, amount, date, description] of [
      ['Staff/Payroll', -250000, '2025-08-01', 'August payroll'],
      ['Donation', 10000, '2025-08-03', 'Gala pledge'],
      ['Facilities', -8000, '2025-08-03', 'Roof repair'],
      ['Registration Fee', 1500, '2025-08-02', 'City tag'],
    ] as const) {
      await postOk(t, url, s.staff, { transactionType, amount, date, description });
    }
  });
  const list = (query = '') => getJson<TTransaction[]>(t, `${url}?from=2025-08-01&to=2025-08-31&${query}`, s.staff);
  const descriptions = (items: TTransaction[]) => items.map((item) => item.description);

  it('lists by date then id, newest first, with every field; a veterinarian may read', async () => {
    const all = await getJson<TTransaction[]>(t, url, s.veterinarian);
    expect(all).toHaveLength(await transactions());
    expectNewestFirst(all, (item) => item.date);
    expect(descriptions(await list())).toEqual(['Roof repair', 'Gala pledge', 'City tag', 'August payroll']);
  });

  it('filters by dates (inclusive), type, kind and text, and pages', async () => {
    expect(descriptions(await getJson<TTransaction[]>(t, `${url}?from=2025-08-02&to=2025-08-02`, s.staff))).toEqual(['City tag']);
    expect(descriptions(await getJson<TTransaction[]>(t, `${url}?from=2025-08-03&to=2025-08-03`, s.staff))).toEqual(['Roof repair', 'Gala pledge']);
    expect(descriptions(await list('type=Donation'))).toEqual(['Gala pledge']);
    expect(descriptions(await list('kind=income'))).toEqual(['Gala pledge', 'City tag']);
    expect(descriptions(await list('kind=expense'))).toEqual(['Roof repair', 'August payroll']);
    expect(descriptions(await list('q=ROOF'))).toEqual(['Roof repair']);
    expect((await call(t, 'GET', `${url}?type=Bake%20Sale`, s.staff)).statusCode).toBe(400);
    expect((await call(t, 'GET', `${url}?kind=gift`, s.staff)).statusCode).toBe(400);
    const page = await call(t, 'GET', `${url}?from=2025-08-01&to=2025-08-31&limit=2&offset=1`, s.staff);
    expect(page.headers['x-total-count']).toBe('4');
    expect(descriptions(page.json<TTransaction[]>())).toEqual(['Gala pledge', 'City tag']);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    await expectGuarded(t, s, { method: 'GET', url }, ['volunteer'], CANNOT.readConsole);
  });
});
