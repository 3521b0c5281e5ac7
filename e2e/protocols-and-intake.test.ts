import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addDays } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TCarePlan, TCarePlanPreview, TProtocol, TWeight } from '../src-shared/schemas/care-plans.js';
import type { TMedicalRecord } from '../src-shared/schemas/medical.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, loaded, textField, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** A fixed past intake day, so the schedule is the same whatever today is. */
const INTAKE = '2026-03-01';
/** Ten weeks old on the intake day. */
const BORN = addDays(INTAKE, -70);

const protocolsTable = (page: Page) => page.getByRole('table', { name: 'Care protocols' });
const protocolRow = (page: Page, name: string) => protocolsTable(page).getByRole('row').filter({ hasText: name });
const step = (form: Locator, n: number) => form.getByRole('group', { name: `Step ${n}`, exact: true });
const planItems = (form: Locator) => form.getByRole('list', { name: 'Care plan items' }).getByRole('listitem');
/** The Overview's facts, each as "Label value". */
const overviewFact = async (page: Page, label: string) =>
  (await page.getByRole('tabpanel').locator('dl > div').filter({ hasText: label }).first().innerText()).replace(/\s+/g, ' ');

async function openAnimal(page: Page, animal: Pick<TAnimal, 'id' | 'name'>): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/animals/${animal.id}`);
  await page.getByRole('heading', { level: 1, name: animal.name }).waitFor();
}

describeInBrowser('care protocols, the intake’s care plan, weights and derived statuses', (suite) => {
  test('an admin changes a protocol’s step in Settings → Medical; staff read the protocols without changing them', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), '/settings?tab=medical');
    await screenHeading(page, 'Settings').waitFor();
    await loaded(protocolsTable(page));
    // The four default protocols, each with its species, ages and steps in words.
    const puppy = await protocolRow(page, 'Puppy intake').innerText();
    expect(puppy).toContain('Dog, under 20 weeks');
    expect(puppy).toContain('DHPP at 4 weeks, every 14 days until 20 weeks');
    expect(puppy).toContain('Rabies at 16 weeks');
    expect(await protocolRow(page, 'Adult cat, unknown history').innerText()).toContain('Cat, 20 weeks and over');

    await page.getByRole('button', { name: 'Edit Kitten intake' }).click();
    const form = dialog(page, 'Edit Protocol');
    await form.waitFor();
    expect(await textField(form.getByRole('group', { name: 'Protocol', exact: true }), 'Name').inputValue()).toBe('Kitten intake');
    const fvrcp = step(form, 1);
    expect(await textField(fvrcp, 'Name').inputValue()).toBe('FVRCP');
    // Under each step, what it schedules for a kitten the protocol takes in.
    await fvrcp.getByText('For a 10-week-old: at intake, day 14, day 28, day 42, day 56 and day 70').waitFor();
    await textField(fvrcp, 'Repeat every (days)').fill('21');
    await fvrcp.getByText('For a 10-week-old: at intake, day 21, day 42 and day 63').waitFor();
    // A step left without a name is refused at its field, and nothing is saved.
    await textField(step(form, 2), 'Name').fill('');
    await form.getByRole('button', { name: 'Save Protocol' }).click();
    await step(form, 2).getByText('Name is required').waitFor();
    await textField(step(form, 2), 'Name').fill('Rabies');
    // Reordered: the FeLV/FIV test first.
    await step(form, 3).getByRole('button', { name: 'Move Step 3 up' }).click();
    await step(form, 2).getByRole('button', { name: 'Move Step 2 up' }).click();
    expect(await textField(step(form, 1), 'Name').inputValue()).toBe('FeLV/FIV test');
    await form.getByRole('button', { name: 'Save Protocol' }).click();
    await toastText(page, 'Protocol saved');
    await form.waitFor({ state: 'detached' });
    await protocolRow(page, 'Kitten intake').getByText('FVRCP at 4 weeks, every 21 days until 20 weeks').waitFor();

    const kitten = (await seed.request<TProtocol[]>('GET', '/medical-protocols')).find((protocol) => protocol.name === 'Kitten intake');
    expect(kitten?.steps.map((s) => s.name)).toEqual(['FeLV/FIV test', 'FVRCP', 'Rabies', 'Pyrantel', 'Flea treatment', 'Spay/neuter']);
    expect(kitten?.steps[1]).toMatchObject({ atAgeWeeks: 4, repeatDays: 21, untilAgeWeeks: 20 });

    // Staff read them; only admins and vets change them.
    const staffPage = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(staffPage, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), '/settings?tab=medical');
    await loaded(protocolsTable(staffPage));
    await staffPage.getByText('Only administrators and veterinarians can change care protocols.').waitFor();
    expect(await staffPage.getByRole('button', { name: 'New Protocol' }).count()).toBe(0);
    expect(await staffPage.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await expectNoHorizontalScroll(staffPage);
    expect(await seriousAxeViolations(staffPage)).toEqual([]);
  });

  test('New Animal shows what a 10-week-old puppy’s intake schedules; staff remove an item and the plan is as shown', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await textField(form, 'Name').fill('Pip');
    await textField(form, 'Breed').fill('Labrador');
    await textField(form, 'Age').fill('10 weeks');
    await form.getByLabel('Intake Date').fill(INTAKE);
    await form.getByLabel('Date of Birth', { exact: true }).fill(BORN);

    // The server's preview, which the form shows: DHPP every 14 days from intake until 20 weeks (+0 … +70), rabies at 16 weeks (+42).
    const query = new URLSearchParams({ species: 'Dog', birthDate: BORN, intakeDate: INTAKE });
    const preview = await seed.request<TCarePlanPreview>('GET', `/care-plans/preview?${query}`);
    expect(preview.protocol?.name).toBe('Puppy intake');
    const dhpp = preview.items.filter((item) => item.name === 'DHPP').map((item) => item.dueDate);
    expect(dhpp).toEqual([0, 14, 28, 42, 56, 70].map((days) => addDays(INTAKE, days)));
    expect(preview.items.find((item) => item.name === 'Rabies')?.dueDate).toBe(addDays(INTAKE, 42));
    await form.getByText('The protocol “Puppy intake” schedules:').waitFor();
    await expect.poll(() => planItems(form).count(), SETTLES).toBe(preview.items.length);
    expect(await form.getByLabel(/^Due date of Rabies/).inputValue()).toBe(addDays(INTAKE, 42));

    // Already neutered: no surgery.
    expect(await planItems(form).filter({ hasText: 'Spay/neuter' }).count()).toBe(1);
    await form.getByLabel('Already spayed or neutered?').selectOption('Yes');
    await planItems(form).filter({ hasText: 'Spay/neuter' }).waitFor({ state: 'detached' });
    // Bordetella is given elsewhere: removed, and a date moved.
    await form.getByRole('button', { name: /^Remove Bordetella/ }).click();
    await form.getByText('Changed from the protocol “Puppy intake”.').waitFor();
    await form.getByLabel(/^Due date of Rabies/).fill(addDays(INTAKE, 43));
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await toastText(page, 'Animal created');
    await form.waitFor({ state: 'detached' });

    const [pip] = await seed.request<TAnimal[]>('GET', '/animals?q=Pip');
    const plan = await seed.request<TCarePlan>('GET', `/animals/${pip!.id}/care-plan`);
    const expected = preview.items
      .filter((item) => item.name !== 'Bordetella' && item.itemType !== 'Surgery')
      .map((item) => (item.name === 'Rabies' ? { ...item, dueDate: addDays(INTAKE, 43) } : item));
    const byDay = (a: { dueDate: string; name: string }, b: { dueDate: string; name: string }) =>
      a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name);
    expect(plan.items.map(({ itemType, name, dueDate }) => ({ itemType, name, dueDate })).sort(byDay)).toEqual(expected.sort(byDay));
    expect(plan.items.every((item) => item.status === 'Due' && item.protocolId === preview.protocol?.id)).toBe(true);

    // The Overview: DHPP was due on the intake day, long past; he came in neutered.
    await openAnimal(page, pip!);
    await loaded(page.getByRole('tabpanel'));
    expect(await overviewFact(page, 'Vaccinations')).toBe('Vaccinations Overdue');
    expect(await overviewFact(page, 'Spay/Neuter')).toBe('Spay/Neuter Neutered');
    expect(await overviewFact(page, 'Altered at intake')).toBe('Altered at intake Yes');
  });

  test('"Schedule no care plan" schedules nothing, and the form shows a phone its plan without sideways scrolling', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const form = dialog(page, 'Add New Animal');
    await textField(form, 'Name').fill('Nomad');
    await textField(form, 'Breed').fill('Tabby');
    await textField(form, 'Age').fill('Adult');
    await form.getByLabel('Species').selectOption('Cat');
    await form.getByLabel('Intake Date').fill(INTAKE);
    await form.getByText('The protocol “Adult cat, unknown history” schedules:').waitFor();
    await expect.poll(() => planItems(form).count(), SETTLES).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    await form.getByText('Schedule no care plan').click();
    await form.getByText('Nothing will be scheduled.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Save Animal' }).click();
    await toastText(page, 'Animal created');
    const [nomad] = await seed.request<TAnimal[]>('GET', '/animals?q=Nomad');
    expect((await seed.request<TCarePlan>('GET', `/animals/${nomad!.id}/care-plan`)).items).toEqual([]);
  });

  test('New Intake of an animal that left offers its protocol again, or says its plan resumes while items are still due', async () => {
    const seed = await createSeeder(suite.app);
    const boomerang = await seed.animal({ name: 'Boomerang', species: 'Cat', intakeDate: '2026-01-10', carePlan: null });
    const homing = await seed.animal({ name: 'Homing', species: 'Cat', intakeDate: '2026-01-10' });
    for (const animal of [boomerang, homing]) {
      await seed.request('POST', `/animals/${animal.id}/outcome`, { type: 'Returned to owner', date: '2026-02-01', destination: 'Lee Wong' });
    }
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), `/animals/${homing.id}`);
    await page.getByRole('region', { name: 'Homing', exact: true }).getByRole('button', { name: 'New Intake' }).click();
    let form = dialog(page, 'New Intake');
    await form.getByText(/items of the care plan are still due: the plan resumes with them\./).waitFor();
    expect(await form.getByText('Schedule no care plan').count()).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    await openAnimal(page, boomerang);
    await page.getByRole('region', { name: 'Boomerang', exact: true }).getByRole('button', { name: 'New Intake' }).click();
    form = dialog(page, 'New Intake');
    await form.getByLabel('Intake Date').fill(INTAKE);
    await form.getByText('The protocol “Adult cat, unknown history” schedules:').waitFor();
    await form.getByRole('button', { name: /^Remove FeLV\/FIV test/ }).click();
    await form.getByRole('button', { name: 'Record Intake' }).click();
    await toastText(page, 'Intake recorded');
    const query = new URLSearchParams({ species: 'Cat', intakeDate: INTAKE });
    const preview = await seed.request<TCarePlanPreview>('GET', `/care-plans/preview?${query}`);
    const plan = await seed.request<TCarePlan>('GET', `/animals/${boomerang.id}/care-plan`);
    const names = (items: { name: string; dueDate: string }[]) => items.map((item) => `${item.dueDate} ${item.name}`).sort();
    expect(names(plan.items)).toEqual(names(preview.items.filter((item) => item.name !== 'FeLV/FIV test')));
  });

  test('a vet records a weight in pounds; the Overview shows the history in the Display setting’s unit', async () => {
    const seed = await createSeeder(suite.app);
    const rover = await seed.animal({ name: 'Rover', intakeDate: '2026-01-10', carePlan: null });
    await seed.request('POST', '/weights', { animalId: rover.id, date: '2026-01-10', grams: 11_000 });
    const typed = await seed.animal({ name: 'Guesswork', weight: 'about 20 pounds', carePlan: null });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/settings?tab=display');
    expect(await page.getByLabel('Weight Unit').inputValue()).toBe('kg');
    await page.getByLabel('Weight Unit').selectOption('lb');
    await openAnimal(page, rover);
    const weight = page.getByRole('region', { name: 'Weight', exact: true });
    await weight.getByText('24.3 lb').first().waitFor();
    await weight.getByRole('button', { name: 'Record Weight' }).click();
    const form = dialog(page, 'Record Weight');
    expect(await form.getByLabel('Unit').inputValue()).toBe('lb');
    await form.getByLabel('Date').fill('2026-02-10');
    await textField(form, 'Weight').fill('27.5');
    await form.getByRole('button', { name: 'Record Weight' }).click();
    await toastText(page, 'Weight recorded');
    await form.waitFor({ state: 'detached' });

    // The latest, the chart of two weights, and the list newest first.
    await weight
      .getByText(/^27\.5 lb/)
      .first()
      .waitFor();
    await weight.getByRole('img', { name: 'Weight of Rover over time' }).waitFor();
    expect(await weight.getByRole('list', { name: 'Weights' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^27\.5 lb on Feb 10, 2026/),
      expect.stringMatching(/^24\.3 lb on Jan 10, 2026/),
    ]);
    expect(await page.getByRole('region', { name: 'Rover', exact: true }).innerText()).toMatch(/Weight\s+27\.5 lb/);
    const weights = await seed.request<TWeight[]>('GET', `/animals/${rover.id}/weights`);
    expect(weights.map((w) => w.grams)).toEqual([11_000, 12_474]);

    // Kilograms chosen in Settings → Display: every weight reads in them.
    await page.goto(`${suite.app.baseUrl}/settings?tab=display`);
    await page.getByLabel('Weight Unit').selectOption('kg');
    await openAnimal(page, rover);
    await weight
      .getByText(/^12\.5 kg/)
      .first()
      .waitFor();

    // A weight typed as text that no reading of it gives one stays as typed until one is recorded.
    await openAnimal(page, typed);
    await weight.getByText('Recorded as text: about 20 pounds').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the spay/neuter status follows a surgery record whose procedure is Spay', async () => {
    const seed = await createSeeder(suite.app);
    const daisy = await seed.animal({ name: 'Daisy', sex: 'Female', carePlan: null });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), `/animals/${daisy.id}`);
    await loaded(page.getByRole('tabpanel'));
    expect(await overviewFact(page, 'Spay/Neuter')).toBe('Spay/Neuter Not known');

    await page.goto(`${suite.app.baseUrl}/medical-records?animal=${daisy.id}`);
    const form = dialog(page, 'Add Medical Record');
    await form.getByLabel('Record Type').selectOption('Surgery');
    await form.getByLabel('Date').fill('2026-02-02');
    await textField(form, 'Description').fill('Spay surgery');
    // Only a surgery asks for a procedure; a vaccination asks for its product and lot instead.
    expect(await form.getByLabel('Lot Number').count()).toBe(0);
    await form.getByLabel('Procedure').selectOption('Spay');
    await form.getByRole('button', { name: 'Save Record' }).click();
    await toastText(page, 'Medical record created');
    await page.getByRole('table', { name: 'Medical records of Daisy' }).getByText('Procedure: Spay').waitFor();
    const [record] = await seed.request<TMedicalRecord[]>('GET', `/medical-records?animalId=${daisy.id}`);
    expect(record).toMatchObject({ recordType: 'Surgery', procedure: 'Spay', lotNumber: null });

    await openAnimal(page, daisy);
    await loaded(page.getByRole('tabpanel'));
    expect(await overviewFact(page, 'Spay/Neuter')).toBe('Spay/Neuter Spayed');
    expect((await seed.request<TAnimal>('GET', `/animals/${daisy.id}`)).spayNeuterStatus).toBe('Spayed');
  });
});
