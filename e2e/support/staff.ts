import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TStaffUser } from './app.js';
import { SLOW_MACHINE_MS } from './record-screens.js';

/**
 * Opens a staff page, logs in through the form there, and waits for the console. A new browser
 * context loads the whole app first, and then the console's screens: beside another file's
 * browser that can take longer than a step's usual 5 s.
 */
export async function logIn(page: Page, baseUrl: string, user: Pick<TStaffUser, 'username' | 'password'>, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { timeout: SLOW_MACHINE_MS });
  await page.getByLabel('Username').fill(user.username, { timeout: SLOW_MACHINE_MS });
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await consoleShown(page, SLOW_MACHINE_MS);
}

/**
 * Waits for the console behind the login form: its top bar, which every role has. Found as an
 * element, not by its role: a dialog the address opens (`/adoptions?animal=12`) hides the page
 * behind it from the accessibility tree.
 */
export async function consoleShown(page: Page, timeout?: number): Promise<void> {
  await page.locator('header').waitFor(timeout === undefined ? {} : { timeout });
}

/** The staff top bar (the page's banner landmark). */
export const topBar = (page: Page) => page.getByRole('banner');

/** The level-1 heading of the screen on show. */
export const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Logs in with a password someone else gave (printed at the first start, or set by an admin), is
 * asked to choose a new one before the console opens, chooses `newPassword`, and waits for the
 * console.
 */
export async function logInAndChoosePassword(page: Page, baseUrl: string, user: Pick<TStaffUser, 'username' | 'password'>, newPassword: string): Promise<void> {
  await page.goto(baseUrl, { timeout: SLOW_MACHINE_MS });
  await page.getByLabel('Username').fill(user.username, { timeout: SLOW_MACHINE_MS });
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor({ timeout: SLOW_MACHINE_MS });
  expect(await topBar(page).count(), 'the console stays closed').toBe(0);
  await page.getByRole('textbox', { name: /^Current Password/ }).fill(user.password);
  await page.getByRole('textbox', { name: /^New Password/ }).fill(newPassword);
  await page.getByRole('textbox', { name: /^Confirm New Password/ }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await consoleShown(page, SLOW_MACHINE_MS);
}
