import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAdoptableAnimal } from '../src-shared/schemas/public.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, pickAnimal, SETTLES } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, loaded, placedOnScreen, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** One animal's card of the Daily Care checklist. */
const careCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const summary = (page: Page) => page.getByText(/animals? not walked$|^Every animal walked$/);
const notesTable = (page: Page, name: string) => page.getByRole('table', { name: `Notes about ${name}` });

async function dismissToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole('status', { name: title, exact: true });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

describeInBrowser('notes and daily care', (suite) => {
  // First in the file: the shelter holds only these animals, so the counts are theirs.
  test('a volunteer logs a walk and a feeding note from Daily Care; the shift lead sees who walked and filters those not walked', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Biscuit', intakeDate: '2026-01-05' });
    await seed.animal({ name: 'Cleo', species: 'Cat', breed: 'Tabby', intakeDate: '2026-01-06' });
    // In foster: its foster home looks after it, so it is not on the shelter's checklist.
    const fostered = await seed.animal({ name: 'Fostered Fern', intakeDate: '2026-01-07' });
    await seed.fosterPlacement(fostered, { fosterName: 'Jamie Rivera', startDate: '2026-01-15', endDate: null });

    const volunteer = await suite.app.createStaffUser({ role: 'volunteer', name: 'Vic Walker' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, volunteer);
    // The volunteer's dashboard says how many are still to walk, and leads to the checklist.
    await page.getByText('2 of 2 animals not walked').waitFor();
    await page.getByRole('link', { name: 'Open Daily Care' }).click();
    await screenHeading(page, 'Daily Care').waitFor();
    await careCard(page, 'Biscuit').waitFor();
    expect(
      await page
        .getByRole('list', { name: /^Daily care of / })
        .getByRole('listitem')
        .count(),
    ).toBe(2);
    expect(await careCard(page, 'Fostered Fern').count()).toBe(0);

    await careCard(page, 'Biscuit').getByRole('button', { name: 'Log walk for Biscuit' }).click();
    expect(await toastText(page, 'Walked: Biscuit')).toContain('Logged in today’s care.');
    await dismissToast(page, 'Walked: Biscuit');
    await careCard(page, 'Biscuit').getByLabel('Walked by Vic Walker').waitFor();
    expect(await careCard(page, 'Biscuit').getByRole('button', { name: 'Log walk for Biscuit' }).count()).toBe(0);
    await summary(page).filter({ hasText: '1 of 2 animals not walked' }).waitFor();

    // A task with words of its own: Add Note, of the feeding kind.
    await careCard(page, 'Biscuit').getByRole('button', { name: 'Add a note about Biscuit' }).click();
    const add = dialog(page, 'Add Note');
    await add.getByText('Biscuit', { exact: true }).waitFor();
    await add.getByLabel('Kind').selectOption('Feeding');
    // Only a behaviour note may be published: no portal switch for a feeding note.
    expect(await add.getByRole('checkbox', { name: 'Show on the adoption portal' }).count()).toBe(0);
    await add.getByLabel('Note').fill('Ate all his kibble');
    await add.getByRole('button', { name: 'Save Note' }).click();
    await toastText(page, 'Note saved');
    await dismissToast(page, 'Note saved');
    await careCard(page, 'Biscuit').getByLabel('Fed by Vic Walker').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The shift lead: who walked Biscuit, and which animals nobody walked.
    const lead = allowBusyMachine(await suite.openPage());
    await logIn(lead, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Sam Lead' }));
    await lead.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Daily Care' }).click();
    await careCard(lead, 'Biscuit').getByLabel('Walked by Vic Walker').waitFor();
    await lead.getByRole('checkbox', { name: 'Not walked' }).click({ force: true });
    await expect.poll(() => new URL(lead.url()).searchParams.get('notWalked'), SETTLES).toBe('true');
    await expect.poll(() => careCard(lead, 'Biscuit').count(), SETTLES).toBe(0);
    await careCard(lead, 'Cleo').getByRole('button', { name: 'Log walk for Cleo' }).waitFor();
    expect(await summary(lead).innerText()).toBe('1 of 2 animals not walked');
    expect(await seriousAxeViolations(lead)).toEqual([]);

    // A phone: the checklist without scrolling sideways.
    const phone = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(phone, suite.app.baseUrl, volunteer, '/daily-care');
    await careCard(phone, 'Cleo').getByRole('button', { name: 'Log walk for Cleo' }).waitFor();
    await expectNoHorizontalScroll(phone);
  });

  test('the Notes tab: a volunteer adds a published behaviour note, corrects and voids it; the registry’s row and the dashboard add notes too', async () => {
    const seed = await createSeeder(suite.app);
    const mocha = await seed.animal({ name: 'Mocha Notes', intakeDate: '2026-01-10', status: 'Available' });
    await seed.request('POST', `/animals/${mocha.id}/behavior-notes`, { kind: 'Handling warning', note: 'Nips when lifted', date: '2026-01-12' });

    const volunteer = await suite.app.createStaffUser({ role: 'volunteer', name: 'Vera Notes' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, volunteer, `/animals/${mocha.id}?tab=notes`);
    const table = notesTable(page, 'Mocha Notes');
    await table.getByText('Nips when lifted').waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Nips when lifted' }).innerText()).toContain('Handling warning');

    await page.getByRole('button', { name: 'Add Note' }).click();
    const add = dialog(page, 'Add Note');
    await add.getByLabel('Note').fill('Loves squeaky toys');
    const portal = add.getByRole('checkbox', { name: 'Show on the adoption portal' });
    const portalSwitch = add.getByText('Show on the adoption portal', { exact: true });
    await portalSwitch.click();
    expect(await portal.isChecked()).toBe(true);
    // Another kind cannot be published: the switch goes, and comes back off.
    await add.getByLabel('Kind').selectOption('Handling warning');
    await expect.poll(() => portal.count(), SETTLES).toBe(0);
    await add.getByLabel('Kind').selectOption('Behaviour');
    expect(await portal.isChecked()).toBe(false);
    await portalSwitch.click();
    await add.getByRole('button', { name: 'Save Note' }).click();
    await toastText(page, 'Note saved');
    await dismissToast(page, 'Note saved');
    const row = table.getByRole('row').filter({ hasText: 'Loves squeaky toys' });
    await row.waitFor();
    for (const text of ['Behaviour', 'Public', 'Vera Notes']) expect(await row.innerText()).toContain(text);
    const onPortal = await seed.request<TAdoptableAnimal>('GET', `/public/animals/${mocha.id}`);
    expect(onPortal.behaviorNotes).toEqual([{ note: 'Loves squeaky toys' }]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Actions for the behaviour note of / }).click();
    await placedOnScreen(page, page.getByRole('menu'));
    await page.getByRole('menuitem', { name: 'Correct note' }).click();
    const correct = dialog(page, 'Correct Note');
    await correct.getByLabel('Note').fill('Loves squeaky toys and tug');
    await correct.getByRole('button', { name: 'Save Correction' }).click();
    await toastText(page, 'Note updated');
    await dismissToast(page, 'Note updated');
    const corrected = table.getByRole('row').filter({ hasText: 'Loves squeaky toys and tug' });
    await corrected.waitFor();

    await corrected.getByRole('button', { name: /^Actions for the behaviour note of / }).click();
    await placedOnScreen(page, page.getByRole('menu'));
    await page.getByRole('menuitem', { name: 'Void note' }).click();
    const voiding = dialog(page, 'Void Note');
    await voiding.getByLabel('Reason').fill('Written for the wrong dog');
    await voiding.getByRole('button', { name: 'Void Record' }).click();
    await toastText(page, 'Note voided');
    await corrected.waitFor({ state: 'detached' });
    expect((await seed.request<TAdoptableAnimal>('GET', `/public/animals/${mocha.id}`)).behaviorNotes).toEqual([]);

    // The registry's row: a quick note about the animal of that row.
    await page.goto(`${suite.app.baseUrl}/animals?q=Mocha`);
    await page.getByRole('button', { name: 'Add a note about Mocha Notes' }).click();
    const quick = dialog(page, 'Add Note');
    await quick.getByText('Mocha Notes', { exact: true }).waitFor();
    await quick.getByLabel('Kind').selectOption('Enrichment');
    await quick.getByLabel('Note').fill('Snuffle mat, 10 minutes');
    await quick.getByRole('button', { name: 'Save Note' }).click();
    await toastText(page, 'Note saved');
    // The row's button did not open the animal: the registry stays on screen.
    expect(new URL(page.url()).pathname).toBe('/animals');

    // The dashboard: Add Note asks which animal.
    await page.goto(suite.app.baseUrl);
    await screenHeading(page, 'Dashboard').waitFor();
    await page.getByRole('button', { name: 'Add Note' }).click();
    const fromDashboard = dialog(page, 'Add Note');
    await pickAnimal(fromDashboard, 'Animal', 'Mocha Notes');
    await fromDashboard.getByLabel('Note').fill('Settled quickly after the walk');
    await fromDashboard.getByRole('button', { name: 'Save Note' }).click();
    await toastText(page, 'Note saved');

    await page.goto(`${suite.app.baseUrl}/animals/${mocha.id}?tab=notes`);
    await loaded(page);
    await table.getByText('Settled quickly after the walk').waitFor();
    expect(await table.getByText('Snuffle mat, 10 minutes').isVisible()).toBe(true);
  });
});
