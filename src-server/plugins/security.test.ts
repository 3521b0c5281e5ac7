import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app.js';

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shelter</title><div id="root"></div>');
  t = await createTestApp({ clientDir });
  cookie = await t.loginAs('staff');
});
afterAll(() => t.close());

const animal = { name: 'Pip', species: 'Cat', breed: 'Tabby', sex: 'Male', age: '1 year', intakeDate: '2026-01-01' };
const count = async () => Number((await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from animals'))[0]?.n);

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/animals'])('are on %s', async (url) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('cross-site request forgery', () => {
  const NO_CSRF_HEADER = { 'x-shelter-csrf': undefined };
  const OUR_ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };
  const transaction = { transactionType: 'Donation', amount: 500, date: '2026-01-02' };
  const voided = async (id: number) =>
    (
      await t.db.orm.em
        .fork()
        .getConnection()
        .execute<{ voided: boolean }[]>('select voided_at is not null as voided from financial_transactions where id = ?', [id])
    )[0]?.voided;

  it('refuses a REST write that is not JSON with 415, writing nothing', async () => {
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Pip&species=Cat',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await count()).toBe(before);
  });

  it('refuses a tRPC mutation that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/animals.create',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify(animal),
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a write from another origin with 403, on REST and tRPC, header or not', async () => {
    const before = await count();
    for (const url of ['/api/animals', '/trpc/animals.create']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, origin: 'https://evil.example' }, payload: animal });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'Requests from other sites are refused', code: 'FORBIDDEN' });
    }
    expect(await count()).toBe(before);
  });

  it.each(['cross-site', 'same-site'])('refuses a write the browser marks Sec-Fetch-Site: %s with 403', async (site) => {
    const before = await count();
    const response = await t.app.inject({ method: 'POST', url: '/api/animals', headers: { cookie, 'sec-fetch-site': site }, payload: animal });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requests from other sites are refused', code: 'FORBIDDEN' });
    expect(await count()).toBe(before);
  });

  it('refuses a write with neither the X-Shelter-CSRF header nor a browser page of ours with 403, writing nothing', async () => {
    const before = await count();
    for (const url of ['/api/animals', '/trpc/animals.create']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, ...NO_CSRF_HEADER }, payload: animal });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'Send the header X-Shelter-CSRF: 1 with every call that changes data', code: 'FORBIDDEN' });
    }
    expect(await count()).toBe(before);
  });

  it('accepts a write from its own origin, or marked Sec-Fetch-Site: same-origin, without the header', async () => {
    const before = await count();
    const fromOrigin = await t.app.inject({ method: 'POST', url: '/api/animals', headers: { cookie, ...NO_CSRF_HEADER, ...OUR_ORIGIN }, payload: animal });
    expect(fromOrigin.statusCode, fromOrigin.body).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/trpc/animals.create',
      headers: { cookie, ...NO_CSRF_HEADER, 'sec-fetch-site': 'same-origin' },
      payload: animal,
    });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('lets a DELETE carry no body and no content type, with the header', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/financial-transactions', headers: { cookie }, payload: transaction })).json<{
      id: number;
    }>();
    const url = `/api/financial-transactions/${created.id}?reason=Duplicate`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: { cookie, ...NO_CSRF_HEADER } });
    expect(refused.statusCode).toBe(403);
    expect(await voided(created.id)).toBe(false);
    const response = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await voided(created.id)).toBe(true);
  });

  it('lets a DELETE name a JSON content type with no body', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/financial-transactions', headers: { cookie }, payload: transaction })).json<{
      id: number;
    }>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/financial-transactions/${created.id}?reason=Duplicate`,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
