import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src-server/plugins/rest.js';
import { createTestApp, type TTestApp } from '../app.js';
import { countRowsQuery, tableNames } from '../database.js';
import {
  adoptionPayload,
  appointmentPayload,
  applicationPayload,
  createAnimal,
  fosterPayload,
  medicalPayload,
  postOk,
  sql,
  transactionPayload,
} from '../fixtures.js';
import { errorBodyProblem } from './error-body.js';
import { operationsOf, type TOperation } from './fuzz/operations.js';
import { requestsFor, type TFuzzRequest } from './fuzz/requests.js';
import { LONG_TESTS } from './long-tests.js';

/**
 * Bad input (issue 11): every operation of /api/openapi.json gets generated requests, valid ones
 * and broken ones. Whatever comes in: no 5xx, only statuses the document lists for that
 * operation, error bodies in the shape of docs/architecture.md#errors, and a refused request changes no row anywhere.
 * A failure is shrunk by fast-check to a minimal request, which the error shows.
 */

const TARGET_REQUESTS = LONG_TESTS ? 20_000 : 2_000;
/** SHELTER_FUZZ_SEED=<seed from a failure> generates the same requests again. */
const SEED = process.env.SHELTER_FUZZ_SEED ? Number(process.env.SHELTER_FUZZ_SEED) : undefined;

/** The document the app serves (checked below to be the one fetched), read once to name a test per operation. */
const operations: TOperation[] = operationsOf(JSON.parse(JSON.stringify(openApiDocument())));

let t: TTestApp;
let tables: string[];
/** A connection of the test's own for the row counts: cheaper than going through the ORM per request. */
let counter: pg.Client;
let countQuery: string;
const cookies = { admin: '', staff: '', volunteer: '' };
/** Users the fuzzer may change through PUT /users/{id}; its own are never targeted. */
let spareUserIds: number[] = [];
let ownUserIds = new Set<number>();
const statuses = new Map<number, number>();
let sent = 0;

beforeAll(async () => {
  // Many valid applications come from one address: the rate limit would turn most into 429s.
  t = await createTestApp({ config: { applicationRateLimit: 1_000_000 } });
  [cookies.admin, cookies.staff, cookies.volunteer] = [await t.loginAs('admin'), await t.loginAs('staff'), await t.loginAs('volunteer')];
  ownUserIds = new Set((await sql<{ id: number }>(t, 'select id from users')).map((row) => row.id));
  for (const role of ['staff', 'veterinarian', 'volunteer'] as const) await t.loginAs(role, `spare-${role}`);
  spareUserIds = (await sql<{ id: number }>(t, 'select id from users')).map((row) => row.id).filter((id) => !ownUserIds.has(id));

  // A few records of every kind, so generated ids (1 to 6) find rows as well as miss them.
  for (let i = 0; i < 6; i++) {
    const animal = await createAnimal(t, cookies.staff);
    await postOk(t, '/api/medical-records', cookies.staff, medicalPayload(animal.id));
    await postOk(t, `/api/animals/${animal.id}/behavior-notes`, cookies.staff, { date: '2026-02-01', note: 'Calm', observedBy: 'Val' });
    await postOk(t, '/api/appointments', cookies.staff, appointmentPayload(animal.id));
    await postOk(t, '/api/financial-transactions', cookies.staff, transactionPayload());
    await postOk(t, '/api/public/adoption-application', undefined, applicationPayload(animal.id));
    if (i % 3 === 1) await postOk(t, '/api/foster-care', cookies.staff, fosterPayload(animal.id));
    if (i % 3 === 2) await postOk(t, '/api/adoptions', cookies.staff, adoptionPayload(animal.id));
  }
  tables = await tableNames(t.db.orm);
  countQuery = countRowsQuery(tables);
  counter = new pg.Client({ connectionString: t.db.url });
  await counter.connect();
});

async function rowCounts(): Promise<Record<string, number>> {
  return (await counter.query<Record<string, number>>(countQuery)).rows[0] ?? {};
}

