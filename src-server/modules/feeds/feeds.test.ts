import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, validate } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { adoptionPayload, call, createAnimal, loginAll, postOk, type TSessions } from '../../../test/fixtures.js';
import { photoJpeg, uploadPhotos } from '../../../test/fixtures-photos.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import { JSON_FEED_PAGE_SIZE, type TJsonFeed } from '../../../src-shared/schemas/feeds.js';
import type { TAnimalFlyer } from '../../../src-shared/schemas/printables.js';

const ORIGIN = 'https://adopt.example.org';
const INDEX_HTML = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shelter</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
/** Would end a tag, an attribute or an entity if anything were left unescaped. */
const HOSTILE = `Rex <&> "Bad" 'Boy' </script>`;

let t: TTestApp;
let s: TSessions;
let bella: TAnimal;
let hostile: TAnimal;
let hidden: TAnimal;
let adopted: TAnimal;
let photoHash: string;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-feeds-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ clientDir, config: { publicUrl: ORIGIN } });
  s = await loginAll(t);
  const saved = await call(t, 'PUT', '/api/settings', s.admin, {
    organization: { name: 'Paws & Claws', phone: '555-0100', address: '1 Main St, Springfield', website: 'https://paws.example.org' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  bella = await createAnimal(t, s.staff, { name: 'Bella', breed: 'Golden Retriever', intakeDate: '2026-03-01', description: 'Bella loves walks. And naps.' });
  const uploaded = await uploadPhotos(t, s.staff, bella.id, [{ name: 'bella.jpg', bytes: await photoJpeg(1200, 900) }]);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  photoHash = /\/media\/photos\/([^/]+)\//.exec(uploaded.body)?.[1] ?? '';
  hostile = await createAnimal(t, s.staff, {
    name: HOSTILE,
    intakeDate: '2026-03-02',
    imageUrl: 'https://photos.example.org/rex.jpg',
    description: 'Fun & <b>games</b>\u0001.',
  });
  hidden = await createAnimal(t, s.staff, { name: 'Embargoed', intakeDate: '2026-03-03', publicListing: false });
  adopted = await createAnimal(t, s.staff, { name: 'Gone Home', intakeDate: '2025-06-01' });
  await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const jsonFeed = async (url = '/api/public/feeds/adoptable') => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TJsonFeed>();
};

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/** Parses XML back, failing the test on any well-formedness error; texts and attributes unescaped. */
function parseXml<T>(xml: string, lists: string[]): T {
  expect(validate(xml)).toBe(true);
  return parse(xml, {
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseNodeValue: false,
    arrayMode: (tag: string) => lists.includes(tag),
    tagValueProcessor: unescapeXml,
    attrValueProcessor: unescapeXml,
  }) as T;
}

type TAttributes = Record<string, string>;
interface TAtom {
  feed: {
    '@xmlns': string;
    title: string;
    link: TAttributes[];
    author: { name: string };
    updated: string;
    entry: { id: string; title: string; link: TAttributes[]; published: string; content: TAttributes; category: TAttributes[] }[];
  };
}
interface TSitemap {
  urlset: { '@xmlns': string; url: { loc: string; lastmod: string }[] };
}

/** Re-lists an animal (or keeps it off) as staff do, with the record's version. */
async function setListing(animal: TAnimal, publicListing: boolean): Promise<void> {
  const current = (await call(t, 'GET', `/api/animals/${animal.id}`, s.staff)).json<TAnimal>();
  const response = await call(t, 'PUT', `/api/animals/${animal.id}`, s.staff, { publicListing, version: current.version });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the JSON feed GET /api/public/feeds/adoptable', () => {
  it('is JSON Feed 1.1 of the animals listed publicly, newest arrival first, every address absolute on PUBLIC_URL', async () => {
    const response = await get('/api/public/feeds/adoptable');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const feed = response.json<TJsonFeed>();
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Adoptable animals at Paws & Claws',
      home_page_url: `${ORIGIN}/public`,
      feed_url: `${ORIGIN}/api/public/feeds/adoptable`,
      authors: [{ name: 'Paws & Claws', url: 'https://paws.example.org' }],
    });
    expect(feed.next_url).toBeUndefined();
    expect(feed.items.map((item) => item.id)).toEqual([hostile.id, bella.id].map((id) => `${ORIGIN}/public/animals/${id}`));
    expect(feed.items[1]).toEqual({
      id: `${ORIGIN}/public/animals/${bella.id}`,
      url: `${ORIGIN}/public/animals/${bella.id}`,
      title: 'Bella – Golden Retriever',
      content_text: 'Bella loves walks. And naps.',
      summary: 'Bella loves walks.',
      image: `${ORIGIN}/media/photos/${photoHash}/1200.jpg`,
      date_published: '2026-03-01T00:00:00Z',
      date_modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tags: ['Dog', 'Golden Retriever', 'Female', '2 years'],
    });
    expect(feed.items[0]).toMatchObject({ title: `${HOSTILE} – Beagle`, image: 'https://photos.example.org/rex.jpg' });
  });

  it('comes from the read cache with an ETag; If-None-Match answers 304 until an animal changes', async () => {
    const first = await get('/api/public/feeds/adoptable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/public/feeds/adoptable', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const current = (await call(t, 'GET', `/api/animals/${bella.id}`, s.staff)).json<TAnimal>();
    expect((await call(t, 'PUT', `/api/animals/${bella.id}`, s.staff, { description: 'Bella now loves swimming.', version: current.version })).statusCode).toBe(
      200,
    );
    const changed = await get('/api/public/feeds/adoptable', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TJsonFeed>().items.find((item) => item.title.startsWith('Bella'))?.content_text).toBe('Bella now loves swimming.');
  });

  it('is in the OpenAPI document with its schema, and so is the Atom feed', async () => {
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { responses: Record<string, { content: object }> }>> }>();
    const json = document.paths['/public/feeds/adoptable']?.get?.responses['200']?.content;
    expect(json).toMatchObject({ 'application/json': { schema: { properties: { items: { type: 'array' } } } } });
    expect(document.paths['/public/feeds/new-arrivals.atom']?.get?.responses['200']?.content).toHaveProperty('application/atom+xml');
  });
});

