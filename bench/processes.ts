/** Starting the programs a bench drives: the production build, the baseline, a free port for each. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

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
