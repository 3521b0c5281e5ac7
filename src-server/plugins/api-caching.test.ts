import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app.js';
import { animalPayload, call, sql } from '../../test/fixtures.js';

let t: TTestApp;
let staff: string;
let animalId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('staff');
  for (let i = 0; i < 6; i++) {
    const created = await call(t, 'POST', '/api/animals', staff, animalPayload({ name: `Biscuit ${i}`, description: 'A gentle, curious dog. '.repeat(20) }));
    animalId = created.json<{ id: number }>().id;
  }
});
afterAll(() => t.close());

describe('the portal’s data is cacheable by ETag', () => {
  it.each(['/api/public/adoptable-animals', '/api/public/animals/ID'])('%s: 200 with an ETag, then 304 with no body for the same ETag', async (template) => {
    const url = template.replace('ID', String(animalId));
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a change to the data changes the ETag', async () => {
    const before = await t.app.inject({ url: '/api/public/adoptable-animals' });
    await call(t, 'PUT', `/api/animals/${animalId}`, staff, { name: 'Renamed Biscuit' });
    const after = await t.app.inject({ url: '/api/public/adoptable-animals', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed Biscuit');
  });

  it('staff data is never stored by a cache, and has no ETag', async () => {
    const response = await call(t, 'GET', '/api/animals', staff);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('the app keeps each public answer until the next write', () => {
  it('a read repeated is served as first sent; a write through the app shows at once', async () => {
    const url = `/api/public/animals/${animalId}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    // Changed behind the app's back (no transaction of its own commits): the kept answer stands.
    await sql(t, 'update animals set description = ? where id = ?', ['Changed outside the app.', animalId]);
    const kept = await t.app.inject({ url });
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    // Every header the first answer had (security headers, type, request id), none missing.
    expect(Object.keys(kept.headers).sort()).toEqual(Object.keys(first.headers).sort());
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    await call(t, 'PUT', `/api/animals/${animalId}`, staff, { name: 'Biscuit Again' });
    const fresh = await t.app.inject({ url });
    expect(fresh.json()).toMatchObject({ name: 'Biscuit Again', description: 'Changed outside the app.' });
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('a kept answer is compressed once per encoding, and the same JSON once decoded', async () => {
    const url = '/api/public/adoptable-animals?limit=6';
    const plain = await t.app.inject({ url });
    for (let i = 0; i < 2; i++) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('large API bodies travel compressed', () => {
  it('Brotli or gzip as the client accepts, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ url: '/api/public/adoptable-animals', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/public/adoptable-animals', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const staffList = await call(t, 'GET', '/api/animals', staff);
    expect(staffList.statusCode).toBe(200);
    const gzip = await t.app.inject({ url: '/api/animals', headers: { cookie: staff, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(staffList.body);
  });

  it('never in an encoding the client refuses with q=0, kept answers and others alike', async () => {
    for (const url of ['/api/public/adoptable-animals', '/api/animals']) {
      const br = await t.app.inject({ url, headers: { cookie: staff, 'accept-encoding': 'gzip;q=0, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      const plain = await t.app.inject({ url, headers: { cookie: staff, 'accept-encoding': 'gzip;q=0' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()));
      const onlyGzip = await t.app.inject({ url, headers: { cookie: staff, 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
      expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    }
  });

  it('error bodies keep their documented shape, uncompressed', async () => {
    const response = await t.app.inject({ url: '/api/public/animals/999999', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
