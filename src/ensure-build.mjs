/**
 * Runs before `npm start`, `npm run db:migrate` and `npm run user`: builds when the build is
 * missing or older than the sources, so a fresh clone or a `git pull` just works, and does
 * nothing otherwise. Plain JavaScript because it must run before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const OUTPUTS = [at('dist', 'server', 'src', 'server.js'), at('dist', 'client', 'index.html')];
const STAMP = at('dist', '.build-stamp');
const SOURCE_DIRS = ['src', 'src-server', 'src-shared', 'src-client', 'migrations'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'index.html'];

const outputsExist = OUTPUTS.every((file) => existsSync(file));
// The production image carries the build but not the sources: there is nothing to compare.
const canBuild = existsSync(at('tsconfig.build.json')) && existsSync(at('src-server'));

if (!canBuild) {
  if (outputsExist) process.exit(0);
  console.error('The build (dist/) is missing and there are no sources here to build it from.');
  process.exit(1);
}

/** The newest modification time under dir, or 0; tests and dotfiles (migration snapshots) are not built. */
function newestIn(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full));
    else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) newest = Math.max(newest, mtimeOf(full));
  }
  return newest;
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function staleReason() {
  if (!outputsExist) return 'the build is missing or incomplete';
  const built = mtimeOf(STAMP);
  if (!built) return 'no record of a complete build';
  const rootFiles = readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name) || SOURCE_FILES.includes(name));
  const newest = Math.max(...rootFiles.map((name) => mtimeOf(at(name))), ...SOURCE_DIRS.map((dir) => newestIn(at(dir))));
  return newest > built ? 'the sources changed since the last build' : undefined;
}

const reason = staleReason();
if (!reason) process.exit(0);

console.log(`Building Shelter (${reason})...`);
// Sources saved while the build runs must count as newer than it, so the stamp carries the start time.
const started = new Date();
const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (result.status !== 0) {
  console.error(result.error ? `Could not run the build: ${result.error.message}` : 'The build failed.');
  process.exit(result.status || 1);
}
writeFileSync(STAMP, `${started.toISOString()}\n`);
utimesSync(STAMP, started, started);
