import path from 'node:path';
import type { Plugin } from 'vite';
import { PORTAL_ROUTE_MODULES } from '../../src-server/modules/public/page-assets.js';
import { moduleBindings } from './module-bindings.js';

type TModuleGraph = {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Whether `spec`, written in `importer`, names the module `id`. */
function names(importer: string, spec: string, id: string): boolean {
  if (spec.startsWith('.')) return id.replace(/\.[mc]?[jt]sx?$/, '') === path.resolve(path.dirname(importer), spec).replace(/\.[mc]?[jt]sx?$/, '');
  // A package's subpath (`@ark-ui/react/field`) resolves through its exports map: the package is what can be told.
  const pkg = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  return id.replaceAll('\\', '/').includes(`node_modules/${pkg}/`);
}

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, compute(key));
    return kept.get(key) as T;
  };
}

/**
 * Puts what the portal's routes use beyond the entry into a chunk the pages share and one of each
 * page's own. Left to the automatic splitting, /public needed some 35 files, most under 2 KB: a
 * phone opens 6 connections to a host over HTTP/1.1, so they queued behind each other before the
 * first paint. What the entry already loads (`$initial`) stays with it, so the console, which
 * shares the entry, does not load the portal at start; what the console's code uses too (enums,
 * dates, an icon) goes in a third chunk the pages share, `public-shared`, which a console screen
 * fetches with its own without the portal's pages. Through a library's index only the names the
 * portal imports are followed: following all of Chakra's or lucide's would take in every widget
 * and icon the console uses. The routes keep chunks of their own: the server finds them in the
 * manifest by their source to preload them.
 */
export function portalChunk() {
  const root = path.resolve(import.meta.dirname, '../../src-client');
  const portalDir = path.join(root, 'portal') + path.sep;
  const pages = Object.entries(PORTAL_ROUTE_MODULES).map(([page, modules]: [string, readonly string[]]) => ({
    page,
    modules: modules.map((module) => path.join(root, module)),
  }));
  const routes = pages.flatMap(({ modules }) => modules);
  const initial = new Set<string>();
  let chunkOf: Map<string, string> | undefined;

  /**
   * Walks the module graph: `walk(from)` is what `from` use. Options for the console's walk:
   * through dynamic imports too (`lazy`); not into modules `outside`; and inside a library, every
   * import followed whole (`coarse`), not through its indexes by name, which spares parsing
   * thousands of modules: it may count a little more of a library than is used, never less.
   */
  const walker = (graph: TModuleGraph) => {
    // The graph's answers are kept for every walk: each call crosses into the bundler, and a library's index is asked once per name.
    const info = memo((id) => graph.getModuleInfo(id));
    const bindings = memo((id) => moduleBindings(info(id)?.code ?? ''));
    const target = memo((key) => {
      const [importer = '', spec = ''] = key.split('\0');
      return info(importer)?.importedIds.find((id) => names(importer, spec, id));
    });
    /** A library index that only re-exports (Chakra's, Ark's, lucide's): what it leads to depends on the names asked of it. */
    const isBarrel = (id: string) => id.includes('node_modules') && bindings(id).onlyPassesOn;
    return (from: string[], { lazy = false, coarse = false, outside }: { lazy?: boolean; coarse?: boolean; outside?: (id: string) => boolean } = {}) => {
      const seen = new Set<string>();
      const throughBarrel = (barrel: string, name: string, depth = 0) => {
        const binding = bindings(barrel).exports.get(name);
        const found = binding && target(`${barrel}\0${binding.spec}`);
        if (!binding || !found) return;
        if (binding.name !== '*' && depth < 8 && isBarrel(found)) throughBarrel(found, binding.name, depth + 1);
        else visit(found);
      };
      const visit = (id: string) => {
        if (seen.has(id) || outside?.(id)) return;
        seen.add(id);
        const module = info(id);
        const importedIds = [...(module?.importedIds ?? []), ...(lazy ? (module?.dynamicallyImportedIds ?? []) : [])];
        if (coarse && id.includes('node_modules')) return importedIds.forEach(visit);
        const { imports } = bindings(id);
        for (const imported of importedIds) {
          if (!isBarrel(imported)) visit(imported);
          else for (const { spec, names: taken } of imports) if (names(id, spec, imported)) for (const name of taken) throughBarrel(imported, name);
        }
      };
      from.forEach(visit);
      return seen;
    };
  };

  return {
    plugin: { name: 'shelter:portal-chunk', apply: 'build', buildStart: () => void ((chunkOf = undefined), initial.clear()) } satisfies Plugin,
    /** Sees the modules the entry loads; takes none. */
    initial: {
      name: (id: string) => {
        initial.add(id);
        return null;
      },
      tags: ['$initial' as const],
    },
    group: {
      name(id: string, graph: TModuleGraph) {
        if (!chunkOf) {
          const walk = walker(graph);
          // What one page alone uses goes in a chunk of that page's, so the list does not load the animal page's code.
          const used = pages.map(({ page, modules }) => ({ page, modules: walk(modules) }));
          const consoleUses = walk([path.join(root, 'main.tsx')], { lazy: true, coarse: true, outside: (id) => id.startsWith(portalDir) });
          chunkOf = new Map();
          for (const { page, modules } of used)
            for (const module of modules) {
              if (initial.has(module) || routes.includes(module)) continue;
              const chunk = used.every((other) => other.modules.has(module)) ? 'public-portal' : `public-${page}`;
              chunkOf.set(module, consoleUses.has(module) ? 'public-shared' : chunk);
            }
        }
        return chunkOf.get(id) ?? null;
      },
      // Its modules' imports are the entry's or its own: none for it to take in.
      includeDependenciesRecursively: false,
    },
  };
}
