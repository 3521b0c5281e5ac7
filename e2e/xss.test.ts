import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { applicationPayload } from '../test/fixtures.js';
import { describeInBrowser } from './support/browser-suite.js';
import { shelterToday } from './support/record-screens.js';
import { dialog } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** A script tag, and an attribute break-out that would run code if it became markup. */
const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '"><img src=x onerror="window.__xss=1">';
/** A spreadsheet formula (DDE): a CSV cell must not start with it. */
const FORMULA = "=2+5+cmd|' /C calc'!A0";

const NAME = `Rex ${SCRIPT}`;
const APPLICANT = `Sam ${SCRIPT}`;

interface TStored {
  animal: TAnimal;
  application: TAdoptionApplication;
}

/**
 * Watches a page for the payloads running: any alert, confirm or prompt is recorded (and
 * dismissed, so the page goes on).
 */
function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (opened) => {
    fired.push(`${opened.type()}: ${opened.message()}`);
    void opened.dismiss();
  });
  return fired;
}

/** Each text shows on the screen (or in `scope` of it) as written, and nothing it holds became an element or ran. */
async function expectShownAsText(page: Page, texts: readonly string[], scope: Page | Locator = page): Promise<void> {
  for (const text of texts) await scope.getByText(text).filter({ visible: true }).first().waitFor();
  expect(await page.locator('img[src="x"]').count(), 'an <img> from a payload').toBe(0);
  // Data blocks (the page's JSON, its JSON-LD) hold the text escaped and are never run: only a script the browser would run counts.
  expect(
    await page.locator('script:not([src])').evaluateAll((scripts) =>
      scripts
        .filter((script) => !script.type || script.type === 'module' || /javascript|ecmascript/i.test(script.type))
        .map((script) => script.textContent)
        .filter((code) => code?.includes('__xss')),
    ),
  ).toEqual([]);
  expect(await page.evaluate<string>('typeof window.__xss'), 'window.__xss').toBe('undefined');
}

/** Clicks Export CSV and answers the downloaded file's text. */
async function exportCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  return readFile(await download.path(), 'utf8');
}

describeInBrowser('stored markup stays text (XSS)', (suite) => {
  let stored: Promise<TStored> | undefined;
  /** Payloads written through the API in every free-text field a screen shows. */
  const ready = () =>
    (stored ??= (async () => {
      const seed = await createSeeder(suite.app);
      const animal = await seed.animal({ name: NAME, description: IMG, intakeDate: shelterToday() });
      await seed.request('POST', `/animals/${animal.id}/behavior-notes`, { note: SCRIPT, date: shelterToday(), public: true });
      await seed.medicalRecord(animal, { description: IMG, notes: SCRIPT, date: shelterToday() });
      await seed.request('POST', '/financial-transactions', {
        transactionType: 'Donation',
        amount: 2500,
        date: shelterToday(),
        description: IMG,
        paymentMethod: 'Cash',
      });
      await seed.request('POST', '/financial-transactions', {
        transactionType: 'Food/Supplies',
        amount: -1000,
        date: shelterToday(),
        description: FORMULA,
        paymentMethod: 'Cash',
      });
      const { reference } = await seed.request<{ reference: string }>(
        'POST',
        '/public/adoption-application',
        applicationPayload(animal.id, { applicantName: APPLICANT, homeType: IMG, reasonForAdoption: SCRIPT, additionalNotes: IMG }),
      );
      const [application] = await seed.request<TAdoptionApplication[]>('GET', `/adoption-applications?q=${reference}`);
      return { animal, application: application! };
    })());

  test('the console shows every payload as text: registry, animal tabs, medical, financial, applications', async () => {
    const { animal } = await ready();
    const page = await suite.openPage();
    const fired = watchDialogs(page);
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await page.getByRole('table', { name: 'Animals' }).getByRole('link', { name: NAME }).waitFor();
    await expectShownAsText(page, [NAME]);

    await page.getByRole('table', { name: 'Animals' }).getByRole('link', { name: NAME }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await expectShownAsText(page, [NAME, IMG]);
    for (const tab of ['Medical Records', 'History']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      // The chosen tab's own panel: the one left may still be unmounting.
      await page.getByRole('tabpanel', { name: tab, exact: true }).getByRole('table').waitFor();
      await expectShownAsText(page, [IMG]);
    }

    await page.goto(`${suite.app.baseUrl}/medical-records`);
    await screenHeading(page, 'Medical Records').waitFor();
    await page.getByRole('button', { name: NAME }).click();
    await expectShownAsText(page, [IMG, NAME]);

    await page.goto(`${suite.app.baseUrl}/financial`);
    await expectShownAsText(page, [IMG, FORMULA]);

    await page.goto(`${suite.app.baseUrl}/adoptions`);
    await page.getByRole('tab', { name: /^Applications/ }).click();
    await page.getByRole('table', { name: 'Adoption applications' }).getByRole('link', { name: APPLICANT }).click();
    const reading = dialog(page, 'Adoption Application');
    await expectShownAsText(page, [APPLICANT, SCRIPT, IMG], reading);
    expect(await reading.innerText()).toContain(animal.name);

    expect(fired).toEqual([]);
  });

  test('the public portal shows the name, description and notes as text', async () => {
    const { animal } = await ready();
    const page = await suite.openPage();
    const fired = watchDialogs(page);
    await page.goto(`${suite.app.baseUrl}/public`);
    await expectShownAsText(page, [NAME]);

    await page.goto(`${suite.app.baseUrl}/public/animals/${animal.id}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await expectShownAsText(page, [NAME, IMG, SCRIPT]);
    expect(fired).toEqual([]);
  });

  test('a report’s CSV holds the payloads as plain quoted text, and a formula defused', async () => {
    const { animal } = await ready();
    const page = await suite.openPage();
    const fired = watchDialogs(page);
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/reports?range=week');
    await page.getByRole('tab', { name: 'Table View' }).click();
    await expectShownAsText(page, [NAME]);
    const intakes = await exportCsv(page);
    expect(intakes).toContain(`\r\n${animal.animalId},${NAME},Dog,`);

    await page.getByLabel('Report Type').selectOption({ label: 'Financial Report' });
    await expectShownAsText(page, [IMG]);
    const financial = await exportCsv(page);
    // Quotes doubled inside a quoted cell; the formula starts with ' so a spreadsheet shows it as text.
    expect(financial).toContain(`\r\nDonation,25.00,${shelterToday()},"""><img src=x onerror=""window.__xss=1"">",Cash\r\n`);
    expect(financial).toContain(`\r\nFood/Supplies,-10.00,${shelterToday()},'${FORMULA},Cash\r\n`);
    expect(fired).toEqual([]);
  });
});
