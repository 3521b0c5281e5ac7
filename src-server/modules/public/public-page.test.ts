import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { adoptionPayload, call, createAnimal, loginAll, postOk, type TSessions } from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';
import type { TManifest } from './page-assets.js';
import type { TPortalData } from '../../../src-shared/schemas/public.js';
import { firstSentence } from './public-page.js';
import { PHOTO_SIZES } from '../../../src-shared/photos.js';

/** Shaped like the built index.html: a generic title and description, then the scripts. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Shelter: animal shelter management and adoption portal" />
    <title>Shelter</title>
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A build manifest in miniature: the entry, the portal's layout, list and detail, and what they share. */
const MANIFEST: TManifest = {
  'index.html': { file: 'assets/index-1234.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
  'portal/layout/PublicLayout.tsx': {
    file: 'assets/PublicLayout-1.js',
    src: 'portal/layout/PublicLayout.tsx',
    imports: ['_react-1.js'],
    css: ['assets/portal-1.css'],
  },
  'portal/list/AdoptableAnimalsPage.tsx': {
    file: 'assets/AdoptableAnimalsPage-1.js',
    src: 'portal/list/AdoptableAnimalsPage.tsx',
    imports: ['_card-1.js', 'index.html'],
  },
  'portal/detail/AnimalDetailPage.tsx': { file: 'assets/AnimalDetailPage-1.js', src: 'portal/detail/AnimalDetailPage.tsx', imports: ['_react-1.js'] },
};

/** A name and a description that would break out of a tag or an attribute if not escaped. */
const SHELTER = 'Paws & Claws "Rescue" <script>alert(1)</script>';
const HOSTILE_NAME = `Rex"><script>alert('x')</script>`;

let t: TTestApp;
let s: TSessions;
let bella: TAnimal;
let hostile: TAnimal;
let adopted: TAnimal;
let onHold: TAnimal;
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-portal-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ clientDir });
  s = await loginAll(t);
  const saved = await call(t, 'PUT', '/api/settings', s.admin, { organization: { name: SHELTER } });
  expect(saved.statusCode, saved.body).toBe(200);
  bella = await createAnimal(t, s.staff, {
    name: 'Bella',
    breed: 'Golden Retriever',
    imageUrl: '/images/animals/dog-golden.svg',
    description: 'Bella is a gentle soul who loves long walks. She is great with kids!',
  });
  hostile = await createAnimal(t, s.staff, { name: HOSTILE_NAME, description: 'Fun & games <b>daily</b>. More text.', imageUrl: null });
  adopted = await createAnimal(t, s.staff, { name: 'Gone Home' });
  await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id));
  onHold = await createAnimal(t, s.staff, { name: 'Resting', status: 'Medical Hold' });
});
afterAll(() => t.close());

/** Every <meta> and <link rel=canonical> of a page, keyed by name or property; values unescaped. */
function headTags(html: string): Record<string, string> {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) tags[match[1]!] = unescape(match[2]!);
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) tags.canonical = unescape(canonical[1]!);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) tags.title = unescape(title[1]!);
  return tags;
}

/** The data the page carries for the app's first screen. */
function portalData(html: string): TPortalData | undefined {
  const json = /<script type="application\/json" id="portal-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as TPortalData);
}

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host: 'shelter.example.org', ...headers } });

