import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

describeInBrowser('404 pages', (suite) => {
  test('an unknown staff path, or a non-numeric animal id, is the 404 page inside the staff layout', async () => {
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user, '/no-such-screen');

    await screenHeading(page, '404 Page Not Found').waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).isVisible()).toBe(true);
    expect(await topBar(page).getByText('Page Not Found', { exact: true }).isVisible()).toBe(true);

    await page.goto(`${suite.app.baseUrl}/animals/rex`);
    await screenHeading(page, '404 Page Not Found').waitFor();
    expect(await screenHeading(page, 'Animal Details').count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await screenHeading(page, 'Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('an unknown path under /public is the 404 page inside the public layout, no login needed', async () => {
    // The server answers the portal's unknown pages with a 404 status, which the browser logs.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 404/] });
    const response = await page.goto(`${suite.app.baseUrl}/public/no/such/page`);
    expect(response?.status()).toBe(404);

    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Adoption portal' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Please log in' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Adoptable Animals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adoptable Animals' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/public');
  });
});
