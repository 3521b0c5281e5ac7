import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import type { TPersonDetail } from '../src-shared/schemas/people.js';
import type { TTransaction } from '../src-shared/schemas/transactions.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { createPersonInline, pickByName, pickerBox, seedPerson } from './support/people.js';
import { allowBusyMachine, pickAnimal, SETTLES } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { apply, applicationsTable, rowWith } from './support/applications.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

const peopleTable = (page: Page) => page.getByRole('table', { name: 'People' });
const history = (page: Page) => page.getByRole('region', { name: 'History' });

describeInBrowser('People', (suite) => {
  test('a person created from the adoption dialog adopts, is found by their phone’s digits, and their page shows the adoption', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Pickle Adoptee', microchipId: '985000000000701' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.goto(`${suite.app.baseUrl}/adoptions?animal=${animal.id}`);

    const form = dialog(page, 'Process Adoption');
    await createPersonInline(form, { name: 'Quinn Pickering', email: 'quinn@people.example', phone: '(555) 014-2299' });
    expect(await pickerBox(form, 'Adopter').inputValue()).toBe('Quinn Pickering');
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    expect(await toastText(page, 'Adoption processed')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const [adoption] = await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`);
    expect(adoption).toMatchObject({ adopterName: 'Quinn Pickering', adopterEmail: 'quinn@people.example', status: 'Completed' });

    // The adopter's name in the list opens their page.
    await page.getByRole('table', { name: 'Adoptions' }).getByRole('link', { name: 'Quinn Pickering', exact: true }).click();
    await screenHeading(page, 'Quinn Pickering').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/people/${adoption!.personId}`);

    await page.getByRole('link', { name: 'People', exact: true }).click();
    await screenHeading(page, 'People').waitFor();
    await page.getByRole('searchbox', { name: 'Search people' }).fill('5550142299');
    await page.waitForURL((url) => url.searchParams.get('q') === '5550142299');
    await expect
      .poll(async () => (await peopleTable(page).locator('tbody tr').allInnerTexts()).map((row) => row.split('\n')[0]), SETTLES)
      .toEqual(['Quinn Pickering']);
    const row = rowWith(peopleTable(page), 'Quinn Pickering');
    expect(await row.innerText()).toContain('Adopter');
    expect(await row.innerText()).toContain('quinn@people.example');

    await row.getByRole('link', { name: 'Quinn Pickering', exact: true }).click();
    await screenHeading(page, 'Quinn Pickering').waitFor();
    const line = history(page).getByRole('listitem').filter({ hasText: 'Pickle Adoptee' });
    expect(await line.innerText()).toContain('Adoption');
    await line.getByRole('link', { name: 'Pickle Adoptee' }).click();
    await page.waitForURL(`**/animals/${animal.id}`);
  });

  test('New Person takes every detail, asks why a person may not adopt, and Edit corrects them', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/people');
    await page.getByRole('button', { name: 'New Person' }).click();
    const form = dialog(page, 'New Person');
    await form.getByRole('textbox', { name: 'Name' }).fill('Nadia Newrecord');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('nadia@people.example');
    await form.getByText('Do not adopt: the shelter will not place an animal with this person').click();
    await form.getByLabel('Approved On').fill('2026-01-20');
    await form.getByLabel('Capacity').fill('3');
    await form.getByText('Cat', { exact: true }).click();
    await form.getByText('Juvenile', { exact: true }).click();
    await form.getByRole('button', { name: 'Add Person' }).click();
    await form.getByText('Say why this person may not adopt').waitFor();
    await form.getByRole('textbox', { name: 'Why' }).fill('Left a dog in a hot car');
    await form.getByRole('button', { name: 'Add Person' }).click();
    expect(await toastText(page, 'Person added')).toBeTruthy();
    await form.waitFor({ state: 'detached' });

    const row = rowWith(peopleTable(page), 'Nadia Newrecord');
    expect(await row.innerText()).toContain('Do not adopt');
    expect(await row.innerText()).toContain('Approved foster home');
    await row.getByRole('link', { name: 'Nadia Newrecord' }).click();
    await page.getByText('Do not adopt: Left a dog in a hot car').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Nadia Newrecord');
    expect(await edit.getByLabel('Capacity').inputValue()).toBe('3');
    await edit.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-014-8080');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Person updated')).toBeTruthy();
    await page.getByText('555-014-8080').waitFor();
    const [saved] = (await seed.request<{ items: TPersonDetail[] }>('GET', '/people?q=Nadia')).items;
    expect(saved).toMatchObject({
      phone: '555-014-8080',
      doNotAdopt: true,
      fosterApprovedOn: '2026-01-20',
      fosterCapacity: 3,
      fosterSpecies: ['Cat'],
      fosterAgeGroups: ['Juvenile'],
    });
  });

  test('New Adoption and New Foster Placement from a person’s page open the dialogs with them chosen, once an animal is', async () => {
    const seed = await createSeeder(suite.app);
    const person = await seedPerson(seed, { name: 'Paloma Pagestart', email: 'paloma@people.example', phone: '555-014-6060' });
    const animal = await seed.animal({ name: 'Started Pup', microchipId: '985000000000703' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/people/${person.id}`);
    await screenHeading(page, 'Paloma Pagestart').waitFor();

    await page.getByRole('button', { name: 'New Foster Placement' }).click();
    const fosterStart = dialog(page, 'New Foster Placement');
    await pickAnimal(fosterStart, 'Animal to foster', 'Started Pup');
    await fosterStart.getByRole('button', { name: 'New Foster Arrangement' }).click();
    const foster = dialog(page, 'New Foster Arrangement');
    expect(await pickerBox(foster, 'Foster').inputValue()).toBe('Paloma Pagestart');
    await foster.getByText('Not an approved foster home.').waitFor();
    await foster.getByRole('button', { name: 'Cancel' }).click();
    await foster.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New Adoption' }).click();
    const adoptionStart = dialog(page, 'New Adoption');
    await pickAnimal(adoptionStart, 'Available animal', 'Started Pup');
    await adoptionStart.getByRole('button', { name: 'Process Adoption' }).click();
    const form = dialog(page, 'Process Adoption');
    expect(await pickerBox(form, 'Adopter').inputValue()).toBe('Paloma Pagestart');
    expect(await form.innerText()).toContain(animal.animalId);
    await form.getByRole('button', { name: 'Process Adoption' }).click();
    expect(await toastText(page, 'Adoption processed')).toBeTruthy();
    await history(page).getByRole('listitem').filter({ hasText: 'Started Pup' }).waitFor();
  });

  test('a volunteer sees people’s names, and no contact details', async () => {
    const seed = await createSeeder(suite.app);
    const person = await seedPerson(seed, { name: 'Vera Private', email: 'vera@people.example', phone: '555-014-7788', address: '12 Hidden Lane' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), '/people?q=Vera');
    const row = rowWith(peopleTable(page), 'Vera Private');
    await row.waitFor();
    expect(await peopleTable(page).getByRole('columnheader').allInnerTexts()).not.toContain('E-mail');
    expect(await peopleTable(page).innerText()).not.toContain('vera@people.example');
    expect(await page.getByRole('button', { name: 'New Person' }).count()).toBe(0);

    await row.getByRole('link', { name: 'Vera Private' }).click();
    await screenHeading(page, 'Vera Private').waitFor();
    await page.getByText('Contact details are shown to staff.').waitFor();
    const text = await page.getByRole('main').innerText();
    for (const hidden of ['vera@people.example', '555-014-7788', '12 Hidden Lane']) expect(text).not.toContain(hidden);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/people/${person.id}`);
  });

  test('an admin merges a duplicate pair on the duplicates screen, and the survivor’s page shows both histories', async () => {
    const seed = await createSeeder(suite.app);
    const kept = await seedPerson(seed, { name: 'Harper Twinning', email: 'harper@people.example', phone: '555-014-1001' });
    const duplicate = await seedPerson(seed, { name: 'Harper Twinning', email: 'HARPER@people.example', phone: '555-014-1002' });
    const adopted = await seed.animal({ name: 'Merged Adoptee', microchipId: '985000000000702' });
    await seed.adoption(adopted, { personId: kept.id, adoptionDate: '2026-02-10' });
    const fostered = await seed.animal({ name: 'Merged Foster' });
    await seed.fosterPlacement(fostered, { personId: duplicate.id, startDate: '2026-02-12' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), '/people/duplicates');
    await screenHeading(page, 'Duplicates').waitFor();
    const pair = page.getByRole('listitem').filter({ hasText: '555-014-1001' }).filter({ hasText: '555-014-1002' });
    await pair.waitFor();
    expect(await pair.innerText()).toContain('Same e-mail');

    const keptCard = pair.locator('.chakra-card__root').filter({ hasText: '555-014-1001' });
    await keptCard.getByRole('button', { name: 'Keep this record' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Keep Harper Twinning?' });
    expect(await confirm.innerText()).toContain('move to Harper Twinning');
    await confirm.getByRole('button', { name: 'Merge' }).click();
    expect(await toastText(page, 'Duplicate merged')).toBeTruthy();
    await pair.waitFor({ state: 'detached' });

    await page.goto(`${suite.app.baseUrl}/people/${kept.id}`);
    await screenHeading(page, 'Harper Twinning').waitFor();
    const lines = history(page).getByRole('listitem');
    await lines.filter({ hasText: 'Merged Foster' }).waitFor();
    expect(await lines.filter({ hasText: 'Merged Adoptee' }).innerText()).toContain('Adoption');
    expect(await lines.filter({ hasText: 'Merged Foster' }).innerText()).toContain('Foster');
    const survivor = await seed.request<TPersonDetail>('GET', `/people/${kept.id}`);
    expect(survivor.roles).toEqual(expect.arrayContaining(['Adopter', 'Foster home']));

    // The duplicate's old address leads to the record it became.
    await page.goto(`${suite.app.baseUrl}/people/${duplicate.id}`);
    await page.getByText('This record was merged into').waitFor();
    await page.getByRole('link', { name: 'Harper Twinning' }).click();
    await page.waitForURL(`${suite.app.baseUrl}/people/${kept.id}`);
    await screenHeading(page, 'Harper Twinning').waitFor();
  });

  test('the inbox shows an applicant’s match for staff to confirm, and flags an applicant who may not adopt', async () => {
    const seed = await createSeeder(suite.app);
    const wanted = await seed.animal({ name: 'Inbox Darling' });
    const known = await seedPerson(seed, { name: 'Morgan Known', email: 'morgan.known@people.example' });
    await seedPerson(seed, { name: 'Casey Barred', email: 'casey.barred@people.example', doNotAdopt: true, doNotAdoptReason: 'Returned two dogs unfit' });
    const matching = await apply(seed, wanted, { applicantName: 'Morgan K.', applicantEmail: 'morgan.known@people.example' });
    await apply(seed, wanted, { applicantName: 'Casey B.', applicantEmail: 'casey.barred@people.example' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions?tab=applications');
    const inbox = applicationsTable(page);
    const morgan = rowWith(inbox, 'Morgan K.');
    await morgan.getByText('Matches an existing person: Morgan Known').waitFor();
    const casey = rowWith(inbox, 'Casey B.');
    await casey.getByText('Do not adopt: Returned two dogs unfit').waitFor();

    await morgan.getByRole('button', { name: 'Confirm the applicant is Morgan Known' }).click();
    expect(await toastText(page, 'Applicant confirmed')).toContain('Morgan Known');
    await morgan.getByText('Applicant: Morgan Known').waitFor();
    const [linked] = await seed.request<TAdoptionApplication[]>('GET', `/adoption-applications?q=${matching.reference}`);
    expect(linked).toMatchObject({ personId: known.id });

    // The application's detail flags the applicant too.
    await casey.getByRole('link', { name: 'Casey B.' }).click();
    const reading = dialog(page, 'Adoption Application');
    await reading.getByText('Do not adopt: Returned two dogs unfit').waitFor();
  });

  test('a donation names its donor in the picker, an expense no one, and the donor’s page shows the gift', async () => {
    const seed = await createSeeder(suite.app);
    const donor = await seedPerson(seed, { name: 'Dora Donating', email: 'dora@people.example' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/financial');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const form = dialog(page, 'New Transaction');
    await form.getByLabel('Type').selectOption('Facilities');
    expect(await pickerBox(form, 'Donor').count()).toBe(0);
    await form.getByLabel('Type').selectOption('Donation');
    await pickByName(form, 'Donor', 'Dora Donating');
    await form.getByLabel('Amount ($)').fill('75');
    await form.getByLabel('Date').fill('2026-02-14');
    await form.getByRole('button', { name: 'Record Transaction' }).click();
    expect(await toastText(page, 'Transaction created')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const donations = await seed.request<TTransaction[]>('GET', '/financial-transactions?type=Donation');
    expect(donations.find((row) => row.personId === donor.id)).toMatchObject({ amount: 7500, personName: 'Dora Donating' });

    await page.getByRole('link', { name: 'Dora Donating' }).first().click();
    await screenHeading(page, 'Dora Donating').waitFor();
    const gift = history(page).getByRole('listitem').filter({ hasText: 'Donation' });
    expect(await gift.innerText()).toContain('$75.00');
    expect(await page.getByRole('main').innerText()).toContain('Donor');
  });

  test('at 375 px the people list, a person’s page and the foster homes fit the width, with no serious accessibility problem', async () => {
    const seed = await createSeeder(suite.app);
    const home = await seedPerson(seed, {
      name: 'Phoebe Narrowscreen-Fosterhome',
      email: 'phoebe.narrowscreen@people.example',
      phone: '555-014-3030',
      fosterApprovedOn: '2026-01-05',
      fosterCapacity: 2,
      fosterSpecies: ['Cat', 'Dog'],
      fosterAgeGroups: ['Juvenile'],
      doNotAdopt: true,
      doNotAdoptReason: 'Landlord forbids a permanent pet',
    });
    await seed.fosterPlacement(await seed.animal({ name: 'Narrow Kitten', species: 'Cat' }), { personId: home.id, startDate: '2026-02-01' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), '/people?q=Phoebe');
    await rowWith(peopleTable(page), 'Phoebe').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${suite.app.baseUrl}/people/${home.id}`);
    await history(page).getByText('Narrow Kitten').waitFor();
    await page.getByText('Do not adopt: Landlord forbids a permanent pet').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${suite.app.baseUrl}/people/foster-homes`);
    const homes = page.getByRole('table', { name: 'Foster homes' });
    const row = rowWith(homes, 'Phoebe');
    await row.waitFor();
    expect(await row.innerText()).toContain('1 of 2 places used');
    await expectNoHorizontalScroll(page);
  });
});
