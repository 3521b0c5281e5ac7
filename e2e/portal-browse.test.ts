import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, DESKTOP, PHONE } from './support/browser-suite.js';
import { animalCards, focused, pageHeading, seedPortalShelter, viewDetails, type TPortalShelter } from './support/portal.js';

/** Distinct x positions of the cards' left edges in the first row: the grid's column count. */
async function columnCount(cards: ReturnType<typeof animalCards>): Promise<number> {
  const boxes = await Promise.all((await cards.all()).slice(0, 4).map((card) => card.boundingBox()));
  return new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size;
}

describeInBrowser('the adoption portal: browsing', (suite) => {
  let seeded: Promise<TPortalShelter> | undefined;
  const shelter = () => (seeded ??= seedPortalShelter(suite.app));

  test('desktop: 24 animals in four columns, each card complete, then Show more brings the rest', async () => {
    const { adoptableCount, featured, plain, adopted } = await shelter();
    expect(adoptableCount).toBeGreaterThan(24);
    const page = await suite.openPage(DESKTOP);
    await page.goto(`${suite.app.baseUrl}/public`);

    await pageHeading(page, 'Adoptable Animals').waitFor();
    const cards = animalCards(page);
    // The first row comes with the first paint, the rest right after.
    await cards.nth(23).waitFor();
    expect(await cards.count()).toBe(24);
    expect(await columnCount(cards)).toBe(4);
    await page.getByText(`Showing 24 of ${adoptableCount} animals`).waitFor();
    expect(await page.title()).toBe('Adoptable Animals | City Animal Shelter');

    // The newest intake comes first: the featured dog's card, with every part of a card.
    const card = cards.filter({ has: page.getByRole('heading', { name: featured.name }) });
    expect(await card.getByText('Dog', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Corgi mix • Male • 3 years').isVisible()).toBe(true);
    expect(await card.getByText(/^Biscuit is a cheerful corgi mix/).isVisible()).toBe(true);
    // Its drawing was imported as its photo: every size made, the browser picking one for the card's width.
    const photo = card.getByRole('img', { name: `Photo of ${featured.name}` });
    expect([await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['1200', '900']);
    expect(await photo.getAttribute('srcset')).toMatch(/^\/media\/photos\/[0-9a-f]{32}\/160\.jpg 160w, .+ 1200w$/);
    expect(await photo.getAttribute('sizes')).toBeTruthy();
    expect(await viewDetails(page, featured.name).getAttribute('href')).toBe(`/public/animals/${featured.id}`);
    // The description is clamped to three lines.
    const description = card.getByText(/^Biscuit is a cheerful/);
    expect(await description.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).webkitLineClamp)).toBe('3');

    // Photos further down wait until they are scrolled to; all have their size set; only the first is fetched first.
    const lazy = await page.locator('main img[loading="lazy"]').count();
    expect(lazy).toBeGreaterThan(10);
    expect(await page.locator('main img:not([width][height])').count()).toBe(0);
    expect(await page.locator('main img[fetchpriority="high"]').count()).toBe(1);

    expect(await seriousAxeViolations(page)).toEqual([]);

    // The oldest animals are on the second page.
    expect(await viewDetails(page, plain.name).count()).toBe(0);
    await page.getByRole('button', { name: 'Show more' }).click();
    await viewDetails(page, plain.name).waitFor();
    expect(await cards.count()).toBe(adoptableCount);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.getByText(`Showing ${adoptableCount} of ${adoptableCount} animals`).waitFor();
    // Focus moved to the first new card, so the keyboard carries on from there.
    const focusedCard = await focused(page).evaluate((element) => element.closest('article')?.querySelector('h2')?.textContent);
    expect(focusedCard).toBe(await cards.nth(24).getByRole('heading').textContent());

    // No photo, no description: said so.
    const plainCard = cards.filter({ has: page.getByRole('heading', { name: plain.name }) });
    expect(await plainCard.getByText('No image available').isVisible()).toBe(true);
    expect(await plainCard.getByText('No description available.').isVisible()).toBe(true);
    // An adopted animal is not listed.
    expect(await page.getByRole('heading', { name: adopted.name }).count()).toBe(0);
  });

  test('phone: one column; species, sex and text filter the list and the address, which can be shared', async () => {
    await shelter();
    const page = await suite.openPage(PHONE);
    await page.goto(`${suite.app.baseUrl}/public`);
    const cards = animalCards(page);
    await cards.first().waitFor();
    expect(await columnCount(cards)).toBe(1);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Species').selectOption('Cat');
    await page.waitForURL((url) => url.searchParams.get('species') === 'Cat');
    // Every card's species badge says Cat (a cat with an adoption pending has that badge too).
    const speciesBadges = async () => (await cards.locator('.badge').allInnerTexts()).filter((text) => text !== 'Adoption pending');
    await expect.poll(async () => new Set(await speciesBadges()), { timeout: 5000 }).toEqual(new Set(['Cat']));

    await page.getByLabel('Sex').selectOption('Female');
    await page.waitForURL((url) => url.searchParams.get('sex') === 'Female');
    await expect.poll(async () => (await cards.allInnerTexts()).every((text) => text.includes('• Female •')), { timeout: 5000 }).toBe(true);
    const catCount = await cards.count();
    expect(catCount).toBeGreaterThan(0);

    // Text matches name, breed or description.
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz-no-such-animal');
    await page.getByRole('heading', { name: 'No animals match your search' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz-no-such-animal');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => url.search === '');
    await cards.nth(23).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    // A shared address opens the same filtered list, filters filled in.
    await page.goto(`${suite.app.baseUrl}/public?species=Dog&q=corgi`);
    await page.getByRole('heading', { name: 'Biscuit' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await page.getByLabel('Species').inputValue()).toBe('Dog');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('corgi');
    await page.getByText('1 animal', { exact: true }).waitFor();
  });

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('%s: an animal’s page has its photo, badges, About facts and personality, and leads back to the same list', async (_label, viewport) => {
    const { featured } = await shelter();
    const page = await suite.openPage(viewport);
    await page.goto(`${suite.app.baseUrl}/public?species=Dog`);
    await viewDetails(page, featured.name).click();

    await pageHeading(page, featured.name).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/public/animals/${featured.id}`);
    expect(await page.title()).toBe('Adopt Biscuit – Corgi mix | City Animal Shelter');
    expect(await page.getByRole('img', { name: 'Photo of Biscuit' }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'At a glance' }).getByRole('listitem').allInnerTexts()).toEqual(['Dog', 'Corgi mix', 'Male', '3 years']);

    const about = page.getByRole('region', { name: 'About Biscuit' });
    expect(await about.getByText(/^Biscuit is a cheerful corgi mix who loves tennis balls/).isVisible()).toBe(true);
    const facts = await about.locator('dl > div').allInnerTexts();
    expect(facts.map((fact) => fact.replace(/\s+/g, ' '))).toEqual([
      `ID: ${featured.animalId}`,
      'Status: Available',
      'Intake Date: Mar 1, 2026',
      'Microchipped: Yes',
      'Vaccinations: Up to date (rabies, DHPP)',
      'Spay/Neuter Status: Neutered',
    ]);
    // The chip number itself is never shown.
    expect(await page.getByText('985141000123456').count()).toBe(0);

    const personality = page.getByRole('region', { name: 'Personality & Behavior' });
    expect(await personality.getByRole('list', { name: 'Traits' }).getByRole('listitem').allInnerTexts()).toEqual(['Playful', 'Good with kids']);
    expect(await personality.getByText('Walks nicely on a leash').isVisible()).toBe(true);
    expect(await page.getByText('Guards his food bowl').count()).toBe(0);
    expect(await page.getByText(/Adoption application received/).count()).toBe(0);

    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to All Animals' }).click();
    await pageHeading(page, 'Adoptable Animals').waitFor();
    expect(new URL(page.url()).search).toBe('?species=Dog');
    expect(await page.getByLabel('Species').inputValue()).toBe('Dog');
  });

  test('an animal with only the required facts shows no chip or spay/neuter line, and its vaccinations not started', async () => {
    const { plain } = await shelter();
    const page = await suite.openPage(PHONE);
    await page.goto(`${suite.app.baseUrl}/public/animals/${plain.id}`);
    await pageHeading(page, plain.name).waitFor();

    const about = page.getByRole('region', { name: `About ${plain.name}` });
    expect(await about.getByText('No description available.').isVisible()).toBe(true);
    expect((await about.locator('dt').allInnerTexts()).map((label) => label.trim())).toEqual(['ID:', 'Status:', 'Intake Date:', 'Vaccinations:']);
    // Derived from its records and plan (docs/domain.md#care-plans): none yet.
    expect(await about.getByText('Not started').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByText('No image available').isVisible()).toBe(true);
    expect(await page.getByText(/still getting to know Quill/).isVisible()).toBe(true);
    // Opened directly, Back goes to the whole list.
    expect(await page.getByRole('link', { name: 'Back to All Animals' }).getAttribute('href')).toBe('/public');
  });

  test('dark mode: the “no image” tile takes the dark theme’s colours, and its text stays readable', async () => {
    const { plain } = await shelter();
    const tile = async (dark: boolean) => {
      const page = await suite.openPage(PHONE);
      // The colour mode next-themes keeps in the browser (the console's Display setting puts it there).
      if (dark) await page.addInitScript("window.localStorage.setItem('theme', 'dark')");
      await page.goto(`${suite.app.baseUrl}/public/animals/${plain.id}`);
      const text = page.getByRole('main').getByText('No image available');
      await text.waitFor();
      const colours = await text.evaluate((element) => {
        const style = (target: typeof element) => element.ownerDocument.defaultView!.getComputedStyle(target);
        return {
          background: style(element.parentElement!).backgroundColor,
          text: style(element).color,
          dark: element.ownerDocument.documentElement.classList.contains('dark'),
        };
      });
      return { page, ...colours };
    };
    const light = await tile(false);
    const dark = await tile(true);
    expect([light.dark, dark.dark]).toEqual([false, true]);
    expect(dark.background).not.toBe(light.background);
    expect(dark.text).not.toBe(light.text);
    // Dark: a dark tile with light text (each channel's sum, 0 to 765).
    const brightness = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
    expect(brightness(dark.background)).toBeLessThan(brightness(dark.text));
    expect(brightness(light.background)).toBeGreaterThan(brightness(light.text));
    expect(await seriousAxeViolations(dark.page)).toEqual([]);
  });
});
