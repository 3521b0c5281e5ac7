import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, dashboardStats, pickAnimal, pickerOptions, SETTLES, shelterToday, summaryFigure } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createPersonInline, pickerBox } from './support/people.js';
import { apply, applicationsTable } from './support/applications.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const PICKER = 'Available animal';
const adoptionsTable = (page: Page) => page.getByRole('table', { name: 'Adoptions' });

/** The adoption rows on show, once the list has settled on the answer wanted. */
const rowsOf = (page: Page) => adoptionsTable(page).locator('tbody tr').allInnerTexts();

const figure = (page: Page, label: string) => summaryFigure(page, 'Adoption figures', label);

describeInBrowser('Adoption Management', (suite) => {
  test('Process Adoption for a picked animal: the list, the figures, the animal’s status and the dashboard follow', async () => {
    const seed = await createSeeder(suite.app);
    const luna = await seed.animal({ name: 'Luna Picked', microchipId: '985000000000101' });
    await seed.animal({ name: 'Luna On Hold', status: 'Medical Hold', microchipId: '985000000000102' });
    const earlier = await seed.animal({ name: 'Earlier Adoptee', microchipId: '985000000000103' });
    await seed.adoption(earlier, { feeAmount: 10000, adopterName: 'First Adopter' });
    const before = await dashboardStats(seed);

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await screenHeading(page, 'Adoption Management').waitFor();
    await adoptionsTable(page).getByText('First Adopter').waitFor();
    expect(await figure(page, 'Total Adoptions')).toContain('1');
    expect(await figure(page, 'Total Fee Revenue')).toContain('$100.00');

    // Only Available animals can be picked.
    expect(await pickerOptions(page, PICKER, 'Luna')).toEqual(['Luna Picked']);
    await pickAnimal(page, PICKER, 'Luna Picked');
    await page.getByRole('button', { name: 'Process Adoption' }).click();
    const form = dialog(page, 'Process Adoption');
    await pickerBox(form, 'Adopter').waitFor();
    expect(await form.innerText()).toContain(luna.animalId);
    expect(await form.getByLabel('Adoption Fee ($)').inputValue()).toBe('150.00');
    expect(await form.getByLabel('Status').inputValue()).toBe('Completed');
    expect(await form.getByLabel('Adoption Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await createPersonInline(form, { name: 'Robin Hale', email: 'robin@example.com', phone: '555-010-7777' });
    expect(await pickerBox(form, 'Adopter').inputValue()).toBe('Robin Hale');
    await form.getByLabel('Adoption Date').fill(shelterToday());
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    expect(await toastText(page, 'Adoption processed')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const row = adoptionsTable(page).getByRole('row').filter({ hasText: 'Robin Hale' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Completed');

    const [saved] = await seed.request<TAdoption[]>('GET', `/animals/${luna.id}/adoptions`);
    expect(saved).toMatchObject({ adopterName: 'Robin Hale', adopterEmail: 'robin@example.com', feeAmount: 15000, status: 'Completed' });
    expect((await seed.request<TAnimal>('GET', `/animals/${luna.id}`)).status).toBe('Adopted');
    expect((await dashboardStats(seed)).adoptionsThisMonth).toBe(before.adoptionsThisMonth + 1);
    // That was the last Available animal: nothing can be picked, and Process Adoption is disabled.
    const picker = page.getByRole('combobox', { name: PICKER });
    await page.getByPlaceholder('No animals are available').waitFor();
    expect(await picker.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Process Adoption' }).isDisabled()).toBe(true);
    expect(await figure(page, 'Total Adoptions')).toContain('2');
    expect(await figure(page, 'Total Fee Revenue')).toContain('$250.00');
    expect(await figure(page, 'Average Fee')).toContain('$125.00');
  });

  test('each required field says what is missing, a fee must be dollars, and nothing is sent', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Form Rules', microchipId: '985000000000201' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.goto(`${suite.app.baseUrl}/adoptions?animal=${animal.id}`);
    const form = dialog(page, 'Process Adoption');
    await form.getByLabel('Adoption Date').fill('');
    await form.getByLabel('Adoption Fee ($)').fill('twelve');
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    for (const message of ['Adoption date is required', 'Choose the adopter, or create a new person', 'Enter the fee in dollars, e.g. 150.00']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`)).toEqual([]);

    // An empty fee counts as 0 (docs/domain.md#validation).
    await createPersonInline(form, { name: 'No Fee', email: 'nofee@example.com', phone: '555-010-1212' });
    await form.getByLabel('Adoption Date').fill('2026-02-14');
    await form.getByLabel('Adoption Fee ($)').fill('');
    await form.getByLabel('Status').selectOption('Pending');
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    expect(await toastText(page, 'Adoption processed')).toBeTruthy();
    const [saved] = await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`);
    expect(saved).toMatchObject({ feeAmount: 0, status: 'Pending', adoptionDate: '2026-02-14' });
    // Pending keeps the animal's status (docs/domain.md#statuses).
    expect((await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).status).toBe('Available');
  });

  test('the server’s refusal (no microchip) shows in an error toast and in the dialog, which stays open', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Chipless', microchipId: null });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await pickAnimal(page, PICKER, 'Chipless');
    await page.getByRole('button', { name: 'Process Adoption' }).click();
    const form = dialog(page, 'Process Adoption');
    // Said before saving too: the setting asks for a chip before an adoption completes.
    await form.getByText('A microchip is required before adoption').first().waitFor();
    await createPersonInline(form, { name: 'Eager Adopter', email: 'eager@example.com', phone: '555-010-3434' });
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error processing the adoption.');
    expect(await form.getByRole('alert').first().innerText()).toContain('A microchip is required before adoption');
    expect(await pickerBox(form, 'Adopter').inputValue()).toBe('Eager Adopter');
    expect(await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`)).toEqual([]);
  });

  test('the animal detail’s Process Adoption opens the same dialog, preset to that animal', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Detail Adoptee', status: 'Medical Hold', microchipId: '985000000000301' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('link', { name: 'Process Adoption' }).first().click();
    await page.waitForURL(/\/adoptions\?animal=\d+/);
    const form = dialog(page, 'Process Adoption');
    // On Medical Hold, the dialog asks first.
    await form.getByText('Detail Adoptee is on Medical Hold: process the adoption anyway?').waitFor();
    await form.getByRole('button', { name: 'Process anyway' }).click();
    await pickerBox(form, 'Adopter').waitFor();
    expect(await form.innerText()).toContain('Detail Adoptee');
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('animal')).toBeNull();
  });

  test('tabs by status, and a search over adopter name, email and phone, animal name and animal ID', async () => {
    const seed = await createSeeder(suite.app);
    const [a, b, c] = await seed.animals(3, 'Tabbed', { microchipId: null });
    await seed.adoption(a!, {
      status: 'Pending',
      adoptionDate: '2026-03-01',
      adopterName: 'Tess Pending',
      adopterEmail: 'tess@tabs.example',
      adopterPhone: '555-777-0001',
    });
    await seed.adoption(b!, {
      status: 'Cancelled',
      adoptionDate: '2026-03-01',
      adopterName: 'Cody Cancelled',
      adopterEmail: 'cody@tabs.example',
      adopterPhone: '555-777-0002',
    });
    await seed.adoption(c!, {
      status: 'Pending',
      adoptionDate: '2026-03-01',
      adopterName: 'Pat Pending',
      adopterEmail: 'pat@tabs.example',
      adopterPhone: '555-777-0003',
    });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/adoptions');
    await adoptionsTable(page).waitFor();
    // A veterinarian reads adoptions but does not process them.
    expect(await page.getByRole('button', { name: 'Process Adoption' }).count()).toBe(0);
    expect(
      await adoptionsTable(page)
        .getByRole('button', { name: /change status of/ })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(expect.arrayContaining(['All', 'Completed', 'Pending', 'Cancelled']));

    const search = page.getByRole('searchbox', { name: 'Search adoptions' });
    await search.fill('tabs.example');
    await page.waitForURL((url) => url.searchParams.get('q') === 'tabs.example');
    await expect.poll(async () => (await rowsOf(page)).length, SETTLES).toBe(3);
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect.poll(async () => (await rowsOf(page)).map((row) => row.split('\n')[0]), SETTLES).toEqual(['Tabbed 3', 'Tabbed 1']);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect.poll(async () => (await rowsOf(page)).length, SETTLES).toBe(1);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByText('No adoptions match your search').waitFor();
    await page.getByRole('tab', { name: 'All' }).click();

    for (const [text, adopter] of [
      ['Cody Cancelled', 'Cody Cancelled'],
      ['pat@tabs', 'Pat Pending'],
      ['555-777-0001', 'Tess Pending'],
      ['Tabbed 2', 'Cody Cancelled'],
      [c!.animalId, 'Pat Pending'],
    ] as const) {
      await search.fill(text);
      await page.waitForURL((url) => url.searchParams.get('q') === text);
      await expect.poll(async () => (await rowsOf(page)).map((row) => row.includes(adopter)), SETTLES).toEqual([true]);
    }
  });

  test('changing an adoption’s status: completing sets the animal Adopted; the server’s refusal comes back as the toast', async () => {
    const seed = await createSeeder(suite.app);
    const chipped = await seed.animal({ name: 'Status Chipped', microchipId: '985000000000401' });
    const unchipped = await seed.animal({ name: 'Status Unchipped', microchipId: null });
    await seed.adoption(chipped, { status: 'Pending', adopterName: 'Penny Pending' });
    await seed.adoption(unchipped, { status: 'Pending', adopterName: 'Uma Unchipped' });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions?tab=Pending');
    const row = (adopter: string) => adoptionsTable(page).locator('tbody tr').filter({ hasText: adopter });
    await row('Penny Pending').waitFor();

    await row('Penny Pending')
      .getByRole('button', { name: /change status of/ })
      .click();
    await page.getByRole('menuitem', { name: 'Mark Completed' }).click();
    expect(await toastText(page, 'Adoption updated')).toContain('Completed');
    await row('Penny Pending').waitFor({ state: 'detached' });
    expect((await seed.request<TAnimal>('GET', `/animals/${chipped.id}`)).status).toBe('Adopted');

    await row('Uma Unchipped')
      .getByRole('button', { name: /change status of/ })
      .click();
    await page.getByRole('menuitem', { name: 'Mark Completed' }).click();
    expect(await toastText(page, 'Error')).toContain('A microchip is required before adoption');
    expect((await seed.request<TAdoption[]>('GET', `/animals/${unchipped.id}/adoptions`))[0]?.status).toBe('Pending');

    // Cancelling the completed adoption returns the animal to Available.
    await page.getByRole('tab', { name: 'Completed' }).click();
    await row('Penny Pending')
      .getByRole('button', { name: /change status of/ })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel adoption' }).click();
    await page.getByRole('status', { name: 'Adoption updated' }).filter({ hasText: 'Cancelled' }).waitFor();
    expect((await seed.request<TAnimal>('GET', `/animals/${chipped.id}`)).status).toBe('Available');
  });

  test('the Applications tab: read every answer, Approve opens a Pending adoption; Decline and Withdraw close others', async () => {
    const seed = await createSeeder(suite.app);
    const wanted = await seed.animal({ name: 'Much Wanted' });
    const approved = await apply(seed, wanted, {
      applicantName: 'Alex Approve',
      applicantEmail: 'alex@apply.example',
      rentOrOwn: 'rent',
      landlordApproval: true,
      additionalNotes: 'Fenced yard',
    });
    await apply(seed, wanted, { applicantName: 'Dee Decline', applicantEmail: 'dee@apply.example' });
    await apply(seed, wanted, { applicantName: 'Will Withdraw', applicantEmail: 'will@apply.example' });
    const before = await seed.request<TAdoption[]>('GET', `/animals/${wanted.id}/adoptions`);

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.getByRole('tab', { name: /^Applications/ }).click();
    const inbox = applicationsTable(page);
    await inbox.getByText('Alex Approve').waitFor();
    expect(await page.getByRole('tab', { name: /^Applications \(\d+\)$/ }).count()).toBe(1);

    await inbox.getByRole('link', { name: 'Alex Approve' }).click();
    const reading = dialog(page, 'Adoption Application');
    await reading.getByText('Fenced yard').waitFor();
    const answers = await reading.innerText();
    for (const text of [
      approved.reference,
      'Received',
      'alex@apply.example',
      '555-010-4000',
      'Much Wanted',
      'House',
      'Rent',
      'Landlord Approval',
      'One cat',
      'Grew up with dogs',
      'We have a big yard',
      'A friend',
    ]) {
      expect(answers).toContain(text);
    }
    await reading.getByRole('button', { name: 'Approve' }).click();
    await reading.getByRole('button', { name: 'Approve application' }).click();
    expect(await toastText(page, 'Application approved')).toContain('A Pending adoption of Much Wanted was opened for Alex Approve.');
    await reading.waitFor({ state: 'detached' });
    await inbox.locator('tbody tr').filter({ hasText: 'Alex Approve' }).filter({ hasText: 'Approved' }).waitFor();

    const after = await seed.request<TAdoption[]>('GET', `/animals/${wanted.id}/adoptions`);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      adopterName: 'Alex Approve',
      adopterEmail: 'alex@apply.example',
      status: 'Pending',
      feeAmount: 15000,
      applicationId: approved.id,
    });
    await page.getByRole('tab', { name: 'Pending' }).click();
    await adoptionsTable(page).getByText('Alex Approve').waitFor();

    await page.getByRole('tab', { name: /^Applications/ }).click();
    await inbox.getByRole('link', { name: 'Dee Decline' }).click();
    await reading.getByRole('button', { name: 'Decline' }).click();
    await reading.getByRole('textbox', { name: 'Reason for Declining' }).fill('Chose another applicant');
    await reading.getByRole('button', { name: 'Decline application' }).click();
    expect(await toastText(page, 'Application declined')).toBeTruthy();
    await inbox.getByRole('link', { name: 'Will Withdraw' }).click();
    await reading.getByRole('button', { name: 'Withdraw' }).click();
    await reading.getByRole('button', { name: 'Withdraw application' }).click();
    expect(await toastText(page, 'Application withdrawn')).toBeTruthy();
    // Closing the dialog rewrites the address; a filter chosen before that would be lost.
    await reading.waitFor({ state: 'detached' });
    const statuses = await seed.request<TAdoptionApplication[]>('GET', '/adoption-applications?q=apply.example');
    expect(Object.fromEntries(statuses.map((application) => [application.applicantName, application.status]))).toEqual({
      'Alex Approve': 'Approved',
      'Dee Decline': 'Declined',
      'Will Withdraw': 'Withdrawn',
    });

    // The status filter narrows the inbox.
    await page.getByLabel('Application status').selectOption('Declined');
    await expect.poll(async () => (await inbox.locator('tbody tr').allInnerTexts()).every((row) => row.includes('Declined')), SETTLES).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a failed load shows the red box with the error', async () => {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 500/] }));
    await failProcedure(page, 'adoptions.page');
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.getByText('Error loading adoptions data: Internal server error').waitFor();
  });

  test('no serious accessibility problem at 1280 px, with the dialog open too', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Axe Candidate', microchipId: '985000000000501' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await adoptionsTable(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pickAnimal(page, PICKER, 'Axe Candidate');
    await page.getByRole('button', { name: 'Process Adoption' }).click();
    await pickerBox(dialog(page, 'Process Adoption'), 'Adopter').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('at 375 px the screen fits the width: the list, the dialog and the inbox', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Phone Adoptee', microchipId: '985000000000601' });
    await seed.adoption(await seed.animal({ name: 'Phone Adopted', microchipId: '985000000000602' }), { adopterName: 'Phone Adopter' });
    await apply(seed, animal, {
      applicantName: 'Pocket Applicant',
      additionalNotes: 'Sent from a phone, with a long note that has to wrap inside the dialog.',
    });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await screenHeading(page, 'Adoption Management').waitFor();
    await adoptionsTable(page).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await pickAnimal(page, PICKER, 'Phone Adoptee');
    await page.getByRole('button', { name: 'Process Adoption' }).click();
    const form = dialog(page, 'Process Adoption');
    await pickerBox(form, 'Adopter').waitFor();
    await expectNoHorizontalScroll(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^Applications/ }).click();
    await applicationsTable(page).getByRole('link', { name: 'Pocket Applicant' }).click();
    const reading = dialog(page, 'Adoption Application');
    await reading.getByText('Sent from a phone', { exact: false }).waitFor();
    await expectNoHorizontalScroll(page);
    await reading.getByRole('button', { name: 'Close' }).first().click();
    await reading.waitFor({ state: 'detached' });
    await expectNoHorizontalScroll(page);
  });
});
