import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSOLE_ROUTE_MODULES, initialClosure, PORTAL_ROUTE_MODULES, readManifest } from '../src-server/modules/public/page-assets.js';
import type { TBundle } from './report.js';

/** What each area loads before its first screen shows: the entry and these route modules. */
const INITIAL_ROUTES: Record<string, readonly string[]> = {
  '/public': PORTAL_ROUTE_MODULES.list,
  'staff console': CONSOLE_ROUTE_MODULES,
};

function gzipKb(clientDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export async function bundleReport(clientDir: string): Promise<TBundle[]> {
  const manifest = readManifest(clientDir);
  if (!manifest) return [];
  return Object.entries(INITIAL_ROUTES).map(([area, sources]) => {
    const { scripts, styles } = initialClosure(manifest, sources);
    return { area, javascriptGzipKb: gzipKb(clientDir, scripts), cssGzipKb: gzipKb(clientDir, styles) };
  });
}
