import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src-server/db/database.js';
import { CSRF_HEADER } from '../../src-server/plugins/security.js';
import { animalPayload } from '../fixtures.js';
import { errorBodyProblem } from './error-body.js';
import { callApi, type TAnswer } from './http-client.js';
import { postmasterRunning, processesUsing, startServer, type TServerProcess } from './server-process.js';

/**
 * Graceful shutdown (issue 11): SIGTERM while clients are busy. A request already being received
 * is finished; new ones are refused (connection refused, or a 503 in the error body of docs/architecture.md#errors on a
 * connection that was open); the pool and the embedded PostgreSQL are closed, no postgres process
 * is left on DATA_DIR, and the process exits with 0. Every write answered 200 is in the database.
 */

let dataDir: string;
let server: TServerProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * A request sent in two parts over a connection of its own: `first` now, the rest when `finish` is
 * called. Answers the status and body of the response once the server closes the connection.
 */
function requestInParts(url: string, first: string, rest: string): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.write(first);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...body] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n') });
    });
  });
  return { finish: () => socket.write(rest), answer };
}

it('SIGTERM during traffic finishes requests in flight, refuses new ones, closes the database and exits 0', { timeout: 120_000 }, async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-shutdown-'));
  server = await startServer({ DATA_DIR: dataDir });
  const { url } = server;
  const cookie = await server.login();

  let stopping = false;
  const answers: TAnswer[] = [];
  const created: string[] = [];
  const client = async (n: number) => {
    for (let i = 0; !stopping; i++) {
      const write = i % 2 === 0;
      const name = `Busy ${n}-${i}`;
      const answer = write
        ? await callApi(url, 'POST', '/api/animals', { cookie, body: animalPayload({ name }), timeoutMs: 15_000 })
        : await callApi(url, 'GET', '/api/animals?limit=5', { cookie, timeoutMs: 15_000 });
      answers.push(answer);
      if (write && answer.status === 200) created.push(name);
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const clients = Array.from({ length: 6 }, (_, n) => client(n));
  await new Promise((resolve) => setTimeout(resolve, 1500));

  // In flight at SIGTERM: a POST whose headers have arrived and whose body is half sent.
  const { host } = new URL(url);
  const body = JSON.stringify(animalPayload({ name: 'In flight at SIGTERM' }));
  const headers = `Host: ${host}\r\nCookie: ${cookie}\r\n${CSRF_HEADER}: 1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}`;
  const slow = requestInParts(url, `POST /api/animals HTTP/1.1\r\n${headers}\r\n\r\n${body.slice(0, 10)}`, body.slice(10));
  // New, but on a connection already open: its headers are complete only after SIGTERM.
  const late = requestInParts(url, `GET /api/animals HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\n`, '\r\n');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const afterwards = await callApi(url, 'GET', '/api/health', { timeoutMs: 5_000 });
  slow.finish();
  late.finish();

  const [inFlight, refused] = await Promise.all([slow.answer, late.answer]);
  const exit = await server.exited;
  stopping = true;
  await Promise.all(clients);

  expect(exit).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(inFlight.status, inFlight.body).toBe(200);
  expect(JSON.parse(inFlight.body)).toMatchObject({ name: 'In flight at SIGTERM' });
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.body)).toEqual({ message: 'The server is restarting. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
  // A new connection after SIGTERM is refused.
  expect(afterwards).toMatchObject({ status: 0, error: 'ECONNREFUSED' });
  // Busy clients saw 200s, then 503s with the error body or closed connections: never a 500.
  for (const answer of answers) {
    if (answer.status === 0) continue;
    expect([200, 503], answer.text).toContain(answer.status);
    if (answer.status === 503) expect(errorBodyProblem(answer.contentType ?? undefined, answer.text)).toBeUndefined();
  }
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  console.log(
    `shutdown: exit ${exit.code} ${Date.now() - signalled} ms after SIGTERM; busy clients got ${count(200)} × 200, ${count(503)} × 503, ${count(0)} closed or refused connections`,
  );
  expect(count(200)).toBeGreaterThan(0);
  expect(server.output()).not.toMatch(/"level":(50|60)|shutdown took too long/);

  // The embedded PostgreSQL is gone with it.
  expect(postmasterRunning(dataDir)).toBe(false);
  expect(processesUsing(dataDir)).toEqual([]);

  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const rows = await db.orm.em.fork().execute<{ name: string }[]>('select name from animals');
    const names = new Set(rows.map((row) => row.name));
    expect([...created, 'In flight at SIGTERM'].filter((name) => !names.has(name))).toEqual([]);
  } finally {
    await db.close();
  }
});