afterAll(async () => {
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`fuzz: ${sent} requests over ${operations.length} operations (${byStatus.join(', ')})`);
  await counter?.end();
  await t?.close();
});

function cookieFor(operation: TOperation, request: TFuzzRequest): string | undefined {
  if (request.session === 'none') return undefined;
  if (request.session === 'volunteer') return cookies.volunteer;
  return operation.permission === 'admin' ? cookies.admin : cookies.staff;
}

/** The fuzzer's own users stay as they are, or its sessions would end mid-run. */
function sparingOwnUsers(request: TFuzzRequest): string {
  return request.url.replace(/^\/api\/users\/(\d+)/, (whole, id: string) =>
    ownUserIds.has(Number(id)) ? `/api/users/${spareUserIds[Number(id) % spareUserIds.length]}` : whole,
  );
}

/** Sends one request and answers what is wrong with the outcome, if anything. */
async function violation(operation: TOperation, request: TFuzzRequest): Promise<string | undefined> {
  // Reads are not counted around: they write nothing, and the counts would double the run's time.
  const write = request.method !== 'GET';
  const before = write ? await rowCounts() : undefined;
  const cookie = cookieFor(operation, request);
  const response = await t.app.inject({
    method: request.method,
    url: sparingOwnUsers(request),
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  sent++;
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answer = `${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) return `server error: ${answer}`;
  if (!operation.statuses.has(status)) return `status ${status} is not documented for ${operation.method} ${operation.path}: ${answer}`;
  if (status < 400) return undefined;
  const bodyProblem = errorBodyProblem(response.headers['content-type']?.toString(), response.body);
  if (bodyProblem) return `error body: ${bodyProblem}: ${answer}`;
  if (!before) return undefined;
  const after = await rowCounts();
  const changed = tables.filter((table) => before[table] !== after[table]);
  if (changed.length)
    return `refused with ${status}, yet rows changed in ${changed.map((table) => `${table} (${before[table]} → ${after[table]})`).join(', ')}`;
  return undefined;
}

/** The request as a reader wants it: long bodies cut short. */
function describeRequest(request: TFuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : `\n  body (${request.payload.length} chars): ${request.payload.slice(0, 500)}${request.payload.length > 500 ? '…' : ''}`;
  return `${request.method} ${request.url.slice(0, 500)} [${request.variant}] session=${request.session} headers=${JSON.stringify(request.headers)}${payload}`;
}

const runs = Math.ceil(TARGET_REQUESTS / operations.length);

describe('fuzzing every operation of /api/openapi.json', () => {
  it('fuzzes the document the server serves, with every operation of the API', async () => {
    const served: unknown = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(operationsOf(served)).toEqual(operations);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /animals', 'GET /backup', 'POST /restore', 'DELETE /adoptions/{id}']),
    );
  });

  for (const operation of operations) {
    it(
      `${operation.method} ${operation.path}: no 5xx, documented statuses, the documented error bodies, no write when refused`,
      { timeout: LONG_TESTS ? 300_000 : 60_000 },
      async () => {
        const property = fc.asyncProperty(requestsFor(operation, { ids: [1, 2, 3, 4, 5, 6] }), async (request) => {
          const problem = await violation(operation, request);
          if (problem) throw new Error(problem);
        });
        const result = await fc.check(property, { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) });
        if (!result.failed) return;
        const [minimal] = result.counterexample ?? [];
        const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(
          `Failed after ${result.numRuns} runs and ${result.numShrinks} shrinks (seed ${result.seed}).\n` +
            `Minimal request: ${minimal ? describeRequest(minimal) : '?'}\nProblem: ${cause}`,
        );
      },
    );
  }

  it(`sent at least ${TARGET_REQUESTS.toLocaleString('en-US')} requests, a fair share of them valid enough to succeed`, () => {
    expect(sent).toBeGreaterThanOrEqual(TARGET_REQUESTS);
    // Valid requests must reach the procedures, not all be refused at the door.
    const succeeded = [...statuses.entries()].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(succeeded / sent).toBeGreaterThan(0.2);
  });
});
