import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/app.js';

let t: TTestApp;
beforeAll(async () => {
  // A stand-in build proves the fallback mechanism without depending on `vite build`.
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shelter</title><div id="root"></div>');
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('GET /api/health answers while the process is up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers when the database does', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('unknown API paths answer JSON 404s, never HTML', () => {
  it.each(['/api/nope', '/api/animals/1/nothing', '/api', '/api/health/extra'])('%s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it.each(['/trpc/nope.nothing', '/trpc'])("%s (in tRPC's own envelope)", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.stringify(response.json())).toContain('NOT_FOUND');
  });
});

describe('error bodies', () => {
  it('malformed JSON is a 400 in the { message, code } shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('a write that is not JSON is a 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'username=a' });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  });

  it('a body over the limit is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a rule a service checks lists its field like a schema problem', async () => {
    const cookie = await t.loginAs('staff');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/financial-transactions',
      headers: { cookie },
      payload: { transactionType: 'Donation', amount: 2500, date: '2026-03-01' },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/financial-transactions/${created.json().id}`,
      headers: { cookie },
      payload: { amount: -2500 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Donation is income: the amount must be positive',
      code: 'BAD_REQUEST',
      issues: [{ path: 'amount', message: 'Donation is income: the amount must be positive' }],
    });
  });

  it('carries no stack, server path or SQL', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 1, password: [] } }),
      t.app.inject({ url: '/api/me' }),
      t.app.inject({ url: '/trpc/auth.me' }),
      t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { username: '' } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/stack|\/work\/|node_modules|\.ts:|select |insert /i);
    }
  });
});

describe('the single-page app', () => {
  // A portal animal's page answers 404 when there is no such animal: modules/public/public-page.test.ts.
  it.each(['/', '/animals', '/animals/12', '/public', '/no/such/page'])('serves index.html for %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache life, and a missing asset is a 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing-0000.js' })).statusCode).toBe(404);
  });

  it('the OpenAPI document declares the cookie as its security scheme', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: 'shelter_session' });
    expect(document.paths['/me'].get.security).toEqual([{ cookieAuth: [] }]);
    expect(document.paths['/health'].get.security).toEqual([]);
  });
});
