import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays, daysBetween, formatDateUs } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TJourney } from '../src-shared/schemas/journey.js';
import type { TLocation } from '../src-shared/schemas/locations.js';
import type { TSettings } from '../src-shared/schemas/settings.js';
import { describeInBrowser } from './support/browser-suite.js';
import { createOrganizationInline, createPersonInline } from './support/people.js';
import { allowBusyMachine, shelterToday } from './support/record-screens.js';
import { dialog, toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

/** The header card is a region named by the animal. */
const headerCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const activeHolds = (page: Page) => page.getByRole('list', { name: 'Active holds' });
const stay = (page: Page, number: number) => page.getByRole('article', { name: `Stay ${number}` });

async function openJourney(page: Page, animal: Pick<TAnimal, 'id' | 'name'>): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/animals/${animal.id}?tab=journey`);
  await page.getByRole('heading', { level: 1, name: animal.name }).waitFor();
  await stay(page, 1).waitFor();
}

const statusOf = async (seed: TSeeder, animal: Pick<TAnimal, 'id'>) => (await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).status;

describeInBrowser('an animal’s journey', (suite) => {
  test('a stray taken in through New Animal is on Stray Hold, and its page shows the day the hold ends', async () => {
    const seed = await createSeeder(suite.app);
    const { system } = await seed.request<TSettings>('GET', '/settings');
    const barn = await seed.request<TLocation>('POST', '/locations', { name: 'Intake Barn', kind: 'Building' });
    const kennel = await seed.request<TLocation>('POST', '/locations', { name: 'Kennel 1', kind: 'Kennel', parentId: barn.id });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    // The common case needs no choice: a stray, found somewhere, taken in now.
    expect(await form.getByLabel('Intake Type').inputValue()).toBe('Stray/At large');
    // Now, on the Display clock (12-hour in the browser's en-US).
    expect(await form.getByLabel('Intake Time').inputValue()).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    const intakeDate = await form.getByLabel('Intake Date').inputValue();
    await form.getByLabel('Found At').fill('Corner of Elm St and 5th Ave');
    await createPersonInline(form, { name: 'Sam Walker' });
    // Placed on arrival in a kennel or a room (not a bare building), or not yet.
    const location = form.getByLabel('Location', { exact: true });
    await location.selectOption(kennel.path);
    expect(await location.locator('option').allInnerTexts()).toEqual(['Not yet placed', kennel.path]);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rusty Stray');
    await form.getByRole('textbox', { name: 'Breed', exact: true }).fill('Terrier mix');
    await form.getByRole('textbox', { name: 'Age', exact: true }).fill('About 3 years');
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await toastText(page, 'Animal created');

    const [rusty] = await seed.request<TAnimal[]>('GET', '/animals?q=Rusty Stray');
    await openJourney(page, rusty!);
    const header = headerCard(page, 'Rusty Stray');
    await header.getByText('Stray Hold', { exact: true }).waitFor();
    const ends = formatDateUs(addDays(intakeDate, system.strayHoldDays));
    expect(await activeHolds(page).getByRole('listitem').allInnerTexts()).toEqual([`Stray hold — ends ${ends}`]);
    const first = await stay(page, 1).innerText();
    for (const text of [
      'Intake: Stray/At large',
      'Corner of Elm St and 5th Ave',
      'Sam Walker',
      `Stray hold — ends ${ends}`,
      'Legal holding period for a stray',
      `${kennel.path}, ${formatDateUs(intakeDate)} – now`,
      'In care',
    ]) {
      expect(first).toContain(text);
    }
    await header.getByLabel('Current location').getByText(kennel.path).waitFor();
  });

  test('a transfer out during a stray hold is refused, with the server’s reason under the outcome', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Held Stray', intakeDate: '2026-01-10', intake: { type: 'Stray/At large', foundLocation: 'Main St' } });
    // The legal holding period, extended far ahead: the hold stands whatever today is.
    const [hold] = (await seed.request<TJourney>('GET', `/animals/${animal.id}/stays`)).stays[0]!.holds;
    await seed.request('PUT', `/holds/${hold!.id}`, { endDate: '2099-01-01' });

    const vet = await suite.app.createStaffUser({ role: 'veterinarian', name: 'Dr. Ana Patel' });
    const clerk = await suite.app.createStaffUser({ name: 'Casey Clerk' });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin', name: 'Morgan Admin' }), '/');
    await openJourney(page, animal);
    await page.getByRole('button', { name: 'Outcome', exact: true }).click();
    const form = dialog(page, 'Record Outcome');
    // An admin may record a euthanasia, naming who performed and authorized it among those who may.
    await form.getByLabel('Outcome Type').selectOption('Shelter euthanasia');
    const performers = await form.getByLabel('Performed By').locator('option').allInnerTexts();
    expect(performers).toEqual(expect.arrayContaining([vet.name, 'Morgan Admin']));
    expect(performers).not.toContain(clerk.name);
    await form.getByLabel('Outcome Type').selectOption('Transferred out');
    await createOrganizationInline(form, 'County Animal Services');
    await form.getByLabel('Transfer Scope').selectOption('In-state');
    await form.getByRole('button', { name: 'Record Outcome' }).click();

    const reason = 'Held Stray is on Stray Hold until 2099-01-01 (Legal holding period for a stray): it cannot be transferred before the hold ends';
    await form.getByText(reason).waitFor();
    expect(await form.getByLabel('Outcome Type').getAttribute('aria-invalid')).toBe('true');
    expect(await form.isVisible()).toBe(true);
    expect(await statusOf(seed, animal)).toBe('Stray Hold');
  });

  test('Returned to owner ends the stay: the status and the timeline follow, and removing the outcome reopens it', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Homeward', intakeDate: '2026-01-10' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/');
    await openJourney(page, animal);
    await page.getByRole('button', { name: 'Outcome', exact: true }).click();
    const form = dialog(page, 'Record Outcome');
    // Staff not certified for euthanasia are not offered one.
    expect(await form.getByLabel('Outcome Type').locator('option').allInnerTexts()).not.toContain('Shelter euthanasia');
    await form.getByLabel('Outcome Type').selectOption('Returned to owner');
    await createPersonInline(form, { name: 'Dana Park' });
    await form.getByRole('textbox', { name: 'Subtype' }).fill('Reclaimed in person');
    await form.getByLabel('Condition at Outcome').selectOption('Healthy');
    await form.getByRole('button', { name: 'Record Outcome' }).click();
    await toastText(page, 'Outcome recorded');
    await form.waitFor({ state: 'detached' });

    const header = headerCard(page, 'Homeward');
    await header.getByText('Returned to Owner', { exact: true }).waitFor();
    // Gone home: New Intake instead of Outcome, no adoption or foster.
    await header.getByRole('button', { name: 'New Intake' }).waitFor();
    for (const name of ['Outcome', 'Process Adoption', 'Foster']) {
      expect(
        await header
          .getByRole('button', { name, exact: true })
          .or(header.getByRole('link', { name, exact: true }))
          .count(),
        name,
      ).toBe(0);
    }
    const timeline = await stay(page, 1).innerText();
    for (const text of [
      'Outcome: Returned to owner',
      'Dana Park',
      'Reclaimed in person',
      'Healthy',
      `${formatDateUs('2026-01-10')} – ${formatDateUs(shelterToday())}`,
      `Length of stay: ${daysBetween('2026-01-10', shelterToday())} days`,
    ]) {
      expect(timeline).toContain(text);
    }
    expect(await statusOf(seed, animal)).toBe('Returned to Owner');

    await stay(page, 1).getByRole('button', { name: 'Remove Outcome' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this outcome?' }).getByRole('button', { name: 'Remove Outcome' }).click();
    await toastText(page, 'Outcome removed');
    await stay(page, 1).getByText('No outcome yet.').waitFor();
    await header.getByText('Available', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Outcome', exact: true }).waitFor();
    expect(await stay(page, 1).innerText()).not.toContain('Returned to owner');
  });

  test('New Intake on an animal that has left: the same record starts a new stay', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Second Chance', intakeDate: '2026-01-10' });
    await seed.request('POST', `/animals/${animal.id}/outcome`, { type: 'Returned to owner', date: '2026-02-01', destination: 'Lee Wong' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/');
    await openJourney(page, animal);
    const header = headerCard(page, 'Second Chance');
    await header.getByRole('button', { name: 'New Intake' }).click();
    const form = dialog(page, 'New Intake');
    await form.getByLabel('Intake Type').selectOption('Seized/Confiscated');
    await form.getByLabel('Reason').fill('Seized in a neglect case');
    await form.getByLabel('Notes').fill('Case file 2026-114 with animal control');
    await form.getByLabel('Intake Date').fill('2026-03-01');
    await form.getByLabel('Intake Time').fill('08:45');
    await form.getByRole('button', { name: 'Record Intake' }).click();
    await toastText(page, 'Intake recorded');

    await header.getByText('Available', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Outcome', exact: true }).waitFor();
    const second = await stay(page, 2).innerText();
    for (const text of [
      'Intake: Seized/Confiscated',
      `${formatDateUs('2026-03-01')} at 8:45 AM`,
      'Seized in a neglect case',
      'Case file 2026-114 with animal control',
      'In care',
    ]) {
      expect(second).toContain(text);
    }
    expect(await stay(page, 1).innerText()).toContain('Outcome: Returned to owner');
    expect((await seed.request<TJourney>('GET', `/animals/${animal.id}/stays`)).stays.map((one) => one.intake.type)).toEqual(['Seized/Confiscated', 'Other']);
  });

  test('a move shows where the animal is; a hold placed and released: the badge and the status follow', async () => {
    const seed = await createSeeder(suite.app);
    const { system } = await seed.request<TSettings>('GET', '/settings');
    const building = await seed.request<TLocation>('POST', '/locations', { name: 'North Wing', kind: 'Building' });
    const kennel = await seed.request<TLocation>('POST', '/locations', { name: 'Kennel 7', kind: 'Kennel', parentId: building.id });
    const closed = await seed.request<TLocation>('POST', '/locations', { name: 'Kennel 8', kind: 'Kennel', parentId: building.id });
    await seed.request('PUT', `/locations/${closed.id}`, { active: false });
    const animal = await seed.animal({ name: 'Nipper', intakeDate: '2026-01-10' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/');
    await openJourney(page, animal);
    const header = headerCard(page, 'Nipper');
    await header.getByText('Available', { exact: true }).waitFor();
    expect(await header.getByLabel('Current location').innerText()).toBe('No location recorded');
    expect(await activeHolds(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = dialog(page, 'Move Animal');
    // A location taken out of use is offered for no new move (the first test's kennel is in use too).
    await move.getByLabel('Location').locator('option', { hasText: kennel.path }).waitFor({ state: 'attached' });
    const offered = await move.getByLabel('Location').locator('option').allInnerTexts();
    expect(offered).toEqual(expect.arrayContaining(['Choose…', 'North Wing', kennel.path]));
    expect(offered).not.toContain(closed.path);
    await move.getByLabel('Location').selectOption(kennel.path);
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await toastText(page, 'Animal moved');
    await header.getByLabel('Current location').getByText(kennel.path).waitFor();
    expect(await stay(page, 1).innerText()).toContain(`${kennel.path}, ${formatDateUs(shelterToday())} – now`);

    await page.getByRole('button', { name: 'Place Hold' }).click();
    const form = dialog(page, 'Place Hold');
    await form.getByLabel('Hold Type').selectOption('Quarantine');
    await form.getByLabel('Reason').fill('Bit a volunteer');
    const start = await form.getByLabel('Start Date').inputValue();
    await form.getByRole('button', { name: 'Place Hold' }).click();
    await toastText(page, 'Hold placed');

    const badge = `Quarantine — ends ${formatDateUs(addDays(start, system.quarantineDays))}`;
    await activeHolds(page).getByText(badge).waitFor();
    await header.getByText('Quarantine', { exact: true }).waitFor();
    expect(await statusOf(seed, animal)).toBe('Quarantine');

    await stay(page, 1).getByRole('button', { name: 'Release' }).click();
    await page.getByRole('alertdialog', { name: 'Release the quarantine?' }).getByRole('button', { name: 'Release' }).click();
    await toastText(page, 'Hold released');
    await header.getByText('Available', { exact: true }).waitFor();
    await activeHolds(page).waitFor({ state: 'detached' });
    expect(await stay(page, 1).innerText()).toContain(`Quarantine — released ${formatDateUs(start)}`);
  });
});
