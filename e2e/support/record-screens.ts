import type { Locator, Page } from 'playwright-core';
import { dateInZone } from '../../src-shared/dates.js';
import type { TDashboardStats } from '../../src-shared/schemas/dashboard.js';
import { loaded } from './screens.js';
import type { TSeeder } from './seed.js';

/**
 * Helpers of the record screens' tests (Adoptions, Foster Care, Medical Records, Appointments).
 */

const pageOf = (scope: Page | Locator): Page => ('page' in scope ? scope.page() : scope);

/**
 * How long a step may take on a machine shared with other test runs (several browsers on two
 * cores): a screen's first load after a login or a reload can take well over the usual 5 s.
 */
export const SLOW_MACHINE_MS = 15_000;

/** Gives the page's steps the time of a busy machine; a real fault still fails, only later. */
export function allowBusyMachine(page: Page): Page {
  page.setDefaultTimeout(SLOW_MACHINE_MS);
  return page;
}

/** Options for expect.poll: its own default (1 s) is far shorter than a busy machine's answers. */
export const SETTLES = { timeout: SLOW_MACHINE_MS } as const;

/** Types a search into an animal picker (a combobox) and waits until its list shows that search's answer. */
async function searchPicker(scope: Page | Locator, label: string, text: string): Promise<Locator> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  // The box says which words it searched and whether their answer is still on its way: the options
  // shown before the typing reached it do not pass for the answer, and an answer with no option
  // (the list may then stay closed) is waited for as well as one with options.
  const settled = `[data-search="${text.trim().replaceAll('"', '\\"')}"][data-searching="false"]`;
  await box.and(pageOf(scope).locator(settled)).waitFor();
  return box;
}

/** Chooses an animal in an animal picker by typing its name and picking its option. */
export async function pickAnimal(scope: Page | Locator, label: string, name: string): Promise<void> {
  await searchPicker(scope, label, name);
  await pageOf(scope)
    .getByRole('option', { name: new RegExp(`^${name}\\b`) })
    .first()
    .click();
}

/** The animal names an animal picker offers for a search. */
export async function pickerOptions(scope: Page | Locator, label: string, text: string): Promise<string[]> {
  const box = await searchPicker(scope, label, text);
  const names = await pageOf(scope).getByRole('option').locator('[data-part="item-text"]').allInnerTexts();
  await box.press('Escape');
  return names;
}

/** A summary card's text ("Total Adoptions 2 Completed adoptions") in the region of figures, once its figure has loaded. */
export async function summaryFigure(page: Page, region: string, label: string): Promise<string> {
  const card = page.getByRole('region', { name: region }).getByRole('group', { name: label });
  await card.waitFor();
  await loaded(card);
  return card.innerText();
}

/** The organization's time zone of the test server (test/app.ts), where its "today" is counted. */
const SHELTER_ZONE = 'America/Chicago';

/** The shelter's today, as the server dates its records. */
export const shelterToday = (): string => dateInZone(new Date(), SHELTER_ZONE);

export const dashboardStats = (seed: TSeeder) => seed.request<TDashboardStats>('GET', '/stats/dashboard');
