import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import type { TSettings, TWebsiteSettings } from '../src-shared/schemas/settings.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser } from './support/browser-suite.js';
import { APPLICANT, fillApplication, staffApplications } from './support/portal.js';
import { toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** Another site's page at its worst: rules meant to override everything, on every element. */
const HOST_STYLES = `
* { color: #8b0000 !important; font-family: serif !important; }
img { display: none !important; }
button { background: #ffff00 !important; }
.card, .grid, .badge, .name, .root { border: 0 !important; }
`;

/** A plain page on another origin (a port of its own) holding `body`: the shelter's own website. */
async function hostSite(body: () => string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Friends of the Shelter</title><style>${HOST_STYLES}</style></head><body>${body()}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What an element of the widget (inside its shadow root) has focus: the shadow root's own activeElement. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => (element.getRootNode() as unknown as { activeElement: unknown }).activeElement === element);

const style = (locator: Locator, names: string[]) =>
  locator.evaluate((element, props) => {
    const computed = element.ownerDocument.defaultView!.getComputedStyle(element);
    return Object.fromEntries(props.map((name) => [name, computed.getPropertyValue(name)]));
  }, names);

describeInBrowser('the website widget on another site', (suite) => {
  let seeded: Promise<{ seed: TSeeder; rex: TAnimal; tibbles: TAnimal; secret: TAnimal }> | undefined;
  const shelter = () =>
    (seeded ??= (async () => {
      const seed = await createSeeder(suite.app);
      const rex = await seed.animal({ name: 'Widget Rex', species: 'Dog', sex: 'Male', breed: 'Beagle', imageUrl: '/images/animals/dog-beagle.svg' });
      const tibbles = await seed.animal({ name: 'Widget Tibbles', species: 'Cat', sex: 'Female', breed: 'Tabby' });
      const secret = await seed.animal({ name: 'Widget Secret', species: 'Dog', sex: 'Female', publicListing: false });
      return { seed, rex, tibbles, secret };
    })());
  const website = async (values: Partial<TWebsiteSettings>) => (await shelter()).seed.request<TSettings>('PUT', '/settings', { website: values });

  const snippet = (target?: string) =>
    `<script async src="${suite.app.baseUrl}/widget.js" data-shelter-adoptables${target ? ` data-target="${target}"` : ''}></script>`;

  async function openHost(page: Page, origin: string, first = 'Widget Rex') {
    await page.goto(origin);
    const widget = page.locator('#animals');
    await widget.getByRole('link', { name: first, exact: true }).waitFor();
    return widget;
  }

  test('shows the listed animals with their filters, its look untouched by the page and the page by it', async () => {
    const { secret } = await shelter();
    const host = await hostSite(
      () => `<main><h1>Adopt a friend</h1><p id="host-text">Our partner shelter's animals:</p><ul><li id="host-card" class="card">Not the widget's</li></ul>
        <button id="host-button">Newsletter</button><div id="animals"></div></main>${snippet('#animals')}`,
    );
    try {
      await website({ allowedOrigins: [host.origin], primaryColor: '#1d4ed8', font: 'Verdana, sans-serif', colorScheme: 'light' });
      const page = await suite.openPage();
      const widget = await openHost(page, host.origin);
      const names = widget.getByRole('heading', { level: 3 });
      await widget.getByRole('link', { name: 'Widget Tibbles', exact: true }).waitFor();
      expect((await names.allTextContents()).sort()).toEqual(['Widget Rex', 'Widget Tibbles']);
      expect(await widget.getByText(secret.name).count()).toBe(0);
      expect(await widget.getByText('Beagle • Male •', { exact: false }).isVisible()).toBe(true);

      // The page's rules stop at the widget: its own colours, the shelter's font, its photos' frames shown.
      const name = widget.getByRole('link', { name: 'Widget Rex', exact: true });
      const nameStyle = await style(name, ['color', 'font-family']);
      expect(nameStyle['color']).not.toBe('rgb(139, 0, 0)');
      expect(nameStyle['font-family']).toBe('Verdana, sans-serif');
      expect(await style(widget.getByRole('button', { name: 'Search' }), ['background-color'])).toEqual({ 'background-color': 'rgb(29, 78, 216)' });
      const photo = widget.getByRole('img', { name: 'Photo of Widget Rex' });
      expect((await style(photo, ['display']))['display']).toBe('block');
      expect(
        await photo.evaluate(async (element) => {
          const image = element as unknown as { decode(): Promise<void>; naturalWidth: number };
          await image.decode();
          return image.naturalWidth;
        }),
      ).toBeGreaterThan(0);
      // …and the widget's rules stop at its shadow root: the page's own elements keep the page's look.
      expect(await style(page.locator('#host-text'), ['color', 'font-family', 'font-size'])).toEqual({
        color: 'rgb(139, 0, 0)',
        'font-family': 'serif',
        'font-size': '16px',
      });
      expect(await style(page.locator('#host-card'), ['display', 'border-radius', 'overflow'])).toEqual({
        display: 'list-item',
        'border-radius': '0px',
        overflow: 'visible',
      });
      expect(await style(page.locator('#host-button'), ['background-color', 'border-radius'])).toEqual({
        'background-color': 'rgb(255, 255, 0)',
        'border-radius': '0px',
      });

      // A filter asks the server again: only the cats.
      await widget.getByLabel('Species').selectOption('Cat');
      await name.waitFor({ state: 'detached' });
      expect(await names.allTextContents()).toEqual(['Widget Tibbles']);
      await widget.getByLabel('Species').selectOption('');
      await widget.getByLabel('Search').fill('beag');
      await widget.getByRole('link', { name: 'Widget Tibbles', exact: true }).waitFor({ state: 'detached' });
      expect(await names.allTextContents()).toEqual(['Widget Rex']);
      await widget.getByLabel('Search').fill('nobody by this name');
      await widget.getByText('No animals match your search.').waitFor();

      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test('a card opens the portal’s page in an overlay; applying there works; Esc closes it and focus returns to the card', async () => {
    const { seed, rex } = await shelter();
    const host = await hostSite(() => `<main><h1>Adopt a friend</h1><div id="animals"></div></main>${snippet('#animals')}`);
    try {
      await website({ allowedOrigins: [host.origin] });
      const page = await suite.openPage();
      const widget = await openHost(page, host.origin);
      const card = widget.getByRole('link', { name: rex.name, exact: true });
      await card.click();
      const overlay = widget.getByRole('dialog', { name: rex.name });
      await overlay.waitFor();
      expect(await overlay.getAttribute('aria-modal')).toBe('true');
      expect(await hasFocus(overlay.getByRole('button', { name: 'Close', exact: true }))).toBe(true);

      // The portal's own page, without its header, footer or way back to the list.
      const frame = page.frameLocator(`iframe[title^="${rex.name}"]`);
      await frame.getByRole('heading', { level: 1, name: rex.name }).waitFor();
      expect(await frame.getByRole('banner').count()).toBe(0);
      expect(await frame.getByRole('contentinfo').count()).toBe(0);
      expect(await frame.getByRole('link', { name: 'Back to All Animals' }).isVisible()).toBe(false);

      // Its Apply dialog, as on the portal.
      await frame.getByRole('button', { name: `Apply to Adopt ${rex.name}` }).click();
      const apply = frame.getByRole('dialog', { name: `Apply to Adopt ${rex.name}` });
      const email = 'widget.applicant@example.com';
      await fillApplication(apply, { ...APPLICANT, email });
      await apply.getByRole('button', { name: 'Submit Application' }).click();
      await apply.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
      const applications: TAdoptionApplication[] = await staffApplications(seed);
      expect(applications.filter((application) => application.applicantEmail === email).map((application) => application.animalId)).toEqual([rex.id]);
      await apply.getByRole('button', { name: 'Close' }).first().click();
      await apply.waitFor({ state: 'detached' });

      // Esc, with focus back in the overlay's bar: closed, and focus back on the card.
      await overlay.getByRole('button', { name: 'Close', exact: true }).focus();
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
      expect(await hasFocus(card)).toBe(true);

      // The page's own close control asks the widget to close the overlay.
      await card.click();
      await overlay.waitFor();
      await frame.getByRole('heading', { level: 1, name: rex.name }).waitFor();
      await frame.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'hidden' });
      expect(await hasFocus(card)).toBe(true);
    } finally {
      await host.close();
    }
  });

  test('a site not listed can neither read the animals nor frame the portal', async () => {
    const { rex } = await shelter();
    const listed = await hostSite(() => '<p>Listed</p>');
    const stranger = await hostSite(
      () => `<main><h1>Not listed</h1>${snippet()}<iframe title="Framed portal" src="${suite.app.baseUrl}/public/animals/${rex.id}"></iframe></main>`,
    );
    try {
      await website({ allowedOrigins: [listed.origin] });
      const page = await suite.openPage(undefined, { expectedErrors: [/CORS policy/, /ERR_FAILED/, /frame-ancestors/] });
      const refusedFrame = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
      await page.goto(stranger.origin);
      await refusedFrame;
      // The widget, inserted after its script, says it could not load them.
      await page.getByRole('alert').filter({ hasText: 'The animals could not be loaded.' }).waitFor();
      expect(await page.getByRole('link', { name: rex.name }).count()).toBe(0);
      const read = await page.evaluate(async (url) => {
        try {
          await fetch(url);
          return 'read';
        } catch {
          return 'refused';
        }
      }, `${suite.app.baseUrl}/api/public/adoptable-animals`);
      expect(read).toBe('refused');
      expect(await page.frameLocator('iframe[title="Framed portal"]').getByRole('heading', { name: rex.name }).count()).toBe(0);
    } finally {
      await Promise.all([listed.close(), stranger.close()]);
    }
  });

  test('Settings → Website: saving the sites and the look, the snippet to copy, a live preview of the unsaved look', async () => {
    await shelter();
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, admin, '/settings');
    await screenHeading(page, 'Settings').waitFor();
    await page.getByRole('tab', { name: 'Website', exact: true }).click();

    await page.getByLabel('Allowed Websites').fill('www.friends.example\nhttps://rescue.example/adopt');
    await page.getByRole('textbox', { name: 'Primary Colour', exact: true }).fill('#7C3AED');
    await page.getByRole('textbox', { name: 'Font' }).fill('Georgia, serif');
    await page.getByLabel('Colour Scheme').selectOption('dark');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Settings saved')).toContain('Your settings have been successfully updated.');
    const { seed } = await shelter();
    expect((await seed.request<TSettings>('GET', '/settings')).website).toEqual({
      allowedOrigins: ['https://www.friends.example', 'https://rescue.example'],
      primaryColor: '#7c3aed',
      font: 'Georgia, serif',
      colorScheme: 'dark',
    });

    expect(await page.getByTestId('widget-snippet').textContent()).toBe(`<script async src="${suite.app.baseUrl}/widget.js" data-shelter-adoptables></script>`);

    const preview = page.locator('#widget-preview');
    await preview.getByRole('link', { name: 'Widget Rex', exact: true }).waitFor();
    expect(await preview.locator('.root').getAttribute('data-scheme')).toBe('dark');
    // Not yet saved: the preview follows the form.
    await page.getByLabel('Colour Scheme').selectOption('light');
    await preview.locator('.root[data-scheme="light"]').waitFor();
    await preview.getByRole('link', { name: 'Widget Rex', exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
  test('Show more brings the next twelve, focus on the first new card, until there are no more', async () => {
    const { seed } = await shelter();
    // With the file's two listed animals, 14: twelve, then two.
    await seed.animals(12, 'Widget Pup', { species: 'Dog', publicListing: true });
    const host = await hostSite(() => `<main><h1>Adopt a friend</h1><div id="animals"></div></main>${snippet('#animals')}`);
    try {
      await website({ allowedOrigins: [host.origin] });
      const page = await suite.openPage();
      // Newest first: the pups, taken in last, lead.
      const widget = await openHost(page, host.origin, 'Widget Pup 1');
      const cards = widget.getByRole('listitem');
      const more = widget.getByRole('button', { name: 'Show more' });
      expect(await cards.count()).toBe(12);
      await more.click();
      await cards.nth(13).waitFor();
      expect(await cards.count()).toBe(14);
      expect(await hasFocus(cards.nth(12).getByRole('link'))).toBe(true);
      expect(await more.isVisible()).toBe(false);
    } finally {
      await host.close();
    }
  });
});
