import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TTestApp;
beforeAll(async () => {
  // A stand-in build with the compressed copies vite.config.ts writes beside each asset.
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-client-'));
  // As large as the real one (over the 1 KiB below which nothing is compressed).
  await writeFile(
    path.join(clientDir, 'index.html'),
    `<!doctype html><title>Shelter</title><style>${'.x{color:red}'.repeat(100)}</style><div id="root"></div>`,
  );
  await mkdir(path.join(clientDir, 'assets'));
  const asset = path.join(clientDir, 'assets', 'app-1234.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('the built client’s assets are sent compressed', () => {
  it('pages too, as the browser accepts', async () => {
    const br = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('never in an encoding the browser refuses with q=0', async () => {
    const br = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const none = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toContain('<div id="root">');
  });

  it('a page the browser already holds is a 304 without a body, whatever its encoding', async () => {
    const first = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'br' } });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/animals', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/animals', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('API paths and files that do not exist are 404s, not pages', async () => {
    for (const url of ['/api/nothing-here', '/trpc', '/assets/missing.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('Brotli to a browser that accepts it, with the long cache life', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip when that is all it accepts, and as it is when it accepts neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
