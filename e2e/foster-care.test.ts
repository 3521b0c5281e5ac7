import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays, formatDateUs } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TFosterPlacement } from '../src-shared/schemas/foster.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { createPersonInline, pickByName, pickerBox, seedPerson } from './support/people.js';
import { allowBusyMachine, dashboardStats, pickAnimal, pickerOptions, SETTLES, shelterToday, summaryFigure } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const PICKER = 'Animal to foster';
const currentTable = (page: Page) => page.getByRole('table', { name: 'Current foster placements' });
const pastTable = (page: Page) => page.getByRole('table', { name: 'Past foster placements' });

const figure = (page: Page, label: string) => summaryFigure(page, 'Foster care figures', label);

const animalStatus = async (seed: Awaited<ReturnType<typeof createSeeder>>, animal: Pick<TAnimal, 'id'>) =>
  (await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).status;

describeInBrowser('Foster Care', (suite) => {
  test('New Foster Arrangement for a picked animal: the lists, the figures, the animal’s status and the dashboard follow; ending it returns the animal', async () => {
    const seed = await createSeeder(suite.app);
    const pip = await seed.animal({ name: 'Pip Fosterable' });
    await seed.animal({ name: 'Pip Held', status: 'Medical Hold' });
    const placed = await seed.animal({ name: 'Pip Placed' });
    await seed.fosterPlacement(placed, { startDate: '2026-02-01', endDate: null, fosterName: 'Morgan Fields' });
    const before = await dashboardStats(seed);

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    await screenHeading(page, 'Foster Care').waitFor();
    await currentTable(page).getByText('Morgan Fields').waitFor();
    expect(await figure(page, 'Current Foster Animals')).toContain('1');
    expect(await figure(page, 'Total Foster Placements')).toContain('1');
    expect(await figure(page, 'Animals Eligible for Foster')).toContain('2');
    // No placement has ended yet: no Past Foster Placements.
    expect(await page.getByRole('heading', { name: 'Past Foster Placements' }).count()).toBe(0);

    // Neither In Foster nor Adopted: Medical Hold may go, the placed animal may not.
    expect(await pickerOptions(page, PICKER, 'Pip')).toEqual(['Pip Fosterable', 'Pip Held']);
    await pickAnimal(page, PICKER, 'Pip Fosterable');
    await page.getByRole('button', { name: 'New Foster Arrangement' }).click();
    const form = dialog(page, 'New Foster Arrangement');
    await pickerBox(form, 'Foster').waitFor();
    expect(await form.innerText()).toContain(pip.animalId);
    expect(await form.getByLabel('Start Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await form.getByLabel('End Date').inputValue()).toBe('');

    await createPersonInline(form, { name: 'Dana Wells', phone: '555-010-4444' });
    await form.getByLabel('Start Date').fill(shelterToday());
    await form.getByLabel('Notes').fill('Needs a quiet home.');
    await form.getByRole('button', { name: 'Create Foster Record' }).click();
    expect(await toastText(page, 'Foster record created')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await currentTable(page).getByText('Dana Wells').waitFor();
    expect(await figure(page, 'Current Foster Animals')).toContain('2');
    expect(await animalStatus(seed, pip)).toBe('In Foster');
    expect((await dashboardStats(seed)).inFosterCare).toBe(before.inFosterCare + 1);
    expect(await pickerOptions(page, PICKER, 'Pip')).toEqual(['Pip Held']);

    // End placement on an earlier day: the animal is Available again, and the placement is past (docs/domain.md#foster-placements).
    await currentTable(page).getByRole('button', { name: 'End placement of Pip Placed with Morgan Fields' }).click();
    const end = dialog(page, 'End Foster Placement');
    expect(await end.getByLabel('End Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await end.getByLabel('End Date').fill('2026-01-31');
    await end.getByRole('button', { name: 'End Placement' }).click();
    await end.getByText('End date cannot be before the start date').waitFor();
    await end.getByLabel('End Date').fill('2026-02-20');
    await end.getByRole('button', { name: 'End Placement' }).click();
    expect(await toastText(page, 'Foster placement ended')).toBeTruthy();
    await pastTable(page).getByText('Morgan Fields').waitFor();
    expect(await currentTable(page).getByText('Morgan Fields').count()).toBe(0);
    expect(await animalStatus(seed, placed)).toBe('Available');
    expect((await dashboardStats(seed)).inFosterCare).toBe(before.inFosterCare);
  });

  test('each required field says what is missing, and nothing is sent', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Rules Tester' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    await page.goto(`${suite.app.baseUrl}/foster-care?animal=${animal.id}`);
    const form = dialog(page, 'New Foster Arrangement');
    await form.getByLabel('Start Date').fill('');
    await form.getByRole('button', { name: 'Create Foster Record' }).click();
    for (const message of ['Choose the foster, or create a new person', 'Start date is required']) await form.getByText(message, { exact: true }).waitFor();
    expect(await seed.request<TFosterPlacement[]>('GET', `/animals/${animal.id}/foster-care`)).toEqual([]);
  });

  test('a second placement for an animal already in foster care: the server’s refusal in an error toast, the dialog stays', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Twice Placed' });
    await seed.fosterPlacement(animal, { startDate: '2026-02-01', endDate: null });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    // The animal detail hides Foster for it; an old link still opens the dialog, and the server refuses.
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    await page.goto(`${suite.app.baseUrl}/foster-care?animal=${animal.id}`);
    const form = dialog(page, 'New Foster Arrangement');
    await seedPerson(seed, { name: 'Second Home', email: 'second@example.com' });
    await pickByName(form, 'Foster', 'Second Home');
    await form.getByRole('button', { name: 'Create Foster Record' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error creating the foster record.');
    expect(await form.getByRole('alert').innerText()).toContain('This animal is already in foster care');
    expect(await form.isVisible()).toBe(true);
    expect(await seed.request<TFosterPlacement[]>('GET', `/animals/${animal.id}/foster-care`)).toHaveLength(1);
  });

  test('the animal detail’s Foster button opens the same dialog, preset to that animal', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'From Detail' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('link', { name: 'Foster', exact: true }).click();
    await page.waitForURL(/\/foster-care\?animal=\d+/);
    const form = dialog(page, 'New Foster Arrangement');
    await pickerBox(form, 'Foster').waitFor();
    expect(await form.innerText()).toContain('From Detail');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('animal')).toBeNull();
  });

  test('the search finds placements by foster name, email or phone', async () => {
    const seed = await createSeeder(suite.app);
    const [one, two] = await seed.animals(2, 'Searchable');
    await seed.fosterPlacement(one!, { fosterName: 'Quincy Searchwell', fosterEmail: 'quincy@example.org', startDate: '2026-02-28', endDate: null });
    await seed.fosterPlacement(two!, { fosterName: 'Rowan Other', fosterPhone: '555-919-2020', fosterEmail: null, startDate: '2026-02-28', endDate: null });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    const search = page.getByRole('searchbox', { name: 'Search foster placements' });
    for (const [text, expected] of [
      ['quincy@example', 'Quincy Searchwell'],
      ['555-919', 'Rowan Other'],
      ['Rowan', 'Rowan Other'],
    ] as const) {
      await search.fill(text);
      await page.waitForURL((url) => url.searchParams.get('q') === text);
      // The rows of the search before stay on screen until the answer arrives: wait for it.
      await expect
        .poll(async () => (await currentTable(page).locator('tbody tr').allInnerTexts()).map((row) => row.includes(expected)), SETTLES)
        .toEqual([true]);
    }
  });

  test('a scheduled placement shows apart with its start date; the form’s start date is bounded and says when the status changes', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    const animal = await seed.animal({ name: 'Sol Scheduled', intakeDate: '2026-01-12' });
    const startDate = addDays(today, 14);
    // An e-mail of their own: the seeded foster's default one would name the person who has it.
    await seed.fosterPlacement(animal, { fosterName: 'Taylor Later', fosterEmail: 'taylor.later@example.com', startDate, endDate: null });
    expect(await animalStatus(seed, animal)).toBe('Available');

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    const scheduled = page.getByRole('table', { name: 'Scheduled foster placements' });
    await scheduled.getByText('Taylor Later').waitFor();
    expect(await scheduled.innerText()).toContain(formatDateUs(startDate));
    expect(await currentTable(page).getByText('Taylor Later').count()).toBe(0);

    await pickAnimal(page, PICKER, 'Sol Scheduled');
    await page.getByRole('button', { name: 'New Foster Arrangement' }).click();
    const form = dialog(page, 'New Foster Arrangement');
    const start = form.getByLabel('Start Date');
    await start.waitFor();
    expect([await start.getAttribute('min'), await start.getAttribute('max')]).toEqual(['2026-01-12', addDays(today, 90)]);
    await start.fill(addDays(today, 3));
    await form.getByText("Starts in 3 days: the animal's status changes on that day").waitFor();
    expect(await form.getByLabel('End Date').getAttribute('min')).toBe(addDays(today, 3));
  });

  test('a failed load shows the red box with the error', async () => {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 500/] }));
    await failProcedure(page, 'foster.page');
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    await page.getByText('Error loading foster care data: Internal server error').first().waitFor();
  });

  test('at 375 px the screen fits the width, and no serious accessibility problem is found', async () => {
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/foster-care');
    await currentTable(page).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
