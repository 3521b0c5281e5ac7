// `npm run format` writes the tree in the house style (.prettierrc.json); `npm run format -- --check`
// (CI) only reports the files that differ, and fails on any. Prettier's own --write and --check
// together would write and pass, so the script chooses one. Prettier is run from this project's
// packages, so `node src/format.mjs` works outside npm too, and a failure to start it is said.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const check = process.argv.slice(2).includes('--check');
const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
const run = spawnSync(process.execPath, [prettier, check ? '--check' : '--write', '.', '--log-level', check ? 'warn' : 'log'], { stdio: 'inherit' });
if (run.error) console.error(`Prettier did not start: ${run.error.message}`);
process.exit(run.status ?? 1);
