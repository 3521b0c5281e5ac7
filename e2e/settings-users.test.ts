import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TStaffUser } from './support/app.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser } from './support/browser-suite.js';
import { dialog, toastText } from './support/screens.js';
import { logIn, screenHeading } from './support/staff.js';

/**
 * Passwords and sessions from the Settings screen: an admin resetting someone's password, and a
 * user changing their own. (Creating, re-roling and deactivating users is in settings.test.ts.)
 */

const TOO_SHORT = 'Password must be at least 12 characters';
const TOO_COMMON = 'This password is too common: choose a longer phrase of your own';
/** Long enough, and built from a common word: refused all the same. */
const COMMON = 'Password1234!';
/** A call refused because the session ended: Chromium logs the 401 answer. */
const SESSION_ENDED = [/status of 401/];

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });

async function openSettingsTab(page: Page, user: Pick<TStaffUser, 'username' | 'password'>, baseUrl: string, tab: string): Promise<void> {
  await logIn(page, baseUrl, user, '/settings');
  await screenHeading(page, 'Settings').waitFor();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** A click in the console that needs the server: with the session gone, it lands on the login form. */
async function openAnimals(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Animals', exact: true }).first().click();
}

const loginForm = (page: Page) => page.getByRole('heading', { name: 'Please log in' });

describeInBrowser('Settings: passwords and sessions', (suite) => {
  test('an admin resets a password: the rules are said, the user’s open session ends, only the new password works', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const taylor = await suite.app.createStaffUser({ role: 'staff', name: 'Taylor Brooks' });
    const theirs = await suite.openPage(undefined, { expectedErrors: SESSION_ENDED });
    await logIn(theirs, suite.app.baseUrl, taylor);

    const page = await suite.openPage();
    await openSettingsTab(page, admin, suite.app.baseUrl, 'Users');
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: taylor.username });
    expect(await row.getByText('Password to change').count()).toBe(0);
    await row.getByRole('button', { name: `Actions for ${taylor.username}` }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const form = dialog(page, 'Reset Password');
    await form.getByText(`A new password for Taylor Brooks (${taylor.username}).`).waitFor();
    const save = form.getByRole('button', { name: 'Reset Password' });

    await field(form, 'New Password').fill('too short');
    await field(form, 'Confirm New Password').fill('too short');
    await save.click();
    await form.getByText(TOO_SHORT).waitFor();
    await field(form, 'New Password').fill(COMMON);
    await field(form, 'Confirm New Password').fill(COMMON);
    await save.click();
    await form.getByText(TOO_COMMON).waitFor();
    await field(form, 'New Password').fill('maple syrup in april');
    await field(form, 'Confirm New Password').fill('maple syrup on toast');
    await save.click();
    await form.getByText('The passwords do not match').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await field(form, 'Confirm New Password').fill('maple syrup in april');
    await save.click();
    expect(await toastText(page, 'Password reset')).toContain('Their sessions have ended');
    await form.waitFor({ state: 'detached' });
    // The list says they have yet to choose their own.
    await row.getByText('Password to change').waitFor();

    await openAnimals(theirs);
    await loginForm(theirs).waitFor();
    await theirs.getByLabel('Username').fill(taylor.username);
    await theirs.getByLabel('Password').fill(taylor.password);
    await theirs.getByRole('button', { name: 'Log in' }).click();
    // The refusal stays on the form (the session ended here a moment ago).
    await theirs.getByRole('alert').getByText('Invalid username or password').waitFor();
    await theirs.getByLabel('Password').fill('maple syrup in april');
    await theirs.getByRole('button', { name: 'Log in' }).click();
    // A password an admin chose is the user's to replace before the console opens.
    await theirs.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  });

  test('a deactivated user’s open session ends at their next click', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const quinn = await suite.app.createStaffUser({ role: 'veterinarian', name: 'Quinn Hale' });
    const theirs = await suite.openPage(undefined, { expectedErrors: SESSION_ENDED });
    await logIn(theirs, suite.app.baseUrl, quinn);

    const page = await suite.openPage();
    await openSettingsTab(page, admin, suite.app.baseUrl, 'Users');
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: quinn.username });
    await row.getByRole('button', { name: `Actions for ${quinn.username}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' }).click();
    await toastText(page, 'User deactivated');

    await openAnimals(theirs);
    await loginForm(theirs).waitFor();
  });

  test('any user changes their own password on My Account: the current one is required, their other sessions end, this one goes on', async () => {
    const volunteer = await suite.app.createStaffUser({ role: 'volunteer', name: 'Alex Kim' });
    const elsewhere = await suite.openPage(undefined, { expectedErrors: SESSION_ENDED });
    await logIn(elsewhere, suite.app.baseUrl, volunteer);

    const page = await suite.openPage();
    await openSettingsTab(page, volunteer, suite.app.baseUrl, 'My Account');
    const panel = page.getByRole('tabpanel', { name: 'My Account' });
    await panel.getByText('Alex Kim').waitFor();
    expect(await panel.innerText()).toContain('Volunteer');
    const save = panel.getByRole('button', { name: 'Change Password' });

    await field(panel, 'New Password').fill('paper boats on the river');
    await field(panel, 'Confirm New Password').fill('paper boats on the river');
    await save.click();
    await panel.getByText('Current password is required').waitFor();
    await field(panel, 'Current Password').fill(volunteer.password);
    await field(panel, 'New Password').fill(COMMON);
    await field(panel, 'Confirm New Password').fill(COMMON);
    await save.click();
    await panel.getByText(TOO_COMMON).waitFor();
    await field(panel, 'New Password').fill('paper boats on the river');
    await field(panel, 'Confirm New Password').fill('paper boats on the river');
    await save.click();
    await toastText(page, 'Password changed');
    // The form empties, so the password does not linger on the screen.
    expect(await field(panel, 'Current Password').inputValue()).toBe('');

    await openAnimals(page);
    await screenHeading(page, 'Animal Management').waitFor();
    await openAnimals(elsewhere);
    await loginForm(elsewhere).waitFor();
    await logIn(elsewhere, suite.app.baseUrl, { username: volunteer.username, password: 'paper boats on the river' });
  });
});
