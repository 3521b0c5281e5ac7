import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dateInZone } from '../../src-shared/dates.js';
import { openDatabase } from '../../src-server/db/database.js';
import { adoptionPayload, applicationPayload, fosterPayload } from '../fixtures.js';
import { brokenRules } from './consistency.js';
import { callApi, idOf } from './http-client.js';
import { postmasterRunning, startServer, type TServerProcess } from './server-process.js';

/**
 * Crash safety (issue 11): the real server, on its embedded PostgreSQL, is killed with SIGKILL in
 * the middle of a burst of adoptions, foster placements and applications. It starts again on the
 * same DATA_DIR (taking over the cluster the dead process left running), and then every animal's
 * status agrees with its records, no application is half-written, and every write that was
 * acknowledged before the kill is there.
 */

const ANIMALS = 60;
const WORKERS = 8;

let dataDir: string;
const servers: TServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  // The restarted server was stopped cleanly; a failed run may have left its cluster behind.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface TAcknowledged {
  adoptions: number[];
  placements: number[];
  /** Application references answered to the portal. */
  applications: string[];
  approvals: number[];
}

/** One animal's story: straight adoption, foster then adoption from foster, or application then approval. */
async function story(server: TServerProcess, cookie: string, index: number, animalId: number, done: TAcknowledged): Promise<void> {
  const post = (url: string, body: unknown) => callApi(server.url, 'POST', url, { cookie, body, timeoutMs: 10_000 });
  const adopt = async () => {
    const answer = await post('/api/adoptions', adoptionPayload(animalId, { adoptionDate: '2026-03-01', feeAmount: 12_500 + index }));
    if (answer.status === 200) done.adoptions.push(idOf(answer));
    return answer;
  };
  if (index % 3 === 0) {
    await adopt();
  } else if (index % 3 === 1) {
    const placed = await post('/api/foster-care', fosterPayload(animalId, { startDate: '2026-02-01' }));
    if (placed.status !== 200) return;
    done.placements.push(idOf(placed));
    await adopt();
  } else {
    const applied = await callApi(server.url, 'POST', '/api/public/adoption-application', {
      body: applicationPayload(animalId, { applicantName: `Applicant ${index}` }),
      timeoutMs: 10_000,
    });
    if (applied.status !== 200) return;
    done.applications.push((applied.body as { reference: string }).reference);
    const list = await callApi(server.url, 'GET', `/api/adoption-applications?animalId=${animalId}`, { cookie });
    const id = (list.body as { id: number }[] | undefined)?.[0]?.id;
    if (!id) return;
    const approved = await callApi(server.url, 'PUT', `/api/adoption-applications/${id}`, { cookie, body: { status: 'Approved' }, timeoutMs: 10_000 });
    if (approved.status === 200) done.approvals.push(id);
  }
}

it('a server killed with SIGKILL mid-burst restarts on the same DATA_DIR with every status agreeing with its records', { timeout: 120_000 }, async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-crash-'));
  const first = await startServer({ DATA_DIR: dataDir });
  servers.push(first);
  const cookie = await first.login();
  const animals: number[] = [];
  for (let i = 0; i < ANIMALS; i++) {
    animals.push(
      idOf(
        await callApi(first.url, 'POST', '/api/animals', {
          cookie,
          body: {
            name: `Crash ${i}`,
            species: 'Dog',
            breed: 'Mix',
            sex: 'Male',
            age: '3',
            intakeDate: '2026-01-05',
            microchipId: `98500000${String(i).padStart(7, '0')}`,
          },
        }),
      ),
    );
  }

  // Eight workers run the stories; the process is killed once a third of them are done, so
  // transactions are in flight when it dies.
  const done: TAcknowledged = { adoptions: [], placements: [], applications: [], approvals: [] };
  let next = 0;
  let finished = 0;
  let killed = false;
  const worker = async () => {
    while (next < ANIMALS && !killed) {
      const index = next++;
      await story(first, cookie, index, animals[index] ?? 0, done);
      if (++finished >= ANIMALS / 3 && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // Its embedded PostgreSQL outlived it, as after a real crash.
  expect(postmasterRunning(dataDir)).toBe(true);

  const second = await startServer({ DATA_DIR: dataDir });
  servers.push(second);
  const again = await second.login();
  // It works: a new adoption goes through.
  const untouched = animals[ANIMALS - 1] ?? 0;
  const status = (await callApi(second.url, 'GET', `/api/animals/${untouched}`, { cookie: again })).body as { status: string };
  if (status.status !== 'Adopted')
    expect((await callApi(second.url, 'POST', '/api/adoptions', { cookie: again, body: adoptionPayload(untouched) })).status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await second.exited).toEqual({ code: 0, signal: null });

  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const em = db.orm.em.fork();
    expect(await brokenRules(em, dateInZone(new Date(), 'America/Chicago'))).toEqual({});
    const stored = async (query: string) => new Set((await em.execute<{ key: number | string }[]>(query)).map((row) => row.key));
    const missing = <T extends number | string>(acknowledged: T[], present: Set<number | string>) => acknowledged.filter((key) => !present.has(key));
    expect(missing(done.adoptions, await stored('select id as key from adoptions'))).toEqual([]);
    expect(missing(done.placements, await stored('select id as key from foster_care'))).toEqual([]);
    expect(missing(done.applications, await stored('select reference as key from adoption_applications'))).toEqual([]);
    expect(missing(done.approvals, await stored("select id as key from adoption_applications where status = 'Approved'"))).toEqual([]);
    console.log(
      `crash: killed after ${finished} of ${ANIMALS} stories; acknowledged ${done.adoptions.length} adoptions, ${done.placements.length} placements, ` +
        `${done.applications.length} applications, ${done.approvals.length} approvals — all present, every rule holds`,
    );
    // The burst was cut short: some stories never ran, so the kill came mid-burst.
    expect(done.adoptions.length + done.applications.length).toBeGreaterThan(0);
    expect(finished).toBeLessThan(ANIMALS);
  } finally {
    await db.close();
  }
});
