import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Page } from 'playwright-core';
import { extract } from 'tar-stream';
import { afterAll, expect, test } from 'vitest';
import { photoKey } from '../src-shared/photos.js';
import { postgresStore } from '../src-server/storage/postgres-store.js';
import { tableNames } from '../test/database.js';
import { startApp, type TRunningApp, type TStaffUser } from './support/app.js';
import { describeInBrowser } from './support/browser-suite.js';
import { shelterToday } from './support/record-screens.js';
import { toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { consoleShown, logIn, screenHeading } from './support/staff.js';

/**
 * Settings → Backup & Data (issues 11 and 22): an admin downloads a backup with photos (.tar) and
 * a data-only one (.json), is refused a restore into an installation that holds records, and
 * restores the .tar into an empty one, whose registry then shows the backed-up animal and whose
 * store holds its photo. Other roles get no such buttons.
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

/** An archive's entries by name. */
async function tarEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  const reader = extract();
  Readable.from([buffer]).pipe(reader);
  const entries = new Map<string, Buffer>();
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

/** Picks the file and confirms the restore in the dialog that asks first. */
async function restoreFile(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Choose Backup File' }).waitFor();
  const mimeType = file.name.endsWith('.tar') ? 'application/x-tar' : 'application/json';
  await page.locator('input[type="file"]').setInputFiles({ ...file, mimeType });
  await page.getByText(file.name, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await confirm.getByText(`Shelter will be replaced by the contents of ${file.name}`).waitFor();
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
}

describeInBrowser('Backup & Data', (suite) => {
  let archive: { name: string; buffer: Buffer } | undefined;
  let data: { name: string; buffer: Buffer } | undefined;
  /** The admin who made the backup: an account of the restored installation too. */
  let backupAdmin: TStaffUser | undefined;
  const backedUpAnimal = 'Biscuit the Backed-Up Beagle';
  /** A photo's size, put in the store as an upload leaves it. */
  const photo = { key: photoKey('0123456789abcdef0123456789abcdef', 160, 'jpeg'), body: Buffer.from('a photo of Biscuit') };

  test('an admin downloads a backup with photos (.tar) and one of data only (.json), each named for today', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: backedUpAnimal, species: 'Dog', breed: 'Beagle' });
    await suite.app.db.orm.em.fork().execute(
      `insert into photos (animal_id, position, content_hash, width, height, widths, avif, source_type, source_bytes, version, created_at)
       values (?, 0, '0123456789abcdef0123456789abcdef', 160, 120, '{160}', false, 'jpeg', 18, 1, now())`,
      [animal.id],
    );
    const store = postgresStore(suite.app.db.orm);
    await store.put(photo.key, { body: photo.body, contentType: 'image/jpeg' });
    await store.put(photoKey('0123456789abcdef0123456789abcdef', 160, 'webp'), { body: Buffer.from('webp'), contentType: 'image/webp' });
    backupAdmin = await suite.app.createStaffUser({ role: 'admin', name: 'Avery Admin' });
    const page = await suite.openPage();
    await openBackupTab(page, suite.app.baseUrl, backupAdmin);

    const [tar] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup with photos (.tar)' }).click()]);
    expect(await toastText(page, 'Backup started')).toContain('Your browser saves the .tar file in its downloads as it arrives.');
    const archiveName = `shelter-backup-${shelterToday()}.tar`;
    expect(tar.suggestedFilename()).toBe(archiveName);
    archive = { name: archiveName, buffer: await readFile(await tar.path()) };
    const entries = await tarEntries(archive.buffer);
    expect(JSON.parse(entries.get('manifest.json')?.toString() ?? '{}')).toMatchObject({ format: 'shelter-backup-archive', files: 2 });
    expect(entries.get('tables/animals.jsonl')?.toString()).toContain(backedUpAnimal);
    expect(entries.get(`files/${photo.key}`)).toEqual(photo.body);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data only (.json)' }).click()]);
    const dataName = `shelter-backup-${shelterToday()}.json`;
    expect(json.suggestedFilename()).toBe(dataName);
    expect(await toastText(page, 'Backup downloaded')).toContain(`Saved as ${dataName}.`);
    data = { name: dataName, buffer: await readFile(await json.path()) };
    const parsed = JSON.parse(data.buffer.toString('utf8')) as TBackupFile;
    expect(parsed.format).toBe('shelter-backup');
    // Every table but the file store's: the data-only backup carries no photos' bytes.
    expect(Object.keys(parsed.tables).sort()).toEqual((await tableNames(suite.app.db.orm)).filter((table) => table !== 'stored_files'));
    expect(parsed.tables.animals?.map((row) => row.name)).toEqual([backedUpAnimal]);
  });

  test('a restore into an installation that holds records is refused with the server’s reason', async () => {
    if (!data) throw new Error('The download test makes the backup this one restores');
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 409/] });
    await openBackupTab(page, suite.app.baseUrl, admin);
    await restoreFile(page, data);

    const refusal = page.getByRole('alert').filter({ hasText: 'Restore failed' });
    await refusal.waitFor();
    const reason = await refusal.innerText();
    expect(reason).toMatch(
      /A backup can only be restored into an empty installation, and this one holds records \(.+\)\. Restore into a new installation instead\./,
    );
    // The animal, its stay and the care plan its intake started.
    for (const held of ['animals: 1', 'stays: 1', 'care plan items: ']) expect(reason).toContain(held);
    // Still signed in, and the records are untouched.
    await page.getByRole('button', { name: 'Download backup with photos (.tar)' }).waitFor();
    await page.goto(`${suite.app.baseUrl}/animals`);
    await page.getByRole('row').filter({ hasText: backedUpAnimal }).waitFor();
  });

  test('a restore of the .tar into an empty installation brings the records and photos back, under the backup’s accounts', async () => {
    if (!archive || !backupAdmin) throw new Error('The download test makes the backup this one restores');
    const empty = await startApp();
    installations.push(empty);
    const restorer = await empty.createStaffUser({ role: 'admin', name: 'Riley Restorer' });
    // After the restore this browser's session is gone: the console's calls answer 401 until it logs in again.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 401/] });
    await openBackupTab(page, empty.baseUrl, restorer);
    await restoreFile(page, archive);

    expect(await toastText(page, 'Backup restored')).toMatch(
      /The backup was restored: \d+ rows in \d+ tables and 2 files\. Log in with an account from the backup\./,
    );
    expect((await postgresStore(empty.db.orm).get(photo.key))?.body).toEqual(photo.body);
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
      expect(await page.getByRole('button', { name: /^Download/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Choose Backup File' }).count()).toBe(0);
      expect(await page.locator('input[type="file"]').count()).toBe(0);
    }
  });
});
