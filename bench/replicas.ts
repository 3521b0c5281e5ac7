/**
 * `npm run bench:replicas [-- --size 1000 --duration 10 --warmup 3]` (issue 27): the public list
 * and the dashboard served by one app process, then by two on the same database, each driven
 * with 10 connections in all: one autocannon at 10, or one at 5 per process at the same time, with
 * no proxy in front (its CPU would count against the app). Beside the throughput and the latency,
 * the CPU each app process and PostgreSQL used over the measured window. Prints a table and
 * writes bench/results/replicas-<size>.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dateInZone } from '../src-shared/dates.js';
import { cpuSeconds } from './cpu-time.js';
import { datasetDir, prepareDatabase } from './kept-database.js';
import { cannon, percentile, type TRequest } from './load.js';
import { freePort, logIn, startApp, stopAll, waitFor } from './processes.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const size = Number(values.size);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const root = path.resolve(import.meta.dirname, '..');
const today = dateInZone(new Date(), 'UTC');
/** Connections in all, shared evenly between the processes: the load is the same for one and two. */
const CONNECTIONS = 10;
const PROCESS_COUNTS = [1, 2];

/** bench/run.ts's calls of the same names, with the same requests. */
const CALLS: { name: string; path: string; staff?: true }[] = [
  { name: 'public list', path: '/api/public/adoptable-animals' },
  { name: 'public list, a page of 24 (as the portal asks)', path: '/api/public/adoptable-animals?limit=24' },
  { name: 'dashboard month', path: '/api/stats/dashboard?period=month', staff: true },
];

interface TReplicaResult {
  call: string;
  processes: number;
  /** Summed over the processes' autocannons. */
  requestsPerSecond: number;
  /** Over every response of every process. */
  p50: number;
  p95: number;
  errors: number;
  /** The measured window, wall clock, and the responses in it. */
  seconds: number;
  responses: number;
  /** CPU seconds each app process used in the window. */
  appCpuSeconds: number[];
  /** The postmaster with every backend and helper of it. */
  postgresCpuSeconds: number;
  /** This process: the autocannons, on the same cores. */
  driverCpuSeconds: number;
}

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/** A warm-up, then the measured window: every process driven at once, its CPU read around the window. */
async function drive(call: string, bases: string[], requests: TRequest[], pids: number[], postmasterPid: number): Promise<TReplicaResult> {
  const connections = CONNECTIONS / bases.length;
  const load = (seconds: number) =>
    Promise.all(bases.map((url) => cannon({ url, connections, requests, headers: requests[0]?.headers ?? {}, duration: seconds })));
  await load(warmup);
  const [before, driverBefore, started] = [cpuSeconds([...pids, postmasterPid]), process.cpuUsage(), performance.now()];
  const runs = await load(duration);
  const [after, driverUsed, seconds] = [cpuSeconds([...pids, postmasterPid]), process.cpuUsage(driverBefore), (performance.now() - started) / 1000];
  const used = after.map((value, i) => value - (before[i] ?? 0));
  const latencies = runs.flatMap((run) => run.latencies);
  const line: TReplicaResult = {
    call,
    processes: bases.length,
    requestsPerSecond: Math.round(sum(runs.map(({ result }) => result.requests.average))),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors: sum(runs.map(({ result }) => result.errors + result.timeouts + result.non2xx)),
    seconds: Number(seconds.toFixed(2)),
    responses: latencies.length,
    appCpuSeconds: used.slice(0, pids.length).map((value) => Number(value.toFixed(2))),
    postgresCpuSeconds: Number((used.at(-1) ?? 0).toFixed(2)),
    driverCpuSeconds: Number(((driverUsed.user + driverUsed.system) / 1e6).toFixed(2)),
  };
  console.log(JSON.stringify(line));
  if (line.errors) console.warn(`${call}, ${bases.length} process(es): ${line.errors} errors, timeouts or non-2xx answers`);
  return line;
}

/** Starts `count` app processes on the database at once, signs in once, and drives every call through all of them. */
async function measureWith(count: number, databaseUrl: string, postmasterPid: number): Promise<TReplicaResult[]> {
  const password = `Bench ${randomBytes(12).toString('base64url')}`;
  // One secret for every process: a cookie one of them sealed, the others open (docs/architecture.md#several-processes).
  const env = { SESSION_SECRET: randomBytes(32).toString('base64url') };
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const apps = ports.map((port) => startApp({ databaseUrl, port, dataDir: datasetDir(size), password, env }));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all(bases.map((base) => waitFor(`${base}/api/ready`)));
    const pids = apps.map((app) => app.pid ?? 0);
    if (pids.includes(0)) throw new Error('An app process did not start');
    // After every start: each sets the admin's password again, which ends its sessions.
    const staff = { cookie: await logIn(bases[0] ?? '', password) };
    for (const base of bases) {
      const answer = await fetch(`${base}/api/stats/dashboard?period=month`, { headers: staff });
      if (!answer.ok) throw new Error(`${base} refused the session another process opened: ${answer.status}`);
    }
    const results: TReplicaResult[] = [];
    for (const call of CALLS) {
      results.push(await drive(call.name, bases, [{ path: call.path, ...(call.staff && { headers: staff }) }], pids, postmasterPid));
    }
    return results;
  } finally {
    await stopAll(apps);
  }
}

const perSecond = (cpu: number, result: TReplicaResult) => (cpu / result.seconds).toFixed(2);
const perThousand = (cpu: number, result: TReplicaResult) => (result.responses ? ((cpu * 1000) / result.responses).toFixed(2) : 'n/a');

function renderTable(results: TReplicaResult[]): string {
  const rows = CALLS.flatMap(({ name }) => results.filter((result) => result.call === name)).map((result) => {
    const app = sum(result.appCpuSeconds);
    const eachPerSecond = result.appCpuSeconds.map((cpu) => perSecond(cpu, result)).join(' + ');
    return `| ${result.call} | ${result.processes} | ${result.requestsPerSecond} | ${result.p50} | ${result.p95} | ${eachPerSecond} | ${perThousand(app, result)} | ${perSecond(result.postgresCpuSeconds, result)} | ${perThousand(result.postgresCpuSeconds, result)} |`;
  });
  return [
    `${size.toLocaleString('en-US')} animals, ${CONNECTIONS} connections in all, ${duration} s after a ${warmup} s warm-up; latencies in ms, CPU in seconds.`,
    '',
    '| call | processes | req/s | p50 | p95 | app CPU per s (each process) | app CPU per 1,000 requests | PostgreSQL CPU per s | PostgreSQL CPU per 1,000 requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

// The load average as the run starts: a figure measured beside other work means nothing.
const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
console.log(`\n== ${size} animals, load average ${loadAverage.join(' ')}`);
const db = await prepareDatabase(size, today);
const results: TReplicaResult[] = [];
try {
  for (const count of PROCESS_COUNTS) results.push(...(await measureWith(count, db.url, db.postmasterPid)));
} finally {
  await db.stop();
}
await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
const output = { size, today, duration, warmup, connections: CONNECTIONS, loadAverage, results };
await writeFile(path.join(root, 'bench', 'results', `replicas-${size}.json`), `${JSON.stringify(output, null, 2)}\n`);
console.log(`\n${renderTable(results)}\n`);
