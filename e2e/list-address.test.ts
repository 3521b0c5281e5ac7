import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

describeInBrowser('A list’s address', (suite) => {
  test('two changes made before the screen re-renders both stay in the address', async () => {
    const seed = await createSeeder(suite.app);
    // More than a page (25) of dogs, so there is a next page.
    await seed.animals(30, 'Rover', { species: 'Dog' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await screenHeading(page, 'Animal Management').waitFor();
    await page.getByRole('button', { name: 'Next page' }).waitFor();

    // The search is typed, then sent (Enter) and the next page asked for in the same moment:
    // the second change must build on the first, not on the address as it was.
    await page.getByRole('searchbox', { name: 'Search animals' }).pressSequentially('Dog', { delay: 0 });
    await page.evaluate(`
      document.querySelector('form[aria-label="Search animals"]').requestSubmit();
      document.querySelector('button[aria-label="Next page"]').click();
    `);
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('q=Dog&page=2');
  });
});
