import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { describeInBrowser, DESKTOP } from './support/browser-suite.js';
import { pageHeading } from './support/portal.js';
import { createSeeder } from './support/seed.js';

describeInBrowser('the portal: sharing an animal and its printable flyer', (suite) => {
  let seeded: Promise<{ rex: TAnimal; plain: TAnimal; hidden: TAnimal }> | undefined;
  const shelter = () =>
    (seeded ??= (async () => {
      const seeder = await createSeeder(suite.app);
      return {
        rex: await seeder.animal({ name: 'Rex & Co', breed: 'Collie', imageUrl: '/images/animals/dog-golden.svg', description: 'Rex herds anything.' }),
        plain: await seeder.animal({ name: 'Plain Jane', imageUrl: null }),
        hidden: await seeder.animal({ name: 'Under Wraps', publicListing: false }),
      };
    })());

  test('copy link shows "Link copied", each platform gets the page’s address, and the JSON-LD breaks no CSP rule', async () => {
    const { rex, plain } = await shelter();
    const page = await suite.openPage(DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.baseUrl });
    // Every CSP violation the page meets, as the browser reports it to the page (the e2e code has no DOM types: the script is a string).
    await page.addInitScript(
      "window.cspViolations = []; document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));",
    );
    await page.goto(`${suite.app.baseUrl}/public/animals/${rex.id}`);
    await pageHeading(page, 'Rex & Co').waitFor();

    const url = `${suite.app.baseUrl}/public/animals/${rex.id}`;
    const share = page.getByRole('region', { name: 'Share Rex & Co' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('status').getByText('Link copied').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);

    const text = encodeURIComponent('Meet Rex & Co, a Collie looking for a loving home');
    const hrefs = Object.fromEntries(
      await Promise.all(
        (await share.getByRole('link', { name: /^Share / }).all()).map(async (link) => [
          await link.textContent(),
          { href: await link.getAttribute('href'), target: await link.getAttribute('target'), rel: await link.getAttribute('rel') },
        ]),
      ),
    );
    const newTab = { target: '_blank', rel: 'noopener noreferrer' };
    expect(hrefs).toEqual({
      'E-mail': {
        href: `mailto:?subject=${encodeURIComponent('Meet Rex & Co')}&body=${text}${encodeURIComponent(`: ${url}`)}`,
        target: null,
        rel: null,
      },
      Facebook: { href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, ...newTab },
      X: { href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${text}`, ...newTab },
      WhatsApp: { href: `https://wa.me/?text=${text}${encodeURIComponent(`: ${url}`)}`, ...newTab },
      // Its drawing, or the photo made of it once the queue has: either way the absolute address of what the page shows.
      Pinterest: {
        href: expect.stringMatching(
          new RegExp(
            `^https://www\\.pinterest\\.com/pin/create/button/\\?url=${encodeURIComponent(url)}&media=${encodeURIComponent(`${suite.app.baseUrl}/`)}[^&]+&description=${text}$`,
          ),
        ),
        ...newTab,
      },
    });

    // The server's JSON-LD block is there, parses, and names the animal; nothing broke the CSP.
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = (JSON.parse(jsonLd ?? '{}') as { '@graph': { '@type': string; name?: string }[] })['@graph'];
    expect(graph.find((node) => node['@type'] === 'Thing')?.name).toBe('Rex & Co');
    expect(await page.evaluate<string[]>('window.cspViolations')).toEqual([]);

    // Without a photo there is nothing to pin.
    await page.goto(`${suite.app.baseUrl}/public/animals/${plain.id}`);
    const plainShare = page.getByRole('region', { name: 'Share Plain Jane' });
    await plainShare.getByRole('link', { name: /Facebook/ }).waitFor();
    expect(await plainShare.getByRole('link', { name: /Pinterest/ }).count()).toBe(0);
  });

  test('the printable flyer link opens the flyer with the animal’s name, to print without the portal’s chrome', async () => {
    const { rex } = await shelter();
    const page = await suite.openPage(DESKTOP);
    await page.goto(`${suite.app.baseUrl}/public/animals/${rex.id}`);
    await page.getByRole('link', { name: 'Printable flyer' }).click();
    const flyer = page.getByRole('article', { name: 'Flyer of Rex & Co' });
    await flyer.getByRole('heading', { name: 'Rex & Co' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/public/animals/${rex.id}/flyer`);
    expect(await flyer.getByText('Scan to meet Rex & Co').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    expect(await page.title()).toBe('Flyer: Rex & Co | City Animal Shelter');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await flyer.isVisible()).toBe(true);
  });

  test('an animal kept off the public channels has no flyer', async () => {
    const { hidden } = await shelter();
    const page = await suite.openPage(DESKTOP, { expectedErrors: [/status of 404/] });
    await page.goto(`${suite.app.baseUrl}/public/animals/${hidden.id}/flyer`);
    await page.getByText('This animal is not available for adoption, so it has no flyer.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });
});
