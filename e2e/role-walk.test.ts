import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { TConsoleRoute } from '../src-shared/console-routes.js';
import { roleMay, ROLES, type TPermission, type TRole } from '../src-shared/roles.js';
import { describeInBrowser } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

/**
 * Each role walks every screen of the console (docs/domain.md#roles): a screen it may open shows
 * its heading, no call is refused and nothing reads "Error loading"; one it may not shows the calm
 * role note and sends none of its calls; the sidebar lists exactly what it may open; and each
 * screen's writing actions are offered only to the roles that may use them. The browser suite
 * fails a test on any console error, which every refused call logs.
 */

/** The sidebar of each role, written out here on its own, so that a wrong entry in the shared tables fails this test. */
const EVERYTHING = [
  'Dashboard',
  'Animals',
  'Census',
  'Daily Care',
  'Adoptions',
  'Foster Care',
  'People',
  'Medical Records',
  'Treatments Due',
  'Appointments',
  'Financial',
  'Reports',
  'Settings',
];
const SIDEBAR: Record<TRole, string[]> = {
  admin: EVERYTHING,
  staff: EVERYTHING,
  veterinarian: EVERYTHING,
  volunteer: ['Dashboard', 'Animals', 'Census', 'Daily Care', 'Foster Care', 'People', 'Appointments', 'Settings'],
};
/** The screens a volunteer may not open. */
const NOT_FOR_VOLUNTEERS: TConsoleRoute[] = [
  '/adoptions',
  '/people/duplicates',
  '/medical-records',
  '/medical/due',
  '/financial',
  '/reports',
  '/reports/asilomar',
  '/print/animals/:id/vaccinations',
  '/print/adoptions/:id/contract',
  '/print/transactions/:id/receipt',
];

interface TIds {
  animal: number;
  animalName: string;
  person: number;
  personName: string;
  organization: number;
  organizationName: string;
  adoption: number;
  transaction: number;
}

interface TAction {
  name: string | RegExp;
  kind: 'button' | 'link' | 'tab';
  permission: TPermission;
}
const button = (name: string | RegExp, permission: TPermission): TAction => ({ name, kind: 'button', permission });
const link = (name: string | RegExp, permission: TPermission): TAction => ({ name, kind: 'link', permission });
const tab = (name: string, permission: TPermission): TAction => ({ name, kind: 'tab', permission });

interface TScreen {
  route: TConsoleRoute;
  url: (ids: TIds) => string;
  /** The level-1 heading of the screen; its title in the router (and top bar) names it in a role note. */
  heading: (ids: TIds) => string;
  title: string;
  actions?: TAction[];
  /** Tabs to open, each answering its own calls. */
  tabs?: boolean;
}

