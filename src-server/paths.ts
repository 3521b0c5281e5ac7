import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, from wherever this file runs (sources or dist/server). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const clientBuildDir = () => path.join(projectRoot(), 'dist', 'client');
