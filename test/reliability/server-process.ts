import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CSRF_HEADERS } from '../app.js';

/**
 * The real server (`node dist/server/src/server.js`, built by `npm test`) as a child process, for
 * the tests that kill it, stop its database or shut it down: what happens to a process cannot be
 * seen through app.inject().
 */

export const ADMIN = { username: 'reliability-admin', password: 'a long password for the reliability tests' };

export interface TServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A session cookie of the configured admin. */
  login(): Promise<string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * Starts the server with `env` over a clean environment (no DATABASE_URL from CI unless given:
 * without one it runs the embedded PostgreSQL in DATA_DIR) and waits until it answers.
 */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string; SMTP_URL?: string }): Promise<TServerProcess> {
  const port = await freePort();
  // Not REDIS_URL either (the tests' Redis, test/redis-limits.test.ts): these servers count in PostgreSQL.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'REDIS_URL' && !key.startsWith('SHELTER_')),
  );
  const child = spawn(process.execPath, [path.resolve('dist/server/src/server.js')], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELTER_ADMIN_USERNAME: ADMIN.username,
      SHELTER_ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'reliability-tests-session-secret-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHELTER_TIMEZONE: 'America/Chicago',
      APPLICATION_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: TServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async login() {
      const response = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
        body: JSON.stringify(ADMIN),
      });
      const cookie = response.headers.getSetCookie().find((header) => header.startsWith('shelter_session='));
      if (response.status !== 200 || !cookie) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
      return cookie.split(';')[0] ?? '';
    },
  };
  await waitUntilAnswering(server);
  return server;
}

async function waitUntilAnswering(server: TServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`The server exited while starting:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server did not answer within 60 s:\n${server.output()}`);
}

/** Processes whose command line names this folder: an embedded PostgreSQL left running on it. */
export function processesUsing(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** True while a postmaster holds DATA_DIR's cluster (its lock file names a live process). */
export function postmasterRunning(dataDir: string): boolean {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
