import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TPartner } from '../src-shared/schemas/partners.js';
import { seriousAxeViolations } from './support/axe.js';
import { allowBusyMachine, pickerOptions } from './support/record-screens.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dialog, discardChanges, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

const table = (page: Page) => page.getByRole('table', { name: 'Partners' });
/** A partner's row, by its name. */
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });
const coalitionSwitch = (page: Page, name: string) => page.getByRole('checkbox', { name: `${name} in community coalition`, exact: true });

async function act(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function openPartners(page: Page, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  await logIn(page, baseUrl, user, '/settings?tab=partners');
  await screenHeading(page, 'Settings').waitFor();
  await page.getByRole('tabpanel', { name: 'Partners' }).waitFor();
}

describeInBrowser('Settings: partners', (suite) => {
  test('an admin adds a coalition partner, which shows at once; a taken name is refused; rename, coalition and out of use', async () => {
    const seed = await createSeeder(suite.app);
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    // The server's refusal of a taken name is a 409, which Chromium logs.
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await openPartners(page, suite.app.baseUrl, admin);
    await page.getByText('No partners yet').waitFor();

    await page.getByRole('button', { name: 'Add Partner' }).click();
    const add = dialog(page, 'Add Partner');
    await add.getByRole('textbox', { name: /^Name/ }).fill('Hope Rescue League');
    await add.getByText('In community coalition', { exact: true }).click();
    expect(await add.getByRole('checkbox', { name: 'In community coalition', exact: true }).isChecked()).toBe(true);
    await add.getByRole('button', { name: 'Add Partner', exact: true }).click();
    await toastText(page, 'Partner added');
    await row(page, 'Hope Rescue League').waitFor();
    expect(await coalitionSwitch(page, 'Hope Rescue League').isChecked()).toBe(true);
    expect(await row(page, 'Hope Rescue League').getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server words a taken name, whatever its case, under the field.
    await page.getByRole('button', { name: 'Add Partner' }).click();
    await dialog(page, 'Add Partner').getByRole('textbox', { name: /^Name/ }).fill('hope rescue league');
    await dialog(page, 'Add Partner').getByRole('button', { name: 'Add Partner', exact: true }).click();
    await dialog(page, 'Add Partner').getByText('There is already a partner named Hope Rescue League').waitFor();
    await dialog(page, 'Add Partner').getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);

    await act(page, 'Hope Rescue League', 'Rename');
    const rename = dialog(page, 'Rename Partner');
    expect(await rename.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Hope Rescue League');
    await rename.getByRole('textbox', { name: /^Name/ }).fill('Hope Rescue League North');
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await toastText(page, 'Partner renamed');
    await row(page, 'Hope Rescue League North').waitFor();

    // The switch as a user clicks it (Chakra hides its checkbox); its state follows the server's answer.
    await row(page, 'Hope Rescue League North').locator('[data-scope="switch"][data-part="control"]').click();
    await toastText(page, 'Partner outside the coalition');
    await expect.poll(() => coalitionSwitch(page, 'Hope Rescue League North').isChecked()).toBe(false);
    await act(page, 'Hope Rescue League North', 'Take out of use');
    await toastText(page, 'Partner out of use');
    await row(page, 'Hope Rescue League North').getByText('Out of use', { exact: true }).filter({ visible: true }).waitFor();
    expect((await seed.request<TPartner[]>('GET', '/partners')).map(({ name, inCoalition, active }) => ({ name, inCoalition, active }))).toEqual([
      { name: 'Hope Rescue League North', inCoalition: false, active: false },
    ]);
  });

  test('only administrators see the tab; at 375 px the list fits the width', async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('POST', '/partners', { name: 'Gulf Coast Humane Society (hurricane relief)', inCoalition: true });

    const staff = allowBusyMachine(await suite.openPage());
    await logIn(staff, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), '/settings');
    await screenHeading(staff, 'Settings').waitFor();
    expect(await staff.getByRole('tab', { name: 'Partners' }).count()).toBe(0);

    const page = allowBusyMachine(await suite.openPage(PHONE));
    await openPartners(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }));
    await row(page, 'Gulf Coast Humane Society (hurricane relief)').waitFor();
    await expectNoHorizontalScroll(page);
  });

  test('a transfer out offers the partners in use as its destination', async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('POST', '/partners', { name: 'County Animal Services' });
    const retired = await seed.request<TPartner>('POST', '/partners', { name: 'Closed Rescue' });
    await seed.request('PUT', `/partners/${retired.id}`, { active: false });
    const animal = await seed.animal({ name: 'Transfer Candidate', intakeDate: '2026-01-10' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), `/animals/${animal.id}?tab=journey`);
    await page.getByRole('button', { name: 'Outcome', exact: true }).click();
    const form = dialog(page, 'Record Outcome');
    await form.getByLabel('Outcome Type').selectOption('Transferred out');
    // Other tests' partners may be there too; the one out of use never is.
    expect(await pickerOptions(form, 'Transferred To', 'County')).toEqual(expect.arrayContaining(['County Animal Services']));
    expect(await pickerOptions(form, 'Transferred To', 'Closed')).toEqual([]);
  });
});
