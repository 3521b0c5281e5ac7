import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatDateUs } from '../src-shared/dates.js';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TJourney } from '../src-shared/schemas/journey.js';
import type { TLocation } from '../src-shared/schemas/locations.js';
import { describeInBrowser } from './support/browser-suite.js';
import { createPersonInline } from './support/people.js';
import { allowBusyMachine, shelterToday } from './support/record-screens.js';
import { dialog, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

const adoptionsTable = (page: Page) => page.getByRole('table', { name: 'Adoptions' });
const stay = (page: Page, number: number) => page.getByRole('article', { name: `Stay ${number}` });

describeInBrowser('returns and holds at the Adoptions screen', (suite) => {
  test('Return on a completed adoption: the adoption is Returned on its day, and the animal starts a new stay', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Boomerang', intakeDate: '2026-01-10', microchipId: '985000000000301' });
    await seed.adoption(animal, { adopterName: 'Casey Morgan', adoptionDate: '2026-02-01', status: 'Completed' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    const row = adoptionsTable(page).getByRole('row').filter({ hasText: 'Casey Morgan' });
    await row.getByRole('button', { name: /^Completed: change status of/ }).click();
    await page.getByRole('menuitem', { name: 'Return' }).click();
    const form = dialog(page, 'Return Adoption');
    expect(await form.getByLabel('Return Date').inputValue()).toBe(shelterToday());
    await form.getByLabel('Reason').fill('Landlord would not allow pets');
    await form.getByLabel('Condition on Return').selectOption('Healthy');
    await form.getByRole('button', { name: 'Record Return' }).click();
    await toastText(page, 'Return recorded');
    await row.getByText(`Returned ${formatDateUs(shelterToday())}`).waitFor();
    // Returned is final: the badge no longer opens a menu.
    expect(await row.getByRole('button', { name: /change status/ }).count()).toBe(0);
    const [saved] = await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`);
    expect(saved).toMatchObject({ status: 'Returned', returnedOn: shelterToday(), returnReason: 'Landlord would not allow pets' });

    await page.getByRole('tab', { name: 'Returned' }).click();
    await adoptionsTable(page).getByRole('row').filter({ hasText: 'Casey Morgan' }).waitFor();

    await page.goto(`${suite.app.baseUrl}/animals/${animal.id}?tab=journey`);
    const second = await stay(page, 2).innerText();
    for (const text of ['Intake: Returned after adoption', 'Landlord would not allow pets', 'Healthy', 'In care']) expect(second).toContain(text);
    expect(await stay(page, 1).innerText()).toContain('Outcome: Adoption');
    await page.getByRole('region', { name: 'Boomerang', exact: true }).getByText('Available', { exact: true }).waitFor();
  });

  test('an adopted animal brought back is returned from its page: Return from Adopter beside New Intake', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Homing Pigeon', intakeDate: '2026-01-10', microchipId: '985000000000303' });
    await seed.adoption(animal, { adopterName: 'Dana Price', adoptionDate: '2026-02-01', status: 'Completed' });
    const building = await seed.request<TLocation>('POST', '/locations', { name: 'Return Wing', kind: 'Building' });
    const kennel = await seed.request<TLocation>('POST', '/locations', { name: 'Kennel R1', kind: 'Kennel', parentId: building.id });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/');
    await page.goto(`${suite.app.baseUrl}/animals/${animal.id}?tab=journey`);
    const header = page.getByRole('region', { name: 'Homing Pigeon', exact: true });
    await header.getByRole('button', { name: 'New Intake' }).waitFor();
    await header.getByRole('button', { name: 'Return from Adopter' }).click();
    const form = dialog(page, 'Return Adoption');
    await form.getByText('Homing Pigeon came back from Dana Price.', { exact: false }).waitFor();
    await form.getByLabel('Reason').fill('Allergic child');
    await form.getByLabel('Location').selectOption({ label: kennel.path });
    await form.getByRole('button', { name: 'Record Return' }).click();
    await toastText(page, 'Return recorded');
    await header.getByText('Available', { exact: true }).waitFor();
    await header.getByLabel('Current location').getByText(kennel.path).waitFor();
    expect(await stay(page, 2).innerText()).toContain('Intake: Returned after adoption');
    const [returned] = await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`);
    expect(returned).toMatchObject({ status: 'Returned', returnReason: 'Allergic child' });
  });

  test('Process Adoption during a hold: asked first, opened as Pending, and a Completed one refused under its status', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({
      name: 'Waiting Stray',
      intakeDate: '2026-01-10',
      microchipId: '985000000000302',
      intake: { type: 'Stray/At large', foundLocation: 'Park Ave' },
    });
    // The holding period, extended far ahead: the hold stands whatever today is.
    const [hold] = (await seed.request<TJourney>('GET', `/animals/${animal.id}/stays`)).stays[0]!.holds;
    await seed.request('PUT', `/holds/${hold!.id}`, { endDate: '2099-01-01' });

    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.goto(`${suite.app.baseUrl}/adoptions?animal=${animal.id}`);
    const form = dialog(page, 'Process Adoption');
    await form.getByText('Waiting Stray is on Stray Hold: process the adoption anyway?').waitFor();
    expect(await form.innerText()).toContain('Stray hold — ends Jan 1, 2099: Legal holding period for a stray');
    await form.getByRole('button', { name: 'Process anyway' }).click();

    const status = form.getByLabel('Status');
    expect(await status.inputValue()).toBe('Pending');
    await createPersonInline(form, { name: 'Robin Hale', email: 'robin@example.com', phone: '555-010-7777' });
    await status.selectOption('Completed');
    await form.getByText('Refused while a hold lasts: save it as Pending, or release the hold first.').waitFor();
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    await form
      .getByText('Waiting Stray is on Stray Hold until 2099-01-01 (Legal holding period for a stray): it cannot be adopted before the hold ends')
      .waitFor();
    expect(await status.getAttribute('aria-invalid')).toBe('true');
    expect((await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).status).toBe('Stray Hold');

    await status.selectOption('Pending');
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    await toastText(page, 'Adoption processed');
    const [pending] = await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`);
    expect(pending).toMatchObject({ status: 'Pending', adopterName: 'Robin Hale' });
  });
});
