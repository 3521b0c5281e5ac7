import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateInZone } from '../../src-shared/dates.js';
import { createTestApp, type TTestApp } from '../app.js';
import { adoptionPayload, animalPayload, appointmentPayload, applicationPayload, fosterPayload, medicalPayload, sql, transactionPayload } from '../fixtures.js';
import { brokenRules } from './consistency.js';
import { callApi, type TAnswer } from './http-client.js';
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

/** A write answered 200: the table it went to and the record's id. */
interface TWrite {
  table: string;
  id: number;
}

interface TEdit {
  version: number;
  description: string;
}

/** A tiny deterministic random source per client, so a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A distinct date per step, so one client's bookings of an animal never overlap (that is a 409),
 * from the fixtures' intake date on (an appointment before its animal's intake is refused).
 */
const distinctDate = (step: number): string => new Date(Date.UTC(2026, 0, 10 + step)).toISOString().slice(0, 10);

it(
  `${CLIENTS} clients mixing reads and writes for ${DURATION_MS / 1000} s: no errors, no write lost, no lost update`,
  { timeout: DURATION_MS + 120_000 },
  async () => {
    const writes: TWrite[] = [];
    const edits: TEdit[] = [];
    const failures: string[] = [];
    let calls = 0;
    let conflicts = 0;
    const latencies: number[] = [];
    const deadline = Date.now() + DURATION_MS;

    const client = async (n: number) => {
      const next = random(n + 1);
      const mine: { id: number; free: boolean }[] = [];
      const call = async (method: string, path: string, body?: unknown, table?: string): Promise<TAnswer> => {
        const answer = await callApi(base, method, path, { cookie: path.startsWith('/api/public') ? undefined : cookie, body, timeoutMs: 30_000 });
        calls++;
        latencies.push(answer.ms);
        if (answer.status === 200 && table) writes.push({ table, id: (answer.body as { id: number }).id });
        return answer;
      };
      const expectOk = (answer: TAnswer, what: string) => {
        if (answer.status !== 200) failures.push(`${what}: ${answer.status} ${answer.error ?? answer.text.slice(0, 200)}`);
      };

      for (let i = 0; Date.now() < deadline; i++) {
        const roll = next();
        const own = mine[Math.floor(next() * mine.length)];
        if (roll < 0.35 || !own) {
          // Reads of every kind the console makes.
          const reads = [
            '/api/animals?limit=20',
            `/api/animals/${shared}`,
            '/api/stats/dashboard',
            '/api/adoptions?limit=10',
            '/api/public/adoptable-animals?limit=12',
            '/api/financial-transactions?limit=10',
          ];
          const path = reads[i % reads.length] ?? '/api/animals';
          expectOk(await call('GET', path), `GET ${path}`);
          if (!own || roll < 0.1) {
            const created = await call(
              'POST',
              '/api/animals',
              animalPayload({ name: `Load ${n}-${i}`, microchipId: `9851${String(n).padStart(3, '0')}${String(i).padStart(8, '0')}` }),
              'animals',
            );
            expectOk(created, 'POST /api/animals');
            if (created.status === 200) mine.push({ id: (created.body as { id: number }).id, free: true });
          }
        } else if (roll < 0.5) {
          // The shared animal, edited with the version just read: 200 or 409, nothing else.
          const read = await call('GET', `/api/animals/${shared}`);
          expectOk(read, 'GET shared animal');
          const version = (read.body as { version?: number } | undefined)?.version;
          if (version === undefined) continue;
          const description = `Edited by client ${n}, step ${i}`;
          const answer = await call('PUT', `/api/animals/${shared}`, { version, description });
          if (answer.status === 200) edits.push({ version: (answer.body as { version: number }).version, description });
          else if (answer.status === 409) conflicts++;
          else failures.push(`PUT shared animal: ${answer.status} ${answer.error ?? answer.text.slice(0, 200)}`);
        } else {
          const kind = Math.floor(next() * 7);
          if (kind === 0) expectOk(await call('POST', '/api/medical-records', medicalPayload(own.id), 'medical_records'), 'POST medical record');
          if (kind === 1)
            expectOk(
              await call('POST', `/api/animals/${own.id}/behavior-notes`, { date: '2026-02-01', note: `Note ${n}-${i}` }, 'behavior_notes'),
              'POST note',
            );
          if (kind === 2)
            expectOk(
              await call('POST', '/api/financial-transactions', transactionPayload({ description: `Load ${n}-${i}` }), 'financial_transactions'),
              'POST transaction',
            );
          if (kind === 3)
            expectOk(await call('POST', '/api/appointments', appointmentPayload(own.id, { date: distinctDate(i) }), 'appointments'), 'POST appointment');
          if (kind === 4 && own.free) {
            expectOk(
              await call('POST', '/api/public/adoption-application', applicationPayload(own.id, { applicantName: `Applicant ${n}-${i}` })),
              'POST application',
            );
          }
          if (kind === 5 && own.free) {
            expectOk(await call('POST', '/api/foster-care', fosterPayload(own.id), 'foster_care'), 'POST foster placement');
            own.free = false;
          }
          if (kind === 6 && own.free) {
            expectOk(await call('POST', '/api/adoptions', adoptionPayload(own.id), 'adoptions'), 'POST adoption');
            mine.splice(mine.indexOf(own), 1);
          }
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const seconds = (Date.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
    console.log(
      `load: ${CLIENTS} clients, ${calls} calls in ${seconds.toFixed(1)} s (${Math.round(calls / seconds)}/s, p95 ${Math.round(p95)} ms), ` +
        `${writes.length} writes, ${edits.length} versioned edits saved and ${conflicts} refused with 409`,
    );
    expect(failures).toEqual([]);
    // Every client got through several rounds, however slow the machine (CI runs other tests alongside).
    expect(calls).toBeGreaterThan(CLIENTS * 3);

    // Every acknowledged write is there.
    for (const table of new Set(writes.map((write) => write.table))) {
      const stored = new Set((await sql<{ id: number }>(t, `select id from ${table}`)).map((row) => row.id));
      expect(
        writes.filter((write) => write.table === table && !stored.has(write.id)),
        table,
      ).toEqual([]);
    }
    expect(await brokenRules(t.db.orm.em.fork(), dateInZone(new Date(), t.config.timeZone))).toEqual({});

    // No lost update: one version per saved edit, the last edit's text is the one that stayed.
    expect(edits.length).toBeGreaterThan(0);
    expect(conflicts).toBeGreaterThan(0);
    const [final] = await sql<{ version: number; description: string }>(t, 'select version, description from animals where id = ?', [shared]);
    expect(final?.version).toBe(1 + edits.length);
    expect(new Set(edits.map((edit) => edit.version)).size).toBe(edits.length);
    const last = edits.reduce((a, b) => (b.version > a.version ? b : a));
    expect(final?.description).toBe(last.description);
  },
);
