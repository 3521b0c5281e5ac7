import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

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
  { group: 'Services', link: 'Appointments', path: '/appointments', title: 'Appointments', heading: 'Appointments' },
  { group: 'Administration', link: 'Financial', path: '/financial', title: 'Financial Management', heading: 'Financial Management' },
  { group: 'Administration', link: 'Reports', path: '/reports', title: 'Reports', heading: 'Reports' },
  { group: 'Administration', link: 'Settings', path: '/settings', title: 'Settings', heading: 'Settings' },
];

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

    await topBar(page).getByRole('link', { name: 'New Intake' }).click();
    await screenHeading(page, 'Animal Management').waitFor();
    expect(new URL(page.url()).pathname).toBe('/animals');

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
});
