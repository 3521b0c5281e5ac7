import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TMedicalRecord } from '../src-shared/schemas/medical.js';
import { seriousAxeViolations } from './support/axe.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const animalList = (page: Page) => page.getByRole('list', { name: 'Animals' });
const recordsTable = (page: Page, name: string) => page.getByRole('table', { name: `Medical records of ${name}` });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add Medical Record' });

async function chooseAnimal(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search animals' }).fill(name);
  await animalList(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
}

describeInBrowser('Medical Records', (suite) => {
  test('choose an animal, add a record: the table, its per-type counts and the animal’s records follow', async () => {
    const seed = await createSeeder(suite.app);
    const bella = await seed.animal({ name: 'Bella Records', species: 'Cat', breed: 'Siamese' });
    await seed.medicalRecord(bella, { recordType: 'Vaccination', date: '2026-01-10', description: 'FVRCP booster' });
    await seed.medicalRecord(bella, { recordType: 'Examination', date: '2026-02-02', description: 'Annual check' });
    await seed.animal({ name: 'Other Patient' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/medical-records');
    await screenHeading(page, 'Medical Records').waitFor();
    // Nothing chosen yet: the add button waits for an animal.
    expect(await addButton(page).isDisabled()).toBe(true);
    await animalList(page).waitFor();
    // The list searches name, animal ID, species and breed.
    await page.getByRole('searchbox', { name: 'Search animals' }).fill('siamese');
    await expect.poll(() => animalList(page).getByRole('button').count(), SETTLES).toBe(1);
    await page.getByRole('searchbox', { name: 'Search animals' }).fill(bella.animalId);
    await expect.poll(() => animalList(page).getByRole('button').count(), SETTLES).toBe(1);

    // The list is at most 400 px tall, and scrolls.
    const scroller = `getComputedStyle(document.querySelector('ul[aria-label="Animals"]').parentElement)`;
    expect(await page.evaluate<string>(`${scroller}.maxHeight`)).toBe('400px');
    expect(await page.evaluate<string>(`${scroller}.overflowY`)).toBe('auto');

    await chooseAnimal(page, 'Bella Records');
    expect(
      await animalList(page)
        .getByRole('button', { name: /^Bella Records/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await recordsTable(page, 'Bella Records').getByText('FVRCP booster').waitFor();
    await page.getByRole('tab', { name: 'All (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Vaccination (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Surgery (0)' }).waitFor();

    await addButton(page).click();
    const form = dialog(page, 'Add Medical Record');
    await form.getByLabel('Description').waitFor();
    expect(await form.innerText()).toContain(bella.animalId);
    expect(await form.getByLabel('Record Type').locator('option').allInnerTexts()).toEqual([
      'Vaccination',
      'Surgery',
      'Medication',
      'Examination',
      'Test',
      'Other',
    ]);
    const today = await form.getByLabel('Date').inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The picker offers what the server takes: from the intake to today, from 1990 for an outside source.
    expect(await form.getByLabel('Date').getAttribute('min')).toBe(bella.intakeDate);
    expect(await form.getByLabel('Date').getAttribute('max')).toBe(today);
    await form.getByText("From an outside source (previous owner's or partner's vet records)").click();
    await expect.poll(() => form.getByLabel('Date').getAttribute('min'), SETTLES).toBe('1990-01-01');
    await form.getByText("From an outside source (previous owner's or partner's vet records)").click();
    await expect.poll(() => form.getByLabel('Date').getAttribute('min'), SETTLES).toBe(bella.intakeDate);
    await form.getByLabel('Record Type').selectOption('Vaccination');
    await form.getByLabel('Date').fill('2026-02-20');
    await form.getByLabel('Description').fill('Rabies booster');
    await form.getByLabel('Provider').fill('Dr. Patel');
    await form.getByRole('button', { name: 'Save Record' }).click();
    expect(await toastText(page, 'Medical record created')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await recordsTable(page, 'Bella Records').getByText('Rabies booster').waitFor();
    await page.getByRole('tab', { name: 'Vaccination (2)' }).click();
    await expect.poll(() => recordsTable(page, 'Bella Records').locator('tbody tr').count(), SETTLES).toBe(2);

    const records = await seed.request<TMedicalRecord[]>('GET', `/animals/${bella.id}/medical-records`);
    expect(records[0]).toMatchObject({ recordType: 'Vaccination', date: '2026-02-20', description: 'Rabies booster', provider: 'Dr. Patel', notes: null });
  });

  test('each required field says what is missing, and nothing is sent', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Empty Chart' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/medical-records');
    await chooseAnimal(page, 'Empty Chart');
    await addButton(page).click();
    const form = dialog(page, 'Add Medical Record');
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Save Record' }).click();
    for (const message of ['Date is required', 'Description is required']) await form.getByText(message, { exact: true }).waitFor();
    expect(await seed.request<TMedicalRecord[]>('GET', `/animals/${animal.id}/medical-records`)).toEqual([]);
  });

  test('a record is corrected, then voided with a reason: it leaves the list', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Fix Me' });
    await seed.medicalRecord(animal, { recordType: 'Medication', date: '2026-02-03', description: 'Amoxicilin 50mg' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/medical-records');
    await chooseAnimal(page, 'Fix Me');
    const table = recordsTable(page, 'Fix Me');
    await table.getByText('Amoxicilin 50mg').waitFor();

    await table.getByRole('button', { name: /^Actions for the medication of/ }).click();
    await page.getByRole('menuitem', { name: 'Correct record' }).click();
    const correction = dialog(page, 'Correct Medical Record');
    expect(await correction.getByLabel('Description').inputValue()).toBe('Amoxicilin 50mg');
    await correction.getByLabel('Description').fill('Amoxicillin 50mg');
    await correction.getByRole('button', { name: 'Save Correction' }).click();
    expect(await toastText(page, 'Medical record updated')).toBeTruthy();
    await table.getByText('Amoxicillin 50mg').waitFor();

    await table.getByRole('button', { name: /^Actions for the medication of/ }).click();
    await page.getByRole('menuitem', { name: 'Void record' }).click();
    const voiding = dialog(page, 'Void Medical Record');
    await voiding.getByRole('button', { name: 'Void Record' }).click();
    await voiding.getByText('A reason is required', { exact: true }).waitFor();
    await voiding.getByLabel('Reason').fill('Entered for the wrong animal');
    await voiding.getByRole('button', { name: 'Void Record' }).click();
    expect(await toastText(page, 'Medical record voided')).toBeTruthy();
    await page.getByText('No medical records yet').waitFor();
    expect(await seed.request<TMedicalRecord[]>('GET', `/animals/${animal.id}/medical-records`)).toEqual([]);
  });

  test('the animal detail’s Add Medical Record opens the same dialog, preset to that animal, and the animal stays chosen', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Linked Patient' });
    await seed.medicalRecord(animal, { description: 'First visit' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('tab', { name: 'Medical Records' }).click();
    await page.getByRole('link', { name: 'Add Medical Record' }).click();
    const form = dialog(page, 'Add Medical Record');
    await form.getByLabel('Description').waitFor();
    expect(await form.innerText()).toContain('Linked Patient');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await recordsTable(page, 'Linked Patient').getByText('First visit').waitFor();
  });

  test('a refused save shows the error toast, and a failed load the red box', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Refused Chart' });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 500/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/medical-records');
    await chooseAnimal(page, 'Refused Chart');
    await failProcedure(page, 'medical.create');
    await addButton(page).click();
    const form = dialog(page, 'Add Medical Record');
    await form.getByLabel('Description').fill('Dental cleaning');
    await form.getByRole('button', { name: 'Save Record' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error creating the medical record.');
    expect(await form.isVisible()).toBe(true);

    await failProcedure(page, 'animals.page');
    await page.reload();
    await page.getByText('Error loading data: Internal server error').waitFor();
  });

  test('a record’s notes are read in full behind Show notes; ?selected= brings the chosen animal into the list’s view, marked', async () => {
    const seed = await createSeeder(suite.app);
    // Newer intakes are listed first: the chosen animal, taken in first, is far down the list.
    const [chosen] = await seed.animals(1, 'Scrolled Patient', { intakeDate: '2019-06-01' });
    await seed.animals(14, 'Listed Before', { intakeDate: '2026-02-20' });
    const notes = 'Mild swelling at the injection site on day one. '.repeat(6).trim() + ' Recheck in two weeks; owner to call if it grows.';
    await seed.medicalRecord(chosen!, { description: 'Rabies booster', notes, provider: 'Dr. Helena Marsh' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), `/medical-records?selected=${chosen!.id}`);
    await page.getByRole('heading', { level: 2, name: 'Scrolled Patient 1', exact: true }).waitFor();
    const button = animalList(page).getByRole('button', { name: /^Scrolled Patient 1/ });
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    // Inside the list's own scrolling box, in view.
    const inView = `(() => {
      const button = [...document.querySelectorAll('ul[aria-label="Animals"] button[aria-pressed="true"]')][0];
      const box = button.closest('ul').parentElement.getBoundingClientRect();
      const item = button.getBoundingClientRect();
      return item.top >= box.top && item.bottom <= box.bottom;
    })()`;
    await expect.poll(() => page.evaluate<boolean>(inView), SETTLES).toBe(true);

    const table = recordsTable(page, 'Scrolled Patient 1');
    await table.getByText('Rabies booster').waitFor();
    expect(await table.getByText(notes).isVisible()).toBe(false);
    await table.getByRole('button', { name: 'Show notes' }).click();
    await table.getByText(notes, { exact: true }).waitFor();
    await table.getByRole('button', { name: 'Hide notes' }).click();
    await table.getByText(notes, { exact: true }).waitFor({ state: 'hidden' });

    // On a phone the provider and the notes are there too, and the record-type tabs scroll within themselves.
    await page.setViewportSize(PHONE);
    await table.getByText('Provider: Dr. Helena Marsh').waitFor();
    await table.getByRole('button', { name: 'Show notes' }).click();
    await table.getByText(notes, { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
  });

  test('at 375 px the screen fits the width, and no serious accessibility problem is found', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Phone Patient' });
    await seed.medicalRecord(animal, { description: 'Checked on a phone' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/medical-records');
    await chooseAnimal(page, 'Phone Patient');
    await recordsTable(page, 'Phone Patient').getByText('Checked on a phone').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
