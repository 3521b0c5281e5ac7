/** Starting the programs a bench drives: the production build, the baseline, a free port for each. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { JSON_WRITE } from './load.js';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} never answered`);
}

/** Runs a program from the project's root with this environment and `env` over it (undefined: left out). */
export function start(command: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const child = spawn(command, args, { cwd: root, env: merged, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => code && code !== 0 && console.error(`${command} ${args.join(' ')} exited with ${code}`));
  return child;
}

/** The admin every bench's app is started with (its password is new each run). */
const ADMIN = 'bench';

export interface TAppOptions {
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** The admin's password, as logIn takes it. */
  password: string;
  /** Over the production settings below (SESSION_SECRET, for processes sharing one login). */
  env?: Record<string, string>;
}

/** The production build (`npm run build`) on a bench's database, with abuse limits no load reaches. */
export function startApp({ databaseUrl, port, dataDir, password, env }: TAppOptions): ChildProcess {
  return start('node', ['dist/server/src/server.js'], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SHELTER_ADMIN_USERNAME: ADMIN,
    SHELTER_ADMIN_PASSWORD: password,
    APPLICATION_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  });
}

/**
 * Signs the admin in; answers the session's `cookie` header. After every app has started: each
 * start sets the admin's password again, which ends its sessions.
 */
export async function logIn(base: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: JSON_WRITE, body: JSON.stringify({ username: ADMIN, password }) });
  if (!login.ok) throw new Error(`The bench's login was refused: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Stops the programs and waits until each has exited. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.on('exit', resolve)))),
  );
}
