import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { SETTLES } from './support/record-screens.js';
import { expectNoHorizontalScroll } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

const registry = (page: Page) => page.getByRole('table', { name: 'Animals' });
/** The animals listed, in order: each row's one link is its name. */
const listed = (page: Page) => registry(page).getByRole('link').allInnerTexts();
const header = (page: Page, name: string) => registry(page).getByRole('columnheader', { name });
const address = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Four animals named by a word of the test's own, in intake order Alma (oldest), bruno (lower case), Cleo, Dax. */
async function seedFour(seed: TSeeder, word: string): Promise<void> {
  await seed.animal({ name: `${word} Dax`, species: 'Dog', intakeDate: '2026-01-20' });
  await seed.animal({ name: `${word.toLowerCase()} bruno`, species: 'Cat', breed: 'Tabby', intakeDate: '2026-01-10' });
  await seed.animal({ name: `${word} Alma`, species: 'Dog', intakeDate: '2026-01-05' });
  await seed.animal({ name: `${word} Cleo`, species: 'Cat', breed: 'Siamese', intakeDate: '2026-01-15', status: 'Behavioral Eval' });
}

describeInBrowser('The registry’s filters and order (docs/domain.md#registry)', (suite) => {
  test('a species filter, the Behavioral Eval status, and columns sorted by their headers, all kept in the address', async () => {
    await seedFour(await createSeeder(suite.app), 'Sortie');
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals?q=sortie');
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Dax', 'Sortie Cleo', 'sortie bruno', 'Sortie Alma']);
    // Newest intake first, as always: the Intake Date column says so.
    expect(await header(page, 'Intake Date').getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('combobox', { name: 'Species' }).selectOption('Cat');
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Cleo', 'sortie bruno']);
    expect(address(page)).toMatchObject({ q: 'sortie', species: 'Cat' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Behavioral Eval');
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Cleo']);
    expect(address(page)).toMatchObject({ species: 'Cat', status: 'Behavioral Eval' });
    await page.getByRole('combobox', { name: 'Species' }).selectOption('Dog');
    await page.getByText('No animals match your search').waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'All statuses' });
    await page.getByRole('combobox', { name: 'Species' }).selectOption({ label: 'All species' });
    await expect.poll(() => listed(page), SETTLES).toHaveLength(4);

    // A click on Animal sorts by name, whatever its case; another turns it round.
    await header(page, 'Animal').getByRole('button').click();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Alma', 'sortie bruno', 'Sortie Cleo', 'Sortie Dax']);
    expect(await header(page, 'Animal').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Intake Date').getAttribute('aria-sort')).toBeNull();
    expect(address(page)).toEqual({ q: 'sortie', sort: 'name' });
    await header(page, 'Animal').getByRole('button').click();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Dax', 'Sortie Cleo', 'sortie bruno', 'Sortie Alma']);
    expect(await header(page, 'Animal').getAttribute('aria-sort')).toBe('descending');
    expect(address(page)).toEqual({ q: 'sortie', sort: 'name', order: 'desc' });

    // The address keeps it through a reload.
    await page.reload();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Dax', 'Sortie Cleo', 'sortie bruno', 'Sortie Alma']);
    expect(await header(page, 'Animal').getAttribute('aria-sort')).toBe('descending');

    // Status A to Z puts Behavioral Eval after Available; the oldest intake first by Intake Date turned round.
    await header(page, 'Status').getByRole('button').click();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Dax', 'sortie bruno', 'Sortie Alma', 'Sortie Cleo']);
    expect(await header(page, 'Status').getAttribute('aria-sort')).toBe('ascending');
    await header(page, 'Intake Date').getByRole('button').click();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Dax', 'Sortie Cleo', 'sortie bruno', 'Sortie Alma']);
    expect(address(page)).toEqual({ q: 'sortie' });
    await header(page, 'Intake Date').getByRole('button').click();
    await expect.poll(() => listed(page), SETTLES).toEqual(['Sortie Alma', 'sortie bruno', 'Sortie Cleo', 'Sortie Dax']);
    expect(await header(page, 'Intake Date').getAttribute('aria-sort')).toBe('ascending');
    expect(address(page)).toEqual({ q: 'sortie', order: 'asc' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('at 375 px the filters and the sortable headers fit the width', async () => {
    await seedFour(await createSeeder(suite.app), 'Pocket');
    const page = await suite.openPage(PHONE);
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals?q=pocket&sort=name');
    await expect.poll(() => listed(page), SETTLES).toEqual(['Pocket Alma', 'pocket bruno', 'Pocket Cleo', 'Pocket Dax']);
    await page.getByRole('combobox', { name: 'Species' }).waitFor();
    await expectNoHorizontalScroll(page);
    await header(page, 'Animal').getByRole('button').click();
    await expect.poll(() => header(page, 'Animal').getAttribute('aria-sort'), SETTLES).toBe('descending');
    // The header turns at the click; the rows, dimmed until the new page arrives, are judged once it has.
    await expect.poll(() => listed(page), SETTLES).toEqual(['Pocket Dax', 'Pocket Cleo', 'pocket bruno', 'Pocket Alma']);
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
