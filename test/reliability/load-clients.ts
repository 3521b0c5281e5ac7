import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { adoptionPayload, animalPayload, appointmentPayload, applicationPayload, fosterPayload, medicalPayload, transactionPayload } from '../fixtures.js';
import { callApi, type TAnswer } from './http-client.js';

/**
 * The reliability load's clients (load.test.ts, two-processes.test.ts): each mixes the console's
 * reads, writes of every kind and versioned edits of one shared animal, and notes every write
 * answered 200 and every call that failed.
 */

/** A write answered 200: the table it went to and the record's id. */
export interface TWrite {
  table: string;
  id: number;
}

/** An edit of the shared animal answered 200: the version it made and the text it wrote. */
export interface TEdit {
  version: number;
  description: string;
}

/** A call answered otherwise than the load expects (status 0: no HTTP answer at all). */
export interface TFailure {
  call: string;
  status: number;
  detail: string;
}

export interface TLoad {
  writes: TWrite[];
  edits: TEdit[];
  failures: TFailure[];
  calls: number;
  /** Edits of the shared animal refused with 409 (another client's came first). */
  conflicts: number;
  latencies: number[];
}

export interface TLoadOptions {
  base: string;
  cookie: string;
  /** The animal every client edits. */
  shared: number;
  clients: number;
  durationMs: number;
  /** 1–9, a digit of every microchip this load gives: loads on one database never reuse a chip. */
  run?: number;
  /** Called after every answer, with the load so far. */
  onAnswer?: (load: TLoad) => void;
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

/** Runs `clients` clients at once until `durationMs` has passed; answers what they saw. */
export async function runLoad({ base, cookie, shared, clients, durationMs, run = 1, onAnswer }: TLoadOptions): Promise<TLoad> {
  const load: TLoad = { writes: [], edits: [], failures: [], calls: 0, conflicts: 0, latencies: [] };
  const deadline = Date.now() + durationMs;

  const client = async (n: number) => {
    const next = random(n + 1);
    const mine: { id: number; free: boolean }[] = [];
    const call = async (method: string, path: string, body?: unknown, table?: string): Promise<TAnswer> => {
      const answer = await callApi(base, method, path, { cookie: path.startsWith('/api/public') ? undefined : cookie, body, timeoutMs: 30_000 });
      load.calls++;
      load.latencies.push(answer.ms);
      if (answer.status === 200 && table) load.writes.push({ table, id: (answer.body as { id: number }).id });
      onAnswer?.(load);
      return answer;
    };
    const fail = (what: string, answer: TAnswer) =>
      load.failures.push({ call: what, status: answer.status, detail: answer.error ?? answer.text.slice(0, 200) });
    const expectOk = (answer: TAnswer, what: string) => {
      if (answer.status !== 200) fail(what, answer);
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
            animalPayload({ name: `Load ${n}-${i}`, microchipId: `985${run}${String(n).padStart(3, '0')}${String(i).padStart(8, '0')}` }),
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
        if (answer.status === 200) load.edits.push({ version: (answer.body as { version: number }).version, description });
        else if (answer.status === 409) load.conflicts++;
        else fail('PUT shared animal', answer);
      } else {
        const kind = Math.floor(next() * 7);
        if (kind === 0) expectOk(await call('POST', '/api/medical-records', medicalPayload(own.id), 'medical_records'), 'POST medical record');
        if (kind === 1)
          expectOk(await call('POST', `/api/animals/${own.id}/behavior-notes`, { date: '2026-02-01', note: `Note ${n}-${i}` }, 'behavior_notes'), 'POST note');
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
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return load;
}

/** One line for the test's output: calls, rate, 95th percentile, writes, edits and conflicts. */
export function describeLoad(name: string, clients: number, load: TLoad, seconds: number): string {
  const latencies = [...load.latencies].sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  return (
    `${name}: ${clients} clients, ${load.calls} calls in ${seconds.toFixed(1)} s (${Math.round(load.calls / seconds)}/s, p95 ${Math.round(p95)} ms), ` +
    `${load.writes.length} writes, ${load.edits.length} versioned edits saved and ${load.conflicts} refused with 409`
  );
}

/** The acknowledged writes the database does not hold. */
export async function missingWrites(em: EntityManager, writes: TWrite[]): Promise<TWrite[]> {
  const missing: TWrite[] = [];
  for (const table of new Set(writes.map((write) => write.table))) {
    const stored = new Set((await em.execute<{ id: number }[]>(`select id from ${table}`)).map((row) => row.id));
    missing.push(...writes.filter((write) => write.table === table && !stored.has(write.id)));
  }
  return missing;
}

/**
 * No lost update: the shared animal's final version is 1 + the number of edits that got 200, each
 * of those got a version of its own, and the text of the last one is what stayed.
 */
export async function expectNoLostUpdate(em: EntityManager, shared: number, load: TLoad): Promise<void> {
  expect(load.edits.length).toBeGreaterThan(0);
  expect(load.conflicts).toBeGreaterThan(0);
  const [final] = await em.execute<{ version: number; description: string }[]>('select version, description from animals where id = ?', [shared]);
  expect(final?.version).toBe(1 + load.edits.length);
  expect(new Set(load.edits.map((edit) => edit.version)).size).toBe(load.edits.length);
  const last = load.edits.reduce((a, b) => (b.version > a.version ? b : a));
  expect(final?.description).toBe(last.description);
}
