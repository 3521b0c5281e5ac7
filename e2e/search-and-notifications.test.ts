import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TNotifications } from '../src-shared/schemas/notifications.js';
import { CSRF_HEADERS } from '../test/app.js';
import { applicationPayload } from '../test/fixtures.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, placedOnScreen } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import type { TStaffUser } from './support/app.js';
import { logIn, screenHeading, topBar } from './support/staff.js';

/** The search dialog's box, once the answer to `words` is on screen. */
async function searched(page: Page, words: string): Promise<void> {
  const box = dialog(page, 'Search').getByRole('combobox', { name: 'Search animals, people and applications' });
  await box.fill(words);
  await dialog(page, 'Search').locator(`[data-search="${words}"][data-searching="false"]`).waitFor();
}

const options = (page: Page) => dialog(page, 'Search').getByRole('option');
/** Each line's text, its label and sublabel on lines of their own. */
const lines = async (page: Page, group?: string) =>
  (await (group ? dialog(page, 'Search').getByRole('group', { name: group }) : dialog(page, 'Search')).getByRole('option').allInnerTexts()).map((text) =>
    text.replace(/\n+/g, '\n'),
  );
const selectedOption = (page: Page) => dialog(page, 'Search').getByRole('option', { selected: true });

/** The bell, by the name it has once the user's notifications have arrived. */
const bell = (page: Page, unread: number) =>
  topBar(page).getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