const SCREENS: TScreen[] = [
  { route: '/', url: () => '/', heading: () => 'Dashboard', title: 'Dashboard' },
  { route: '/animals', url: () => '/animals', heading: () => 'Animal Management', title: 'Animals', actions: [button('New Animal', 'records:write')] },
  {
    route: '/animals/:id',
    url: (ids) => `/animals/${ids.animal}`,
    heading: (ids) => ids.animalName,
    title: 'Animal Details',
    tabs: true,
    actions: [
      button('Edit Details', 'records:write'),
      link('Process Adoption', 'records:write'),
      button('Outcome', 'outcomes:write'),
      button('Void Animal', 'animals:void'),
      button('Print', 'animals:read'),
    ],
  },
  { route: '/census', url: () => '/census', heading: () => 'Census', title: 'Census' },
  { route: '/daily-care', url: () => '/daily-care', heading: () => 'Daily Care', title: 'Daily Care' },
  {
    route: '/adoptions',
    url: () => '/adoptions',
    heading: () => 'Adoption Management',
    title: 'Adoptions',
    tabs: true,
    actions: [button('Process Adoption', 'records:write')],
  },
  {
    route: '/foster-care',
    url: () => '/foster-care',
    heading: () => 'Foster Care',
    title: 'Foster Care',
    actions: [button('New Foster Arrangement', 'records:write'), button(/^End placement of /, 'records:write')],
  },
  {
    route: '/people',
    url: () => '/people',
    heading: () => 'People',
    title: 'People',
    actions: [button('New Person', 'records:write'), button('Export CSV', 'console:read')],
  },
  { route: '/people/foster-homes', url: () => '/people/foster-homes', heading: () => 'Foster Homes', title: 'Foster Homes' },
  { route: '/people/duplicates', url: () => '/people/duplicates', heading: () => 'Duplicates', title: 'Duplicates' },
  {
    route: '/people/organizations',
    url: () => '/people/organizations',
    heading: () => 'Organizations',
    title: 'Organizations',
    actions: [button('New Organization', 'records:write')],
  },
  {
    route: '/people/organizations/:id',
    url: (ids) => `/people/organizations/${ids.organization}`,
    heading: (ids) => ids.organizationName,
    title: 'Organization',
    actions: [button('Edit', 'records:write'), button('Merge a Duplicate', 'admin')],
  },
  {
    route: '/people/:id',
    url: (ids) => `/people/${ids.person}`,
    heading: (ids) => ids.personName,
    title: 'Person',
    actions: [
      button('Edit', 'records:write'),
      button('New Adoption', 'records:write'),
      button('Merge a Duplicate', 'admin'),
      button('Erase on Request', 'admin'),
      button('Upload Document', 'documents:write'),
    ],
  },
  {
    route: '/medical-records',
    url: (ids) => `/medical-records?selected=${ids.animal}`,
    heading: () => 'Medical Records',
    title: 'Medical Records',
    tabs: true,
    actions: [button('Add Medical Record', 'medical:write')],
  },
  {
    route: '/medical/due',
    url: () => '/medical/due',
    heading: () => 'Treatments Due',
    title: 'Treatments Due',
    actions: [button('Give', 'medical:write'), button('Skip', 'medical:write'), button('Print', 'console:read')],
  },
  {
    route: '/appointments',
    url: () => '/appointments',
    heading: () => 'Appointments',
    title: 'Appointments',
    tabs: true,
    actions: [button('Schedule Appointment', 'medical:write')],
  },
  {
    route: '/financial',
    url: () => '/financial',
    heading: () => 'Financial Management',
    title: 'Financial Management',
    tabs: true,
    actions: [button('New Transaction', 'records:write')],
  },
  { route: '/reports', url: () => '/reports', heading: () => 'Reports', title: 'Reports' },
  { route: '/reports/asilomar', url: () => '/reports/asilomar', heading: () => 'Asilomar Accords Report', title: 'Asilomar Report' },
  {
    route: '/settings',
    url: () => '/settings',
    heading: () => 'Settings',
    title: 'Settings',
    tabs: true,
    // The outbox and the templates are the administrators'; My Account's messages are everyone's own.
    actions: [tab('Messages', 'admin'), tab('My Account', 'session')],
  },
  // The papers (/print/…): outside the console's frame, behind the same guard.
  {
    route: '/print/kennel-cards',
    url: (ids) => `/print/kennel-cards?animal=${ids.animal}`,
    heading: () => 'Kennel Card',
    title: 'Kennel Cards',
    actions: [button('Print', 'animals:read')],
  },
  {
    route: '/print/animals/:id/flyer',
    url: (ids) => `/print/animals/${ids.animal}/flyer`,
    heading: () => 'Flyer',
    title: 'Flyer',
    actions: [button('Print', 'animals:read')],
  },
  {
    route: '/print/animals/:id/vaccinations',
    url: (ids) => `/print/animals/${ids.animal}/vaccinations`,
    heading: () => 'Vaccination Certificate',
    title: 'Vaccination Certificate',
  },
  {
    route: '/print/adoptions/:id/contract',
    url: (ids) => `/print/adoptions/${ids.adoption}/contract`,
    heading: () => 'Adoption Contract',
    title: 'Adoption Contract',
  },
  {
    route: '/print/transactions/:id/receipt',
    url: (ids) => `/print/transactions/${ids.transaction}/receipt`,
    heading: () => 'Receipt',
    title: 'Receipt',
  },
];

/** Counts the console's calls under way, and keeps each one the server refused or failed. */
function watchCalls(page: Page): { inFlight: () => number; failed: string[] } {
  let inFlight = 0;
  const failed: string[] = [];
  const isCall = (url: string) => new URL(url).pathname.startsWith('/trpc/');
  page.on('request', (request) => {
    if (isCall(request.url())) inFlight++;
  });
  page.on('requestfailed', (request) => {
    if (isCall(request.url())) inFlight--;
  });
  page.on('response', (response) => {
    if (!isCall(response.url())) return;
    inFlight--;
    // The session check before logging in answers 401 by design.
    const path = decodeURIComponent(new URL(response.url()).pathname);
    if (response.status() >= 400 && path !== '/trpc/auth.me') failed.push(`${response.status()} ${path}`);
  });
  return { inFlight: () => inFlight, failed };
}

