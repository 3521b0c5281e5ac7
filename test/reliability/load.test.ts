import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateInZone } from '../../src-shared/dates.js';
import { createTestApp, type TTestApp } from '../app.js';
import { animalPayload } from '../fixtures.js';
import { brokenRules } from './consistency.js';
import { callApi } from './http-client.js';
import { describeLoad, expectNoLostUpdate, missingWrites, runLoad } from './load-clients.js';
import { LONG_TESTS } from './long-tests.js';

/**
 * Load (issue 11): 50 clients at once, over real HTTP, mixing reads and writes for 30 s,
 * five minutes with SHELTER_LONG_TESTS=1. No call fails; every write answered 200 is in the
 * database afterwards; and edits of one shared animal that all send the `version` they read end
 * in 409s, never in a lost update: the animal's final version is 1 + the number of edits that
 * got 200, each of those got a version of its own, and the text of the last one is what stayed.
 */

const CLIENTS = 50;
const DURATION_MS = LONG_TESTS ? 5 * 60_000 : 30_000;

let t: TTestApp;
let base: string;
let cookie: string;
let shared: number;

beforeAll(async () => {
  // Applications come from one address here; the abuse limit is not what is under test.
  t = await createTestApp({ config: { applicationRateLimit: 1_000_000 } });
  cookie = await t.loginAs('staff');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await callApi(base, 'POST', '/api/animals', { cookie, body: animalPayload({ name: 'Shared' }) });
  shared = (answer.body as { id: number }).id;
});
afterAll(() => t?.close());

it(
  `${CLIENTS} clients mixing reads and writes for ${DURATION_MS / 1000} s: no errors, no write lost, no lost update`,
  { timeout: DURATION_MS + 120_000 },
  async () => {
    const started = Date.now();
    const load = await runLoad({ base, cookie, shared, clients: CLIENTS, durationMs: DURATION_MS });
    console.log(describeLoad('load', CLIENTS, load, (Date.now() - started) / 1000));
    expect(load.failures).toEqual([]);
    // Every client got through several rounds, however slow the machine (CI runs other tests alongside).
    expect(load.calls).toBeGreaterThan(CLIENTS * 3);

    const em = t.db.orm.em.fork();
    expect(await missingWrites(em, load.writes)).toEqual([]);
    expect(await brokenRules(em, dateInZone(new Date(), t.config.timeZone))).toEqual({});
    await expectNoLostUpdate(em, shared, load);
  },
);
