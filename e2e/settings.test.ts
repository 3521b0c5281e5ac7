import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TSettings } from '../src-shared/schemas/settings.js';
import type { TStaffUser } from './support/app.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, horizontalOverflow, loaded, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, logInAndChoosePassword, screenHeading } from './support/staff.js';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** A text field by its name (a required field's name ends in its "*" mark, hence the pattern). */
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()$]/g, '\\$&')}\\s*\\*?$`) });

async function openSettings(page: Page, user: Pick<TStaffUser, 'username' | 'password'>, baseUrl: string, tabName?: string): Promise<void> {
  await logIn(page, baseUrl, user, '/settings');
  await screenHeading(page, 'Settings').waitFor();
  if (tabName) await tab(page, tabName).click();
}

/** Save Changes, and its toast, dismissed: left on screen (5 s), it would answer for the next save's. */
async function saveChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect(await toastText(page, 'Settings saved')).toContain('Your settings have been successfully updated.');
  const toast = page.getByRole('status', { name: 'Settings saved', exact: true });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** An on/off setting (a switch, which Chakra builds on a visually hidden checkbox). */
const toggle = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

const isDark = (page: Page) => page.evaluate<boolean>("document.documentElement.classList.contains('dark')");

describeInBrowser('Settings', (suite) => {
  // First in the file: the settings are still the spec's defaults.
  test('every setting on its tab, with the spec’s defaults; staff read System and Notifications without changing them', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl);
    await field(page, 'Organization Name').waitFor();
    for (const name of ['Organization Name', 'Phone', 'Email', 'Address', 'Website', 'Tax ID', 'Logo URL']) {
      expect(await field(page, name).isEditable(), name).toBe(true);
    }

    await tab(page, 'System').click();
    expect(await field(page, 'Animal ID Prefix').inputValue()).toBe('A');
    expect(await page.getByLabel('Animal ID Digits').inputValue()).toBe('4');
    expect(await field(page, 'Default Adoption Fee ($)').inputValue()).toBe('150.00');
    expect(await page.getByLabel('Data Retention').inputValue()).toBe('365');
    expect(await field(page, 'Stray Hold (days)').inputValue()).toBe('3');
    expect(await field(page, 'Quarantine (days)').inputValue()).toBe('10');
    const systemSwitches = { 'Require Microchip': true, 'Email Notifications': true };
    for (const [name, on] of Object.entries(systemSwitches)) expect(await toggle(page, name).isChecked(), name).toBe(on);
    // No SMS provider is integrated (decision 0014): no switch pretends otherwise.
    expect(await toggle(page, 'SMS Notifications').count()).toBe(0);

    await tab(page, 'Notifications').click();
    const notifications = [
      'Application received',
      'Application approved or declined',
      'Adoption completed',
      'New applications',
      'Appointment reminders',
      'Foster placements ending',
    ];
    // Counted once the panel shows its first switch: the tab's content mounts after the click.
    await toggle(page, notifications[0]!).waitFor();
    expect(await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('checkbox').count()).toBe(notifications.length);
    for (const name of notifications) expect(await toggle(page, name).isChecked(), name).toBe(true);

    await tab(page, 'Display').click();
    await page.getByLabel('Default Page').waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
    expect(await page.getByRole('radio', { name: /^Light/ }).isChecked()).toBe(true);
    for (const theme of ['Light', 'Dark', 'System']) expect(await page.getByRole('radio', { name: new RegExp(`^${theme}`) }).count(), theme).toBe(1);
    expect(await page.getByLabel('Default Page').locator('option').allInnerTexts()).toEqual(['Dashboard', 'Animals', 'Appointments', 'Adoptions']);
    expect(await page.getByLabel('Default Page').inputValue()).toBe('dashboard');
    expect(await page.getByLabel('Records per Page').locator('option').allInnerTexts()).toEqual(['10 records', '25 records', '50 records', '100 records']);
    expect(await page.getByLabel('Records per Page').inputValue()).toBe('25');
    const formats = await page.getByLabel('Date Format').locator('option').allInnerTexts();
    expect(formats.map((format) => format.replace(/ \(.*\)$/, ''))).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY']);

    const staff = await suite.app.createStaffUser({ role: 'staff' });
    const theirs = await suite.openPage();
    await openSettings(theirs, staff, suite.app.baseUrl, 'System');
    await field(theirs, 'Animal ID Prefix').waitFor();
    expect(await field(theirs, 'Animal ID Prefix').isDisabled()).toBe(true);
    expect(await theirs.getByLabel('Data Retention').isDisabled()).toBe(true);
    expect(await toggle(theirs, 'Require Microchip').isDisabled()).toBe(true);
    expect(await theirs.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await tab(theirs, 'Notifications').click();
    expect(await toggle(theirs, 'Application received').isDisabled()).toBe(true);
    expect(await theirs.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    // Display is their own, in their browser: they may change it.
    await tab(theirs, 'Display').click();
    expect(await theirs.getByLabel('Date Format').isDisabled()).toBe(false);
  });

  test('Organization: an admin’s save persists across a reload and in a second browser; the public footer follows', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl);
    expect(await page.getByRole('tablist').first().getByRole('tab').allInnerTexts()).toEqual([
      'Organization',
      'System',
      'Notifications',
      'Messages',
      'Printing',
      'Website',
      'Medical',
      'Display',
      'Backup & Data',
      'Locations',
      'Partners',
      'Users',
      'Audit Log',
      'My Account',
    ]);
    await field(page, 'Organization Name').fill('Riverside Animal Rescue');
    await field(page, 'Phone').fill('(555) 987-6543');
    await field(page, 'Opening Hours').fill('Tue-Sun 9am-5pm');
    await field(page, 'Email').fill('not an email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Invalid email address').waitFor();
    await field(page, 'Email').fill('hello@riverside.example');
    await saveChanges(page);

    await page.reload();
    await field(page, 'Organization Name').waitFor();
    expect(await field(page, 'Organization Name').inputValue()).toBe('Riverside Animal Rescue');
    expect(await field(page, 'Phone').inputValue()).toBe('(555) 987-6543');

    const other = await suite.app.createStaffUser({ role: 'staff' });
    const second = await suite.openPage();
    await openSettings(second, other, suite.app.baseUrl);
    await field(second, 'Organization Name').waitFor();
    expect(await field(second, 'Organization Name').inputValue()).toBe('Riverside Animal Rescue');
    expect(await field(second, 'Email').inputValue()).toBe('hello@riverside.example');
    // Staff read the settings but cannot change them.
    expect(await field(second, 'Organization Name').isDisabled()).toBe(true);
    expect(await second.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await second.getByText('Only administrators can change these settings.').isVisible()).toBe(true);
    expect(await tab(second, 'Users').count()).toBe(0);
    expect(await tab(second, 'Audit Log').count()).toBe(0);
    expect(await tab(second, 'Messages').count()).toBe(0);
    expect(await tab(second, 'Website').count()).toBe(0);

    await second.goto(`${suite.app.baseUrl}/public`);
    await second.getByRole('contentinfo').getByText('Tue-Sun 9am-5pm').waitFor();
  });

  test('System and Notifications: saved to the server, read back after a reload', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const seed = await createSeeder(suite.app);
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl, 'System');
    await page.getByLabel('Animal ID Digits').waitFor();
    expect(await page.getByLabel('Animal ID Digits').locator('option').allInnerTexts()).toEqual(['3 digits', '4 digits', '5 digits']);
    expect(await page.getByLabel('Data Retention').locator('option').allInnerTexts()).toEqual([
      '90 days',
      '180 days',
      '1 year',
      '2 years',
      '5 years',
      '10 years',
    ]);
    expect(await field(page, 'Default Adoption Fee ($)').inputValue()).toBe('150.00');
    await field(page, 'Animal ID Prefix').fill('RAR');
    await page.getByLabel('Animal ID Digits').selectOption('5');
    await page.getByText(`New animals are numbered like RAR-${new Date().getFullYear()}-00001.`).waitFor();
    await field(page, 'Default Adoption Fee ($)').fill('175.50');
    await page.getByLabel('Data Retention').selectOption({ label: '2 years' });
    await toggle(page, 'Require Microchip').setChecked(false, { force: true });
    await toggle(page, 'Email Notifications').setChecked(false, { force: true });
    // The API's own rules for the hold lengths, under their fields, before anything is sent.
    await field(page, 'Stray Hold (days)').fill('61');
    await field(page, 'Quarantine (days)').fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Stray hold is at most 60 days').waitFor();
    await page.getByText('Quarantine is at least 1 day').waitFor();
    await field(page, 'Stray Hold (days)').fill('5');
    await field(page, 'Quarantine (days)').fill('14');
    await saveChanges(page);

    await tab(page, 'Notifications').click();
    expect(await toggle(page, 'Foster placements ending').isChecked()).toBe(true);
    await toggle(page, 'Foster placements ending').setChecked(false, { force: true });
    await toggle(page, 'Application received').setChecked(false, { force: true });
    await saveChanges(page);

    const stored = await seed.request<TSettings>('GET', '/settings');
    expect(stored.system).toEqual({
      animalIdPrefix: 'RAR',
      animalIdDigits: 5,
      defaultAdoptionFee: 17550,
      requireMicrochip: false,
      enableEmailNotifications: false,
      enableSmsNotifications: false,
      dataRetentionDays: 730,
      acceptBackupApplications: false,
      strayHoldDays: 5,
      quarantineDays: 14,
    });
    // The retired switches, not shown, keep their values.
    expect(stored.notifications).toEqual({
      newIntake: true,
      adoptionProcessed: true,
      medicalAlert: true,
      appointmentReminder: true,
      systemUpdates: false,
      applicationReceived: false,
      applicationDecided: true,
      newApplications: true,
      fosterEnding: false,
    });

    // A second browser (another context, another admin) reads the saved values.
    const otherAdmin = await suite.app.createStaffUser({ role: 'admin' });
    const second = await suite.openPage();
    await openSettings(second, otherAdmin, suite.app.baseUrl, 'System');
    await field(second, 'Animal ID Prefix').waitFor();
    expect(await field(second, 'Animal ID Prefix').inputValue()).toBe('RAR');
    expect(await second.getByLabel('Data Retention').inputValue()).toBe('730');
    expect(await toggle(second, 'Email Notifications').isChecked()).toBe(false);
    await tab(second, 'Notifications').click();
    expect(await toggle(second, 'Foster placements ending').isChecked()).toBe(false);
    expect(await toggle(second, 'Application received').isChecked()).toBe(false);

    await page.reload();
    await toggle(page, 'Foster placements ending').waitFor({ state: 'attached' });
    expect(await toggle(page, 'Foster placements ending').isChecked()).toBe(false);
    await tab(page, 'System').click();
    expect(await field(page, 'Default Adoption Fee ($)').inputValue()).toBe('175.50');
    expect(await field(page, 'Stray Hold (days)').inputValue()).toBe('5');
    expect(await field(page, 'Quarantine (days)').inputValue()).toBe('14');
    expect(await toggle(page, 'Require Microchip').isChecked()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('Printing: the paper size and the contract’s terms are saved to the server and read back after a reload', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const seed = await createSeeder(suite.app);
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl, 'Printing');
    await page.getByLabel('Paper Size').waitFor();
    expect(await page.getByLabel('Paper Size').inputValue()).toBe('letter');
    await page.getByText('{adopterName}', { exact: true }).waitFor();
    await page.getByLabel('Paper Size').selectOption('a4');
    await field(page, 'Adoption Contract Terms').fill('{adopterName} adopts {animalName}.\n\nNo refunds.');
    await saveChanges(page);
    expect((await seed.request<TSettings>('GET', '/settings')).printing).toMatchObject({
      paperSize: 'a4',
      contractTerms: '{adopterName} adopts {animalName}.\n\nNo refunds.',
    });
    await page.reload();
    await page.getByLabel('Paper Size').waitFor();
    expect(await page.getByLabel('Paper Size').inputValue()).toBe('a4');
    expect(await field(page, 'Adoption Contract Terms').inputValue()).toBe('{adopterName} adopts {animalName}.\n\nNo refunds.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('Display: dark mode applies at once and stays; the date format and page size follow everywhere; the default page opens after login', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Dated', intakeDate: '2026-03-05' });
    for (let day = 1; day <= 12; day++) {
      await seed.request('POST', '/financial-transactions', {
        transactionType: 'Donation',
        amount: 1000 + day,
        date: `2026-03-${String(day).padStart(2, '0')}`,
      });
    }
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl, 'Display');
    expect(await isDark(page)).toBe(false);
    await page.getByRole('radio', { name: /^Dark/ }).check({ force: true });
    await expect.poll(() => isDark(page)).toBe(true);
    const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Date Format').selectOption('YYYY-MM-DD');
    await page.getByLabel('Records per Page').selectOption('10');
    await page.getByLabel('Default Page').selectOption('animals');

    await page.reload();
    await page.getByLabel('Date Format').waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await page.getByLabel('Date Format').inputValue()).toBe('YYYY-MM-DD');

    // Display stays in this browser: the same user in another browser keeps the defaults.
    const elsewhere = await suite.openPage();
    await openSettings(elsewhere, admin, suite.app.baseUrl, 'Display');
    await elsewhere.getByLabel('Date Format').waitFor();
    expect(await elsewhere.getByLabel('Date Format').inputValue()).toBe('MMM D, YYYY');
    expect(await isDark(elsewhere)).toBe(false);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Financial' }).click();
    const rows = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
    await page.getByRole('cell', { name: '2026-03-12', exact: true }).waitFor();
    expect(await rows.count()).toBe(10);
    expect(await rows.first().innerText()).toContain('2026-03-12');
    await page.getByText('Showing 1–10 of 12 transactions').waitFor();
    // Every figure of the screen has arrived: a call under way as the session ends is answered 401.
    await loaded(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    await logIn(page, suite.app.baseUrl, admin, '/');
    await screenHeading(page, 'Animal Management').waitFor();
    expect(new URL(page.url()).pathname).toBe('/animals');
    // The date format holds on another screen too.
    await page.getByRole('cell', { name: '2026-03-05', exact: true }).first().waitFor();
    expect(await page.getByText('Mar 5, 2026').count()).toBe(0);

    await page.goto(`${suite.app.baseUrl}/settings?tab=display`);
    await page.getByRole('radio', { name: /^Light/ }).check({ force: true });
    await expect.poll(() => isDark(page)).toBe(false);

    // System follows the device's own setting, and its changes, at once.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await isDark(page)).toBe(false);
    await page.getByRole('radio', { name: /^System/ }).check({ force: true });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    await page.reload();
    await page.getByLabel('Date Format').waitFor();
    expect(await page.getByRole('radio', { name: /^System/ }).isChecked()).toBe(true);
  });

  test('Users: an admin creates a user who then logs in, sees the server’s refusals, and deactivates them', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    // A taken username is refused with 409, which Chromium logs. Two sessions at once, beside
    // another file's browser: the Change Role dialog once took longer than the default 5 s to open.
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await openSettings(page, admin, suite.app.baseUrl, 'Users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('cell', { name: admin.username, exact: true }).waitFor();

    await page.getByRole('button', { name: 'New User' }).click();
    const form = dialog(page, 'New User');
    await field(form, 'Full Name').fill('Casey Moore');
    await field(form, 'Username').fill(admin.username);
    await form.getByLabel('Role').selectOption('veterinarian');
    await field(form, 'Password').fill('short');
    await field(form, 'Confirm Password').fill('short');
    await form.getByRole('button', { name: 'Create User' }).click();
    await form.getByText('Password must be at least 12 characters').waitFor();
    await field(form, 'Password').fill('blue kettle on a hill');
    await field(form, 'Confirm Password').fill('blue kettle on a hill');
    await form.getByRole('button', { name: 'Create User' }).click();
    // The server's own words for a taken username.
    await form.getByText(`The username ${admin.username} is taken`).waitFor();
    await toastText(page, 'Error');
    await field(form, 'Username').fill('casey');
    await form.getByRole('button', { name: 'Create User' }).click();
    await toastText(page, 'User created');
    const casey = users.getByRole('row').filter({ hasText: 'casey' });
    await casey.waitFor();
    expect(await casey.innerText()).toContain('Veterinarian');
    expect(await casey.innerText()).toContain('Active');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const theirs = await suite.openPage();
    // A password the admin chose is Casey's to replace before the console opens.
    await logInAndChoosePassword(theirs, suite.app.baseUrl, { username: 'casey', password: 'blue kettle on a hill' }, 'a phrase casey chose');
    await theirs.getByText('Casey Moore').first().waitFor();

    await casey.getByRole('button', { name: 'Actions for casey' }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const roleForm = dialog(page, 'Change Role');
    await roleForm.getByLabel('Role').selectOption('staff');
    await roleForm.getByRole('button', { name: 'Change Role' }).click();
    await toastText(page, 'Role changed');
    await expect.poll(() => casey.innerText()).toContain('Staff');

    await casey.getByRole('button', { name: 'Actions for casey' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' }).click();
    await toastText(page, 'User deactivated');
    await expect.poll(() => casey.innerText()).toContain('Deactivated');

    // Their session ended at once, and they cannot log in again.
    await theirs.reload();
    await theirs.getByRole('heading', { name: 'Please log in' }).waitFor();
    await theirs.getByLabel('Username').fill('casey');
    await theirs.getByLabel('Password').fill('blue kettle on a hill');
    await theirs.getByRole('button', { name: 'Log in' }).click();
    await theirs.getByRole('alert').waitFor();
    expect(await theirs.getByRole('heading', { name: 'Please log in' }).isVisible()).toBe(true);
  });

  test('Users: an admin certifies a staff member for euthanasia; administrators and veterinarians may by role', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const staff = await suite.app.createStaffUser({ role: 'staff', name: 'Riley Shaw' });
    const vet = await suite.app.createStaffUser({ role: 'veterinarian', name: 'Dr. Imani Cole' });
    const volunteer = await suite.app.createStaffUser({ role: 'volunteer', name: 'Noor Haddad' });
    const seed = await createSeeder(suite.app);
    const page = await suite.openPage();
    await openSettings(page, admin, suite.app.baseUrl, 'Users');
    const users = page.getByRole('table', { name: 'Users' });
    const row = (username: string) => users.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    await row(staff.username).waitFor();
    expect(await users.getByRole('columnheader', { name: 'Euthanasia' }).isVisible()).toBe(true);
    expect(await row(vet.username).getByText('By role').isVisible()).toBe(true);
    expect(await row(admin.username).getByText('By role').isVisible()).toBe(true);
    expect(await row(volunteer.username).getByText('Not allowed').isVisible()).toBe(true);
    expect(await row(vet.username).getByRole('checkbox').count()).toBe(0);

    const certified = row(staff.username).getByRole('checkbox', { name: 'Certified for euthanasia' });
    expect(await certified.isChecked()).toBe(false);
    await certified.setChecked(true, { force: true });
    expect(await toastText(page, 'Certified for euthanasia')).toContain('Riley Shaw may now perform and record euthanasias.');
    const stored = async () =>
      (await seed.request<{ username: string; euthanasiaCertified: boolean }[]>('GET', '/users')).find((user) => user.username === staff.username);
    await expect.poll(async () => (await stored())?.euthanasiaCertified).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await row(staff.username).waitFor();
    expect(await row(staff.username).getByRole('checkbox', { name: 'Certified for euthanasia' }).isChecked()).toBe(true);
    await row(staff.username).getByRole('checkbox', { name: 'Certified for euthanasia' }).setChecked(false, { force: true });
    await toastText(page, 'Certification removed');
    await expect.poll(async () => (await stored())?.euthanasiaCertified).toBe(false);
  });

  test('My Account: any user changes their own password and logs in with it; the audit log shows who changed what', async () => {
    const staff = await suite.app.createStaffUser({ role: 'staff', name: 'Robin Diaz' });
    // The wrong current password is refused with 400, which Chromium logs.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 400/] });
    await openSettings(page, staff, suite.app.baseUrl, 'My Account');
    await field(page, 'Current Password').fill('wrong password here');
    await field(page, 'New Password').fill('green lantern by the sea');
    await field(page, 'Confirm New Password').fill('green lantern by the sea');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await field(page, 'Current Password').fill(staff.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toastText(page, 'Password changed');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const again = await suite.openPage();
    await logIn(again, suite.app.baseUrl, { username: staff.username, password: 'green lantern by the sea' });

    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const adminPage = await suite.openPage();
    await openSettings(adminPage, admin, suite.app.baseUrl, 'Audit Log');
    const log = adminPage.getByRole('table', { name: 'Audit log' });
    await log.locator('tbody tr').first().waitFor();
    await adminPage.getByLabel('Record Type').selectOption('User');
    await adminPage.getByLabel('User').selectOption({ label: `Robin Diaz (${staff.username})` });
    const entry = log.locator('tbody tr').first();
    await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
    expect(await entry.innerText()).toMatch(/Updated/);
    expect(await entry.getByRole('cell').nth(4).innerText()).toBe('Password: changed');
    await adminPage.getByLabel('User').selectOption('all');
    await adminPage.getByLabel('From').fill('2000-01-01');
    await adminPage.getByLabel('To').fill('2000-01-02');
    await adminPage.getByText('No entries match these filters').waitFor();
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await log.locator('tbody tr').first().waitFor();
    await expectNoHorizontalScroll(adminPage);
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
  });

  test('every tab at 375 px fits the width; Organization and Display pass axe', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage(PHONE);
    await openSettings(page, admin, suite.app.baseUrl);
    await field(page, 'Organization Name').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const name of [
      'System',
      'Notifications',
      'Messages',
      'Printing',
      'Website',
      'Medical',
      'Display',
      'Backup & Data',
      'Locations',
      'Partners',
      'Users',
      'Audit Log',
      'My Account',
    ]) {
      await tab(page, name).click();
      // The chosen tab's own panel, not the one before it: axe reads the tab's aria-controls against it.
      await page.getByRole('tabpanel', { name, exact: true }).waitFor();
      expect(await horizontalOverflow(page), name).toBe(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
