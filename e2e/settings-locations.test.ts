import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TLocation } from '../src-shared/schemas/locations.js';
import { seriousAxeViolations } from './support/axe.js';
import { allowBusyMachine } from './support/record-screens.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dialog, discardChanges, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

const tree = (page: Page) => page.getByRole('list', { name: 'Locations' });
/** A location's line in the tree, by its path ("Main › Dog Ward"). */
const node = (page: Page, path: string) => tree(page).getByRole('listitem', { name: path, exact: true });

async function act(page: Page, path: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${path}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The actions a location's menu offers, read once it has opened; closed again before the next (its exit is animated). */
async function actionsOf(page: Page, path: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${path}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  // Pressed on the menu itself: on a busy machine its focus may not have moved into it yet.
  await menu.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

async function nameIt(page: Page, title: string, name: string, submit: string): Promise<void> {
  const form = dialog(page, title);
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('button', { name: submit, exact: true }).click();
}

async function openLocations(page: Page, baseUrl: string, user: { username: string; password: string }): Promise<void> {
  await logIn(page, baseUrl, user, '/settings?tab=locations');
  await screenHeading(page, 'Settings').waitFor();
  await page.getByRole('tabpanel', { name: 'Locations' }).waitFor();
}

describeInBrowser('Settings: locations', (suite) => {
  test('an admin builds the tree: a building, a room in it, kennels in the room and the building; renames one; takes one out of use and back', async () => {
    const seed = await createSeeder(suite.app);
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    // The server's refusal of a taken name is a 409, which Chromium logs.
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await openLocations(page, suite.app.baseUrl, admin);
    await page.getByText('No locations yet').waitFor();

    await page.getByRole('button', { name: 'Add Building' }).click();
    await nameIt(page, 'Add Building', 'North Wing', 'Add Building');
    await toastText(page, 'Location added');
    await node(page, 'North Wing').waitFor();

    await act(page, 'North Wing', 'Add room');
    await dialog(page, 'Add Room').getByText('A room in North Wing.').waitFor();
    await nameIt(page, 'Add Room', 'Dog Ward', 'Add Room');
    await node(page, 'North Wing › Dog Ward').waitFor();
    await act(page, 'North Wing › Dog Ward', 'Add kennel');
    await nameIt(page, 'Add Kennel', 'Run 1', 'Add Kennel');
    await node(page, 'North Wing › Dog Ward › Run 1').waitFor();
    await act(page, 'North Wing', 'Add kennel');
    await nameIt(page, 'Add Kennel', 'Isolation', 'Add Kennel');
    await node(page, 'North Wing › Isolation').waitFor();

    // A kennel holds nothing; a room holds only kennels.
    expect(await actionsOf(page, 'North Wing › Dog Ward › Run 1')).toEqual(['Rename', 'Take out of use']);
    expect(await actionsOf(page, 'North Wing › Dog Ward')).toEqual(['Add kennel', 'Rename', 'Take out of use']);

    // The server words a taken name, under the field.
    await act(page, 'North Wing › Dog Ward', 'Add kennel');
    await nameIt(page, 'Add Kennel', 'run 1', 'Add Kennel');
    await dialog(page, 'Add Kennel').getByText('There is already a location named run 1 here').waitFor();
    await dialog(page, 'Add Kennel').getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);

    // Nested as built: the room and the building's own kennel inside the building, the run inside the room.
    const wing = node(page, 'North Wing');
    expect(await wing.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([
      'North Wing › Dog Ward',
      'North Wing › Dog Ward › Run 1',
      'North Wing › Isolation',
    ]);
    expect(await node(page, 'North Wing › Dog Ward').getByRole('listitem').count()).toBe(1);

    await act(page, 'North Wing › Dog Ward › Run 1', 'Rename');
    const rename = dialog(page, 'Rename Location');
    expect(await rename.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Run 1');
    await nameIt(page, 'Rename Location', 'Run A', 'Rename');
    await toastText(page, 'Location renamed');
    await node(page, 'North Wing › Dog Ward › Run A').waitFor();

    await act(page, 'North Wing › Isolation', 'Take out of use');
    await toastText(page, 'Location out of use');
    await node(page, 'North Wing › Isolation').getByText('Out of use').waitFor();
    let stored = await seed.request<TLocation[]>('GET', '/locations');
    expect(stored.map(({ path, kind, active }) => ({ path, kind, active }))).toEqual([
      { path: 'North Wing', kind: 'Building', active: true },
      { path: 'North Wing › Dog Ward', kind: 'Room', active: true },
      { path: 'North Wing › Dog Ward › Run A', kind: 'Kennel', active: true },
      { path: 'North Wing › Isolation', kind: 'Kennel', active: false },
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await act(page, 'North Wing › Isolation', 'Put back in use');
    await toastText(page, 'Location back in use');
    await expect.poll(() => node(page, 'North Wing › Isolation').getByText('Out of use').count()).toBe(0);
    stored = await seed.request<TLocation[]>('GET', '/locations');
    expect(stored.find((location) => location.name === 'Isolation')?.active).toBe(true);
  });

  test('only administrators see the tab; at 375 px the tree fits the width', async () => {
    const seed = await createSeeder(suite.app);
    const building = await seed.request<TLocation>('POST', '/locations', { name: 'South Barn', kind: 'Building' });
    await seed.request('POST', '/locations', { name: 'Rabbit Hutches with a Long Name', kind: 'Room', parentId: building.id });

    const staff = allowBusyMachine(await suite.openPage());
    await logIn(staff, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), '/settings');
    await screenHeading(staff, 'Settings').waitFor();
    expect(await staff.getByRole('tab', { name: 'Locations' }).count()).toBe(0);

    const page = allowBusyMachine(await suite.openPage(PHONE));
    await openLocations(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }));
    await node(page, 'South Barn › Rabbit Hutches with a Long Name').waitFor();
    await expectNoHorizontalScroll(page);
  });
});
