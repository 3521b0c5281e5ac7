// `npm run format` writes the tree in the house style (.prettierrc.json); `npm run format -- --check`
// (CI) only reports the files that differ, and fails on any. Prettier's own --write and --check
// together would write and pass, so the script chooses one.
import { spawnSync } from 'node:child_process';

const check = process.argv.slice(2).includes('--check');
const { status } = spawnSync('prettier', [check ? '--check' : '--write', '.', '--log-level', check ? 'warn' : 'log'], { stdio: 'inherit' });
process.exit(status ?? 1);
