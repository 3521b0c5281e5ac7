import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicWebsite } from '../../../src-shared/schemas/widget.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, getJson, loginAll, type TSessions } from '../../../test/fixtures.js';

const LISTED = 'https://www.friends-of-the-shelter.example';
const OTHER = 'https://elsewhere.example';

let t: TTestApp;
let as: TSessions;
let clientDir: string;
let animalId: number;

async function allow(origins: string[], theme: Record<string, string> = {}): Promise<void> {
  const response = await call(t, 'PUT', '/api/settings', as.admin, { website: { allowedOrigins: origins, ...theme } });
  expect(response.statusCode).toBe(200);
}

const get = (url: string, origin?: string) => t.app.inject({ url, headers: origin ? { origin } : {} });
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shelter</title><div id="root"></div>');
  await writeFile(path.join(clientDir, 'widget.js'), '(()=>{})();');
  t = await createTestApp({ clientDir });
  as = await loginAll(t);
  animalId = (await createAnimal(t, as.staff, { name: 'Juniper' })).id;
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('CORS on the public reads', () => {
  it('grants exactly a listed origin, never credentials, on every public read, cached or not', async () => {
    await allow([LISTED]);
    for (const url of [
      '/api/public/adoptable-animals?limit=5',
      '/api/public/adoptable-animals?limit=5',
      '/api/public/website',
      `/api/public/animals/${animalId}`,
    ]) {
      const response = await get(url, LISTED);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe(LISTED);
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(String(response.headers.vary), url).toMatch(/\bOrigin\b/);
    }
  });

  it('gives another origin, and a request with no Origin, no grant, though the answer was cached for the listed one', async () => {
    await allow([LISTED]);
    await get('/api/public/adoptable-animals?limit=7', LISTED);
    const other = await get('/api/public/adoptable-animals?limit=7', OTHER);
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(other.headers.vary)).toMatch(/\bOrigin\b/);
    expect((await get('/api/public/adoptable-animals?limit=7')).headers['access-control-allow-origin']).toBeUndefined();
    // A listed origin again, after the others: the grant was never kept with the answer.
    expect((await get('/api/public/adoptable-animals?limit=7', LISTED)).headers['access-control-allow-origin']).toBe(LISTED);
  });

  it('is not on the staff API, nor on a public write, even for a listed origin', async () => {
    await allow([LISTED]);
    const staff = await t.app.inject({ url: '/api/animals', headers: { origin: LISTED, cookie: as.staff } });
    expect(staff.headers['access-control-allow-origin']).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/api/public/adoption-application', headers: { origin: LISTED }, payload: {} });
    expect(write.statusCode).toBe(403);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('follows a change of the list on the next request', async () => {
    await allow([LISTED]);
    expect((await get('/api/public/website', LISTED)).headers['access-control-allow-origin']).toBe(LISTED);
    await allow([OTHER]);
    expect((await get('/api/public/website', LISTED)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/api/public/website', OTHER)).headers['access-control-allow-origin']).toBe(OTHER);
  });
});

describe('frame-ancestors', () => {
  it("lists 'self' and exactly the listed origins on the portal's pages, with no X-Frame-Options", async () => {
    await allow([LISTED, 'http://127.0.0.1:8123']);
    for (const url of [`/public/animals/${animalId}?embed=1`, '/public']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe(`'self' ${LISTED} http://127.0.0.1:8123`);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    await allow([]);
    expect(frameAncestors((await get(`/public/animals/${animalId}`)).headers['content-security-policy'])).toBe("'self'");
  });

  it("stays 'none' on the console and the API", async () => {
    await allow([LISTED]);
    for (const url of ['/', '/animals', '/publications', '/api/public/adoptable-animals', '/api/health']) {
      const response = await t.app.inject({ url, headers: { cookie: as.staff } });
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe("'none'");
    }
  });
});

describe('the widget', () => {
  it('/widget.js may be loaded by any site and is revalidated within minutes', async () => {
    const response = await get('/widget.js', OTHER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('GET /api/public/website answers the theme, the name and the portal’s address, and is in the OpenAPI document', async () => {
    await allow([LISTED], { primaryColor: '#AA3300', font: 'Georgia, serif', colorScheme: 'dark' });
    const website = await getJson<TPublicWebsite>(t, '/api/public/website');
    expect(website).toEqual({
      organizationName: 'City Animal Shelter',
      portalUrl: 'http://localhost:80/public',
      theme: { primaryColor: '#aa3300', font: 'Georgia, serif', colorScheme: 'dark' },
    });
    const openapi = await getJson<{ paths: Record<string, unknown> }>(t, '/api/openapi.json');
    expect(openapi.paths['/public/website']).toBeDefined();
  });
});
