import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { tableNames } from '../test/database.js';
import { startApp, type TRunningApp, type TStaffUser } from './support/app.js';
import { describeInBrowser } from './support/browser-suite.js';
import { shelterToday } from './support/record-screens.js';
import { toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { consoleShown, logIn, screenHeading } from './support/staff.js';

/**
 * Settings → Backup & Data (issue 11): an admin downloads a backup of every table, is refused a
 * restore into an installation that holds records, and restores it into an empty one, whose
 * registry then shows the backed-up animals. Other roles get no such buttons.
 */

interface TBackupFile {
  format: string;
  tables: Record<string, { name?: string }[]>;
}

/** Empty installations started by a test, stopped with the file. */
const installations: TRunningApp[] = [];
afterAll(async () => {
  for (const installation of installations) await installation.close();
});

async function openBackupTab(page: Page, baseUrl: string, user: Pick<TStaffUser, 'username' | 'password'>): Promise<void> {
  await logIn(page, baseUrl, user, '/settings');
  await screenHeading(page, 'Settings').waitFor();
  await page.getByRole('tab', { name: 'Backup & Data', exact: true }).click();
}

/** Picks the file and confirms the restore in the dialog that asks first. */
async function restoreFile(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Choose Backup File' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'application/json' });
  await page.getByText(file.name, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await confirm.getByText(`Shelter will be replaced by the contents of ${file.name}`).waitFor();
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
}

describeInBrowser('Backup & Data', (suite) => {
  let backup: { name: string; buffer: Buffer } | undefined;
  /** The admin who made the backup: an account of the restored installation too. */
  let backupAdmin: TStaffUser | undefined;
  const backedUpAnimal = 'Biscuit the Backed-Up Beagle';

  test('an admin downloads a backup: a file named for today holding every table', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: backedUpAnimal, species: 'Dog', breed: 'Beagle' });
    backupAdmin = await suite.app.createStaffUser({ role: 'admin', name: 'Avery Admin' });
    const page = await suite.openPage();
    await openBackupTab(page, suite.app.baseUrl, backupAdmin);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Backup' }).click()]);
    const name = `shelter-backup-${shelterToday()}.json`;
    expect(download.suggestedFilename()).toBe(name);
    expect(await toastText(page, 'Backup downloaded')).toContain(`Saved as ${name}.`);

    const buffer = await readFile(await download.path());
    const parsed = JSON.parse(buffer.toString('utf8')) as TBackupFile;
    expect(parsed.format).toBe('shelter-backup');
    expect(Object.keys(parsed.tables).sort()).toEqual(await tableNames(suite.app.db.orm));
    expect(parsed.tables.animals?.map((animal) => animal.name)).toEqual([backedUpAnimal]);
    backup = { name, buffer };
  });

  test('a restore into an installation that holds records is refused with the server’s reason', async () => {
    if (!backup) throw new Error('The download test makes the backup this one restores');
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 409/] });
    await openBackupTab(page, suite.app.baseUrl, admin);
    await restoreFile(page, backup);

    const refusal = page.getByRole('alert').filter({ hasText: 'Restore failed' });
    await refusal.waitFor();
    const reason = await refusal.innerText();
    expect(reason).toMatch(
      /A backup can only be restored into an empty installation, and this one holds records \(.+\)\. Restore into a new installation instead\./,
    );
    // The animal, its stay and the care plan its intake started.
    for (const held of ['animals: 1', 'stays: 1', 'care plan items: ']) expect(reason).toContain(held);
    // Still signed in, and the records are untouched.
    await page.getByRole('button', { name: 'Download Backup' }).waitFor();
    await page.goto(`${suite.app.baseUrl}/animals`);
    await page.getByRole('row').filter({ hasText: backedUpAnimal }).waitFor();
  });

  test('a restore into an empty installation brings the records back, under the backup’s accounts', async () => {
    if (!backup || !backupAdmin) throw new Error('The download test makes the backup this one restores');
    const empty = await startApp();
    installations.push(empty);
    const restorer = await empty.createStaffUser({ role: 'admin', name: 'Riley Restorer' });
    // After the restore this browser's session is gone: the console's calls answer 401 until it logs in again.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 401/] });
    await openBackupTab(page, empty.baseUrl, restorer);
    await restoreFile(page, backup);

    expect(await toastText(page, 'Backup restored')).toMatch(/The backup was restored: \d+ rows in \d+ tables\. Log in with an account from the backup\./);
    await screenHeading(page, 'Please log in').waitFor();

    // The users are the backup's now: its admin logs in.
    await page.getByLabel('Username').fill(backupAdmin.username);
    await page.getByLabel('Password').fill(backupAdmin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await consoleShown(page);
    await page.goto(`${empty.baseUrl}/animals`);
    await page.getByRole('row').filter({ hasText: backedUpAnimal }).waitFor();
  });

  test('staff and volunteers get no Backup & Data tab, nor its buttons', async () => {
    for (const role of ['staff', 'volunteer'] as const) {
      const user = await suite.app.createStaffUser({ role });
      const page = await suite.openPage();
      await logIn(page, suite.app.baseUrl, user, '/settings?tab=backup');
      await page.getByRole('tab', { name: 'My Account', exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Backup & Data' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Download Backup' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Choose Backup File' }).count()).toBe(0);
      expect(await page.locator('input[type="file"]').count()).toBe(0);
    }
  });
});
