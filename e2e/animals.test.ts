import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TJourney } from '../src-shared/schemas/journey.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { createPersonInline } from './support/people.js';
import { animationsDone, dialog, expectNoHorizontalScroll, focusIsVisible, storeDisplaySettings, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const registry = (page: Page) => page.getByRole('table', { name: 'Animals' });
const pagerText = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ animals$/);

/** The registry's status filter (every status, grouped as in care or left). */
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });

async function searchRegistry(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search animals' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** A text field by its accessible name (a required field's label also holds its "*" mark). */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The fields every intake needs. */
async function fillRequired(page: Page, animal: { name: string; breed: string; age: string }): Promise<void> {
  const form = dialog(page, 'Add New Animal');
  await textbox(form, 'Name').fill(animal.name);
  await textbox(form, 'Breed').fill(animal.breed);
  await textbox(form, 'Age').fill(animal.age);
}

describeInBrowser('Animal Management', (suite) => {
  test('an intake through the dialog, with every field, shows in the registry and on its detail', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animals(2, 'Earlier intake');
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/animals');
    await screenHeading(page, 'Animal Management').waitFor();
    expect(await page.getByRole('heading', { name: 'Animal Registry' }).isVisible()).toBe(true);
    expect(await page.getByText('Manage all animals in the shelter system').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await form.waitFor();
    expect(await form.getByText('Enter the details for the new animal intake.').isVisible()).toBe(true);
    const animalId = form.getByLabel('Animal ID');
    expect(await animalId.inputValue()).toBe('Assigned when saved');
    expect(await animalId.getAttribute('readonly')).not.toBeNull();
    // The choices of docs/domain.md#validation; a new animal takes a status set by hand only.
    expect(await form.getByLabel('Species').locator('option').allInnerTexts()).toEqual(['Dog', 'Cat', 'Bird', 'Small Animal', 'Other']);
    expect(await form.getByLabel('Sex').locator('option').allInnerTexts()).toEqual(['Male', 'Female', 'Unknown']);
    expect(await form.getByLabel('Health Status').locator('option').allInnerTexts()).toEqual([
      'Healthy',
      'Under treatment',
      'Critical',
      'Recovering',
      'Needs assessment',
    ]);
    expect(await form.getByLabel('Status', { exact: true }).locator('option').allInnerTexts()).toEqual(['Available', 'Medical Hold', 'Behavioral Eval']);
    expect(await form.getByLabel('Status', { exact: true }).inputValue()).toBe('Available');
    expect(await form.getByLabel('Health Status').inputValue()).toBe('Healthy');
    expect(await form.getByLabel('Intake Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // How it came in: a stray unless told otherwise; given up by its owner, the form asks who and why.
    expect(await form.getByLabel('Intake Type').inputValue()).toBe('Stray/At large');
    await form.getByLabel('Intake Type').selectOption('Relinquished by owner');
    expect(await form.getByLabel('Found At').count()).toBe(0);
    await createPersonInline(form, { name: 'Dana Park', phone: '555-010-2222' });
    await form.getByLabel('Reason').fill('Moving abroad');
    await form.getByLabel('Condition at Intake').selectOption('Treatable-Manageable');
    await form.getByLabel('Intake Time').fill('14:30');
    await form.getByLabel('Date of Birth', { exact: true }).fill('2023-05-01');
    await form.getByText('Date of birth is estimated').click();
    await fillRequired(page, { name: 'Biscuit', breed: 'Beagle mix', age: '3 years' });
    await form.getByLabel('Species').selectOption('Dog');
    await form.getByLabel('Sex').selectOption('Female');
    await form.getByLabel('Intake Date').fill('2026-11-02');
    await form.getByLabel('Status', { exact: true }).selectOption('Medical Hold');
    await form.getByLabel('Health Status').selectOption('Recovering');
    await form.getByLabel('Description').fill('Found near the river.\nShy at first, then a shadow.');
    await form.getByLabel('Traits').fill('Friendly,  Loves walks , ');
    await form.getByLabel('Image URL').fill('/images/animals/dog-beagle.svg');
    // Vaccination and spay/neuter statuses are no longer typed: the records and the intake's answer give them.
    expect(await form.getByLabel('Vaccination Status').count()).toBe(0);
    expect(await form.getByLabel('Weight', { exact: true }).count()).toBe(0);
    await form.getByLabel('Already spayed or neutered?').selectOption('Yes');
    await form.getByLabel('Microchip ID').fill('985 112 003 456 789');
    await form.getByLabel('Manufacturer', { exact: true }).selectOption('HomeAgain');
    await form.getByLabel('Registration ID').fill('CITY-2026-77');

    // Hold the request to see the pending state: "Saving...", and disabled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/animals\.create/, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Save Animal' }).click();
    const saving = form.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();

    expect(await toastText(page, 'Animal created')).toContain('The animal has been successfully created.');
    await form.waitFor({ state: 'detached' });
    const row = registry(page).getByRole('row').filter({ hasText: 'Biscuit' });
    await row.waitFor();
    // The server assigns the next number of the intake year.
    expect(await row.innerText()).toContain('A-2026-0003');
    expect(await row.getByText('Medical Hold').isVisible()).toBe(true);

    await statusFilter(page).selectOption('Medical Hold');
    await page.waitForURL(/status=Medical\+Hold|status=Medical%20Hold/);
    await pagerText(page).filter({ hasText: 'of 1 animals' }).waitFor();
    expect(await registry(page).getByRole('link').allInnerTexts()).toEqual(['Biscuit']);

    // A click anywhere on the row but its buttons opens the animal.
    await row.getByRole('cell').filter({ hasText: 'Medical Hold' }).click();
    await page.waitForURL(/\/animals\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Biscuit' }).waitFor();
    const header = await page.locator('main').innerText();
    for (const text of ['A-2026-0003', 'Medical Hold', 'Beagle mix', 'Female', '3 years', 'Nov 2, 2026', 'Recovering', '985112003456789']) {
      expect(header).toContain(text);
    }
    expect(await page.getByRole('list', { name: 'Traits' }).getByRole('listitem').allInnerTexts()).toEqual(['Friendly', 'Loves walks']);

    const [saved] = await seed.request<TAnimal[]>('GET', '/animals?q=Biscuit');
    expect(saved).toMatchObject({
      species: 'Dog',
      description: 'Found near the river.\nShy at first, then a shadow.',
      // The drawing typed as the image address was imported as her photo (docs/domain.md#photos).
      imageUrl: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{32}\/\d+\.jpg$/),
      // The adult dog protocol's DHPP fell due on the intake day, in the past; she came in spayed.
      vaccinationStatus: 'Overdue',
      alteredAtIntake: true,
      spayNeuterStatus: 'Spayed',
      microchipManufacturer: 'HomeAgain',
      registrationId: 'CITY-2026-77',
      birthDate: '2023-05-01',
      birthDateEstimated: true,
    });
    const { stays } = await seed.request<TJourney>('GET', `/animals/${saved!.id}/stays`);
    expect(stays.map((stay) => stay.intake)).toEqual([
      expect.objectContaining({
        type: 'Relinquished by owner',
        date: '2026-11-02',
        time: '14:30',
        condition: 'Treatable-Manageable',
        ageGroup: 'Adult',
        ownerName: 'Dana Park',
        ownerPhone: '555-010-2222',
        ownerEmail: null,
        reason: 'Moving abroad',
        foundLocation: null,
      }),
    ]);
  });

  test('each required field says what is missing, and nothing is sent', async () => {
    const seed = await createSeeder(suite.app);
    const before = await seed.request<TAnimal[]>('GET', '/animals');
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await form.getByLabel('Intake Date').fill('');
    await form.getByRole('button', { name: 'Save Animal' }).click();

    for (const message of ['Name is required', 'Breed is required', 'Age is required', 'Intake date is required']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    // The first field with a problem takes the focus: the intake comes first.
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe(await form.getByLabel('Intake Date').getAttribute('id'));
    // A chip number and its manufacturer go together.
    await form.getByLabel('Microchip ID').fill('985112003456789');
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await form.getByText('Manufacturer is required', { exact: true }).waitFor();

    expect(await form.isVisible()).toBe(true);
    expect(await seed.request<TAnimal[]>('GET', '/animals')).toHaveLength(before.length);
  });

  test('when the server refuses, an error toast shows and the dialog keeps what was typed', async () => {
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/, /status of 400/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await failProcedure(page, 'animals.create');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await fillRequired(page, { name: 'Rex', breed: 'Boxer', age: '5 years' });
    await form.getByRole('button', { name: 'Save Animal' }).click();

    const toast = await toastText(page, 'Error');
    expect(toast).toContain('There was an error creating the animal. Please try again.');
    expect(await form.getByRole('alert').innerText()).toContain('Internal server error');
    expect(await textbox(form, 'Name').inputValue()).toBe('Rex');
    expect(await form.getByRole('button', { name: 'Save Animal' }).isEnabled()).toBe(true);

    // A field the server finds fault with gets its message under it.
    await page.unrouteAll();
    await failProcedure(page, 'animals.create', {
      status: 400,
      message: 'Breed is not one we know',
      issues: [{ path: 'breed', message: 'Breed is not one we know' }],
    });
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await form.getByText('Breed is not one we know').waitFor();
    expect(await textbox(form, 'Breed').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').count()).toBe(0);
  });

  test('the registry: a status filter grouped in care and left, a search by name, ID, species or breed, pages of the recordsPerPage setting', async () => {
    const seed = await createSeeder(suite.app);
    const pack = await seed.animals(12, 'Pager');
    await seed.animal({ name: 'Pager Parrot', species: 'Bird', breed: 'Cockatiel', status: 'Behavioral Eval' });
    const adopted = await seed.animal({ name: 'Pager Adopted', microchipId: '985000000000001' });
    await seed.adoption(adopted);
    const fostered = await seed.animal({ name: 'Pager Fostered' });
    await seed.fosterPlacement(fostered, { startDate: '2026-02-01', endDate: null });

    const page = await suite.openPage();
    await storeDisplaySettings(page, { recordsPerPage: 10, dateFormat: 'YYYY-MM-DD' });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/animals');
    await searchRegistry(page, 'pager');
    await pagerText(page).filter({ hasText: 'Showing 1–10 of 15 animals' }).waitFor();
    expect(await registry(page).getByRole('row').count()).toBe(11);
    // Dates follow the Display setting's format.
    expect(await registry(page).innerText()).toContain('2026-02-28');

    await page.getByRole('button', { name: 'Next page' }).click();
    await pagerText(page).filter({ hasText: 'Showing 11–15 of 15 animals' }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const groups = statusFilter(page).locator('optgroup');
    expect(await groups.count()).toBe(2);
    expect([await groups.nth(0).getAttribute('label'), await groups.nth(0).locator('option').allInnerTexts()]).toEqual([
      'In care',
      ['Available', 'In Foster', 'Quarantine', 'Stray Hold', 'Medical Hold', 'Behavioral Eval'],
    ]);
    expect([await groups.nth(1).getAttribute('label'), await groups.nth(1).locator('option').allInnerTexts()]).toEqual([
      'Left',
      ['Adopted', 'Returned to Owner', 'Transferred', 'Returned to Field', 'Other Live Outcome', 'Died', 'Lost', 'Euthanized'],
    ]);
    await statusFilter(page).selectOption('Adopted');
    await pagerText(page).filter({ hasText: 'of 1 animals' }).waitFor();
    expect(await registry(page).getByRole('link').allInnerTexts()).toEqual(['Pager Adopted']);
    await statusFilter(page).selectOption('In Foster');
    await registry(page).getByRole('link', { name: 'Pager Fostered' }).waitFor();
    expect(await registry(page).getByRole('link').allInnerTexts()).toEqual(['Pager Fostered']);
    await statusFilter(page).selectOption('Available');
    await pagerText(page).filter({ hasText: 'of 12 animals' }).waitFor();
    // No Pager animal is in quarantine.
    await statusFilter(page).selectOption('Quarantine');
    await page.getByText('No animals match your search').waitFor();

    await statusFilter(page).selectOption({ label: 'All statuses' });
    await searchRegistry(page, 'cockatiel');
    await registry(page).getByRole('link', { name: 'Pager Parrot' }).waitFor();
    await searchRegistry(page, pack[4]!.animalId);
    await registry(page).getByRole('link', { name: 'Pager 5' }).waitFor();
    expect(await registry(page).getByRole('link').count()).toBe(1);
    await searchRegistry(page, 'no such animal');
    await page.getByText('No animals match your search').waitFor();

    // Back from an animal returns to the same status, search and page.
    await searchRegistry(page, 'pager 1');
    await registry(page).getByRole('link', { name: 'Pager 10' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pager 10' }).waitFor();
    await page.goBack();
    await registry(page).getByRole('link', { name: 'Pager 10' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search animals' }).inputValue()).toBe('pager 1');
  });

  test('skeleton rows while loading, and the red box when the list cannot load', async () => {
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/animals\.page/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Animals' }).click();
    await registry(page).locator('.chakra-skeleton').first().waitFor();
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await registry(page).getByRole('row').nth(1).waitFor();

    await failProcedure(page, 'animals.page');
    await page.reload();
    const box = page.getByRole('alert').filter({ hasText: 'Error loading animals: ' });
    await box.waitFor();
    expect(await box.innerText()).toContain('Error loading animals: Internal server error');
    await page.unrouteAll();
    await box.getByRole('button', { name: 'Try again' }).click();
    await registry(page).waitFor();
  });

  test('a volunteer browses the registry but is not offered New Animal', async () => {
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), '/animals');
    await page.getByRole('heading', { name: 'Animal Registry' }).waitFor();
    await pagerText(page).or(page.getByText('No animals yet')).first().waitFor();
    expect(await page.getByRole('button', { name: 'New Animal' }).count()).toBe(0);
  });

  test('the screen and its dialog pass axe, and the keyboard reaches them with visible focus', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Axe Dog', imageUrl: '/images/animals/dog-black.svg' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await registry(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search animals' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsVisible(page)).toBe(true);
    await page.getByRole('button', { name: 'New Animal' }).focus();
    await page.keyboard.press('Enter');
    const form = dialog(page, 'Add New Animal');
    await form.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusIsVisible(page)).toBe(true);
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await form.getByText('Name is required').waitFor();
    await animationsDone(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });

  test('at 375 px the registry and the dialog fit the width, and an intake works', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animals(3, 'Phone', { imageUrl: '/images/animals/cat-gray.svg' });
    const page = await suite.openPage(PHONE);
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await registry(page).waitFor();
    await expectNoHorizontalScroll(page);
    // The phone keeps the animal, its status and the quick note; the ID shows under the name.
    expect(await registry(page).getByRole('columnheader').allInnerTexts()).toEqual(['Animal', 'Status', 'Note']);

    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await form.waitFor();
    await expectNoHorizontalScroll(page);
    await fillRequired(page, { name: 'Pocket', breed: 'Holland Lop', age: '1 year' });
    await form.getByLabel('Species').selectOption('Small Animal');
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await toastText(page, 'Animal created');
    await registry(page).getByRole('link', { name: 'Pocket' }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
