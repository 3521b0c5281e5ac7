import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  /** The stylesheets the chunk imports (Vite loads them before it runs). */
  css?: string[];
}
export type TManifest = Record<string, TManifestChunk>;

/**
 * The lazy route modules each portal page renders first (src-client/routes.tsx). The browser
 * learns of them only once the app's entry has run; named in the HTML, they download alongside it.
 */
export const PORTAL_ROUTE_MODULES = {
  list: ['portal/layout/PublicLayout.tsx', 'portal/list/AdoptableAnimalsPage.tsx'],
  animal: ['portal/layout/PublicLayout.tsx', 'portal/detail/AnimalDetailPage.tsx'],
} as const;
export type TPortalRoute = keyof typeof PORTAL_ROUTE_MODULES;

/**
 * The lazy modules the staff console's first screen, the Dashboard, waits for: the layout and
 * the console's Chakra theme, which routes.tsx loads together, and the screen. The bench and the
 * bundle budget measure the console's initial JavaScript from these.
 */
export const CONSOLE_ROUTE_MODULES = ['staff/layout/StaffLayout.tsx', 'shared/ConsoleTheme.tsx', 'staff/dashboard/DashboardScreen.tsx'] as const;

export function readManifest(clientDir: string): TManifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TManifest) : undefined;
}

const keyOf = (manifest: TManifest, src: string) => Object.keys(manifest).find((key) => manifest[key]?.src === src || key === src);

/** The files these modules need before they run: their own and their static imports', transitively, scripts and stylesheets. */
export function staticClosure(manifest: TManifest, sources: readonly string[]): { scripts: string[]; styles: string[] } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const src of sources) {
    const key = keyOf(manifest, src);
    if (!key) throw new Error(`${src} is not a chunk of its own in the build manifest`);
    visit(key);
  }
  return { scripts: [...files], styles: [...styles] };
}

/** The entry chunk's key (index.html). */
export const entryKeys = (manifest: TManifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

/** What a browser downloads before an area's first screen shows: the entry and that screen's route modules, with their static imports. */
export const initialClosure = (manifest: TManifest, routeModules: readonly string[]) => staticClosure(manifest, [...entryKeys(manifest), ...routeModules]);

/** What a portal page names in its HTML beyond index.html: its route's scripts (modulepreload) and stylesheets. */
export interface TRouteAssets {
  scripts: string[];
  styles: string[];
}

const NO_ASSETS: TRouteAssets = { scripts: [], styles: [] };

/**
 * For each portal route, the files to announce in its HTML: the route's own, less those index.html
 * already names (the entry's). None without a manifest (a stand-in build).
 */
export function portalAssets(manifest: TManifest | undefined): Record<TPortalRoute, TRouteAssets> {
  if (!manifest) return { list: NO_ASSETS, animal: NO_ASSETS };
  const entry = staticClosure(manifest, entryKeys(manifest));
  const named = new Set([...entry.scripts, ...entry.styles]);
  const forRoute = (route: TPortalRoute): TRouteAssets => {
    const { scripts, styles } = staticClosure(manifest, PORTAL_ROUTE_MODULES[route]);
    return { scripts: scripts.filter((file) => !named.has(file)), styles: styles.filter((file) => !named.has(file)) };
  };
  return { list: forRoute('list'), animal: forRoute('animal') };
}
