import { expect, test } from 'vitest';
import { describeInBrowser, DESKTOP } from './support/browser-suite.js';
import { toastText } from './support/screens.js';
import { logIn, screenHeading } from './support/staff.js';

describeInBrowser('Settings → Website: the feeds and the sitemap', (suite) => {
  test('an administrator sees each public address with what it is for, and copies one', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage(DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.baseUrl });
    await logIn(page, suite.app.baseUrl, admin, '/settings');
    await screenHeading(page, 'Settings').waitFor();
    await page.getByRole('tab', { name: 'Website', exact: true }).click();

    const addresses = {
      'JSON feed': `${suite.app.baseUrl}/api/public/feeds/adoptable`,
      'New arrivals (Atom)': `${suite.app.baseUrl}/api/public/feeds/new-arrivals.atom`,
      Sitemap: `${suite.app.baseUrl}/sitemap.xml`,
      'robots.txt': `${suite.app.baseUrl}/robots.txt`,
    };
    for (const [label, address] of Object.entries(addresses)) {
      await page.getByLabel(`${label} address`).getByText(address, { exact: true }).waitFor();
    }
    await page.getByText('The portal’s pages for search engines', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Copy the Sitemap address' }).click();
    await toastText(page, 'Address copied');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(addresses.Sitemap);
    // What the panel names is what the server answers.
    expect((await fetch(addresses.Sitemap)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});