describeInBrowser('the console’s search and notifications', (suite) => {
  test('Ctrl-K opens the search; a microchip number finds the animal and Enter opens it', async () => {
    const seed = await createSeeder(suite.app);
    const juniper = await seed.animal({ name: 'Juniper', microchipId: '985112233445566', intakeDate: '2026-02-03' });
    const user = await suite.app.createStaffUser({ role: 'staff' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, user);

    await page.keyboard.press('Control+k');
    await dialog(page, 'Search').waitFor();
    // The box has the focus: typing goes straight in.
    await page.keyboard.type('985 112');
    expect(await dialog(page, 'Search').getByRole('combobox').inputValue()).toBe('985 112');
    await searched(page, '985 112 233 445 566');
    expect(await lines(page)).toEqual([`Juniper\n${juniper.animalId} · Dog · Available · Chip 985112233445566`]);
    expect(await selectedOption(page).innerText()).toContain('Juniper');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await screenHeading(page, 'Juniper').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/animals/${juniper.id}`);
    await dialog(page, 'Search').waitFor({ state: 'detached' });
  });

  test('the arrow keys move through the groups, round the ends; Enter opens the line; Escape closes', async () => {
    const seed = await createSeeder(suite.app);
    const [newer, older] = [
      await seed.animal({ name: 'Marmalade Newer', intakeDate: '2026-02-20' }),
      await seed.animal({ name: 'Marmalade Older', intakeDate: '2026-02-10' }),
    ];
    await seed.request('POST', '/people', { name: 'Marmalade Keeper', email: 'keeper@example.com' });
    const user = await suite.app.createStaffUser({ role: 'admin' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, user);

    await topBar(page).getByRole('button', { name: 'Search' }).click();
    await searched(page, 'Marmalade');
    expect(await lines(page, 'Animals')).toEqual([expect.stringMatching(/^Marmalade Newer\n/), expect.stringMatching(/^Marmalade Older\n/)]);
    expect(await lines(page, 'People')).toEqual(['Marmalade Keeper\nkeeper@example.com']);
    expect(await selectedOption(page).innerText()).toMatch(/^Marmalade Newer/);
    await page.keyboard.press('ArrowDown');
    expect(await selectedOption(page).innerText()).toMatch(/^Marmalade Older/);
    await page.keyboard.press('ArrowDown');
    expect(await selectedOption(page).innerText()).toMatch(/^Marmalade Keeper/);
    await page.keyboard.press('ArrowDown');
    expect(await selectedOption(page).innerText()).toMatch(/^Marmalade Newer/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await selectedOption(page).innerText()).toMatch(/^Marmalade Older/);
    await page.keyboard.press('Enter');
    await screenHeading(page, 'Marmalade Older').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/animals/${older.id}`);

    await page.keyboard.press('Control+k');
    await searched(page, 'Marmalade N');
    expect(await options(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog(page, 'Search').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/animals/${older.id}`);
    expect(newer.id).not.toBe(older.id);
  });

  test('at 375 px the search fills the screen; a volunteer opens a hit by a tap, and a scanned chip with its Enter at once', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Pumpernickel', intakeDate: '2026-02-12' });
    const quince = await seed.animal({ name: 'Quince', microchipId: '985998877665544', intakeDate: '2026-02-13' });
    const user = await suite.app.createStaffUser({ role: 'volunteer' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, user);

    await topBar(page).getByRole('button', { name: 'Search' }).click();
    await searched(page, 'Pumpernick');
    expect(await lines(page)).toEqual([expect.stringMatching(/^Pumpernickel\n/)]);
    const box = await dialog(page, 'Search').boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await expectNoHorizontalScroll(page);
    await options(page).first().click();
    await screenHeading(page, 'Pumpernickel').waitFor();

    // A scanner types the number and Enter before any answer: the answer's first line opens when it comes.
    await topBar(page).getByRole('button', { name: 'Search' }).click();
    await dialog(page, 'Search').getByRole('combobox').fill('985998877665544');
    await page.keyboard.press('Enter');
    await screenHeading(page, 'Quince').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/animals/${quince.id}`);
  });

  test('the bell counts a portal application without a reload, opens it, and keeps it read after a reload', async () => {
    const seed = await createSeeder(suite.app);
    const clover = await seed.animal({ name: 'Clover', intakeDate: '2026-02-14' });
    const user = await suite.app.createStaffUser({ role: 'staff' });
    const unreadNow = await unreadOf(suite.app.baseUrl, user);
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, user);
    await bell(page, unreadNow).waitFor();

    const response = await fetch(`${suite.app.baseUrl}/api/public/adoption-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
      body: JSON.stringify(applicationPayload(clover.id, { applicantName: 'Avery Quinn' })),
    });
    expect(response.status).toBe(200);
    // The bell asks again every 30 s and whenever the window comes back into view: the latter, here.
    await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
    await bell(page, unreadNow + 1).click();
    const panel = dialog(page, 'Notifications');
    const line = panel.getByRole('link', { name: /^Avery Quinn applied for Clover \(unread\)/ });
    await line.waitFor();
    await placedOnScreen(page, panel);
    await line.click();
    await dialog(page, 'Adoption Application').getByText('Avery Quinn').first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('applications');
    await page.keyboard.press('Escape');
    await dialog(page, 'Adoption Application').waitFor({ state: 'detached' });
    await bell(page, unreadNow).waitFor();

    await page.reload();
    await bell(page, unreadNow).click();
    // Read now: no "(unread)" after its title.
    await panel.getByRole('link', { name: /^Avery Quinn applied for Clover Application #\d{8} waits for a decision$/ }).waitFor();
    await placedOnScreen(page, panel);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await bell(page, 0).waitFor();
    await page.reload();
    await bell(page, 0).waitFor();
    expect(await unreadOf(suite.app.baseUrl, user)).toBe(0);
  });

  test('at 375 px the bell’s panel fits the screen', async () => {
    const seed = await createSeeder(suite.app);
    await seed.animal({ name: 'Thistle', intakeDate: '2026-02-15' });
    const user = await suite.app.createStaffUser({ role: 'volunteer' });
    const unread = await unreadOf(suite.app.baseUrl, user);
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, user);
    await bell(page, unread).click();
    const panel = dialog(page, 'Notifications');
    await panel.getByRole('link', { name: /not walked today/ }).waitFor();
    await placedOnScreen(page, panel);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

/** The user's unread count, asked through the API in a session of their own. */
async function unreadOf(baseUrl: string, user: TStaffUser): Promise<number> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const cookie = (login.headers.getSetCookie().find((header) => header.startsWith('shelter_session=')) ?? '').split(';')[0] ?? '';
  const response = await fetch(`${baseUrl}/api/notifications`, { headers: { cookie } });
  return ((await response.json()) as TNotifications).unread;
}
