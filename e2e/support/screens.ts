import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DISPLAY_SETTINGS_KEY, type TDisplaySettings } from '../../src-client/shared/display-settings.js';

/**
 * Checks every console screen shares: toasts, dialogs, loading, figures, and fitting the window's width.
 */

/** Waits for the toast titled `title` and answers its whole text. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByRole('status', { name: title, exact: true });
  await toast.waitFor();
  return toast.innerText();
}

/** Waits until nothing in `scope` is a loading placeholder (a skeleton): the data it shows has arrived. */
export async function loaded(scope: Page | Locator): Promise<void> {
  await scope.locator('.chakra-skeleton').first().waitFor({ state: 'detached' });
}

/** A summary card's figure, by its label (the card is a group named after it: label, figure, caption). */
export const cardValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).locator('p').nth(1);

/** A report card's figure (a Chakra stat), by its label. */
export const statValue = (page: Page, label: string) =>
  page
    .locator('.chakra-stat__root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.chakra-stat__valueText');

/** An open dialog, by its title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // A string, not a function: this project's tests are type-checked without the DOM library.
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await horizontalOverflow(page), 'the page scrolls sideways').toBe(0);
}

/** Sets Display settings in this page's browser storage before the app loads. */
export async function storeDisplaySettings(page: Page, settings: Partial<TDisplaySettings>): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem(${JSON.stringify(DISPLAY_SETTINGS_KEY)}, ${JSON.stringify(JSON.stringify(settings))})`);
}

/** The element that has keyboard focus shows a visible outline or ring. */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  })()`);
}

/**
 * Waits up to 5 s until `condition`, an expression read in the page, holds. Polled from here:
 * waitForFunction would evaluate its text in the page, which the app's Content-Security-Policy forbids.
 */
async function until(page: Page, condition: string, failure: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await page.evaluate<boolean>(condition)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(failure);
}

/** Waits until no animation runs (a dialog fading in is scanned by axe at its final colours). */
export const animationsDone = (page: Page) =>
  until(page, `document.getAnimations().every((animation) => animation.playState !== 'running')`, 'Animations still running after 5 s');

/**
 * Waits until no part of the page says it is loading (`aria-busy`): rows dimmed while their next
 * page comes, or a skeleton, would be judged as they look for that moment, not as staff read them.
 */
export const loadingDone = (page: Page) => until(page, `!document.querySelector('[aria-busy="true"]')`, 'Part of the page still loading (aria-busy) after 5 s');

/**
 * Waits until a floating panel (popover, menu) has been placed beside its trigger and its entrance
 * has finished. Until then it waits above the window (translated by -100vh), and a click computed
 * there lands wherever the panel is by the time it arrives, on a busy machine not on the panel.
 */
export async function placedOnScreen(page: Page, panel: Locator): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const box = await panel.boundingBox();
    const window = page.viewportSize();
    if (box && window && box.y >= 0 && box.y + box.height <= window.height) return animationsDone(page);
    await page.waitForTimeout(50);
  }
  throw new Error('The panel was not placed on screen within 5 s');
}

/** "Discard changes?", which closing a form with unsaved changes asks first. */
export const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** Answers "Discard changes?" with Discard: the form closes without its changes. */
export async function discardChanges(page: Page): Promise<void> {
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await discardQuestion(page).waitFor({ state: 'detached' });
}

/** A text field by its label (a required field's accessible name ends in its "*" mark). */
export const textField = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}\\s*\\*?$`) });
