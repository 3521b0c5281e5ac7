import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../src-shared/schemas/settings.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';

const organization = DEFAULT_SETTINGS.organization;

describeInBrowser('the public adoption portal', (suite) => {
  test('/public has the header links and a footer with the shelter’s details and opening hours', async () => {
    const page = await suite.openPage();
    await page.goto(`${suite.app.baseUrl}/public`);

    await page.getByRole('heading', { level: 1, name: 'Adoptable Animals' }).waitFor();
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Adoption portal' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Adoptable Animals', 'About Us', 'Visit Us', 'Volunteer', 'Contact']);
    expect(await header.getByRole('link', { name: 'Staff Login' }).getAttribute('href')).toBe('/');

    const footer = page.getByRole('contentinfo');
    await footer.getByText(organization.address).waitFor();
    expect(await footer.getByText(organization.name, { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: organization.phone }).getAttribute('href')).toBe('tel:5551234567');
    expect(await footer.getByRole('link', { name: organization.email }).getAttribute('href')).toBe(`mailto:${organization.email}`);
    expect(await footer.getByText('Mon-Fri 10am-6pm').isVisible()).toBe(true);
    expect(await footer.getByText('Sat-Sun 11am-4pm').isVisible()).toBe(true);
    expect(await header.getByText(organization.name).isVisible()).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the placeholder links lead to their footer section, and Staff Login to the console', async () => {
    // No animal 7 in this empty shelter: its page answers 404, which the browser logs.
    const page = await suite.openPage(PHONE, { expectedErrors: [/status of 404/] });
    await page.goto(`${suite.app.baseUrl}/public/animals/7`);
    await page.getByRole('heading', { level: 1, name: 'Animal Not Found' }).waitFor();

    await page.getByRole('link', { name: 'Visit Us' }).click();
    await page.waitForURL((url) => url.hash === '#visit');
    expect(new URL(page.url()).pathname).toBe('/public/animals/7');
    // Scrolled into view: the section's top is inside the viewport.
    const section = await page.getByRole('region', { name: 'Visit Us' }).boundingBox();
    expect(section?.y).toBeGreaterThanOrEqual(0);
    expect(section?.y).toBeLessThan(PHONE.height);

    await page.getByRole('link', { name: 'Staff Login' }).click();
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