describe('an adoptable animal’s page /public/animals/{id}', () => {
  it('answers 200 with the animal’s title, description, canonical URL and link-preview tags', async () => {
    const response = await page(`/public/animals/${bella.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    const url = `http://shelter.example.org/public/animals/${bella.id}`;
    const title = `Adopt Bella – Golden Retriever | ${SHELTER}`;
    const description = 'Bella is a gentle soul who loves long walks.';
    expect(headTags(response.body)).toEqual({
      title,
      description,
      canonical: url,
      'og:type': 'website',
      'og:site_name': SHELTER,
      'og:title': title,
      'og:description': description,
      'og:url': url,
      // Her drawing was imported as her photo: the share image is its JPEG.
      'og:image': `http://shelter.example.org${bella.imageUrl}`,
      'og:image:alt': 'Photo of Bella, a Golden Retriever',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': `http://shelter.example.org${bella.imageUrl}`,
      'twitter:image:alt': 'Photo of Bella, a Golden Retriever',
    });
  });

  it('replaces the generic title and description, once each, ahead of the scripts', async () => {
    const { body } = await page(`/public/animals/${bella.id}`);
    expect(body).not.toContain('<title>Shelter</title>');
    expect(body).not.toContain('adoption portal" />');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('<script'));
    expect(body.startsWith('<!doctype html>')).toBe(true);
  });

  it('escapes every value: a hostile name or description cannot add markup', async () => {
    const { body } = await page(`/public/animals/${hostile.id}`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>');
    expect(body).toContain('Adopt Rex&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; – Beagle | Paws &amp; Claws &quot;Rescue&quot; &lt;script&gt;');
    // Only the page's own script, its data and its JSON-LD, and nothing closed early.
    expect(body.match(/<script/g)).toHaveLength(3);
    const tags = headTags(body);
    expect(tags.title).toBe(`Adopt ${HOSTILE_NAME} – Beagle | ${SHELTER}`);
    expect(tags.description).toBe('Fun & games <b>daily</b>.');
    // Without a photo there is no image tag, and the card is the small one.
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
  });

  it('uses the scheme and host a trusted proxy forwards', async () => {
    const response = await t.app.inject({
      url: `/public/animals/${bella.id}`,
      remoteAddress: '127.0.0.1',
      headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'adopt.example.org' },
    });
    expect(headTags(response.body).canonical).toBe(`https://adopt.example.org/public/animals/${bella.id}`);
    expect(headTags(response.body)['og:image']).toBe(`https://adopt.example.org${bella.imageUrl}`);
  });

  it('keeps a photo hosted elsewhere as it is', async () => {
    const remote = await createAnimal(t, s.staff, { name: 'Remote', imageUrl: 'https://photos.example.com/remote.jpg' });
    expect(headTags((await page(`/public/animals/${remote.id}`)).body)['og:image']).toBe('https://photos.example.com/remote.jpg');
  });

  it.each([
    ['adopted', () => adopted.id],
    ['on medical hold', () => onHold.id],
    ['missing', () => 999_999],
  ])('answers 404 for an animal that is %s, still with the app, and reveals nothing of it', async (_what, id) => {
    const response = await page(`/public/animals/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(headTags(response.body).title).toBe(`Animal Not Found | ${SHELTER}`);
    expect(response.body).not.toMatch(/Gone Home|Resting/);
  });

  it.each(['/public/animals/abc', '/public/animals/0', '/public/animals/99999999999', '/public/animals/1/extra', '/public/nothing-here'])(
    'answers 404 for %s, a page the portal does not have',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );
});

describe('the list /public', () => {
  it.each(['/public', '/public/', '/public?species=Dog'])('%s answers 200 with the shelter’s name in its tags', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const tags = headTags(response.body);
    expect(tags.title).toBe(`Adoptable Animals | ${SHELTER}`);
    expect(tags['og:site_name']).toBe(SHELTER);
    expect(tags.description).toContain(SHELTER);
    expect(tags.canonical).toBe('http://shelter.example.org/public');
    expect(response.body).not.toContain('<script>alert');
  });

  it('leaves the staff pages as they were', async () => {
    const response = await page('/animals');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('puts no unchecked Host into the page', async () => {
    const response = await page('/public', { host: 'evil.example"><script>' });
    expect(response.body).not.toContain('evil.example');
    expect(headTags(response.body).canonical).toBe('http://localhost/public');
  });
});

describe('what the page brings for the app', () => {
  it('an animal’s page carries the animal, its photo preloaded, and the detail route’s code', async () => {
    const { body } = await page(`/public/animals/${bella.id}`);
    const data = portalData(body);
    expect(data?.kind).toBe('animal');
    const animal = (data as { animal: TAdoptableAnimal }).animal;
    expect(animal).toMatchObject({ id: bella.id, name: 'Bella', microchipped: true });
    expect(animal).not.toHaveProperty('microchipId');
    // The size the page's <img> picks: AVIF once the queue has made it, WebP until then.
    const { src, srcset } = bella.photo ?? { src: '', srcset: { webp: '' } };
    const preload = (set: string) =>
      `<link rel="preload" as="image" href="${src}" imagesrcset="${set}" imagesizes="${PHOTO_SIZES.portalProfile}" fetchpriority="high" />`;
    expect(
      [preload(srcset.webp), preload(srcset.webp.replaceAll('.webp', '.avif'))].some((tag) => body.includes(tag)),
      body,
    ).toBe(true);
    // Not the entry's own chunks: index.html preloads those already.
    expect(modulePreloads(body)).toEqual(['/assets/PublicLayout-1.js', '/assets/AnimalDetailPage-1.js']);
    // The portal's stylesheet, so the page is styled when the app first renders it; not the entry's.
    expect(stylesheets(body)).toEqual(['/assets/portal-1.css']);
  });

  it('the plain list carries its first page of 24 and the list route’s code; a filtered one leaves the animals to the app', async () => {
    const { body } = await page('/public');
    const data = portalData(body);
    expect(data).toMatchObject({ kind: 'list', limit: 24 });
    const listed = (data as { page: { items: TAdoptableAnimal[]; total: number } }).page;
    expect(listed.items).toHaveLength(listed.total);
    expect(listed.items.map((animal) => animal.name)).toContain('Bella');
    expect(listed.items.map((animal) => animal.name)).not.toContain('Gone Home');
    expect(modulePreloads(body)).toEqual(['/assets/PublicLayout-1.js', '/assets/AdoptableAnimalsPage-1.js', '/assets/card-1.js']);

    const filtered = (await page('/public?species=Cat')).body;
    expect(portalData(filtered)).toBeUndefined();
    expect(modulePreloads(filtered)).toHaveLength(3);
  });

  it('announces the route’s code and photo after the entry script, so the entry is asked for first', async () => {
    const { body } = await page(`/public/animals/${bella.id}`);
    const entry = body.indexOf('<script type="module"');
    expect(entry).toBeGreaterThan(0);
    expect(body.indexOf('rel="modulepreload"')).toBeGreaterThan(entry);
    expect(body.indexOf('rel="preload" as="image"')).toBeGreaterThan(entry);
    expect(body.indexOf('id="portal-data"')).toBeGreaterThan(entry);
    expect(body.indexOf('id="portal-data"')).toBeLessThan(body.indexOf('</head>'));
  });

  it('the list and an animal’s page carry the shelter’s details for the header and footer', async () => {
    for (const url of ['/public', `/public/animals/${bella.id}`]) {
      const data = portalData((await page(url)).body);
      expect(data?.organization, url).toMatchObject({ name: SHELTER, phone: expect.any(String), openingHours: expect.any(String) });
    }
  });

  it('a missing animal’s page carries no data, only the detail route’s code', async () => {
    const { body } = await page(`/public/animals/${adopted.id}`);
    expect(portalData(body)).toBeUndefined();
    expect(modulePreloads(body)).toEqual(['/assets/PublicLayout-1.js', '/assets/AnimalDetailPage-1.js']);
    expect(modulePreloads((await page('/public/nothing-here')).body)).toEqual([]);
  });

  it('the data cannot end its script element, however hostile the text', async () => {
    const { body } = await page(`/public/animals/${hostile.id}`);
    const script = /<script type="application\/json" id="portal-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(script).not.toMatch(/[<>&]/);
    expect((portalData(body) as { animal: TAdoptableAnimal }).animal.name).toBe(HOSTILE_NAME);
    expect(body.match(/<script/g)).toHaveLength(3);
  });
});

describe('firstSentence', () => {
  it.each([
    ['One. Two.', 'One.'],
    ['Wow! Such dog.', 'Wow!'],
    ['No full stop at all', 'No full stop at all'],
    ['Dr.Who stays whole. Next', 'Dr.Who stays whole.'],
    ['  Spread\n over   lines. Rest', 'Spread over lines.'],
    ['x'.repeat(300), `${'x'.repeat(199)}…`],
  ])('%j → %j', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});
