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
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shelter</title><div id="root"></div>');
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
