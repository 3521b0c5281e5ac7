import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { AAHA_LOOKUP_URL } from '../src-shared/microchips.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { animationsDone, dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

const chipCard = (page: Page) => page.getByRole('tabpanel', { name: 'Microchip' });
const searchForm = (page: Page) => page.getByRole('form', { name: 'Microchip registry search' });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function openMicrochipTab(page: Page, animal: Pick<TAnimal, 'id' | 'name'>): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/animals/${animal.id}?tab=microchip`);
  await page.getByRole('heading', { name: 'Microchip Information' }).waitFor();
}

describeInBrowser('the Microchip tab', (suite) => {
  test('an animal without a chip: the amber notice, the form’s messages, Other with its own name, empty values as null', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Chipless' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    await openMicrochipTab(page, animal);

    await chipCard(page).getByText('Chipless has no microchip on record.', { exact: false }).waitFor();
    expect(await chipCard(page).innerText()).toMatch(/Registration ID\s+No registration on file/);
    for (const tip of ['Scan every animal at intake', 'register the chip to the adopter']) {
      expect(await chipCard(page).getByText(tip, { exact: false }).isVisible()).toBe(true);
    }

    await chipCard(page).getByRole('button', { name: 'Add Microchip' }).click();
    const form = dialog(page, 'Add Microchip');
    await form.getByRole('button', { name: 'Save Microchip' }).click();
    await form.getByText('Microchip ID is required').waitFor();
    await form.getByText('Manufacturer is required').waitFor();
    expect(await form.getByRole('combobox', { name: 'Manufacturer' }).locator('option').allInnerTexts()).toEqual([
      'Select a manufacturer',
      'Avid',
      'HomeAgain',
      '24PetWatch',
      'AKC Reunite',
      'PetLink',
      'Save This Life',
      'Datamars',
      'Trovan',
      'Other',
    ]);

    await textbox(form, 'Microchip ID').fill('956 000 001 234 567');
    // The number is read as it is typed: a well-formed ISO chip.
    await form.getByText('ISO 11784/11785 (15 digits)').waitFor();
    await form.getByRole('combobox', { name: 'Manufacturer' }).selectOption('Other');
    await form.getByRole('button', { name: 'Save Microchip' }).click();
    await form.getByText('Manufacturer is required').waitFor();
    await textbox(form, 'Manufacturer name').fill('PetKey');
    await form.getByRole('button', { name: 'Save Microchip' }).click();

    expect(await toastText(page, 'Microchip updated')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const info = await chipCard(page).innerText();
    expect(info).toMatch(/Microchip ID\s+956000001234567/);
    expect(info).toMatch(/Manufacturer\s+PetKey/);
    expect(info).toMatch(/Registration ID\s+No registration on file/);
    expect(info).not.toContain('Not microchipped');
    expect(await page.getByRole('region', { name: 'Chipless' }).innerText()).toContain('956000001234567');
    expect(await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).toMatchObject({
      microchipId: '956000001234567',
      microchipManufacturer: 'PetKey',
      registrationId: null,
    });

    // Editing again starts from what is stored; a listed manufacturer and a registration replace them.
    await chipCard(page).getByRole('button', { name: 'Update Microchip' }).click();
    const update = dialog(page, 'Update Microchip');
    expect(await update.getByRole('combobox', { name: 'Manufacturer' }).inputValue()).toBe('Other');
    expect(await textbox(update, 'Manufacturer name').inputValue()).toBe('PetKey');
    await update.getByRole('combobox', { name: 'Manufacturer' }).selectOption('Trovan');
    await textbox(update, 'Registration ID').fill('CITY-88');
    await update.getByRole('button', { name: 'Save Microchip' }).click();
    await toastText(page, 'Microchip updated');
    await chipCard(page).getByText('CITY-88').waitFor();
    expect(await seed.request<TAnimal>('GET', `/animals/${animal.id}`)).toMatchObject({ microchipManufacturer: 'Trovan', registrationId: 'CITY-88' });
  });

  test('a refused update keeps the dialog open with the spec’s error toast', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Stubborn' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    await openMicrochipTab(page, animal);
    await failProcedure(page, 'animals.update');
    await chipCard(page).getByRole('button', { name: 'Add Microchip' }).click();
    const form = dialog(page, 'Add Microchip');
    await textbox(form, 'Microchip ID').fill('977200000123456');
    await form.getByRole('combobox', { name: 'Manufacturer' }).selectOption('Avid');
    await form.getByRole('button', { name: 'Save Microchip' }).click();
    expect(await toastText(page, 'Error')).toContain('There was an error updating the microchip information. Please try again.');
    expect(await form.isVisible()).toBe(true);
    expect(await textbox(form, 'Microchip ID').inputValue()).toBe('977200000123456');
  });

  test('the registry search checks a number, finds the animal carrying it, and links to the national lookup', async () => {
    const seed = await createSeeder(suite.app);
    const carrier = await seed.animal({ name: 'Chip Carrier', microchipId: '977200000123456', microchipManufacturer: 'Avid', status: 'Medical Hold' });
    const searcher = await seed.animal({ name: 'Searcher' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/] });
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }));
    await openMicrochipTab(page, searcher);
    // A volunteer may look but not change the chip.
    expect(await chipCard(page).getByRole('button', { name: 'Add Microchip' }).count()).toBe(0);

    const form = searchForm(page);
    await form.getByRole('button', { name: 'Search' }).click();
    await form.getByText('Search value is required').waitFor();
    await form.getByText('Please select a registry').waitFor();
    expect(await form.getByRole('combobox', { name: 'Registry' }).locator('option').allInnerTexts()).toEqual([
      'Select a registry',
      'All registries',
      'HomeAgain',
      'Avid',
      'AKC Reunite',
      '24PetWatch',
      'PetLink',
      'Save This Life',
    ]);

    await textbox(form, 'Search value').fill('977-200-000-123-456');
    await form.getByRole('combobox', { name: 'Registry' }).selectOption('HomeAgain');
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await toastText(page, 'Search complete')).toContain('977200000123456');
    const result = page.getByRole('region', { name: 'Search result' });
    const text = await result.innerText();
    for (const expected of ['977200000123456', 'Valid chip number', 'ISO 11784/11785 (15 digits)', 'Avid', 'AVID PETtrac', 'Medical Hold']) {
      expect(text).toContain(expected);
    }
    // HomeAgain was chosen, but the number points to AVID's registry.
    expect(text).toContain('This number points to AVID PETtrac, not HomeAgain');
    const national = result.getByRole('link', { name: 'Search the AAHA Universal Pet Microchip Lookup' });
    expect(await national.getAttribute('href')).toBe(AAHA_LOOKUP_URL);
    expect(await national.getAttribute('target')).toBe('_blank');

    await textbox(form, 'Search value').fill('12345');
    await form.getByRole('combobox', { name: 'Registry' }).selectOption('all');
    await form.getByRole('button', { name: 'Search' }).click();
    await result.getByText('Not a valid chip number').waitFor();
    expect(await result.innerText()).toContain('No animal here carries this chip');

    await failProcedure(page, 'microchips.lookup');
    await textbox(form, 'Search value').fill('985112003456789');
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await toastText(page, 'Search error')).toContain('There was an error searching the microchip registries. Please try again.');
    await page.unrouteAll();

    await page.getByRole('tab', { name: 'About Registries' }).click();
    await page.getByText('usually chips starting 985').waitFor();

    await page.getByRole('tab', { name: 'Search', exact: true }).click();
    await textbox(form, 'Search value').fill('977200000123456');
    await form.getByRole('button', { name: 'Search' }).click();
    await result.getByRole('link', { name: `Chip Carrier (${carrier.animalId})` }).click();
    await page.getByRole('heading', { level: 1, name: 'Chip Carrier' }).waitFor();
  });

  test('the tab and its dialog pass axe, and fit 375 px', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Scanner', microchipId: '985112003456789', microchipManufacturer: 'HomeAgain', registrationId: 'CITY-1' });
    for (const viewport of [undefined, PHONE]) {
      const page = await suite.openPage(viewport);
      await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
      await openMicrochipTab(page, animal);
      // Opened by its address, the Microchip tab is scrolled into view in the tab row.
      const tab = await page.getByRole('tab', { name: 'Microchip' }).boundingBox();
      expect(tab && tab.x >= 0 && tab.x + tab.width <= (viewport ?? { width: 1280 }).width).toBe(true);
      await expectNoHorizontalScroll(page);
      await searchForm(page).getByRole('button', { name: 'Search' }).click();
      await searchForm(page).getByRole('combobox', { name: 'Registry' }).selectOption('all');
      await searchForm(page).getByRole('button', { name: 'Search' }).click();
      await page.getByRole('region', { name: 'Search result' }).waitFor();
      await expectNoHorizontalScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Update Microchip' }).click();
      await dialog(page, 'Update Microchip').waitFor();
      await animationsDone(page);
      await expectNoHorizontalScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});
