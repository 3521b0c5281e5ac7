import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TBundle } from './report.js';

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type TManifest = Record<string, TManifestChunk>;

/** What each area loads before its first screen shows: the entry and these route modules. */
export const INITIAL_ROUTES = {
  '/public': ['portal/layout/PublicLayout.tsx', 'portal/list/AdoptableAnimalsPage.tsx'],
  'staff console': ['staff/layout/StaffLayout.tsx', 'staff/dashboard/DashboardPage.tsx'],
} as const;

export function readManifest(clientDir: string): TManifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as TManifest;
}

/** The files a set of modules needs before it runs: themselves and their static imports, transitively. */
export function staticClosure(manifest: TManifest, sources: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const routes = sources.map((src) => Object.keys(manifest).find((key) => manifest[key]?.src === src)).filter((key): key is string => Boolean(key));
  [...entries, ...routes].forEach(visit);
  return { js, css };
}

export function gzipKb(clientDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export async function bundleReport(clientDir: string): Promise<TBundle[]> {
  if (!existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return [];
  const manifest = readManifest(clientDir);
  return Object.entries(INITIAL_ROUTES).map(([area, sources]) => {
    const { js, css } = staticClosure(manifest, sources);
    return { area, javascriptGzipKb: gzipKb(clientDir, js), cssGzipKb: gzipKb(clientDir, css) };
  });
}
