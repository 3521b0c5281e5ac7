import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './app.js';

const run = promisify(execFile);

let t: TTestApp;
let document: {
  paths: Record<string, Record<string, { security?: Record<string, unknown>[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

describe('/api/openapi.json', () => {
  it('passes redocly lint with no errors', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'shelter-openapi-')), 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const result = await run('npx', ['redocly', 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_UPDATE_NOTIFIER: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: { ruleId: string; message: string; severity: string }[] };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('documents every call the REST API promises', () => {
    const calls = [
      'post /login',
      'get /stats/dashboard',
      'get /animals',
      'post /animals',
      'get /animals/{id}',
      'put /animals/{id}',
      'get /animals/{id}/medical-records',
      'post /medical-records',
      'get /appointments',
      'post /appointments',
      'get /appointments/today',
      'get /appointments/staff-users',
      'get /animals/{id}/appointments',
      'get /foster-care',
      'post /foster-care',
      'get /animals/{id}/foster-care',
      'get /adoptions',
      'post /adoptions',
      'get /animals/{id}/adoptions',
      'get /financial-transactions',
      'post /financial-transactions',
      // The journey: stays, intakes, outcomes, holds, returns, locations, the census and partner organizations.
      'get /animals/{id}/stays',
      'post /animals/{id}/intakes',
      'post /animals/{id}/outcome',
      'delete /animals/{id}/outcome',
      'get /euthanizers',
      'post /animals/{id}/holds',
      'put /holds/{id}',
      'post /holds/{id}/release',
      'delete /holds/{id}',
      'post /adoptions/{id}/return',
      'get /locations',
      'post /locations',
      'put /locations/{id}',
      'post /animals/{id}/location',
      'get /census',
      'get /partners',
      'post /partners',
      'put /partners/{id}',
      'get /organizations',
      'get /organizations/{id}',
      'post /organizations',
      'put /organizations/{id}',
      'post /organizations/{id}/merge',
      // People: the records every adoption, placement, intake and donation links.
      'get /people',
      'post /people',
      'get /people/{id}',
      'put /people/{id}',
      'post /people/{id}/merge',
      'post /people/{id}/erase',
      'post /adoption-applications/{id}/person',
      'get /people/duplicates',
      'get /people/export',
      'get /people/foster-homes',
      // The reports shelters are judged by.
      'get /reports/sac-matrix',
      'get /reports/asilomar',
      // Care plans: protocols, each animal's plan, giving and skipping, treatment courses, the due list, weights.
      'get /medical-protocols',
      'post /medical-protocols',
      'put /medical-protocols/{id}',
      'get /care-plans/preview',
      'get /animals/{id}/care-plan',
      'post /care-plan-items',
      'post /care-plan-items/{id}/give',
      'post /care-plan-items/{id}/skip',
      'post /treatment-courses',
      'post /treatment-courses/{id}/stop',
      'get /medical/due',
      'get /animals/{id}/weights',
      'post /weights',
      'delete /weights/{id}',
      // Documents on animals and people: uploads and downloads are plain routes beside the procedures.
      'get /animals/{id}/documents',
      'post /animals/{id}/documents',
      'get /people/{id}/documents',
      'post /people/{id}/documents',
      'patch /documents/{id}',
      'delete /documents/{id}',
      'get /documents/{id}/file',
      // Photos: listed with their sizes, uploaded as a form, ordered, captioned, voided.
      'get /animals/{animalId}/photos',
      'post /animals/{animalId}/photos',
      'put /animals/{animalId}/photos/order',
      'patch /photos/{id}',
      'delete /photos/{id}',
      // Printables: each paper answered whole for its print page.
      'get /printables/kennel-cards',
      'get /animals/{animalId}/flyer',
      'get /animals/{animalId}/vaccination-certificate',
      'get /adoptions/{adoptionId}/contract',
      'get /financial-transactions/{transactionId}/receipt',
      'get /public/adoptable-animals',
      'get /public/animals/{id}',
      'post /public/adoption-application',
      'get /public/website',
    ];
    const documented = Object.entries(document.paths).flatMap(([route, item]) => Object.keys(item).map((method) => `${method} ${route}`));
    expect(documented).toEqual(expect.arrayContaining(calls));
  });

  it('lists the refusals a journey call can answer: voiding an adoption the animal came back from is a 409', () => {
    const statuses = (route: string, method: string) => Object.keys(document.paths[route]?.[method]?.responses ?? {});
    expect(statuses('/adoptions/{id}', 'delete')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('/euthanizers', 'get')).toEqual(expect.arrayContaining(['200', '401', '403']));
    for (const [route, method] of [
      ['/animals/{id}/intakes', 'post'],
      ['/animals/{id}/outcome', 'post'],
      ['/animals/{id}/outcome', 'delete'],
      ['/animals/{id}/holds', 'post'],
      ['/holds/{id}', 'put'],
      ['/holds/{id}/release', 'post'],
      ['/adoptions/{id}/return', 'post'],
      ['/animals/{id}/location', 'post'],
    ] as const) {
      expect(statuses(route, method), `${method} ${route}`).toEqual(expect.arrayContaining(['400', '404', '409']));
    }
  });

  it('marks staff calls with the cookie and public ones as open', () => {
    expect(document.paths['/animals']?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(document.paths['/public/adoptable-animals']?.get?.security).toEqual([]);
    expect(Object.keys(document.paths['/animals']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409', '415']));
  });

  it('states the CSRF header on every write, and on no read', () => {
    expect(document.components.securitySchemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Shelter-CSRF' });
    const operations = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({ call: `${method} ${route}`, method, security: operation.security ?? [] })),
    );
    const asksHeader = (security: Record<string, unknown>[]) => security.length > 0 && security.every((requirement) => 'csrfHeader' in requirement);
    const mentionsHeader = (security: Record<string, unknown>[]) => security.some((requirement) => 'csrfHeader' in requirement);
    const wrong = operations.filter(({ method, security }) => (method === 'get' ? mentionsHeader(security) : !asksHeader(security)));
    expect(wrong.map(({ call }) => call)).toEqual([]);
    expect(document.paths['/financial-transactions/{id}']?.delete?.security).toEqual([{ cookieAuth: [], csrfHeader: [] }]);
    expect(document.paths['/public/adoption-application']?.post?.security).toEqual([{ csrfHeader: [] }]);
    expect(document.paths['/restore']?.post?.security).toEqual([{ cookieAuth: [], csrfHeader: [] }]);
  });
});
