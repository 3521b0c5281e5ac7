import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { describeInBrowser } from './support/browser-suite.js';
import { dialog, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

/** Identities in the console (docs/domain.md#identity): a chip number another animal has, and voiding an animal. */

const openAnimal = async (page: Page, animal: Pick<TAnimal, 'id' | 'name'>, tab = '') => {
  await page.goto(`${new URL(page.url()).origin}/animals/${animal.id}${tab}`);
  await page.getByRole('heading', { level: 1, name: animal.name }).waitFor();
};

describeInBrowser('animal identities', (suite) => {
  test('a chip number another animal has is refused at the field, with a link to that animal', async () => {
    const seed = await createSeeder(suite.app);
    const biscuit = await seed.animal({ name: 'Biscuit', microchipId: '985141000123456' });
    const copy = await seed.animal({ name: 'Copycat', microchipId: null });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 409/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    await openAnimal(page, copy, '?tab=microchip');

    await page.getByRole('tabpanel', { name: 'Microchip' }).getByRole('button', { name: 'Add Microchip' }).click();
    const form = dialog(page, 'Add Microchip');
    await form.getByRole('textbox', { name: 'Microchip ID', exact: true }).fill('985 141 000 123 456');
    await form.getByRole('combobox', { name: 'Manufacturer' }).selectOption('HomeAgain');
    await form.getByRole('button', { name: 'Save Microchip' }).click();
    await form.getByText(`Microchip 985141000123456 is already recorded for Biscuit (${biscuit.animalId})`).waitFor();

    await form.getByRole('link', { name: `Open Biscuit (${biscuit.animalId})` }).click();
    await page.getByRole('heading', { level: 1, name: 'Biscuit' }).waitFor();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/animals/${biscuit.id}`);
    expect((await seed.request<TAnimal>('GET', `/animals/${copy.id}`)).microchipId).toBeNull();
  });

  test('an admin voids an animal entered in error with a reason, and the registry no longer lists it; staff see no such action', async () => {
    const seed = await createSeeder(suite.app);
    const mistake = await seed.animal({ name: 'Mistaken Intake' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    await openAnimal(page, mistake);
    expect(await page.getByRole('button', { name: 'Void Animal' }).count()).toBe(0);

    const admin = await suite.openPage();
    await logIn(admin, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Ada Admin', role: 'admin' }));
    await openAnimal(admin, mistake);
    await admin.getByRole('button', { name: 'Void Animal' }).click();
    const form = dialog(admin, 'Void Animal');
    await form.getByText(`Mistaken Intake (${mistake.animalId})`, { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Void Record' }).click();
    await form.getByText('A reason is required').waitFor();
    await form.getByRole('textbox', { name: 'Reason' }).fill('Entered twice');
    await form.getByRole('button', { name: 'Void Record' }).click();

    expect(await toastText(admin, 'Animal voided')).toBeTruthy();
    await admin.getByRole('table', { name: 'Animals' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/animals');
    expect(await admin.getByRole('table', { name: 'Animals' }).getByText('Mistaken Intake').count()).toBe(0);
    await expect(seed.request('GET', `/animals/${mistake.id}`)).rejects.toThrow(/404/);
  });
});
