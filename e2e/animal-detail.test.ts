import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { animationsDone, dialog, discardChanges, expectNoHorizontalScroll, loaded, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

/** The header card is a region named by the animal. */
const headerCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tabPanel = (page: Page) => page.getByRole('tabpanel');
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function openAnimal(page: Page, animal: Pick<TAnimal, 'id' | 'name'>, query = ''): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/animals/${animal.id}${query}`);
  await page.getByRole('heading', { level: 1, name: animal.name }).waitFor();
}

describeInBrowser('the animal detail', (suite) => {
  test('the header card shows every field, with the spec’s text for the empty ones', async () => {
    const seed = await createSeeder(suite.app);
    const bare = await seed.animal({ name: 'Plain Jane', species: 'Cat', breed: 'Shorthair', sex: 'Female', age: '6 months', intakeDate: '2026-03-05' });
    await seed.updateAnimal(bare, { healthStatus: null });
    const full = await seed.animal({
      name: 'Captain',
      weight: '48 lbs',
      healthStatus: 'Under treatment',
      microchipId: '985112003456789',
      microchipManufacturer: 'HomeAgain',
      traits: ['Loyal', 'Loves fetch'],
      description: 'A big softie.',
      imageUrl: '/images/animals/dog-shepherd.svg',
    });

    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${bare.id}`);
    await page.getByRole('heading', { level: 1, name: 'Plain Jane' }).waitFor();
    const card = await headerCard(page, 'Plain Jane').innerText();
    for (const text of [bare.animalId, 'Available', 'Species', 'Cat', 'Breed', 'Shorthair', 'Sex', 'Female', 'Age', '6 months', 'Intake Date', 'Mar 5, 2026']) {
      expect(card).toContain(text);
    }
    expect(card).toMatch(/Weight\s+Not recorded/);
    expect(card).toMatch(/Health Status\s+Not specified/);
    expect(card).toMatch(/Microchip ID\s+Not microchipped/);
    expect(card).toMatch(/Description\s+No description recorded\./);
    // No photo: the bundled placeholder (small enough to be inlined in the build).
    const photo = page.getByRole('img', { name: 'Photo of Plain Jane' });
    expect(await photo.getAttribute('src')).toMatch(/^data:image\/svg\+xml|animal-placeholder.*\.svg$/);
    expect(await page.getByRole('list', { name: 'Traits' }).count()).toBe(0);

    await openAnimal(page, full);
    const fullCard = await headerCard(page, 'Captain').innerText();
    // A weight typed as text the server reads ("48 lbs") is in the weight history, shown in the Display setting's unit.
    for (const text of ['21.8 kg', 'Under treatment', '985112003456789', 'A big softie.']) expect(fullCard).toContain(text);
    expect(await page.getByRole('list', { name: 'Traits' }).getByRole('listitem').allInnerTexts()).toEqual(['Loyal', 'Loves fetch']);
    // The drawing given as its image address was imported as its photo (docs/domain.md#photos).
    expect(await page.getByRole('img', { name: 'Photo of Captain' }).getAttribute('src')).toMatch(/^\/media\/photos\/[0-9a-f]{32}\/\d+\.jpg$/);
  });

  test('Process Adoption and Foster lead to their screens, and hide for adopted and fostered animals', async () => {
    const seed = await createSeeder(suite.app);
    const available = await seed.animal({ name: 'Ready Rover' });
    const adopted = await seed.animal({ name: 'Home Already', microchipId: '985000000000101' });
    await seed.adoption(adopted);
    const fostered = await seed.animal({ name: 'Couch Guest' });
    await seed.fosterPlacement(fostered, { startDate: '2026-02-01', endDate: null });

    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${available.id}`);
    await page.getByRole('heading', { level: 1, name: 'Ready Rover' }).waitFor();
    const card = headerCard(page, 'Ready Rover');
    expect(await card.getByRole('link', { name: 'Foster' }).getAttribute('href')).toBe(`/foster-care?animal=${available.id}`);
    await card.getByRole('link', { name: 'Process Adoption' }).click();
    await page.waitForURL(`**/adoptions?animal=${available.id}`);

    await openAnimal(page, adopted);
    expect(await headerCard(page, 'Home Already').getByText('Adopted', { exact: true }).isVisible()).toBe(true);
    expect(await headerCard(page, 'Home Already').getByRole('link', { name: 'Process Adoption' }).count()).toBe(0);
    expect(await headerCard(page, 'Home Already').getByRole('link', { name: 'Foster' }).count()).toBe(0);

    await openAnimal(page, fostered);
    expect(await headerCard(page, 'Couch Guest').getByText('In Foster', { exact: true }).isVisible()).toBe(true);
    expect(await headerCard(page, 'Couch Guest').getByRole('link', { name: 'Foster' }).count()).toBe(0);
    expect(await headerCard(page, 'Couch Guest').getByRole('link', { name: 'Process Adoption' }).getAttribute('href')).toBe(`/adoptions?animal=${fostered.id}`);
  });

  test('each tab has its empty state and first-item button; the overview shows the three newest medical records', async () => {
    const seed = await createSeeder(suite.app);
    const empty = await seed.animal({ name: 'New Arrival' });
    const known = await seed.animal({ name: 'Regular Visitor', intakeDate: '2026-01-05', description: 'Comes in for every check-up.' });
    for (const [date, description] of [
      ['2026-01-05', 'Intake exam'],
      ['2026-02-10', 'Rabies booster'],
      ['2026-02-20', 'Dental cleaning'],
      ['2026-03-01', 'Weight check'],
    ] as const) {
      await seed.medicalRecord(known, { date, description });
    }
    await seed.appointment(known, { date: '2026-12-01', time: '09:30', appointmentType: 'Dental' });
    // An e-mail of their own: the seeded foster's default one names the person who has it already.
    await seed.fosterPlacement(known, { fosterName: 'Morgan Lee', fosterEmail: 'morgan.lee@example.com', startDate: '2026-01-10', endDate: '2026-01-20' });

    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${empty.id}`);
    await page.getByRole('heading', { level: 1, name: 'New Arrival' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Photos',
      'Journey',
      'Medical Records',
      'Care Plan',
      'Notes',
      'Appointments',
      'Foster History',
      'Adoption History',
      'Microchip',
      'Documents',
      'History',
    ]);

    const emptyStates = [
      { tab: 'Overview', text: 'No medical records yet', link: 'Add Medical Record', href: `/medical-records?animal=${empty.id}` },
      { tab: 'Medical Records', text: 'No medical records yet', link: 'Add Medical Record', href: `/medical-records?animal=${empty.id}` },
      { tab: 'Appointments', text: 'No appointments scheduled', link: 'Schedule Appointment', href: `/appointments?animal=${empty.id}` },
      { tab: 'Foster History', text: 'No foster placements', link: 'New Foster Placement', href: `/foster-care?animal=${empty.id}` },
      { tab: 'Adoption History', text: 'No adoptions recorded', link: 'Process Adoption', href: `/adoptions?animal=${empty.id}` },
    ];
    for (const state of emptyStates) {
      await page.getByRole('tab', { name: state.tab }).click();
      await tabPanel(page).getByText(state.text).waitFor();
      expect(await tabPanel(page).getByRole('link', { name: state.link }).getAttribute('href')).toBe(state.href);
    }
    // The Appointments tab's button goes to /appointments.
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await tabPanel(page).getByRole('link', { name: 'Schedule Appointment' }).click();
    await page.waitForURL((url) => url.pathname === '/appointments');

    await openAnimal(page, known);
    const overview = tabPanel(page);
    expect(await overview.innerText()).toContain('Comes in for every check-up.');
    await overview.getByText('Weight check').waitFor();
    expect(await overview.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Weight check'),
      expect.stringContaining('Dental cleaning'),
      expect.stringContaining('Rabies booster'),
    ]);
    await overview.getByRole('button', { name: 'View all medical records (4)' }).click();
    await page.waitForURL('**?tab=medical');
    const records = page.getByRole('table', { name: 'Medical records of Regular Visitor' });
    await records.getByRole('cell', { name: 'Intake exam' }).waitFor();
    expect(await records.getByRole('row').count()).toBe(5);
    expect(await tabPanel(page).getByRole('link', { name: 'Add Medical Record' }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Appointments' }).click();
    const appointments = page.getByRole('table', { name: 'Appointments of Regular Visitor' });
    await appointments.getByRole('cell', { name: 'Dental' }).waitFor();
    expect(await appointments.innerText()).toMatch(/Dec 1, 2026\s+9:30 AM–10:00 AM\s+Dental/);
    await page.getByRole('tab', { name: 'Foster History' }).click();
    await page.getByRole('table', { name: 'Foster placements of Regular Visitor' }).getByText('Morgan Lee').waitFor();
    const placements = await page.getByRole('table', { name: 'Foster placements of Regular Visitor' }).innerText();
    expect(placements).toContain('Morgan Lee');
    expect(placements).toContain('Past');
  });

  test('Edit Details changes the details, the status and the intake’s spay/neuter answer', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Sprout', breed: 'Terrier', traits: ['Curious'] });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Sprout' }).waitFor();
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = dialog(page, 'Edit Animal Details');
    await form.waitFor();
    expect(await form.getByLabel('Animal ID').inputValue()).toBe(animal.animalId);
    expect(await textbox(form, 'Name').inputValue()).toBe('Sprout');
    expect(await form.getByLabel('Traits').inputValue()).toBe('Curious');

    await textbox(form, 'Name').fill('Sprout II');
    await textbox(form, 'Breed').fill('Border Terrier');
    expect(await form.getByLabel('Weight', { exact: true }).count(), 'weights are recorded on the Overview').toBe(0);
    expect(await form.getByLabel('Altered at intake').inputValue()).toBe('');
    await form.getByLabel('Altered at intake').selectOption('Yes');
    await form.getByLabel('Traits').fill('Curious, Brave');
    await form.getByLabel('Status', { exact: true }).selectOption('Behavioral Eval');
    await form.getByLabel('Health Status').selectOption('');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await toastText(page, 'Animal updated');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Sprout II' }).waitFor();
    const card = await headerCard(page, 'Sprout II').innerText();
    for (const text of ['Behavioral Eval', 'Border Terrier']) expect(card).toContain(text);
    expect(card).toMatch(/Health Status\s+Not specified/);
    // She came in spayed: the Overview says so, and her spay/neuter status follows.
    const overview = await tabPanel(page).innerText();
    expect(overview).toMatch(/Altered at intake\s+Yes/);
    expect(overview).toMatch(/Spay\/Neuter\s+Spayed/);
    expect(await page.getByRole('list', { name: 'Traits' }).getByRole('listitem').allInnerTexts()).toEqual(['Curious', 'Brave']);

    // The registry shows the change too.
    await page.getByRole('link', { name: 'Back to Animals' }).click();
    await page.getByRole('table', { name: 'Animals' }).getByRole('link', { name: 'Sprout II' }).waitFor();
  });

  test('a status the records set is not changed by hand: the server’s reason shows', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Sofa King' });
    await seed.fosterPlacement(animal, { startDate: '2026-02-01', endDate: null });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 409/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = dialog(page, 'Edit Animal Details');
    const status = form.getByLabel('Status', { exact: true });
    expect(await status.inputValue()).toBe('In Foster');
    expect(await form.getByText('Set by a current foster placement: end the placement to change it.').isVisible()).toBe(true);

    await status.selectOption('Available');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error updating the animal. Please try again.');
    expect(await form.getByRole('alert').innerText()).toContain('This animal is in foster care: end its placement to change its status');
    expect(await form.isVisible()).toBe(true);
    expect((await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).status).toBe('In Foster');
  });

  test('an edit of a record someone changed meanwhile is refused, and reopening starts from the latest', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Tug', breed: 'Boxer' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 409/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const form = dialog(page, 'Edit Animal Details');
    await textbox(form, 'Name').fill('Tugboat');

    await seed.updateAnimal(animal, { breed: 'Boxer mix' });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByRole('alert').getByText('This animal was changed by someone else. Reload it and try again.').waitFor();
    // Saving again from the same form is still refused: it would overwrite the other change.
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Error');
    expect((await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).name).toBe('Tug');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await headerCard(page, 'Tug').getByText('Boxer mix').waitFor();
    await page.getByRole('button', { name: 'Edit Details' }).click();
    expect(await textbox(form, 'Breed').inputValue()).toBe('Boxer mix');
    await textbox(form, 'Name').fill('Tugboat');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tugboat' }).waitFor();
    expect(await headerCard(page, 'Tugboat').innerText()).toContain('Boxer mix');
  });

  test('load failures: the spec’s text, and a missing animal said plainly', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Glitch' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/, /status of 404/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    await failProcedure(page, 'animals.get');
    await page.goto(`${suite.app.baseUrl}/animals/${animal.id}`);
    await page.getByRole('alert').getByText('Error loading animal details. Please try again.').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glitch' }).waitFor();

    await page.goto(`${suite.app.baseUrl}/animals/999999`);
    await page.getByRole('heading', { level: 1, name: 'Animal Details' }).waitFor();
    await page.getByRole('alert').getByText('No animal has this record number.', { exact: false }).waitFor();
  });

  test('a volunteer sees the animal but not the records of other teams, nor the write buttons', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Volunteer Pal' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), `/animals/${animal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Volunteer Pal' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Photos', 'Journey', 'Notes', 'Appointments', 'Foster History', 'Microchip']);
    for (const name of ['Edit Details', 'Process Adoption', 'Foster']) {
      expect(
        await page
          .getByRole('button', { name })
          .or(page.getByRole('link', { name, exact: true }))
          .count(),
      ).toBe(0);
    }
    expect(await headerCard(page, 'Volunteer Pal').getByRole('button', { name: 'Outcome' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Journey' }).click();
    await tabPanel(page).getByRole('article', { name: 'Stay 1' }).waitFor();
    expect(await tabPanel(page).getByRole('button').count()).toBe(0);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await tabPanel(page).getByText('No appointments scheduled').waitFor();
    expect(await tabPanel(page).getByRole('link').count()).toBe(0);
  });

  test('the detail, its tabs and the edit dialog pass axe; at 375 px nothing scrolls sideways', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Axel', traits: ['Gentle'], imageUrl: '/images/animals/dog-pit.svg', description: 'Gentle giant.' });
    await seed.medicalRecord(animal);
    await seed.appointment(animal);
    await seed.fosterPlacement(animal, { startDate: '2026-01-10', endDate: '2026-01-17' });
    for (const viewport of [undefined, PHONE]) {
      const page = await suite.openPage(viewport);
      await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}`);
      await page.getByRole('heading', { level: 1, name: 'Axel' }).waitFor();
      for (const tab of [
        'Overview',
        'Journey',
        'Medical Records',
        'Care Plan',
        'Notes',
        'Appointments',
        'Foster History',
        'Adoption History',
        'Microchip',
        'History',
      ]) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        // The chosen tab's own panel: the one left may still be unmounting.
        const panel = page.getByRole('tabpanel', { name: tab, exact: true });
        await panel.getByRole('heading').first().waitFor();
        await loaded(panel);
        await expectNoHorizontalScroll(page);
        expect(await seriousAxeViolations(page), tab).toEqual([]);
      }
      await page.getByRole('button', { name: 'Edit Details' }).click();
      await dialog(page, 'Edit Animal Details').waitFor();
      await animationsDone(page);
      await expectNoHorizontalScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});