describe('the Atom feed GET /api/public/feeds/new-arrivals.atom', () => {
  it('is well-formed Atom, escaping staff’s text, with absolute self and entry links', async () => {
    const response = await get('/api/public/feeds/new-arrivals.atom');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed } = parseXml<TAtom>(response.body, ['entry', 'link', 'category']);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('New arrivals at Paws & Claws');
    expect(feed.link).toContainEqual({ '@rel': 'self', '@type': 'application/atom+xml', '@href': `${ORIGIN}/api/public/feeds/new-arrivals.atom` });
    expect(feed.author.name).toBe('Paws & Claws');
    expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const titles = feed.entry.map((entry) => entry.title);
    expect(titles).toEqual([`${HOSTILE} – Beagle`, 'Bella – Golden Retriever']);
    const first = feed.entry[0]!;
    expect(first.id).toBe(`${ORIGIN}/public/animals/${hostile.id}`);
    expect(first.link).toContainEqual({ '@rel': 'alternate', '@type': 'text/html', '@href': `${ORIGIN}/public/animals/${hostile.id}` });
    expect(first.published).toBe('2026-03-02T00:00:00Z');
    // The control character XML cannot carry is left out; the markup is text.
    expect(first.content['#text']).toBe('Fun & <b>games</b>.');
    expect(first.category.map((category) => category['@term'])).toContain('Dog');
  });

  it('has an ETag; If-None-Match answers 304 with no body', async () => {
    const first = await get('/api/public/feeds/new-arrivals.atom');
    const again = await get('/api/public/feeds/new-arrivals.atom', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the portal and every listed animal’s page, absolute, with the day each last changed', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers.etag).toMatch(/^W\/"/);
    const { urlset } = parseXml<TSitemap>(response.body, ['url']);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = urlset.url.map((url) => url.loc);
    expect(locs).toEqual([`${ORIGIN}/public`, `${ORIGIN}/public/animals/${bella.id}`, `${ORIGIN}/public/animals/${hostile.id}`]);
    for (const url of urlset.url) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await get('/sitemap.xml', { 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
  });

  it('robots.txt names the sitemap and keeps crawlers to the portal', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toMatch(/^Allow: \/public$/m);
    expect(response.body).toMatch(/^Disallow: \/$/m);
  });
});

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] },
  );

describe('structured data and feed discovery in the portal’s pages', () => {
  it('an animal’s page is a WebPage about the animal, published by the AnimalShelter', async () => {
    const response = await get(`/public/animals/${hostile.id}`);
    expect(response.statusCode).toBe(200);
    // The hostile name cannot end the block: its "</script>" travels as \u003c.
    expect(response.body).not.toContain('</script> –');
    const blocks = jsonLd(response.body);
    expect(blocks).toHaveLength(1);
    const url = `${ORIGIN}/public/animals/${hostile.id}`;
    const [page, animal, shelter] = blocks[0]!['@graph'];
    expect(page).toMatchObject({
      '@type': 'WebPage',
      '@id': url,
      url,
      mainEntity: { '@id': `${url}#animal` },
      publisher: { '@id': `${ORIGIN}/public#shelter` },
    });
    expect(animal).toMatchObject({ '@type': 'Thing', name: HOSTILE, url, image: ['https://photos.example.org/rex.jpg'], identifier: hostile.animalId });
    expect(shelter).toMatchObject({
      '@type': 'AnimalShelter',
      '@id': `${ORIGIN}/public#shelter`,
      name: 'Paws & Claws',
      url: 'https://paws.example.org',
      telephone: '555-0100',
      address: '1 Main St, Springfield',
    });
    expect(response.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="New arrivals at Paws &amp; Claws" href="${ORIGIN}/api/public/feeds/new-arrivals.atom" />`,
    );
    expect(response.body).toContain(
      `type="application/feed+json" title="Adoptable animals at Paws &amp; Claws" href="${ORIGIN}/api/public/feeds/adoptable" />`,
    );
  });

  it('the list page is an ItemList of the animals’ pages it shows', async () => {
    const [block] = jsonLd((await get('/public')).body);
    const list = block!['@graph'].find((node) => node['@type'] === 'ItemList');
    expect((list?.itemListElement as unknown[]).slice(0, 2)).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/public/animals/${hostile.id}`, name: HOSTILE },
      { '@type': 'ListItem', position: 2, url: `${ORIGIN}/public/animals/${bella.id}`, name: 'Bella' },
    ]);
  });

  it('a missing animal’s page has none', async () => {
    const response = await get(`/public/animals/${adopted.id}`);
    expect(response.statusCode).toBe(404);
    expect(jsonLd(response.body)).toEqual([]);
  });
});

