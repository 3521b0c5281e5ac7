import path from 'node:path';
import type { Plugin } from 'vite';
import { PORTAL_ROUTE_MODULES } from '../../src-server/modules/public/page-assets.js';
import { moduleBindings, type TModuleBindings } from './module-bindings.js';

type TModuleGraph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null };

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

/**
 * Puts what the portal's routes use beyond the entry into a chunk the pages share and one of each
 * page's own. Left to the automatic splitting, /public needed some 35 files, most under 2 KB: a
 * phone opens 6 connections to a host over HTTP/1.1, so they queued behind each other before the
 * first paint. What the entry already loads (`$initial`) stays with it, so the console, which
 * shares the entry, does not load the portal at start; a console screen that imports one of
 * these modules (a Chakra part, an icon) fetches that chunk with its own. Through a library's
 * index only the names the portal imports are followed: following all of Chakra's or lucide's
 * would take in every widget and icon the console uses. The routes keep chunks of their own: the
 * server finds them in the manifest by their source to preload them.
 */
export function portalChunk() {
  const root = path.resolve(import.meta.dirname, '../../src-client');
  const pages = Object.entries(PORTAL_ROUTE_MODULES).map(([page, modules]: [string, readonly string[]]) => ({
    page,
    modules: modules.map((module) => path.join(root, module)),
  }));
  const routes = pages.flatMap(({ modules }) => modules);
  const initial = new Set<string>();
  let chunkOf: Map<string, string> | undefined;

  const walk = (graph: TModuleGraph, from: string[]) => {
    const seen = new Set<string>();
    const parsed = new Map<string, TModuleBindings>();
    const bindings = (id: string) => {
      let found = parsed.get(id);
      if (!found) parsed.set(id, (found = moduleBindings(graph.getModuleInfo(id)?.code ?? '')));
      return found;
    };
    /** A library index that only re-exports (Chakra's, Ark's, lucide's): what it leads to depends on the names asked of it. */
    const isBarrel = (id: string) => id.includes('node_modules') && bindings(id).onlyPassesOn;
    const throughBarrel = (barrel: string, name: string, depth = 0) => {
      const binding = bindings(barrel).exports.get(name);
      const target = binding && graph.getModuleInfo(barrel)?.importedIds.find((id) => names(barrel, binding.spec, id));
      if (!binding || !target) return;
      if (binding.name !== '*' && depth < 8 && isBarrel(target)) throughBarrel(target, binding.name, depth + 1);
      else visit(target);
    };
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const { imports } = bindings(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!isBarrel(imported)) visit(imported);
        else for (const { spec, names: taken } of imports) if (names(id, spec, imported)) for (const name of taken) throughBarrel(imported, name);
      }
    };
    from.forEach(visit);
    return seen;
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
          // What one page alone uses goes in a chunk of that page's, so the list does not load the animal page's code.
          const used = pages.map(({ page, modules }) => ({ page, modules: walk(graph, modules) }));
          chunkOf = new Map();
          for (const { page, modules } of used)
            for (const module of modules) {
              if (initial.has(module) || routes.includes(module)) continue;
              chunkOf.set(module, used.every((other) => other.modules.has(module)) ? 'public-portal' : `public-${page}`);
            }
        }
        return chunkOf.get(id) ?? null;
      },
      // Its modules' imports are the entry's or its own: none for it to take in.
      includeDependenciesRecursively: false,
    },
  };
}
