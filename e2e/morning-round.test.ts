import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays } from '../src-shared/dates.js';
import type { TCarePlan, TDueList } from '../src-shared/schemas/care-plans.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES, shelterToday } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, textField, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/**
 * The morning round on a phone (docs/domain.md#care-plans): a staff member opens Treatments Due at
 * 375 px, gives a vaccine with its lot and a dewormer, skips one with a reason, and sees the list,
 * its counts and the animals' care plans follow; the next dose of that vaccine offers the same lot.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });
const card = (scope: Page | Locator, label: string) => scope.getByRole('listitem', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}, `) });

async function counts(page: Page): Promise<string[]> {
  return Promise.all(['Overdue', 'Today', 'Next 7 days'].map((name) => section(page, name).getByRole('heading', { level: 2 }).innerText()));
}

describeInBrowser('the morning round', (suite) => {
  test('on a phone: give a vaccine with its lot and a dewormer, skip one with a reason; the list, its counts and the care plans follow', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    const plan = (items: { itemType: 'Vaccination' | 'Deworming'; name: string; dueDate: string }[]) => ({ carePlan: { protocolId: null, items } });
    const biscuit = await seed.animal({ name: 'Biscuit', sex: 'Male', ...plan([{ itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(today, -2) }]) });
    const clover = await seed.animal({ name: 'Clover', ...plan([{ itemType: 'Deworming', name: 'Pyrantel', dueDate: today }]) });
    const dusty = await seed.animal({ name: 'Dusty', ...plan([{ itemType: 'Vaccination', name: 'Bordetella', dueDate: today }]) });
    await seed.animal({ name: 'Echo', ...plan([{ itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(today, 3) }]) });

    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff', name: 'Kim Morning' }), '/medical/due');
    await screenHeading(page, 'Treatments Due').waitFor();
    await card(page, 'DHPP for Biscuit').waitFor();
    expect(await counts(page)).toEqual(['Overdue 1', 'Today 2', 'Next 7 days 1']);
    await expectNoHorizontalScroll(page);

    // Large targets: each card's Give and Skip are at least 44 px tall.
    for (const name of ['Give', 'Skip']) {
      const box = await card(page, 'DHPP for Biscuit').getByRole('button', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The vaccine: its lot typed once.
    await card(page, 'DHPP for Biscuit').getByRole('button', { name: 'Give' }).click();
    const vaccine = dialog(page, 'Give DHPP');
    await textField(vaccine, 'Product').fill('Nobivac DHPPi');
    await textField(vaccine, 'Lot Number').fill('L-2291');
    await vaccine.getByLabel('Lot Expiry').fill('2027-09-30');
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await vaccine.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Treatment given');
    await vaccine.waitFor({ state: 'detached' });
    await card(page, 'DHPP for Biscuit').waitFor({ state: 'detached' });
    await expect.poll(() => counts(page), SETTLES).toEqual(['Overdue 0', 'Today 2', 'Next 7 days 1']);

    // The dewormer: Give, then Save, nothing to type.
    await card(page, 'Pyrantel for Clover').getByRole('button', { name: 'Give' }).click();
    const dewormer = dialog(page, 'Give Pyrantel');
    await dewormer.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Treatment given');
    await dewormer.waitFor({ state: 'detached' });
    await card(page, 'Pyrantel for Clover').waitFor({ state: 'detached' });

    // Skipped, with the reason.
    await card(page, 'Bordetella for Dusty').getByRole('button', { name: 'Skip' }).click();
    const skip = dialog(page, 'Skip Bordetella');
    await skip.getByRole('button', { name: 'Skip Item' }).click();
    await skip.getByText('A reason is required', { exact: true }).waitFor();
    await skip.getByLabel('Reason').fill('Coughing: the vet will see her first');
    await skip.getByRole('button', { name: 'Skip Item' }).click();
    await toastText(page, 'Item skipped');
    await skip.waitFor({ state: 'detached' });
    await card(page, 'Bordetella for Dusty').waitFor({ state: 'detached' });
    await expect.poll(() => counts(page), SETTLES).toEqual(['Overdue 0', 'Today 0', 'Next 7 days 1']);
    const due = await seed.request<TDueList>('GET', '/medical/due');
    expect([due.overdue, due.today, due.upcoming]).toEqual([0, 0, 1]);

    // The next DHPP of the round opens on the lot just used.
    await card(page, 'DHPP for Echo').getByRole('button', { name: 'Give' }).click();
    const next = dialog(page, 'Give DHPP');
    expect(await textField(next, 'Lot Number').inputValue()).toBe('L-2291');
    expect(await textField(next, 'Product').inputValue()).toBe('Nobivac DHPPi');
    expect(await next.getByLabel('Lot Expiry').inputValue()).toBe('2027-09-30');
    await next.getByRole('button', { name: 'Cancel' }).click();
    await next.waitFor({ state: 'detached' });

    // The animals' care plans say so.
    const biscuitPlan = await seed.request<TCarePlan>('GET', `/animals/${biscuit.id}/care-plan`);
    expect(biscuitPlan.items[0]).toMatchObject({ status: 'Given', doneBy: 'Kim Morning' });
    expect((await seed.request<TCarePlan>('GET', `/animals/${clover.id}/care-plan`)).items[0]?.status).toBe('Given');
    await card(page, 'DHPP for Echo').waitFor();
    await page.goto(`${suite.app.baseUrl}/animals/${dusty.id}?tab=care-plan`);
    const history = page.getByRole('table', { name: 'Care plan history of Dusty' });
    await history.getByText('Reason: Coughing: the vet will see her first').waitFor();
    expect(await history.innerText()).toContain('Skipped');
    await page.goto(`${suite.app.baseUrl}/animals/${biscuit.id}?tab=care-plan`);
    const given = page.getByRole('table', { name: 'Care plan history of Biscuit' });
    await given.getByText('by Kim Morning', { exact: false }).waitFor();
    expect(await given.innerText()).toContain('Given');
    await expectNoHorizontalScroll(page);

    // The round's sheet, printed: what is left.
    await page.goto(`${suite.app.baseUrl}/medical/due`);
    await card(page, 'DHPP for Echo').waitFor();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('treatment-sheet');
    expect(await sheet.isVisible()).toBe(true);
    expect(await screenHeading(page, 'Treatments Due').isVisible()).toBe(false);
    expect((await sheet.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Echo .* DHPP \(Vaccination\) Due in 3 days$/),
    ]);
  });
});
