import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, DESKTOP, PHONE } from './support/browser-suite.js';
import { animalCards, pageHeading, seedPortalShelter, toast, viewDetails, type TPortalShelter } from './support/portal.js';
import { failProcedure } from './support/trpc-routes.js';

/** Holds one procedure's calls until released, to see the page while it waits. */
async function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

describeInBrowser('the adoption portal: empty, loading, failed and missing', (suite) => {
  let seeded: Promise<TPortalShelter> | undefined;
  const shelter = () => (seeded ??= seedPortalShelter(suite.app));

  // First, while the shelter has no animals at all.
  test('no adoptable animals: "No Animals Available for Adoption", and Contact Us leads to the contact details', async () => {
    const page = await suite.openPage(PHONE);
    await page.goto(`${suite.app.baseUrl}/public`);
    await page.getByRole('heading', { name: 'No Animals Available for Adoption' }).waitFor();
    expect(await animalCards(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.hash === '#contact');
    const contact = await page.getByRole('region', { name: 'Contact' }).boundingBox();
    expect(contact?.y).toBeGreaterThanOrEqual(0);
    expect(contact?.y).toBeLessThan(PHONE.height);
  });

  // The plain /public comes with its first animals in the page; a filtered list asks for them.
  test('the list while loading shows placeholder cards, then the animals', async () => {
    await shelter();
    const page = await suite.openPage(DESKTOP);
    const release = await holdProcedure(page, 'public.adoptablePage');
    await page.goto(`${suite.app.baseUrl}/public?species=Dog`);
    await page.getByRole('status', { name: 'Loading adoptable animals' }).waitFor();
    expect(await animalCards(page).count()).toBe(0);
    release();
    await animalCards(page).first().waitFor();
    expect(await page.getByRole('status', { name: 'Loading adoptable animals' }).count()).toBe(0);
  });

  test('the list fails to load: the message, an error toast, and Try Again reloads the page', async () => {
    await shelter();
    const page = await suite.openPage(PHONE, { expectedErrors: [/status of 500/] });
    await failProcedure(page, 'public.adoptablePage');
    await page.goto(`${suite.app.baseUrl}/public?species=Cat`);

    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch adoptable animals. Please try again later.' });
    await alert.waitFor();
    const message = toast(page);
    await message.getByText('Error', { exact: true }).waitFor();
    expect(await message.getByText('Failed to fetch adoptable animals', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await animalCards(page).first().waitFor();
    expect(await alert.count()).toBe(0);
  });

  // Opened directly, an animal's page comes with the animal; reached from the list, it asks for it.
  test('an animal’s page while loading shows its skeleton', async () => {
    const { featured } = await shelter();
    const page = await suite.openPage(PHONE);
    await page.goto(`${suite.app.baseUrl}/public`);
    const release = await holdProcedure(page, 'public.animal');
    await viewDetails(page, featured.name).click();
    await page.getByRole('status').filter({ hasText: 'Loading animal details…' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to All Animals' }).isVisible()).toBe(true);
    release();
    await pageHeading(page, featured.name).waitFor();
  });

  test('an animal’s page fails to load: the message, an error toast, and Try Again', async () => {
    const { featured } = await shelter();
    const page = await suite.openPage(DESKTOP, { expectedErrors: [/status of 500/] });
    await page.goto(`${suite.app.baseUrl}/public`);
    await failProcedure(page, 'public.animal');
    await viewDetails(page, featured.name).click();

    await page.getByRole('alert').filter({ hasText: 'Failed to fetch animal details. Please try again later.' }).waitFor();
    const message = toast(page);
    await message.getByText('Failed to fetch animal details', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await pageHeading(page, featured.name).waitFor();
  });

  test.each([
    ['adopted', (s: TPortalShelter) => String(s.adopted.id)],
    ['missing', () => '987654'],
    ['not a number', () => 'biscuit'],
  ])('an animal that is %s: "Animal Not Found", status 404, and the way back', async (_what, id) => {
    const animalId = id(await shelter());
    const page = await suite.openPage(PHONE, { expectedErrors: [/status of 404/] });
    const response = await page.goto(`${suite.app.baseUrl}/public/animals/${animalId}`);
    expect(response?.status()).toBe(404);

    await pageHeading(page, 'Animal Not Found').waitFor();
    expect(await page.getByText("The animal you're looking for might not be available.").isVisible()).toBe(true);
    // The shelter's name joins the title once its details arrive.
    await expect.poll(() => page.title()).toBe('Animal Not Found | City Animal Shelter');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Adoption Portal' }).click();
    await pageHeading(page, 'Adoptable Animals').waitFor();
    expect(new URL(page.url()).pathname).toBe('/public');
  });

  test('opened directly, the list and an animal show without asking the server for them again', async () => {
    const { featured } = await shelter();
    const page = await suite.openPage(PHONE);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${suite.app.baseUrl}/public`);
    await animalCards(page).nth(23).waitFor();
    await page.goto(`${suite.app.baseUrl}/public/animals/${featured.id}`);
    await pageHeading(page, featured.name).waitFor();
    expect(calls.filter((call) => /public\.(adoptablePage|animal)/.test(call))).toEqual([]);
  });

  test('the served HTML of an animal carries its link-preview tags before any script runs', async () => {
    const { featured } = await shelter();
    const response = await fetch(`${suite.app.baseUrl}/public/animals/${featured.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Adopt Biscuit – Corgi mix | City Animal Shelter</title>');
    expect(html).toContain('<meta name="description" content="Biscuit is a cheerful corgi mix who loves tennis balls." />');
    expect(html).toContain(`<link rel="canonical" href="${suite.app.baseUrl}/public/animals/${featured.id}" />`);
    // Its drawing was imported as its photo: the share image is the photo's JPEG.
    expect(html).toContain(`<meta property="og:image" content="${suite.app.baseUrl}${featured.imageUrl}" />`);
    expect(featured.imageUrl).toMatch(/^\/media\/photos\//);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
