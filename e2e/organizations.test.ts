import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TOrganization } from '../src-shared/schemas/people.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { pickByName, seedPerson } from './support/people.js';
import { allowBusyMachine, SETTLES, shelterToday } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

const organizationsTable = (page: Page) => page.getByRole('table', { name: 'Organizations' });
const peopleTable = (page: Page) => page.getByRole('table', { name: 'People' });
/** One row of a table, by text it holds. */
const rowWith = (table: Locator, text: string) => table.locator('tbody tr').filter({ hasText: text });
/** The first line of each row: the names listed. */
const namesIn = async (table: Locator) => (await table.locator('tbody tr').allInnerTexts()).map((row) => row.split('\n')[0]);
/** The organization page's transfer counts, as read ("Transfers In 1 Transfers Out 0"). */
const transfers = async (page: Page) => (await page.getByLabel('Transfers', { exact: true }).innerText()).replace(/\s+/g, ' ');

/** An organization put in place through the REST API. */
const seedOrganization = (seed: TSeeder, organization: Partial<TOrganization> & { name: string }) =>
  seed.request<TOrganization>('POST', '/organizations', { ...organization });

/** Clicks Export CSV and answers the file the browser was handed: its name and its exact text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

describeInBrowser('Organizations', (suite) => {
  test('staff add an organization, find it by its name, and its page lists a contact whose record names it', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/people');
    await page.getByRole('link', { name: 'Organizations', exact: true }).click();
    await screenHeading(page, 'Organizations').waitFor();

    await page.getByRole('button', { name: 'New Organization' }).click();
    const form = dialog(page, 'New Organization');
    // Whether it is in the coalition is an admin's decision.
    expect(await form.getByText('In community coalition').count()).toBe(0);
    await form.getByRole('textbox', { name: 'E-mail' }).fill('desk at riverbend');
    await form.getByRole('button', { name: 'Add Organization' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Invalid email address').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Riverbend Veterinary Clinic');
    await form.getByLabel('Kind').selectOption('Vet clinic');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('desk@riverbend.example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('555-019-4400');
    await form.getByRole('textbox', { name: 'Address' }).fill('8 River Road');
    await form.getByRole('button', { name: 'Add Organization' }).click();
    expect(await toastText(page, 'Organization added')).toBeTruthy();
    await form.waitFor({ state: 'detached' });

    const { items } = await seed.request<{ items: TOrganization[] }>('GET', '/organizations?q=Riverbend');
    expect(items).toMatchObject([
      { name: 'Riverbend Veterinary Clinic', kind: 'Vet clinic', inCoalition: false, active: true, email: 'desk@riverbend.example' },
    ]);
    const contact = await seedPerson(seed, { name: 'Rowan Riverbend-Desk', email: 'rowan@riverbend.example', organizationId: items[0]!.id });

    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('riverbend vet');
    await page.waitForURL((url) => url.searchParams.get('q') === 'riverbend vet');
    await expect.poll(() => namesIn(organizationsTable(page)), SETTLES).toEqual(['Riverbend Veterinary Clinic']);
    const row = rowWith(organizationsTable(page), 'Riverbend Veterinary Clinic');
    expect(await row.innerText()).toContain('Vet clinic');
    await page.getByLabel('Kind').selectOption('Shelter or rescue');
    await page.getByText('No organization matches').waitFor();
    await page.getByLabel('Kind').selectOption('Vet clinic');

    await row.getByRole('link', { name: 'Riverbend Veterinary Clinic' }).click();
    await screenHeading(page, 'Riverbend Veterinary Clinic').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/people/organizations/${items[0]!.id}`);
    const details = await page.getByLabel('Contact details').innerText();
    for (const detail of ['desk@riverbend.example', '555-019-4400', '8 River Road']) expect(details).toContain(detail);
    expect(await transfers(page)).toBe('Transfers In 0 Transfers Out 0');
    await page.getByRole('list', { name: 'Contacts' }).getByRole('link', { name: 'Rowan Riverbend-Desk' }).click();
    await screenHeading(page, 'Rowan Riverbend-Desk').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/people/${contact.id}`);
    expect(await page.getByLabel('Contact details').innerText()).toContain('Riverbend Veterinary Clinic');
  });

  test('an admin merges a duplicate into the organization kept, whose page then counts the transfers it had', async () => {
    const seed = await createSeeder(suite.app);
    const kept = await seedOrganization(seed, { name: 'Lakeside Humane Society', email: 'intake@lakeside.example' });
    const duplicate = await seedOrganization(seed, { name: 'Lakeside Humane Soc', phone: '555-019-7700' });
    const transferred = await seed.animal({
      name: 'Lakeside Traveller',
      intakeDate: '2026-02-01',
      intake: { type: 'Transferred in', sourceOrganizationId: duplicate.id, transferScope: 'In-state' },
    });
    await seed.request('POST', `/animals/${transferred.id}/outcome`, {
      type: 'Transferred out',
      date: '2026-02-10',
      destinationOrganizationId: duplicate.id,
      transferScope: 'In-state',
    });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), `/people/organizations/${kept.id}`);
    await screenHeading(page, 'Lakeside Humane Society').waitFor();
    expect(await transfers(page)).toBe('Transfers In 0 Transfers Out 0');

    await page.getByRole('button', { name: 'Merge a Duplicate' }).click();
    const form = dialog(page, 'Merge a Duplicate');
    await pickByName(form, 'Duplicate', 'Lakeside Humane Soc');
    const mergedIn = form.getByLabel('Merged in, then removed: Lakeside Humane Soc');
    await mergedIn.waitFor();
    expect(await mergedIn.innerText()).toContain('Transfers: 1 in, 1 out');
    expect(await form.innerText()).toContain('Lakeside Humane Soc’s transfers in and out and its contacts move to Lakeside Humane Society');
    await form.getByRole('button', { name: 'Merge' }).click();
    expect(await toastText(page, 'Duplicate merged')).toBeTruthy();
    await form.waitFor({ state: 'detached' });

    await expect.poll(() => transfers(page), SETTLES).toBe('Transfers In 1 Transfers Out 1');
    // The kept one fills its blanks from the duplicate's.
    expect(await page.getByLabel('Contact details').innerText()).toContain('555-019-7700');
    const { items } = await seed.request<{ items: TOrganization[] }>('GET', '/organizations?q=Lakeside');
    expect(items.map((organization) => organization.name)).toEqual(['Lakeside Humane Society']);
  });

  test('staff export the people the search selects as a CSV, every detail a column; a volunteer has no export', async () => {
    const seed = await createSeeder(suite.app);
    const organization = await seedOrganization(seed, { name: 'Quillfield Rescue' });
    await seedPerson(seed, {
      name: 'Exportia Quill',
      email: 'exportia@quill.example',
      phone: '555-019-5151',
      altPhone: '555-019-5152',
      address: '4 Quill Lane, Springfield',
      doNotAdopt: true,
      doNotAdoptReason: 'Returned a cat unfed',
      fosterApprovedOn: '2026-01-05',
      fosterCapacity: 2,
      volunteerActive: true,
      organizationId: organization.id,
      notes: 'Prefers "e-mail"',
    });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/people?q=Exportia');
    await rowWith(peopleTable(page), 'Exportia Quill').waitFor();

    const file = await exportCsv(page);
    expect(file.name).toBe(`people-${shelterToday()}.csv`);
    expect(file.text).toBe(
      '\uFEFFName,E-mail,Phone,Other phone,Address,Roles,Do not adopt,Do-not-adopt reason,Foster approved on,Foster capacity,Volunteer active,Organization,Notes\r\n' +
        'Exportia Quill,exportia@quill.example,555-019-5151,555-019-5152,"4 Quill Lane, Springfield",Foster home; Volunteer; Organization contact,Yes,Returned a cat unfed,2026-01-05,2,Yes,Quillfield Rescue,"Prefers ""e-mail"""\r\n',
    );
    expect(await toastText(page, 'Export Successful')).toContain(`people-${shelterToday()}.csv`);

    await page.getByRole('searchbox', { name: 'Search people' }).fill('Nobody Quillfieldish');
    await page.getByText('Nobody matches').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await toastText(page, 'Export Failed')).toContain('No people to export');

    const volunteer = allowBusyMachine(await suite.openPage());
    await logIn(volunteer, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), '/people?q=Exportia');
    await rowWith(peopleTable(volunteer), 'Exportia Quill').waitFor();
    expect(await volunteer.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
  });

  test('at 375 px the organizations and an organization’s page fit the width, with no serious accessibility problem', async () => {
    const seed = await createSeeder(suite.app);
    const organization = await seedOrganization(seed, {
      name: 'Narrowbridge Wildlife and Companion Animal Rehabilitation Centre',
      kind: 'Other',
      email: 'reception.desk@narrowbridge-rehabilitation.example',
      phone: '555-019-3030',
      address: '1200 Narrowbridge Industrial Estate, Unit 14, North Riverside',
    });
    await seedPerson(seed, { name: 'Nadine Narrowbridge', email: 'nadine@narrowbridge.example', organizationId: organization.id });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), '/people/organizations?q=Narrowbridge');
    await rowWith(organizationsTable(page), 'Narrowbridge').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${suite.app.baseUrl}/people/organizations/${organization.id}`);
    await page.getByRole('list', { name: 'Contacts' }).getByText('Nadine Narrowbridge').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
