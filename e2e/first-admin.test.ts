import { expect, test } from 'vitest';
import { bootstrapAdmin } from '../src-server/modules/users/users.service.js';
import { describeInBrowser } from './support/browser-suite.js';
import { createSeeder } from './support/seed.js';
import { logIn, logInAndChoosePassword, screenHeading, topBar } from './support/staff.js';

/**
 * The first start's admin (src-server/lifecycle.ts) logs in with the password printed for them and
 * is asked for one of their own before the console opens (docs/domain.md#users).
 */
describeInBrowser('the first admin', (suite) => {
  test('logs in with the printed password, chooses a new one, and the console opens; the new one is the password from then on', async () => {
    // What the server's first start does on an installation without users.
    const created = await bootstrapAdmin(suite.app.db.orm.em.fork(), undefined);
    const printed = created?.generatedPassword ?? '';
    expect(created?.username).toBe('admin');

    // A wrong current password is refused with 400, which Chromium logs.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 400/] });
    await page.goto(`${suite.app.baseUrl}/animals`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(printed);
    await page.getByRole('button', { name: 'Log in' }).click();
    await screenHeading(page, 'Choose a new password').waitFor();
    expect(await topBar(page).count()).toBe(0);
    // Reloading asks again: the flag is the server's, not this page's.
    await page.reload();
    await screenHeading(page, 'Choose a new password').waitFor();
    await page.getByRole('textbox', { name: /^Current Password/ }).fill('not the printed one');
    await page.getByRole('textbox', { name: /^New Password/ }).fill('morning rounds at the kennels');
    await page.getByRole('textbox', { name: /^Confirm New Password/ }).fill('morning rounds at the kennels');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await page.getByRole('textbox', { name: /^Current Password/ }).fill(printed);
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The console opens where the admin was going.
    await screenHeading(page, 'Animal Management').waitFor();
    await page.reload();
    await screenHeading(page, 'Animal Management').waitFor();

    const again = await suite.openPage();
    await logIn(again, suite.app.baseUrl, { username: 'admin', password: 'morning rounds at the kennels' });
    await screenHeading(again, 'Dashboard').waitFor();
  });

  test('a user an admin created is asked the same at their first login, and may log out instead', async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('POST', '/users', { username: 'robin', password: 'given by the admin today', name: 'Robin Vale', role: 'volunteer' });

    const page = await suite.openPage();
    await page.goto(suite.app.baseUrl);
    await page.getByLabel('Username').fill('robin');
    await page.getByLabel('Password').fill('given by the admin today');
    await page.getByRole('button', { name: 'Log in' }).click();
    await screenHeading(page, 'Choose a new password').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await screenHeading(page, 'Please log in').waitFor();

    await logInAndChoosePassword(page, suite.app.baseUrl, { username: 'robin', password: 'given by the admin today' }, 'robin walks the dogs at noon');
    await screenHeading(page, 'Dashboard').waitFor();
  });
});
