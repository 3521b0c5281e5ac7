import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, DESKTOP, PHONE } from './support/browser-suite.js';
import { allowBusyMachine } from './support/record-screens.js';
import { animationsDone, dialog, discardQuestion, textField, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading, topBar } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

/** Each sidebar link: its group, the top bar's title there, and the screen's heading. */
const SCREENS = [
  { group: 'Main', link: 'Dashboard', path: '/', title: 'Dashboard', heading: 'Dashboard' },
  { group: 'Main', link: 'Animals', path: '/animals', title: 'Animals', heading: 'Animal Management' },
  { group: 'Main', link: 'Census', path: '/census', title: 'Census', heading: 'Census' },
  { group: 'Main', link: 'Daily Care', path: '/daily-care', title: 'Daily Care', heading: 'Daily Care' },
  { group: 'Main', link: 'Adoptions', path: '/adoptions', title: 'Adoptions', heading: 'Adoption Management' },
  { group: 'Main', link: 'Foster Care', path: '/foster-care', title: 'Foster Care', heading: 'Foster Care' },
  { group: 'Main', link: 'People', path: '/people', title: 'People', heading: 'People' },
  { group: 'Main', link: 'Medical Records', path: '/medical-records', title: 'Medical Records', heading: 'Medical Records' },
  { group: 'Main', link: 'Treatments Due', path: '/medical/due', title: 'Treatments Due', heading: 'Treatments Due' },
  { group: 'Services', link: 'Appointments', path: '/appointments', title: 'Appointments', heading: 'Appointments' },
  { group: 'Administration', link: 'Financial', path: '/financial', title: 'Financial Management', heading: 'Financial Management' },
  { group: 'Administration', link: 'Reports', path: '/reports', title: 'Reports', heading: 'Reports' },
  { group: 'Administration', link: 'Settings', path: '/settings', title: 'Settings', heading: 'Settings' },
];

async function fillNewAnimal(form: Locator, animal: { name: string; breed: string; age: string }): Promise<void> {
  await textField(form, 'Name').fill(animal.name);
  await textField(form, 'Breed').fill(animal.breed);
  await textField(form, 'Age').fill(animal.age);
}

