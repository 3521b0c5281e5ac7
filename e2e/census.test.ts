import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TLocation } from '../src-shared/schemas/locations.js';
import { seriousAxeViolations } from './support/axe.js';
import { allowBusyMachine } from './support/record-screens.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { expectNoHorizontalScroll, storeDisplaySettings } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

/** One place of the census, by its label ("Main › Dog Ward › Run 1", "In foster with …"). */
const place = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const placeLabels = (page: Page) =>
  page.locator('main section[aria-label]').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')));
const animalsIn = (page: Page, label: string) => place(page, label).getByRole('table').getByRole('link').allInnerTexts();
/** A place's kennel cards to print, which only today's census offers, for a location. */
const kennelCards = (page: Page, label: string) => place(page, label).getByRole('link', { name: `Kennel cards for ${label}` });

async function location(seed: TSeeder, name: string, kind: TLocation['kind'], parent?: TLocation): Promise<TLocation> {
  return seed.request<TLocation>('POST', '/locations', { name, kind, parentId: parent?.id ?? null });
}

const move = (seed: TSeeder, animal: TAnimal, to: TLocation, date: string) =>
  seed.request('POST', `/animals/${animal.id}/location`, { locationId: to.id, date, time: '09:00' });

describeInBrowser('the census', (suite) => {
  test('lists the animals in care by where they are, with counts; a past date shows where they were then; each opens its page', async () => {
    const seed = await createSeeder(suite.app);
    const main = await location(seed, 'Main', 'Building');
    const ward = await location(seed, 'Dog Ward', 'Room', main);
    const run1 = await location(seed, 'Run 1', 'Kennel', ward);
    const run2 = await location(seed, 'Run 2', 'Kennel', ward);
    const condo = await location(seed, 'Cat Condo', 'Kennel', main);

    const apollo = await seed.animal({ name: 'Apollo', intakeDate: '2026-01-05' });
    await move(seed, apollo, run1, '2026-01-05');
    const bella = await seed.animal({ name: 'Bella', intakeDate: '2026-01-10' });
    await move(seed, bella, run1, '2026-01-10');
    const cleo = await seed.animal({ name: 'Cleo', species: 'Cat', breed: 'Tabby', intakeDate: '2026-01-12' });
    await move(seed, cleo, condo, '2026-01-12');
    await move(seed, cleo, run2, '2026-02-01');
    const fern = await seed.animal({ name: 'Fern', intakeDate: '2026-01-15' });
    await seed.fosterPlacement(fern, { fosterName: 'Jamie Rivera', startDate: '2026-02-01', endDate: null });
    await seed.animal({ name: 'Dash', intakeDate: '2026-02-10' });
    // In care in January, adopted in February: on the census of a January day only.
    const echo = await seed.animal({ name: 'Echo', intakeDate: '2026-01-20', microchipId: '985000000000777' });
    await move(seed, echo, run2, '2026-01-20');
    await seed.adoption(echo, { adoptionDate: '2026-02-15' });

    const volunteer = await suite.app.createStaffUser({ role: 'volunteer' });
    const page = allowBusyMachine(await suite.openPage());
    await storeDisplaySettings(page, { dateFormat: 'YYYY-MM-DD' });
    await logIn(page, suite.app.baseUrl, volunteer);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Census' }).click();
    await screenHeading(page, 'Census').waitFor();
    expect(await topBar(page).getByText('Census', { exact: true }).isVisible()).toBe(true);

    await page.getByText(/^5 animals in care at the end of \d{4}-\d{2}-\d{2}$/).waitFor();
    expect(await placeLabels(page)).toEqual(['Main › Dog Ward › Run 1', 'Main › Dog Ward › Run 2', 'In foster with Jamie Rivera', 'No location recorded']);
    expect(await animalsIn(page, 'Main › Dog Ward › Run 1')).toEqual(['Apollo', 'Bella']);
    expect(await place(page, 'Main › Dog Ward › Run 1').getByText('2 animals', { exact: true }).isVisible()).toBe(true);
    const cleoRow = place(page, 'Main › Dog Ward › Run 2').getByRole('row').filter({ hasText: 'Cleo' });
    for (const text of [cleo.animalId, 'Cat', 'Available', '2026-02-01']) expect(await cleoRow.innerText()).toContain(text);
    expect(await place(page, 'Main › Dog Ward › Run 2').getByText('1 animal', { exact: true }).isVisible()).toBe(true);
    expect(await animalsIn(page, 'In foster with Jamie Rivera')).toEqual(['Fern']);
    expect(await place(page, 'In foster with Jamie Rivera').getByRole('row').filter({ hasText: 'Fern' }).innerText()).toContain('In Foster');
    expect(await animalsIn(page, 'No location recorded')).toEqual(['Dash']);
    expect(await kennelCards(page, 'Main › Dog Ward › Run 1').getAttribute('href')).toBe(`/print/kennel-cards?location=${run1.id}`);
    expect(await kennelCards(page, 'Main › Dog Ward › Run 1').getAttribute('target')).toBe('_blank');
    expect(await kennelCards(page, 'In foster with Jamie Rivera').count()).toBe(0);
    expect(await kennelCards(page, 'No location recorded').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The end of January 25th: Cleo still in the Cat Condo, Echo not yet adopted, Dash not yet in, Fern not yet in foster.
    await page.getByLabel('Date').fill('2026-01-25');
    await page.getByText('5 animals in care at the end of 2026-01-25').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe('2026-01-25');
    expect(await placeLabels(page)).toEqual(['Main › Cat Condo', 'Main › Dog Ward › Run 1', 'Main › Dog Ward › Run 2', 'No location recorded']);
    expect(await animalsIn(page, 'Main › Cat Condo')).toEqual(['Cleo']);
    // The cards are of the animals there now, not on a past day.
    expect(await kennelCards(page, 'Main › Cat Condo').count()).toBe(0);
    expect(await place(page, 'Main › Cat Condo').getByRole('row').filter({ hasText: 'Cleo' }).innerText()).toContain('2026-01-12');
    expect(await animalsIn(page, 'Main › Dog Ward › Run 2')).toEqual(['Echo']);
    expect(await animalsIn(page, 'No location recorded')).toEqual(['Fern']);
    expect(await page.getByLabel('Date').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await place(page, 'Main › Dog Ward › Run 2').getByRole('link', { name: 'Echo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Echo' }).waitFor();
    await page.goBack();
    await page.getByText('5 animals in care at the end of 2026-01-25').waitFor();
  });

  test('printed, it is the census alone: no sidebar, top bar or controls, each place in one block; a phone shows it without scrolling sideways', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Printed', intakeDate: '2026-01-05' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/census');
    await place(page, 'No location recorded').getByRole('link', { name: 'Printed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    expect(await topBar(page).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Date').isVisible()).toBe(false);
    expect(await screenHeading(page, 'Census').isVisible()).toBe(true);
    expect(await place(page, 'No location recorded').evaluate((section) => section.ownerDocument.defaultView?.getComputedStyle(section).breakInside)).toBe(
      'avoid',
    );

    const phone = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(phone, suite.app.baseUrl, await suite.app.createStaffUser(), '/census');
    await place(phone, 'No location recorded').getByRole('link', { name: 'Printed' }).waitFor();
    await expectNoHorizontalScroll(phone);
  });
});
