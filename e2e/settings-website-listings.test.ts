import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/**
 * Settings → Website's listing sites (docs/domain.md#listing-sites), on the test server, which has
 * no FTP upload configured: the admin makes Petfinder's file now and downloads it.
 */
describeInBrowser('Settings → Website: listing sites', (suite) => {
  test('Make files now shows the run and a link that downloads the CSV with the animal in it', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Marmalade Quokka' });
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, admin, '/settings');
    await screenHeading(page, 'Settings').waitFor();
    await page.getByRole('tab', { name: 'Website', exact: true }).click();

    const petfinder = page.getByRole('region', { name: 'Petfinder', exact: true });
    await petfinder.getByText('No upload is configured: the files are only made here, to download (set PETFINDER_FTP_URL').waitFor();
    await petfinder.getByText('No export yet').waitFor();
    await petfinder.getByRole('button', { name: 'Make files now' }).click();

    const latest = petfinder.getByLabel('Latest export');
    await latest.getByText('Files made').waitFor();
    expect(await latest.innerText()).toMatch(/1 animal\b/);
    const link = latest.getByRole('link', { name: /^petfinder\.csv/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('petfinder.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^ID,Internal,AnimalName,PrimaryBreed,/);
    expect(text).toContain('Marmalade Quokka');
  });
});