/** Opens a console address inside the running app, as its links do: one login and one load of the app for the whole walk. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent('popstate'));`);
}

const ORGANIZATION_NAME = 'Riverbend Humane Society';
let ids: TIds;

describeInBrowser('each role sees its own console', (suite) => {
  beforeAll(async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('PUT', '/settings', { organization: { name: ORGANIZATION_NAME } });
    const animal = await seed.animal({ name: 'Juniper' });
    await seed.fosterPlacement(animal);
    await seed.appointment(animal, { date: '2026-02-01' });
    await seed.medicalRecord(animal);
    await seed.careItem(animal, { name: 'Bordetella', dueDate: '2026-02-01' });
    const adoption = await seed.adoption(await seed.animal({ name: 'Biscuit', microchipId: '985000000004242' }));
    const transaction = await seed.request<{ id: number }>('POST', '/financial-transactions', {
      transactionType: 'Donation',
      amount: 5000,
      date: '2026-02-02',
      description: 'Gift',
    });
    const person = await seed.request<{ id: number; name: string }>('POST', '/people', { name: 'Pat Okafor', email: 'pat@example.org' });
    const organization = await seed.request<{ id: number; name: string }>('POST', '/organizations', { name: 'Hillside Rescue' });
    ids = {
      animal: animal.id,
      animalName: animal.name,
      person: person.id,
      personName: person.name,
      organization: organization.id,
      organizationName: organization.name,
      adoption: adoption.id,
      transaction: transaction.id,
    };
  });

  test.each(ROLES)('the %s walks every screen: theirs open, the others say so calmly, and only their actions show', async (role) => {
    const user = await suite.app.createStaffUser({ role });
    const page = allowBusyMachine(await suite.openPage());
    const calls = watchCalls(page);
    await logIn(page, suite.app.baseUrl, user);
    const settled = () => expect.poll(() => calls.inFlight(), SETTLES).toBe(0);
    const main = page.getByRole('main');

    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link').allInnerTexts()).toEqual(SIDEBAR[role]);
    await page.getByTestId('console-brand').getByText(ORGANIZATION_NAME, { exact: true }).waitFor();

    for (const screen of SCREENS) {
      await navigate(page, screen.url(ids));
      const refused = role === 'volunteer' && NOT_FOR_VOLUNTEERS.includes(screen.route);
      const heading = refused ? screen.title : screen.heading(ids);
      await main.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await settled();
      const note = main.getByText(
        `The ${role} role cannot view this part of the console: ${screen.title} is open to administrators, staff members, and veterinarians.`,
      );
      expect(await note.count(), `${screen.route}: the role note`).toBe(refused ? 1 : 0);
      if (screen.tabs && !refused) {
        for (const tab of await main.getByRole('tablist').first().getByRole('tab').all()) {
          await tab.click();
          await settled();
        }
      }
      expect(await main.getByText(/Error loading|Try again/).count(), `${screen.route}: no error box`).toBe(0);
      for (const action of refused ? [] : (screen.actions ?? [])) {
        const control = main.getByRole(action.kind, { name: action.name, exact: true });
        // Offered: it shows once the screen's data has rendered. Not offered: nothing shows, its calls all answered.
        if (roleMay(role, action.permission)) await control.first().waitFor();
        else expect(await control.count(), `${screen.route}: ${String(action.name)} is not the ${role}'s`).toBe(0);
      }
    }
    expect(calls.failed, 'calls the server refused or failed').toEqual([]);
  });

  test('the brand falls back to the product’s name when the organization’s cannot be read', async () => {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 500/] }));
    const calls = watchCalls(page);
    await failProcedure(page, 'settings.publicOrganization');
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }));
    await page.getByTestId('console-brand').getByText('Shelter', { exact: true }).waitFor();
    // The other calls of the failed one's batch come back before the page closes.
    await expect.poll(() => calls.inFlight(), SETTLES).toBe(0);
  });
});
