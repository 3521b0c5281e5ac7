import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays } from '../src-shared/dates.js';
import type { TCarePlan, TDueList } from '../src-shared/schemas/care-plans.js';
import type { TLocation } from '../src-shared/schemas/locations.js';
import { describeInBrowser } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES, shelterToday } from './support/record-screens.js';
import { dialog, loaded, textField, toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

/** The Care Plan tab's panel. */
const planTab = (page: Page) => page.getByRole('tabpanel', { name: 'Care Plan' });
/** An item's card, by what it is (and, on the due list, for which animal), whenever it is due. */
const card = (scope: Page | Locator, label: string) => scope.getByRole('listitem', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}, `) });
const planOf = (seed: TSeeder, animalId: number) => seed.request<TCarePlan>('GET', `/animals/${animalId}/care-plan`);
const recordsOf = (seed: TSeeder, animalId: number) => seed.request<Record<string, unknown>[]>('GET', `/animals/${animalId}/medical-records`);

describeInBrowser('care plans', (suite) => {
  /** Logs a veterinarian in on the animal's Care Plan tab. */
  async function openPlan(page: Page, animalId: number): Promise<void> {
    const vet = await suite.app.createStaffUser({ role: 'veterinarian', name: 'Dr. Rosa Vance' });
    await logIn(page, suite.app.baseUrl, vet, `/animals/${animalId}?tab=care-plan`);
    await planTab(page).getByRole('heading', { name: 'Care Plan', exact: true }).waitFor();
    await loaded(planTab(page));
  }

  test('the Care Plan tab lists what is due first, then later items; giving a rabies shot asks for its veterinarian and moves it to the history', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    const maple = await seed.animal({
      name: 'Maple Plan',
      sex: 'Female',
      carePlan: {
        protocolId: null,
        items: [
          { itemType: 'Vaccination', name: 'Rabies', dueDate: addDays(today, -3) },
          { itemType: 'Test', name: 'Heartworm test', dueDate: today },
          { itemType: 'Surgery', name: 'Spay/neuter', dueDate: addDays(today, 20) },
        ],
      },
    });
    const page = allowBusyMachine(await suite.openPage());
    await openPlan(page, maple.id);
    const tab = planTab(page);

    const due = tab.getByRole('list', { name: 'Due items' });
    expect(await due.getByRole('listitem').count()).toBe(2);
    expect(await card(due, 'Rabies').innerText()).toContain('Overdue 3 days');
    expect(await card(due, 'Heartworm test').innerText()).toContain('Due today');
    expect(await card(tab.getByRole('list', { name: 'Upcoming items' }), 'Spay/neuter').innerText()).toContain('Due in 20 days');

    // A surgery opens on the procedure the animal's sex calls for.
    await card(tab, 'Spay/neuter').getByRole('button', { name: 'Give' }).click();
    const surgery = dialog(page, 'Give Spay/neuter');
    expect(await surgery.getByLabel('Procedure').inputValue()).toBe('Spay');
    await surgery.getByRole('button', { name: 'Cancel' }).click();
    await surgery.waitFor({ state: 'detached' });

    // A test needs its result.
    await card(due, 'Heartworm test').getByRole('button', { name: 'Give' }).click();
    const test = dialog(page, 'Give Heartworm test');
    expect(await test.getByLabel('Product').count()).toBe(0);
    await test.getByRole('button', { name: 'Save' }).click();
    await test.getByText('The test result is required for a test', { exact: true }).waitFor();
    await test.getByLabel('Result').selectOption('Negative');
    await test.getByRole('button', { name: 'Save' }).click();
    expect(await toastText(page, 'Treatment given')).toContain('Heartworm test');
    await test.waitFor({ state: 'detached' });

    // A rabies vaccination: its lot, tag and the veterinarian who signs.
    await card(due, 'Rabies').getByRole('button', { name: 'Give' }).click();
    const rabies = dialog(page, 'Give Rabies');
    expect(await rabies.getByLabel('Date').inputValue()).toBe(today);
    expect(await rabies.getByLabel('Date').getAttribute('min')).toBe(maple.intakeDate);
    await textField(rabies, 'Product').fill('Imrab 3');
    await textField(rabies, 'Lot Number').fill('RB-5521');
    await rabies.getByLabel('Lot Expiry').fill('2028-06-30');
    await rabies.getByRole('button', { name: 'Save' }).click();
    await rabies.getByText('The rabies tag number is required for a rabies vaccination', { exact: true }).waitFor();
    await rabies.getByText('The signing veterinarian is required for a rabies vaccination', { exact: true }).waitFor();
    await textField(rabies, 'Rabies Tag Number').fill('T-90210');
    await textField(rabies, 'Signing Veterinarian').fill('Dr. Rosa Vance');
    await rabies.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Treatment given');
    await rabies.waitFor({ state: 'detached' });

    await tab.getByText('Nothing is overdue or due this week.').waitFor();
    const history = tab.getByRole('table', { name: 'Care plan history of Maple Plan' });
    await history.getByText('Rabies', { exact: true }).waitFor();
    expect(await history.locator('tbody tr').count()).toBe(2);
    const rabiesRow = history.locator('tbody tr').filter({ hasText: 'Rabies' });
    expect(await rabiesRow.innerText()).toContain('by Dr. Rosa Vance');
    expect(await rabiesRow.getByRole('link', { name: 'Medical record' }).getAttribute('href')).toBe(`/animals/${maple.id}?tab=medical`);

    const records = await recordsOf(seed, maple.id);
    expect(records.find((record) => record.description === 'Rabies')).toMatchObject({
      recordType: 'Vaccination',
      date: today,
      product: 'Imrab 3',
      lotNumber: 'RB-5521',
      lotExpiry: '2028-06-30',
      rabiesTag: 'T-90210',
      veterinarian: 'Dr. Rosa Vance',
    });
    expect(records.find((record) => record.description === 'Heartworm test')).toMatchObject({ recordType: 'Test', testResult: 'Negative' });
  });

  test('Add Item and Add Treatment Course put them on the plan; Stop skips a course’s later doses', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    const pepper = await seed.animal({ name: 'Pepper Course', carePlan: null });
    const page = allowBusyMachine(await suite.openPage());
    await openPlan(page, pepper.id);
    const tab = planTab(page);
    await tab.getByText('No care plan yet').waitFor();

    await tab.getByRole('button', { name: 'Add Item' }).click();
    const item = dialog(page, 'Add Care Plan Item');
    await item.getByLabel('Type').selectOption('Deworming');
    // The name offers the protocols' names of the type as it is typed.
    await item.getByLabel(/^Name/).fill('Pyrantel');
    await item.getByLabel('Due Date').fill(addDays(today, 1));
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toastText(page, 'Care plan item added');
    await item.waitFor({ state: 'detached' });
    expect(await card(tab, 'Pyrantel').innerText()).toContain('Due in 1 day');

    await tab.getByRole('button', { name: 'Add Treatment Course' }).click();
    const course = dialog(page, 'Add Treatment Course');
    await textField(course, 'Drug').fill('Metronidazole');
    await textField(course, 'Dose').fill('250 mg');
    await course.getByLabel('Frequency').selectOption('Twice daily');
    await course.getByRole('button', { name: 'Add Course' }).click();
    // Neither an end nor a number of doses: the schema's own message.
    await course.getByText('Give an end date or a number of doses', { exact: true }).waitFor();
    await textField(course, 'Number of Doses').fill('4');
    await textField(course, 'Prescribed By').fill('Dr. Rosa Vance');
    await course.getByRole('button', { name: 'Add Course' }).click();
    await toastText(page, 'Treatment course added');
    await course.waitFor({ state: 'detached' });

    const courses = tab.getByRole('list', { name: 'Treatment courses' });
    await expect.poll(() => courses.innerText(), SETTLES).toContain('0 given · 0 skipped · 4 due');
    expect(await courses.innerText()).toContain('250 mg · Oral · Twice daily');
    expect(await courses.innerText()).toContain('Prescribed by Dr. Rosa Vance');
    await card(tab, 'Metronidazole (dose 2 of the day)').first().waitFor();
    expect(await tab.getByRole('listitem', { name: 'Metronidazole (dose 2 of the day), Due in 1 day', exact: true }).count()).toBe(1);

    await courses.getByRole('listitem', { name: 'Metronidazole course' }).getByRole('button', { name: 'Stop' }).click();
    const stop = dialog(page, 'Stop Metronidazole');
    expect(await stop.getByLabel('Last Date').inputValue()).toBe(today);
    await stop.getByRole('button', { name: 'Stop Course' }).click();
    await stop.getByText('A reason is required', { exact: true }).waitFor();
    await stop.getByLabel('Reason').fill('Diarrhoea resolved');
    await stop.getByRole('button', { name: 'Stop Course' }).click();
    await toastText(page, 'Treatment course stopped');
    // Today's two doses stay due; tomorrow's two are skipped with the reason.
    await expect.poll(() => courses.innerText(), SETTLES).toContain('0 given · 2 skipped · 2 due');
    const plan = await planOf(seed, pepper.id);
    expect(plan.items.filter((i) => i.status === 'Skipped').map((i) => i.skipReason)).toEqual(['Diarrhoea resolved', 'Diarrhoea resolved']);
  });

  test('Treatments Due filters by type and location, and prints a treatment sheet without the console around it', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    const ward = await seed.request<TLocation>('POST', '/locations', { name: 'Sheet Ward', kind: 'Building' });
    const run = await seed.request<TLocation>('POST', '/locations', { name: 'Run 7', kind: 'Kennel', parentId: ward.id });
    const placed = { intake: { locationId: run.id } };
    await seed.animal({
      name: 'Sheet Juno',
      ...placed,
      carePlan: {
        protocolId: null,
        items: [
          { itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(today, -1) },
          { itemType: 'Deworming', name: 'Fenbendazole', dueDate: today },
        ],
      },
    });
    await seed.animal({
      name: 'Sheet Koda',
      ...placed,
      carePlan: { protocolId: null, items: [{ itemType: 'Test', name: 'Heartworm test', dueDate: addDays(today, 4) }] },
    });
    await seed.animal({ name: 'Sheet Elsewhere', carePlan: { protocolId: null, items: [{ itemType: 'Vaccination', name: 'DHPP', dueDate: today }] } });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/medical-records');
    await page.getByRole('link', { name: 'Treatments Due' }).first().waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Treatments Due' }).click();
    await screenHeading(page, 'Treatments Due').waitFor();
    expect(await topBar(page).getByText('Treatments Due', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Treatments Due' }).getAttribute('aria-current')).toBe('page');
    await card(page, 'DHPP for Sheet Elsewhere').waitFor();

    await page.getByLabel('Location', { exact: true }).selectOption(ward.path);
    await card(page, 'DHPP for Sheet Elsewhere').waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('location'), SETTLES).toBe(String(ward.id));
    const section = (name: string) => page.getByRole('region', { name });
    await section('Overdue').getByRole('heading', { name: 'Overdue 1' }).waitFor();
    await section('Today').getByRole('heading', { name: 'Today 1' }).waitFor();
    await section('Next 7 days').getByRole('heading', { name: 'Next 7 days 1' }).waitFor();
    expect(await card(section('Overdue'), 'DHPP for Sheet Juno').innerText()).toContain(`Dog · ${run.path}`);

    await page.getByLabel('Type', { exact: true }).selectOption('Deworming');
    await section('Overdue').getByRole('heading', { name: 'Overdue 0' }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').allInnerTexts()).toHaveLength(1);
    await card(page, 'Fenbendazole for Sheet Juno').waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('');

    await card(page, 'Heartworm test for Sheet Koda').waitFor();
    const sheet = page.getByTestId('treatment-sheet');
    expect(await sheet.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    expect(await topBar(page).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Give' }).first().isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    const group = sheet.getByRole('region', { name: run.path });
    const rows = await group.locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Sheet Juno .* DHPP \(Vaccination\) Overdue 1 day$/),
      expect.stringMatching(/^Sheet Juno .* Fenbendazole \(Deworming\) Due today$/),
      expect.stringMatching(/^Sheet Koda .* Heartworm test \(Test\) Due in 4 days$/),
    ]);
    expect(await group.locator('thead').innerText()).toMatch(/Given\s+Initials/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('the dashboard’s Treatments Due card counts what is overdue and due today, and leads to the list', async () => {
    const seed = await createSeeder(suite.app);
    const today = shelterToday();
    await seed.animal({
      name: 'Dash Overdue',
      carePlan: { protocolId: null, items: [{ itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(today, -6) }] },
    });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/');
    const due = await seed.request<TDueList>('GET', `/medical/due?to=${today}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'Treatments Due' }).waitFor();
    await main.getByText(`${due.overdue} overdue · ${due.today} due today`, { exact: true }).waitFor();
    expect(due.overdue).toBeGreaterThan(0);
    const first = main.getByRole('list', { name: 'Treatments due today' }).getByRole('listitem');
    expect(await first.count()).toBe(Math.min(5, due.total));
    expect(await first.allInnerTexts()).toContainEqual(expect.stringMatching(/^Dash Overdue · DHPP\s+Overdue 6 days$/));
    await main.getByRole('link', { name: 'Open Treatments Due' }).click();
    await screenHeading(page, 'Treatments Due').waitFor();
  });
});
