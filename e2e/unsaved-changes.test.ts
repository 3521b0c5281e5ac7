import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { allowBusyMachine } from './support/record-screens.js';
import { dialog, discardQuestion, textField, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const keepEditing = (page: Page) => discardQuestion(page).getByRole('button', { name: 'Keep editing' });
const discard = (page: Page) => discardQuestion(page).getByRole('button', { name: 'Discard' });
const focusedText = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined');

/** A click on the backdrop, left of any dialog at 1280 px. */
const clickBeside = (page: Page) => page.mouse.click(24, 400);

/** The question is up, with the focus on Keep editing (Enter keeps the form). */
async function asked(page: Page): Promise<void> {
  await discardQuestion(page).waitFor();
  await expect.poll(() => focusedText(page)).toBe('Keep editing');
}

async function answeredKeepEditing(page: Page): Promise<void> {
  await keepEditing(page).click();
  await discardQuestion(page).waitFor({ state: 'detached' });
}

describeInBrowser('nothing typed is lost', (suite) => {
  test('a half-filled Add New Animal asks before Esc, its close button or Cancel: Keep editing keeps every value, Discard closes', async () => {
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await textField(form, 'Name').fill('Pepper');
    await textField(form, 'Breed').fill('Collie mix');
    await form.getByLabel('Species').selectOption('Cat');

    await textField(form, 'Breed').press('Escape');
    await asked(page);
    await answeredKeepEditing(page);
    expect(await form.isVisible()).toBe(true);
    expect(await textField(form, 'Name').inputValue()).toBe('Pepper');
    expect(await textField(form, 'Breed').inputValue()).toBe('Collie mix');
    expect(await form.getByLabel('Species').inputValue()).toBe('Cat');

    // Esc on the question is Keep editing too: one layer at a time.
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await asked(page);
    await page.keyboard.press('Escape');
    await discardQuestion(page).waitFor({ state: 'detached' });
    expect(await textField(form, 'Name').inputValue()).toBe('Pepper');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await asked(page);
    await discard(page).click();
    await form.waitFor({ state: 'detached' });
    expect(await discardQuestion(page).count()).toBe(0);

    // Opened again, the form starts afresh; untouched, Esc closes it at once.
    await page.getByRole('button', { name: 'New Animal' }).click();
    expect(await textField(form, 'Name').inputValue()).toBe('');
    await textField(form, 'Name').press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await discardQuestion(page).count()).toBe(0);
  });

  test('closing the browser’s tab over a half-filled dialog gets the browser’s question; over a clean one it closes', async () => {
    const user = await suite.app.createStaffUser();
    const questions: string[] = [];
    const page = allowBusyMachine(await suite.openPage());
    page.on('dialog', (question) => {
      questions.push(question.type());
      void question.dismiss();
    });
    await logIn(page, suite.app.baseUrl, user, '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    await textField(dialog(page, 'Add New Animal'), 'Name').fill('Pepper');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => questions).toEqual(['beforeunload']);
    // Dismissed, the question keeps the tab and what was typed.
    expect(page.isClosed()).toBe(false);
    expect(await textField(dialog(page, 'Add New Animal'), 'Name').inputValue()).toBe('Pepper');

    const clean = allowBusyMachine(await suite.openPage());
    clean.on('dialog', (question) => void question.dismiss().then(() => questions.push(`clean: ${question.type()}`)));
    await logIn(clean, suite.app.baseUrl, user, '/animals');
    await clean.getByRole('button', { name: 'New Animal' }).click();
    await dialog(clean, 'Add New Animal').waitFor();
    await clean.close({ runBeforeUnload: true });
    await expect.poll(() => clean.isClosed()).toBe(true);
    expect(questions).toEqual(['beforeunload']);
  });

  test('a click beside a half-filled Process Adoption asks; one beside a clean dialog closes it', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Clicky', microchipId: '985000000000901' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/adoptions?animal=${animal.id}`);
    const form = dialog(page, 'Process Adoption');
    const fee = form.getByLabel('Adoption Fee ($)');
    await expect.poll(() => fee.inputValue()).toBe('150.00');

    // Untouched, it closes at once, and the address forgets the animal.
    await clickBeside(page);
    await form.waitFor({ state: 'detached' });
    expect(await discardQuestion(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('animal')).toBe(false);

    await page.goto(`${suite.app.baseUrl}/adoptions?animal=${animal.id}`);
    await expect.poll(() => fee.inputValue()).toBe('150.00');
    // A new person typed inside the form counts as well.
    await form.getByRole('button', { name: 'Create new person' }).click();
    const newPerson = form.getByRole('group', { name: 'New person' });
    await newPerson.getByLabel('E-mail').fill('nova@example.com');
    await clickBeside(page);
    await asked(page);
    await answeredKeepEditing(page);
    expect(await newPerson.getByLabel('E-mail').inputValue()).toBe('nova@example.com');
    await newPerson.getByRole('button', { name: 'Cancel' }).click();

    await fee.fill('75.00');
    await clickBeside(page);
    await asked(page);
    await answeredKeepEditing(page);
    expect(await fee.inputValue()).toBe('75.00');

    await clickBeside(page);
    await asked(page);
    await discard(page).click();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('animal')).toBe(false);
  });

  test('a save the server refuses keeps every typed value, with its reason, and closing still asks', async () => {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/financial');
    await failProcedure(page, 'transactions.create', { status: 409, message: 'The books for February are closed' });
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const form = dialog(page, 'New Transaction');
    await form.getByLabel('Type').selectOption('Medical Expense');
    await form.getByLabel('Amount ($)').fill('45.99');
    await form.getByLabel('Date').fill('2026-02-10');
    await form.getByLabel('Payment Method').selectOption('Credit Card');
    await form.getByLabel('Description').fill('Dental cleaning');
    await form.getByRole('button', { name: 'Record Transaction' }).click();

    expect(await toastText(page, 'Error')).toContain('There was an error recording the transaction.');
    expect(await form.getByRole('alert').innerText()).toContain('The books for February are closed');
    expect(await form.getByLabel('Type').inputValue()).toBe('Medical Expense');
    expect(await form.getByLabel('Amount ($)').inputValue()).toBe('45.99');
    expect(await form.getByLabel('Date').inputValue()).toBe('2026-02-10');
    expect(await form.getByLabel('Payment Method').inputValue()).toBe('Credit Card');
    expect(await form.getByLabel('Description').inputValue()).toBe('Dental cleaning');

    await form.getByLabel('Description').press('Escape');
    await asked(page);
    await answeredKeepEditing(page);
    expect(await form.getByLabel('Description').inputValue()).toBe('Dental cleaning');
  });

  test('Settings: another tab or another screen asks while changes are unsaved; a refused save keeps them', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, admin, '/settings');
    const name = textField(page, 'Organization Name');
    const original = await name.inputValue();
    expect(original).not.toBe('');
    const tab = (label: string) => page.getByRole('tab', { name: label, exact: true });

    // Untouched, tabs switch at once.
    await tab('System').click();
    await textField(page, 'Animal ID Prefix').waitFor();
    await tab('Organization').click();
    await name.fill('Harbour Lights Rescue');

    await tab('System').click();
    await asked(page);
    await answeredKeepEditing(page);
    expect(await tab('Organization').getAttribute('aria-selected')).toBe('true');
    expect(await name.inputValue()).toBe('Harbour Lights Rescue');
    expect(new URL(page.url()).searchParams.has('tab')).toBe(false);

    // A refused save keeps what was typed, with the server's reason; leaving still asks.
    await failProcedure(page, 'settings.update', { status: 409, message: 'Another administrator changed these settings' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText('Another administrator changed these settings').waitFor();
    expect(await name.inputValue()).toBe('Harbour Lights Rescue');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Animals', exact: true }).click();
    await asked(page);
    await answeredKeepEditing(page);
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await name.inputValue()).toBe('Harbour Lights Rescue');

    await tab('System').click();
    await asked(page);
    await discard(page).click();
    await textField(page, 'Animal ID Prefix').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('system');
    await tab('Organization').click();
    await expect.poll(() => name.inputValue()).toBe(original);
  });
});
