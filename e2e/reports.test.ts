import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays, addMonths, formatDateUs } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { shelterToday } from './support/record-screens.js';
import { expectNoHorizontalScroll, statValue, storeDisplaySettings, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const daysAgo = (days: number) => addDays(shelterToday(), -days);

async function choose(page: Page, select: 'Report Type' | 'Time Range', option: string): Promise<void> {
  await page.getByLabel(select).selectOption({ label: option });
}

/** Clicks Export CSV and answers the file the browser was handed: its name and its exact text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

interface TShelter {
  biscuit: TAnimal;
  formula: TAnimal;
  pepper: TAnimal;
  juniper: TAnimal;
}

describeInBrowser('Reports', (suite) => {
  let shelter: Promise<TShelter> | undefined;
  /**
   * Intakes 2 and 5 days ago (this week), 20 days ago (this month) and 200 days ago (this year);
   * a completed adoption 10 days ago and a pending one 12 days ago; two transactions this week.
   * Names and descriptions hold a comma, quotes and a formula.
   */
  const ready = () =>
    (shelter ??= (async () => {
      const seed = await createSeeder(suite.app);
      const chip = (n: number) => `98500000001${n}`;
      const biscuit = await seed.animal({ name: 'Biscuit "Bis"', breed: 'Lab, mixed', intakeDate: daysAgo(2), microchipId: chip(1) });
      const formula = await seed.animal({ name: '=SUM(A1)', species: 'Cat', intakeDate: daysAgo(5), microchipId: chip(2) });
      const pepper = await seed.animal({ name: 'Pepper', species: 'Bird', intakeDate: daysAgo(20), microchipId: chip(3) });
      const juniper = await seed.animal({ name: 'Juniper', intakeDate: daysAgo(200), microchipId: chip(4) });
      await seed.adoption(pepper, { adoptionDate: daysAgo(10), feeAmount: 12500 });
      await seed.adoption(juniper, {
        adoptionDate: daysAgo(12),
        feeAmount: 0,
        status: 'Pending',
        adopterName: 'Smith, Jane',
        adopterEmail: 'jane@example.com',
        adopterPhone: '+1 555 0100',
      });
      await seed.request('POST', '/financial-transactions', {
        transactionType: 'Donation',
        amount: 250000,
        date: daysAgo(1),
        description: 'Gala, "spring"',
        paymentMethod: 'Check',
      });
      await seed.request('POST', '/financial-transactions', { transactionType: 'Facilities', amount: -4599, date: daysAgo(4), description: '=SUM(A1)' });
      return { biscuit, formula, pepper, juniper };
    })());

  async function openReports(path = '/reports', viewport?: { width: number; height: number }): Promise<Page> {
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(viewport);
    await logIn(page, suite.app.baseUrl, user, path);
    await screenHeading(page, 'Reports').waitFor();
    return page;
  }

  test('the intake report: Past Month by default with its dates shown; each range changes the figures', async () => {
    await ready();
    const page = await openReports();
    expect(await page.getByLabel('Report Type').locator('option').allInnerTexts()).toEqual([
      'Animal Intake Report',
      'Adoption Report',
      'Financial Report',
      'Shelter Animals Count Report',
    ]);
    expect(await page.getByLabel('Time Range').locator('option').allInnerTexts()).toEqual(['Past Week', 'Past Month', 'Past Year', 'Custom Range']);
    expect(await page.getByLabel('Time Range').inputValue()).toBe('month');
    const dates = page.getByTestId('report-dates');
    await expect.poll(() => dates.innerText()).toBe(`${formatDateUs(addMonths(shelterToday(), -1))} – ${formatDateUs(shelterToday())}`);
    await expect.poll(() => statValue(page, 'Total Intakes').innerText()).toBe('3');
    expect(await statValue(page, 'Dogs').innerText()).toBe('1');
    expect(await statValue(page, 'Cats').innerText()).toBe('1');
    expect(await statValue(page, 'Other Species').innerText()).toBe('1');
    // Chart View: the status and species pies.
    await page.getByRole('img', { name: 'Animals by Status' }).waitFor();
    await page.getByRole('img', { name: 'Animals by Species' }).waitFor();
    expect(await page.getByRole('list', { name: 'Animals by Species: legend' }).innerText()).toMatch(
      // Equal shares: the extra point goes to the first in the species' own order, in every chart.
      /Cat\s+1\s+\(33%\)\s+Dog\s+1\s+\(34%\)\s+Other\s+1\s+\(33%\)/,
    );
    // The Asilomar card for the same month, dogs and cats only: Juniper was in care at its start;
    // the only animal that left is Pepper, a bird, so no rate.
    expect(await statValue(page, 'Beginning Count').innerText()).toBe('1');
    expect(await statValue(page, 'Live Outcomes').innerText()).toBe('0');
    expect(await statValue(page, 'Live Release Rate').innerText()).toBe('—');
    expect(await page.getByRole('link', { name: 'Generate Full Asilomar Report' }).isVisible()).toBe(true);

    await choose(page, 'Time Range', 'Past Week');
    await expect.poll(() => dates.innerText()).toBe(`${formatDateUs(addDays(shelterToday(), -7))} – ${formatDateUs(shelterToday())}`);
    await expect.poll(() => statValue(page, 'Total Intakes').innerText()).toBe('2');
    await choose(page, 'Time Range', 'Past Year');
    await expect.poll(() => dates.innerText()).toBe(`${formatDateUs(addMonths(shelterToday(), -12))} – ${formatDateUs(shelterToday())}`);
    await expect.poll(() => statValue(page, 'Total Intakes').innerText()).toBe('4');
    expect(await statValue(page, 'Beginning Count').innerText()).toBe('0');
    expect(new URL(page.url()).searchParams.get('range')).toBe('year');

    await page.getByRole('tab', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Animal intakes' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(4);
    expect(await table.innerText()).toContain('=SUM(A1)');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the adoption report: completed count, fees and rate; its pie; an empty week cannot be exported', async () => {
    await ready();
    const page = await openReports('/reports?type=adoptions');
    await expect.poll(() => statValue(page, 'Completed Adoptions').innerText()).toBe('1');
    expect(await statValue(page, 'Adoption Rate').innerText()).toBe('33%');
    expect(await statValue(page, 'Total Fees').innerText()).toBe('$125.00');
    expect(await statValue(page, 'Average Fee').innerText()).toBe('$125.00');
    await page.getByRole('img', { name: 'Adoptions by Status' }).waitFor();
    expect(await page.getByRole('list', { name: 'Adoptions by Status: legend' }).innerText()).toMatch(/Completed\s+1\s+\(50%\)\s+Pending\s+1\s+\(50%\)/);

    await page.getByRole('tab', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Adoptions' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Animal ID', 'Animal', 'Adopter', 'Contact', 'Adoption Date', 'Fee', 'Status']);
    expect(await table.locator('tbody tr').count()).toBe(2);
    expect(await table.innerText()).toContain('Smith, Jane');
    await page.getByRole('tab', { name: 'Chart View' }).click();

    const file = await exportCsv(page);
    expect(file.name).toBe(`adoption-report-${shelterToday()}.csv`);
    const { juniper, pepper } = await ready();
    expect(file.text).toBe(
      '\uFEFFAnimalID,AdopterName,AdopterEmail,AdopterPhone,AdoptionDate,FeeAmount,Status\r\n' +
        `${pepper.animalId},Sam Carter,sam.${pepper.id}@example.com,555-010-3000,${daysAgo(10)},125.00,Completed\r\n` +
        `${juniper.animalId},"Smith, Jane",jane@example.com,'+1 555 0100,${daysAgo(12)},0.00,Pending\r\n`,
    );
    expect(await toastText(page, 'Export Successful')).toContain(`Report has been exported as adoption-report-${shelterToday()}.csv`);

    await choose(page, 'Time Range', 'Past Week');
    await expect.poll(() => statValue(page, 'Completed Adoptions').innerText()).toBe('0');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await toastText(page, 'Export Failed')).toContain('No data available to export');
  });

  test('the financial report: its bar chart and a CSV with a comma, a quote and a formula, byte for byte', async () => {
    await ready();
    const page = await openReports('/reports?type=financial&range=week');
    await expect.poll(() => statValue(page, 'Income').innerText()).toBe('$2,500.00');
    expect(await statValue(page, 'Expenses').innerText()).toBe('$45.99');
    expect(await statValue(page, 'Net Balance').innerText()).toBe('$2,454.01');
    const chart = page.getByRole('img', { name: 'Amounts by Type' });
    await chart.waitFor();
    expect(await chart.locator('desc').textContent()).toBe('Donation: $2,500.00, Facilities: $45.99');
    await page.getByRole('tab', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Date', 'Type', 'Description', 'Payment Method', 'Amount']);
    expect(await table.locator('tbody tr').count()).toBe(2);
    expect(await table.innerText()).toContain('Gala, "spring"');

    const file = await exportCsv(page);
    expect(file.name).toBe(`financial-report-${shelterToday()}.csv`);
    expect(file.text).toBe(
      '\uFEFFType,Amount,Date,Description,PaymentMethod\r\n' +
        `Donation,2500.00,${daysAgo(1)},"Gala, ""spring""",Check\r\n` +
        `Facilities,-45.99,${daysAgo(4)},'=SUM(A1),N/A\r\n`,
    );
    await toastText(page, 'Export Successful');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the intake CSV: the animal ID first, quotes doubled, the formula defused', async () => {
    const { biscuit, formula } = await ready();
    const page = await openReports('/reports?range=week');
    await expect.poll(() => statValue(page, 'Total Intakes').innerText()).toBe('2');
    const file = await exportCsv(page);
    expect(file.name).toBe(`animal-intake-report-${shelterToday()}.csv`);
    expect(file.text).toBe(
      '\uFEFFID,Name,Species,Breed,Sex,Age,IntakeDate,Status,IntakeType\r\n' +
        `${biscuit.animalId},"Biscuit ""Bis""",Dog,"Lab, mixed",Female,2 years,${daysAgo(2)},Available,Other\r\n` +
        `${formula.animalId},'=SUM(A1),Cat,Beagle,Female,2 years,${daysAgo(5)},Available,Other\r\n`,
    );
  });

  test('the Table View pages through the range by the recordsPerPage setting; the CSV still holds every row', async () => {
    await ready();
    const seed = await createSeeder(suite.app);
    // Outside the past week and month the other tests read: only the year holds them.
    for (let n = 1; n <= 11; n++) {
      await seed.request('POST', '/financial-transactions', {
        transactionType: 'Donation',
        amount: 100 * n,
        date: daysAgo(100 + n),
        description: `Pledge ${n}`,
        paymentMethod: 'Cash',
      });
    }
    const page = await suite.openPage();
    await storeDisplaySettings(page, { recordsPerPage: 10 });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/reports?type=financial&range=year');
    await page.getByRole('tab', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Transactions' });
    await page.getByText('Showing 1–10 of 14 transactions', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    // The Summary counts the range, not the page on screen.
    expect(await statValue(page, 'Transactions').innerText()).toBe('14');
    // Newest first: this week's two, the fee of the adoption 10 days ago, then the pledges.
    expect(await table.innerText()).toContain('Gala, "spring"');
    expect(await table.innerText()).toContain('Pledge 7');
    expect(await table.innerText()).not.toContain('Pledge 8');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Showing 11–14 of 14 transactions', { exact: true }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    expect(await table.innerText()).toMatch(/Pledge 8[\s\S]*Pledge 9[\s\S]*Pledge 10[\s\S]*Pledge 11/);
    expect(await table.innerText()).not.toContain('Gala');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The summary is the whole year's, whichever page is shown.
    expect(await statValue(page, 'Income').innerText()).toBe('$2,691.00');

    const file = await exportCsv(page);
    const lines = file.text.split('\r\n');
    expect(lines).toHaveLength(1 + 14 + 1);
    expect(lines[1]).toBe(`Donation,2500.00,${daysAgo(1)},"Gala, ""spring""",Check`);
    expect(lines[14]).toBe(`Donation,11.00,${daysAgo(111)},Pledge 11,Cash`);
    await toastText(page, 'Export Successful');

    // Another range starts again at its first page.
    await choose(page, 'Time Range', 'Past Week');
    await page.getByText('Showing 1–2 of 2 transactions', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  test('skeletons while loading, the red box on failure; at 375 px nothing scrolls sideways', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(PHONE, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, user, '/reports?type=financial');
    await page.getByRole('img', { name: 'Amounts by Type' }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await failProcedure(page, 'reports.financial', { message: 'The database is unavailable' });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Error loading report data: The database is unavailable' }).waitFor();
  });
});
