import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatCents } from '../src-shared/money.js';
import { addDays, addMonths } from '../src-shared/dates.js';
import type { TTransaction, TTransactionTotals } from '../src-shared/schemas/transactions.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { cardValue, dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';
import { allowBusyMachine, SETTLES, shelterToday } from './support/record-screens.js';

const history = (page: Page) => page.getByRole('table', { name: 'Transactions' });

/** Income, expenses and balance of what the API lists, in cents. */
async function apiTotals(seed: TSeeder): Promise<{ income: number; expenses: number; balance: number }> {
  const rows = await seed.request<TTransaction[]>('GET', '/financial-transactions');
  const income = rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
  const expenses = rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0);
  return { income, expenses, balance: income - expenses };
}

async function expectCards(page: Page, seed: TSeeder): Promise<void> {
  const totals = await apiTotals(seed);
  await expect.poll(() => cardValue(page, 'Total Income').innerText()).toBe(formatCents(totals.income));
  expect(await cardValue(page, 'Total Expenses').innerText()).toBe(formatCents(totals.expenses));
  expect(await cardValue(page, 'Net Balance').innerText()).toBe(formatCents(totals.balance));
}

describeInBrowser('Financial Management', (suite) => {
  let seeded: Promise<TSeeder> | undefined;
  const ready = () =>
    (seeded ??= createSeeder(suite.app).then(async (seed) => {
      const post = (body: Record<string, unknown>) => seed.request<TTransaction>('POST', '/financial-transactions', body);
      await post({ transactionType: 'Donation', amount: 250000, date: '2026-02-02', description: 'Spring gala', paymentMethod: 'Check' });
      await post({ transactionType: 'Adoption Fee', amount: 15000, date: '2026-02-03', paymentMethod: 'Cash' });
      await post({ transactionType: 'Facilities', amount: -80050, date: '2026-02-04', description: 'Roof repair', paymentMethod: 'Bank Transfer' });
      await post({ transactionType: 'Food/Supplies', amount: -12399, date: '2026-02-05', description: 'Kibble, 10 bags' });
      return seed;
    }));

  test('the cards match the transactions created through the API; tabs per type present filter the history', async () => {
    const seed = await ready();
    const expected = await apiTotals(seed);
    expect(expected).toEqual({ income: 265000, expenses: 92449, balance: 172551 });
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/financial');
    await screenHeading(page, 'Financial Management').waitFor();
    await expectCards(page, seed);
    expect(await cardValue(page, 'Net Balance').innerText()).toBe('$1,725.51');

    const tabs = page.getByRole('tablist').first();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['All', 'Income', 'Expenses', 'Adoption Fee', 'Donation', 'Food/Supplies', 'Facilities']);
    await history(page).getByRole('cell', { name: 'Roof repair', exact: true }).waitFor();
    expect(await history(page).locator('tbody tr').count()).toBe(4);

    // Income and Expenses hold two rows each: wait for the rows themselves, not their number.
    const amounts = () =>
      history(page)
        .locator('tbody tr td')
        .filter({ hasText: /^[+-]\$/ })
        .allInnerTexts();
    await tabs.getByRole('tab', { name: 'Income' }).click();
    await expect.poll(amounts).toEqual(['+$150.00', '+$2,500.00']);
    await tabs.getByRole('tab', { name: 'Expenses' }).click();
    await expect.poll(amounts).toEqual(['-$123.99', '-$800.50']);
    await tabs.getByRole('tab', { name: 'Donation' }).click();
    await expect.poll(() => history(page).locator('tbody tr').count()).toBe(1);
    expect(await history(page).innerText()).toContain('+$2,500.00');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('Donation');

    await tabs.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('kibble');
    await expect.poll(() => history(page).locator('tbody tr').count()).toBe(1);
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('New Transaction: a positive amount and the type decide the sign; the date is required; the totals follow', async () => {
    const seed = await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/financial');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const form = dialog(page, 'New Transaction');
    await form.waitFor();
    expect(await form.getByLabel('Type').locator('option').allInnerTexts()).toEqual([
      'Adoption Fee (income)',
      'Donation (income)',
      'Microchip Fee (income)',
      'Registration Fee (income)',
      'Other Income (income)',
      'Medical Expense (expense)',
      'Food/Supplies (expense)',
      'Facilities (expense)',
      'Staff/Payroll (expense)',
      'Other Expense (expense)',
    ]);
    expect(await form.getByLabel('Payment Method').locator('option').allInnerTexts()).toEqual([
      'Not specified',
      'Cash',
      'Credit Card',
      'Debit Card',
      'Check',
      'PayPal',
      'Shelter Account',
      'Bank Transfer',
      'Other',
    ]);

    await form.getByLabel('Type').selectOption('Medical Expense');
    await form.getByLabel('Amount ($)').fill('45.99');
    expect(await form.getByText('Medical Expense is an expense: recorded as -$45.99.').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Record Transaction' }).click();
    await form.getByText('Date is required').waitFor();
    await form.getByLabel('Date').fill('2026-02-10');
    await form.getByLabel('Payment Method').selectOption('Credit Card');
    await form.getByLabel('Description').fill('Vet visit, "Biscuit"');
    await form.getByRole('button', { name: 'Record Transaction' }).click();
    expect(await toastText(page, 'Transaction created')).toContain('Transaction created');
    await form.waitFor({ state: 'detached' });

    const rows = await seed.request<TTransaction[]>('GET', '/financial-transactions?type=Medical%20Expense');
    expect(rows.map((row) => [row.amount, row.description, row.paymentMethod])).toEqual([[-4599, 'Vet visit, "Biscuit"', 'Credit Card']]);
    await expectCards(page, seed);
    await page.getByRole('tab', { name: 'Medical Expense' }).waitFor();
  });

  test('a refused save keeps the dialog open with the spec’s error toast', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, user, '/financial');
    await failProcedure(page, 'transactions.create');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const form = dialog(page, 'New Transaction');
    await form.getByLabel('Amount ($)').fill('10');
    await form.getByRole('button', { name: 'Record Transaction' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error recording the transaction.');
    expect(await form.isVisible()).toBe(true);
  });

  test('a transaction can be corrected and voided; the totals follow', async () => {
    const seed = await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/financial?tab=Facilities');
    const row = history(page).locator('tbody tr').filter({ hasText: 'Roof repair' });
    await row.getByRole('button', { name: /^Actions for Facilities/ }).click();
    await page.getByRole('menuitem', { name: 'Correct' }).click();
    const form = dialog(page, 'Correct Transaction');
    expect(await form.getByLabel('Amount ($)').inputValue()).toBe('800.50');
    await form.getByLabel('Amount ($)').fill('750');
    await form.getByRole('button', { name: 'Save Correction' }).click();
    await toastText(page, 'Transaction corrected');
    await row.getByText('-$750.00').waitFor();
    await expectCards(page, seed);

    await row.getByRole('button', { name: /^Actions for Facilities/ }).click();
    await page.getByRole('menuitem', { name: 'Void' }).click();
    const voiding = dialog(page, 'Void Transaction');
    expect(await voiding.innerText()).toContain('Facilities of -$750.00 on Feb 4, 2026.');
    await voiding.getByRole('button', { name: 'Void Record' }).click();
    await voiding.getByText('A reason is required').waitFor();
    await voiding.getByLabel('Reason').fill('Paid by the landlord');
    await voiding.getByRole('button', { name: 'Void Record' }).click();
    await toastText(page, 'Transaction voided');
    // The type has no transactions left: its tab goes, and the history shows All.
    await page.getByRole('tab', { name: 'Facilities' }).waitFor({ state: 'detached' });
    await expectCards(page, seed);
  });

  test('a failure to load shows the red box; at 375 px nothing scrolls sideways', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(PHONE, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, user, '/financial');
    await history(page).locator('tbody tr').first().waitFor();
    await expectNoHorizontalScroll(page);

    await failProcedure(page, 'transactions.totals', { message: 'The database is unavailable' });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Error loading financial data: The database is unavailable' }).waitFor();
  });

  test('the period: Last month changes the totals and the history to that month’s, and stays in the address', async () => {
    const seed = await ready();
    // Last month by the shelter's calendar, and a day of this month: never the clock's hour.
    const today = shelterToday();
    const thisMonth = `${today.slice(0, 8)}01`;
    const lastMonth = addMonths(thisMonth, -1);
    const post = (body: Record<string, unknown>) => seed.request<TTransaction>('POST', '/financial-transactions', body);
    await post({ transactionType: 'Donation', amount: 4321_00, date: addDays(lastMonth, 9), description: 'Last month’s bequest' });
    await post({ transactionType: 'Medical Expense', amount: -210_00, date: lastMonth, description: 'Last month’s vet bill' });
    await post({ transactionType: 'Donation', amount: 99_00, date: today, description: 'This month’s gift' });
    const range = await seed.request<TTransactionTotals>('GET', `/financial-transactions/totals?from=${lastMonth}&to=${addDays(thisMonth, -1)}`);
    const all = await seed.request<TTransactionTotals>('GET', '/financial-transactions/totals');
    expect(range.income).not.toBe(all.income);

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/financial');
    await expect.poll(() => cardValue(page, 'Total Income').innerText(), SETTLES).toBe(formatCents(all.income));
    await page.getByRole('combobox', { name: 'Period' }).selectOption('last-month');
    await expect.poll(() => cardValue(page, 'Total Income').innerText(), SETTLES).toBe(formatCents(range.income));
    expect(await cardValue(page, 'Total Expenses').innerText()).toBe(formatCents(range.expenses));
    expect(await cardValue(page, 'Net Balance').innerText()).toBe(formatCents(range.balance));
    expect(new URL(page.url()).searchParams.get('range')).toBe('last-month');
    await history(page).getByRole('cell', { name: 'Last month’s bequest', exact: true }).waitFor();
    expect(await history(page).getByText('This month’s gift').count()).toBe(0);
    // The type tabs are the month's: Medical Expense is there.
    await page.getByRole('tab', { name: 'Medical Expense' }).waitFor();
    await expectNoHorizontalScroll(page);

    // A reload keeps the period; a custom range out of order asks nothing of the server.
    await page.reload();
    await expect.poll(() => cardValue(page, 'Total Income').innerText(), SETTLES).toBe(formatCents(range.income));
    await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(lastMonth);
    await page.getByText('From must not be after To.').waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('combobox', { name: 'Period' }).selectOption('month');
    await page.getByRole('tab', { name: 'All' }).waitFor();
    await expectNoHorizontalScroll(page);
  });

  test('a volunteer is told the finances are not theirs, and no call is refused', async () => {
    const user = await suite.app.createStaffUser({ role: 'volunteer' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/financial');
    await page
      .getByText('The volunteer role cannot view this part of the console: Financial Management is open to administrators, staff members, and veterinarians.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'New Transaction' }).count()).toBe(0);
  });
});