describe('the public flyer GET /api/public/animals/{id}/flyer', () => {
  it('answers the flyer of a listed animal, its code opening the portal page', async () => {
    const response = await get(`/api/public/animals/${bella.id}/flyer`);
    expect(response.statusCode, response.body).toBe(200);
    const flyer = response.json<TAnimalFlyer>();
    expect(flyer.animal).toMatchObject({ name: 'Bella', portalUrl: `${ORIGIN}/public/animals/${bella.id}` });
    expect(flyer.organization.name).toBe('Paws & Claws');
  });

  it('its portal page /public/animals/{id}/flyer is 200 for a listed animal, its canonical address the animal’s page; else 404', async () => {
    const page = await get(`/public/animals/${bella.id}/flyer`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Printable flyer: Bella | Paws &amp; Claws</title>');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/public/animals/${bella.id}" />`);
    expect((await get(`/public/animals/${adopted.id}/flyer`)).statusCode).toBe(404);
    expect((await get(`/public/animals/${hidden.id}/flyer`)).statusCode).toBe(404);
  });

  it('is 404 for an animal not listed (adopted, voided or unknown)', async () => {
    for (const id of [adopted.id, 2_000_000_000]) expect((await get(`/api/public/animals/${id}/flyer`)).statusCode).toBe(404);
  });
});

describe('the feeds’ addresses GET /api/feeds (Settings → Website)', () => {
  it('names each feed absolute on PUBLIC_URL, for staff only', async () => {
    const response = await call(t, 'GET', '/api/feeds', s.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      json: `${ORIGIN}/api/public/feeds/adoptable`,
      atom: `${ORIGIN}/api/public/feeds/new-arrivals.atom`,
      sitemap: `${ORIGIN}/sitemap.xml`,
      robots: `${ORIGIN}/robots.txt`,
    });
    expect((await call(t, 'GET', '/api/feeds')).statusCode).toBe(401);
  });
});

describe('embargo: an animal staff keep off the public channels', () => {
  const everywhere = async () => {
    const feed = await jsonFeed();
    const atom = (await get('/api/public/feeds/new-arrivals.atom')).body;
    const sitemap = (await get('/sitemap.xml')).body;
    const flyer = (await get(`/api/public/animals/${hidden.id}/flyer`)).statusCode;
    const url = `${ORIGIN}/public/animals/${hidden.id}`;
    return { json: feed.items.some((item) => item.url === url), atom: atom.includes(url), sitemap: sitemap.includes(`${url}<`), flyer };
  };

  it('is absent from the JSON feed, the Atom feed, the sitemap and the flyer, and appears once staff list it', async () => {
    expect(await everywhere()).toEqual({ json: false, atom: false, sitemap: false, flyer: 404 });
    await setListing(hidden, true);
    expect(await everywhere()).toEqual({ json: true, atom: true, sitemap: true, flyer: 200 });
    await setListing(hidden, false);
    expect(await everywhere()).toEqual({ json: false, atom: false, sitemap: false, flyer: 404 });
  });
});

// Last: it lists a hundred more animals.
describe('the JSON feed’s pages', () => {
  it('pages by next_url, 100 animals a page, and a page past the end is 404', async () => {
    expect((await get('/api/public/feeds/adoptable?page=2')).statusCode).toBe(404);
    expect((await get('/api/public/feeds/adoptable?page=0')).statusCode).toBe(400);
    for (let batch = 0; batch < JSON_FEED_PAGE_SIZE; batch += 20) {
      await Promise.all(Array.from({ length: 20 }, () => createAnimal(t, s.staff, { intakeDate: '2025-01-01' })));
    }
    const first = await jsonFeed();
    expect(first.items).toHaveLength(JSON_FEED_PAGE_SIZE);
    expect(first.next_url).toBe(`${ORIGIN}/api/public/feeds/adoptable?page=2`);
    const second = await jsonFeed('/api/public/feeds/adoptable?page=2');
    expect(second.next_url).toBeUndefined();
    expect(second.feed_url).toBe(`${ORIGIN}/api/public/feeds/adoptable?page=2`);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(JSON_FEED_PAGE_SIZE + 2);
  });
});
