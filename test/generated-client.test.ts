import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './app.js';
import { sql } from './fixtures.js';

/**
 * A client generated from /api/openapi.json, as an integrator would make one: openapi-typescript
 * turns the served document into types, a small program written against them with openapi-fetch
 * must type-check, and then it creates, corrects and voids records on the listening server.
 */

/** The program an integrator writes; it reads nothing of this repository but the generated types. */
const CLIENT_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export interface TOutcome { transactionId: number; animalId: number; medicalRecordId: number }

function must<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(\`\${result.response.status}: \${JSON.stringify(result.error)}\`);
  return result.data;
}

export async function run(baseUrl: string, cookie: string): Promise<TOutcome> {
  const api = createClient<paths>({ baseUrl: \`\${baseUrl}/api\`, headers: { cookie, 'X-Shelter-CSRF': '1' } });

  const transaction = must(await api.POST('/financial-transactions', { body: { transactionType: 'Donation', amount: 2500, date: '2026-03-01', description: 'Generated client' } }));
  const corrected = must(await api.PUT('/financial-transactions/{id}', { params: { path: { id: transaction.id } }, body: { amount: 3000, version: transaction.version } }));
  must(await api.DELETE('/financial-transactions/{id}', { params: { path: { id: corrected.id }, query: { reason: 'Entered twice' } } }));

  const animal = must(await api.POST('/animals', { body: { name: 'Client Cat', species: 'Cat', breed: 'Tabby', sex: 'Female', age: '2 years', intakeDate: '2026-03-01' } }));
  const record = must(await api.POST('/medical-records', { body: { animalId: animal.id, recordType: 'Vaccination', date: '2026-03-02', description: 'Rabies' } }));
  must(await api.PUT('/medical-records/{id}', { params: { path: { id: record.id } }, body: { description: 'Rabies booster', version: record.version } }));
  must(await api.DELETE('/medical-records/{id}', { params: { path: { id: record.id }, query: { reason: 'Wrong animal' } } }));

  return { transactionId: transaction.id, animalId: animal.id, medicalRecordId: record.id };
}
`;

/** A program the generated types must refuse: an amount as text. */
const WRONG_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1/api' });
export const sent = api.POST('/financial-transactions', { body: { transactionType: 'Donation', amount: '10.00', date: '2026-03-01' } });
`;

let t: TTestApp;
let baseUrl: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-generated-client-'));
  // The program resolves openapi-fetch (and the Node types) as it would in the integrator's project.
  await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

/** Type errors of the files, as tsc prints them. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.basename(diagnostic.file.fileName)}: ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

it('generates a typed client from /api/openapi.json that creates, corrects and voids records over HTTP', { timeout: 120_000 }, async () => {
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).text();
  const types = astToString(await openapiTS(document));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(path.join(dir, 'api.d.ts'), types);
  const client = path.join(dir, 'client.ts');
  const wrong = path.join(dir, 'wrong.ts');
  await writeFile(client, CLIENT_PROGRAM);
  await writeFile(wrong, WRONG_PROGRAM);

  const errors = typeErrors([client, wrong]);
  expect(errors.filter((error) => !error.startsWith('wrong.ts: '))).toEqual([]);
  expect(errors.some((error) => error.startsWith('wrong.ts: ') && error.includes("'string' is not assignable to type 'number'"))).toBe(true);

  const cookie = await t.loginAs('staff');
  const { run } = (await import(client)) as {
    run: (baseUrl: string, cookie: string) => Promise<{ transactionId: number; animalId: number; medicalRecordId: number }>;
  };
  const outcome = await run(baseUrl, cookie);

  expect(
    await sql(t, 'select amount, description, void_reason, voided_at is not null as voided from financial_transactions where id = ?', [outcome.transactionId]),
  ).toEqual([{ amount: 3000, description: 'Generated client', void_reason: 'Entered twice', voided: true }]);
  expect(
    await sql(t, 'select animal_id, description, void_reason, voided_at is not null as voided from medical_records where id = ?', [outcome.medicalRecordId]),
  ).toEqual([{ animal_id: outcome.animalId, description: 'Rabies booster', void_reason: 'Wrong animal', voided: true }]);
});
