import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { startApp } from './support/app.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser } from './support/browser-suite.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { startStoppableDatabase, type TStoppableDatabase } from './support/stoppable-database.js';

/**
 * The console while PostgreSQL is down (issue 11): the app runs on a cluster of this file's own,
 * which the tests stop. A screen opened or reloaded meanwhile shows its error state with the
 * server's 503 message, never a blank page or a spinner for ever; once the database is back,
 * Try again brings the data within seconds.
 */

const UNAVAILABLE = 'The database is unavailable. Please try again shortly.';

let database: TStoppableDatabase | undefined;

/** Runs `during` with the database stopped, and starts it again whatever happens. */
async function withDatabaseStopped(during: () => Promise<void>): Promise<void> {
  if (!database) throw new Error('The database starts with the app, in beforeAll');
  await database.stop();
  try {
    await during();
  } finally {
    await database.start();
  }
}

/**
 * Presses Try again until `data` shows, as a user would: the first call after the database's
 * return may still meet a connection it closed. Fails unless the data is back within 10 s.
 */
async function tryAgainUntilShown(page: Page, data: Locator): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.getByRole('button', { name: 'Try again' }).click();
    try {
      await data.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

describeInBrowser(
  'Database outage',
  (suite) => {
    const animal = 'Olive the Outage Cat';
    // Chromium logs each refused call; here they are the point.
    const expectedErrors = [/status of 503/];
    beforeAll(async () => {
      await (await createSeeder(suite.app)).animal({ name: animal, species: 'Cat' });
    });

    test('a screen opened during the outage shows the 503 message; Try again brings the data back', async () => {
      const admin = await suite.app.createStaffUser({ role: 'admin' });
      const page = await suite.openPage(undefined, { expectedErrors });
      await logIn(page, suite.app.baseUrl, admin, '/animals');
      await page.getByRole('row').filter({ hasText: animal }).waitFor();

      const failure = page.getByRole('alert').filter({ hasText: `Error loading dashboard: ${UNAVAILABLE}` });
      await withDatabaseStopped(async () => {
        await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
        await screenHeading(page, 'Dashboard').waitFor();
        await failure.waitFor();
      });
      await tryAgainUntilShown(page, page.getByRole('row').filter({ hasText: animal }));
      expect(await failure.count()).toBe(0);
    });

    test('a registry filter chosen during the outage shows the 503 message in its red box; Try again lists the animals', async () => {
      const admin = await suite.app.createStaffUser({ role: 'admin' });
      const page = await suite.openPage(undefined, { expectedErrors });
      await logIn(page, suite.app.baseUrl, admin, '/animals');
      await page.getByRole('row').filter({ hasText: animal }).waitFor();

      await withDatabaseStopped(async () => {
        await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Available');
        await page
          .getByRole('alert')
          .filter({ hasText: `Error loading animals: ${UNAVAILABLE}` })
          .waitFor();
      });
      await tryAgainUntilShown(page, page.getByRole('row').filter({ hasText: animal }));
    });

    test('a reload during the outage says the session could not be checked, without a login form; Try again opens the screen', async () => {
      const admin = await suite.app.createStaffUser({ role: 'admin' });
      const page = await suite.openPage(undefined, { expectedErrors });
      await logIn(page, suite.app.baseUrl, admin, '/animals');
      await page.getByRole('row').filter({ hasText: animal }).waitFor();

      await withDatabaseStopped(async () => {
        await page.reload();
        await screenHeading(page, 'Shelter is unavailable').waitFor();
        expect(await page.getByRole('alert').innerText()).toContain(`Could not check your session: ${UNAVAILABLE}`);
        // Signed in all along: a login form would send the user the wrong way.
        expect(await page.getByLabel('Password').count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
      await tryAgainUntilShown(page, page.getByRole('row').filter({ hasText: animal }));
      await screenHeading(page, 'Animal Management').waitFor();
    });
  },
  {
    async startApp() {
      database = await startStoppableDatabase();
      return startApp(database.db);
    },
  },
);
