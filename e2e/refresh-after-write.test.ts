import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { shelterToday } from './support/record-screens.js';
import { dialog, statValue, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** A screen reached the way staff reach it: through the sidebar, never by a new page load. */
async function openFromSidebar(page: Page, link: string, heading = link): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link, exact: true }).click();
  await screenHeading(page, heading).waitFor();
}

async function openFinancialReport(page: Page): Promise<void> {
  await openFromSidebar(page, 'Reports');
  await page.getByLabel('Report Type').selectOption({ label: 'Financial Report' });
}

async function openAuditLog(page: Page) {
  await openFromSidebar(page, 'Settings');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  return page.getByRole('table', { name: 'Audit log' });
}

describeInBrowser('Refresh after a write', (suite) => {
  test('a transaction recorded in its dialog shows in the financial report and the audit log already loaded, without a reload', async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('POST', '/financial-transactions', {
      transactionType: 'Donation',
      amount: 10000,
      date: shelterToday(),
      description: 'Spring gala',
      paymentMethod: 'Check',
    });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }));
    await screenHeading(page, 'Dashboard').waitFor();

    // Every view the write changes is loaded once before it, so only a refresh can show the change.
    await openFinancialReport(page);
    await expect.poll(() => statValue(page, 'Income').innerText()).toBe('$100.00');
    const log = await openAuditLog(page);
    await log
      .getByText(/Spring gala/)
      .filter({ visible: true })
      .waitFor();
    expect(await log.getByText(/Bake sale/).count()).toBe(0);

    await openFromSidebar(page, 'Financial', 'Financial Management');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const form = dialog(page, 'New Transaction');
    await form.getByLabel('Type').selectOption('Donation');
    await form.getByLabel('Amount ($)').fill('25');
    await form.getByLabel('Description').fill('Bake sale');
    await form.getByRole('button', { name: 'Record Transaction' }).click();
    await toastText(page, 'Transaction created');
    // A mark on this page's window: a reload would wipe it.
    await page.evaluate('window.beforeWrite = true');

    await openFinancialReport(page);
    await expect.poll(() => statValue(page, 'Income').innerText()).toBe('$125.00');
    await (
      await openAuditLog(page)
    )
      .getByText(/Bake sale/)
      .filter({ visible: true })
      .waitFor();
    expect(await page.evaluate<boolean>('window.beforeWrite === true')).toBe(true);
  });
});
