import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dialog, expectNoHorizontalScroll, loaded, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

const historyTable = (page: Page, name: string) => page.getByRole('table', { name: `History of ${name}` });

describeInBrowser('the animal’s History tab', (suite) => {
  test('shows who changed the animal and its records, when, and each field’s old and new value', async () => {
    const seed = await createSeeder(suite.app);
    // No care plan: its items would be records of the intake too.
    const animal = await seed.animal({ name: 'Pepper', breed: 'Beagle', carePlan: null });
    const page = await suite.openPage();
    const staff = await suite.app.createStaffUser();
    await logIn(page, suite.app.baseUrl, staff, `/animals/${animal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Pepper' }).waitFor();

    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = dialog(page, 'Edit Animal Details');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pepper Jack');
    await form.getByRole('textbox', { name: 'Breed', exact: true }).fill('Beagle mix');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Animal updated');
    await page.getByRole('heading', { level: 1, name: 'Pepper Jack' }).waitFor();
    const record = await seed.medicalRecord(animal, { description: 'Rabies booster' });

    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await page.waitForURL('**?tab=history');
    const table = historyTable(page, 'Pepper Jack');
    await table.getByText(`Medical record #${record.id}`).waitFor();
    const rows = table.getByRole('row');
    // Newest first: the record, then the edit, then the animal's intake: its stay and its record.
    expect(await rows.count()).toBe(5);
    const [recordRow, editRow, stayRow, intakeRow] = [rows.nth(1), rows.nth(2), rows.nth(3), rows.nth(4)];
    expect(await recordRow.innerText()).toContain(`Medical record #${record.id}`);
    expect(await recordRow.innerText()).toContain('Created');
    // A creation lists every field: the first few show, the rest unfold.
    expect(await recordRow.innerText()).not.toContain('Rabies booster');
    await recordRow.getByRole('button', { name: /^Show all \d+ fields$/ }).click();
    expect(await recordRow.innerText()).toMatch(/Description: Rabies booster/);

    const editText = await editRow.innerText();
    expect(editText).toContain(staff.username);
    expect(editText).toContain(`Animal ${animal.animalId}`);
    expect(editText).not.toContain(`Animal #`);
    expect(editText).toContain('Updated');
    expect(editText).toMatch(/Name: Pepper\s*→\s*Pepper Jack/);
    expect(editText).toMatch(/Breed: Beagle\s*→\s*Beagle mix/);
    expect(await stayRow.innerText()).toContain('Created');
    expect(await intakeRow.innerText()).toContain('Created');
    // Today, on this device's clock, in the default display format (e.g. "Nov 22, 2026").
    expect(editText).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2} [AP]M/);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('is not offered to a volunteer, and passes axe on a phone without sideways scrolling', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Biscuit' });
    await seed.updateAnimal(animal, { status: 'Medical Hold' });

    const volunteer = await suite.openPage();
    await logIn(volunteer, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), `/animals/${animal.id}?tab=history`);
    await volunteer.getByRole('heading', { level: 1, name: 'Biscuit' }).waitFor();
    expect(await volunteer.getByRole('tab', { name: 'History', exact: true }).count()).toBe(0);
    expect(await volunteer.getByRole('tab', { selected: true }).innerText()).toBe('Overview');

    const phone = await suite.openPage(PHONE);
    await logIn(phone, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), `/animals/${animal.id}?tab=history`);
    const table = historyTable(phone, 'Biscuit');
    // A phone shows the changes under the record: the Changes column is hidden.
    await table
      .getByText(/Status: Available\s*→\s*Medical Hold/)
      .filter({ visible: true })
      .waitFor();
    await loaded(phone);
    await expectNoHorizontalScroll(phone);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });
});
