/**
 * `npm run dev`: the server under `tsx watch` (restarts on save) and Vite (hot reload) side by
 * side, their output prefixed. Ctrl-C, or either of them ending, stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = '3000';
const CLIENT_PORT = '5173';
const CLIENT_URL = `http://localhost:${CLIENT_PORT}`;
// Long enough for the server's own graceful shutdown (it stops the embedded PostgreSQL too).
const KILL_AFTER_MS = 15_000;

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const children = [];
let stopping = false;
let exitCode = 0;

function start(label, colorCode, command, args, env) {
  const child = spawn(bin(command), args, {
    cwd: root,
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
    // Their own process group, so Ctrl-C reaches them once, from here: tsx force-kills the
    // server on a second signal, which would leave the embedded PostgreSQL running.
    detached: process.platform !== 'win32',
  });
  const prefix = paint(colorCode, `[${label}]`.padEnd(9));
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      out.write(`${prefix}${line}\n`);
      // The server announces its own port, which serves no pages in development.
      if (label === 'server' && line.includes('Shelter is running at')) announce();
    });
  }
  child.on('error', (error) => {
    console.error(`${prefix}could not start ${command}: ${error.message}`);
    stop(1);
  });
  // 'close', not 'exit': their last lines are printed before we leave.
  child.on('close', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      console.error(`${prefix}exited ${signal ? `on ${signal}` : `with code ${code}`}; stopping the other one.`);
      stop(code || 1);
    }
    if (children.length === 0) process.exit(exitCode);
  });
  children.push(child);
}

function announce() {
  console.log(paint('1', `\n  Open ${CLIENT_URL}  (public portal: ${CLIENT_URL}/public)\n`));
}

function killGroup(child) {
  try {
    if (process.platform === 'win32') child.kill('SIGKILL');
    else process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function stop(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) child.kill(signal);
  setTimeout(() => {
    // The whole group: a stuck server under tsx must not outlive us.
    for (const child of children) killGroup(child);
    process.exit(exitCode || 1);
  }, KILL_AFTER_MS).unref();
}

// tsx relays only SIGINT and SIGTERM to the server; a hang-up becomes a SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0, signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM'));

announce();
start('server', '36', 'tsx', ['watch', '--clear-screen=false', 'src/server.ts'], { PORT: API_PORT, SHELTER_API_ONLY: '1' });
start('client', '35', 'vite', ['--port', CLIENT_PORT, '--strictPort'], {});