type TBox = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const overlaps = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describeInBrowser('the staff layout', (suite) => {
  test('at 1280 px the sidebar is open with its three groups, and the top bar follows navigation', async () => {
    const user = await suite.app.createStaffUser({ name: 'Morgan Ellis', role: 'admin' });
    // /animals/42 names no animal in this empty shelter: its call answers 404, which Chromium logs.
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 404/] });
    await logIn(page, suite.app.baseUrl, user);

    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.isVisible()).toBe(true);
    for (const group of ['Main', 'Services', 'Administration']) {
      const links = SCREENS.filter((screen) => screen.group === group).map((screen) => screen.link);
      expect(await nav.getByRole('group', { name: group }).getByRole('link').allInnerTexts()).toEqual(links);
    }
    expect(await topBar(page).getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    expect(await topBar(page).getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true);
    expect(await topBar(page).getByRole('button', { name: 'Search' }).isVisible()).toBe(true);

    for (const screen of SCREENS) {
      await nav.getByRole('link', { name: screen.link, exact: true }).click();
      await screenHeading(page, screen.heading).waitFor();
      expect(new URL(page.url()).pathname).toBe(screen.path);
      expect(await topBar(page).getByText(screen.title, { exact: true }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: screen.link, exact: true }).getAttribute('aria-current')).toBe('page');
    }

    await page.goto(`${suite.app.baseUrl}/animals/42`);
    await screenHeading(page, 'Animal Details').waitFor();
    expect(await topBar(page).getByText('Animal Details', { exact: true }).isVisible()).toBe(true);
  });

  test('the sidebar footer shows the user with a bundled placeholder avatar; the layout passes axe', async () => {
    const user = await suite.app.createStaffUser({ name: 'Sam Okafor', role: 'volunteer' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);

    const sidebar = page.getByRole('complementary');
    expect(await sidebar.getByText('Sam Okafor').isVisible()).toBe(true);
    expect(await sidebar.getByText('Volunteer', { exact: true }).isVisible()).toBe(true);
    const avatar = sidebar.locator('img[src]').last();
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src.startsWith('data:') || new URL(src, page.url()).origin === suite.app.baseUrl).toBe(true);
    const loaded = await avatar.evaluate((element) => {
      const image = element as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
    expect(loaded, 'the avatar image loads').toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the sidebar can be folded away on a wide screen and comes back', async () => {
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);

    await topBar(page).getByRole('button', { name: 'Close navigation' }).click();
    await page.getByRole('navigation', { name: 'Console' }).waitFor({ state: 'detached' });
    await topBar(page).getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Console' }).waitFor();
  });

  test('at 375 px the sidebar is an overlay: hidden at first, opened by the menu button, closed by navigating', async () => {
    const user = await suite.app.createStaffUser({ name: 'Riley Chen' });
    const page = await suite.openPage(PHONE);
    await logIn(page, suite.app.baseUrl, user);

    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.count()).toBe(0);
    await topBar(page).getByRole('button', { name: 'Open navigation' }).click();
    const overlay = page.getByRole('dialog', { name: 'Navigation' });
    await overlay.waitFor();
    expect(await overlay.getByRole('group', { name: 'Administration' }).isVisible()).toBe(true);
    expect(await overlay.getByText('Riley Chen').isVisible()).toBe(true);

    await overlay.getByRole('link', { name: 'Medical Records' }).click();
    await screenHeading(page, 'Medical Records').waitFor();
    await overlay.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/medical-records');
    expect(await topBar(page).getByText('Medical Records', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('New Intake in the top bar opens the intake form over the screen on show, which stays; volunteers and vets have none', async () => {
    const seed = await createSeeder(suite.app);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/reports');
    await screenHeading(page, 'Reports').waitFor();
    await topBar(page).getByRole('button', { name: 'New Intake' }).click();
    const form = dialog(page, 'Add New Animal');
    expect(await form.getByLabel('Intake Type').inputValue()).toBe('Stray/At large');
    expect(new URL(page.url()).pathname).toBe('/reports');
    await fillNewAnimal(form, { name: 'Topbar Tabby', breed: 'Domestic shorthair', age: '2 years' });
    await form.getByRole('button', { name: 'Save Animal' }).click();
    expect(await toastText(page, 'Animal created')).toContain('The animal has been successfully created.');
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/reports');
    expect(await screenHeading(page, 'Reports').isVisible()).toBe(true);
    expect((await seed.request<TAnimal[]>('GET', '/animals')).map((animal) => animal.name)).toContain('Topbar Tabby');

    for (const role of ['volunteer', 'veterinarian'] as const) {
      const theirs = allowBusyMachine(await suite.openPage());
      await logIn(theirs, suite.app.baseUrl, await suite.app.createStaffUser({ role }));
      await topBar(theirs).getByRole('button', { name: 'Notifications' }).waitFor();
      expect(await topBar(theirs).getByRole('button', { name: 'New Intake' }).count(), role).toBe(0);
    }
  });

  test('toasts never cover the primary action: top right at 1280 px, at the bottom at 375 px, clear of a full-screen dialog’s buttons', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = allowBusyMachine(await suite.openPage(viewport, { expectedErrors: [/status of 500/] }));
      await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
      const newAnimal = page.getByRole('main').getByRole('button', { name: 'New Animal' });
      await newAnimal.click();
      const form = dialog(page, 'Add New Animal');
      await fillNewAnimal(form, { name: `Toasted ${viewport.width}`, breed: 'Beagle', age: '4 years' });

      // A refused save: the error toast leaves the dialog's buttons free to try again.
      await failProcedure(page, 'animals.create');
      await form.getByRole('button', { name: 'Save Animal' }).click();
      const failure = page.getByRole('status', { name: 'Error', exact: true });
      await failure.waitFor();
      // Measured where it comes to rest, not on its way in.
      await animationsDone(page);
      const failed = await boxOf(failure);
      for (const button of ['Save Animal', 'Cancel']) {
        expect(overlaps(failed, await boxOf(form.getByRole('button', { name: button }))), `${button} at ${viewport.width} px`).toBe(false);
      }
      if (viewport === DESKTOP) {
        expect(viewport.width - (failed.x + failed.width)).toBeLessThanOrEqual(24);
        expect(failed.y).toBeLessThanOrEqual(24);
      } else {
        expect(failed.y + failed.height).toBeGreaterThan(viewport.height / 2);
      }
      // Dismissing the toast is no click beside the dialog: the form is not put in question.
      await failure.getByRole('button', { name: 'Dismiss notification' }).click();
      await failure.waitFor({ state: 'detached' });
      expect(await discardQuestion(page).count()).toBe(0);

      // Saved: the dialog closes and the toast leaves the screen's own New Animal free.
      await page.unrouteAll();
      await form.getByRole('button', { name: 'Save Animal' }).click();
      const success = page.getByRole('status', { name: 'Animal created', exact: true });
      await success.waitFor();
      await form.waitFor({ state: 'detached' });
      await animationsDone(page);
      expect(overlaps(await boxOf(success), await boxOf(newAnimal)), `New Animal at ${viewport.width} px`).toBe(false);
    }
  });
});
