import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { PORTAL_ROUTE_MODULES } from './src-server/modules/public/page-assets.js';

const API_SERVER = 'http://127.0.0.1:3000';

/** Text files worth compressing; index.html is not served as a file (the server fills in each page's tags). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Writes a Brotli and a gzip copy beside every text asset of the build, which the server sends to
 * browsers that accept them (@fastify/static `preCompressed`): the client's JavaScript arrives at
 * about a quarter of its size, compressed once at build time at the highest levels.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shelter:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      for (const file of files) {
        const full = path.join(outDir, file);
        const content = readFileSync(full);
        if (content.length < 1024) continue;
        writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The stylesheets styled in Chakra's values without its runtime (src-client/shared/shell.css says why). */
const PLAIN_CSS = ['src-client/shared/shell.css', 'src-client/portal/portal.css'].map((file) => path.resolve(import.meta.dirname, file));
const TOKEN_REFERENCE = /var\((--chakra-[\w-]+)/g;

/** What the plugin reads of the theme module: Chakra's CSS variables by condition (base, _light, _dark). */
interface TThemeModule {
  system: { tokens: { cssVarMap: Map<string, Map<string, string>> } };
}

/**
 * Appends to shell.css the Chakra tokens that it and portal.css use, with their values in the
 * app's theme (and the tokens those values refer to): light on `.shell`, dark under `.dark`, as
 * Chakra's own provider would set them. One theme, whether a screen renders with Chakra or not.
 */
function themeTokens(): Plugin {
  return {
    name: 'shelter:theme-tokens',
    async transform(code, id) {
      if (id.split('?')[0] !== PLAIN_CSS[0]) return null;
      PLAIN_CSS.forEach((file) => this.addWatchFile(file));
      // The theme is the client's TypeScript (Chakra resolves as a bundler would): run through Vite.
      const { module: theme } = await runnerImport<TThemeModule>(path.resolve(import.meta.dirname, 'src-client/shared/theme.ts'), { configFile: false, logLevel: 'silent' });
      const { system } = theme;
      const light = new Map([...(system.tokens.cssVarMap.get('base') ?? []), ...(system.tokens.cssVarMap.get('_light') ?? [])]);
      const dark = system.tokens.cssVarMap.get('_dark') ?? new Map<string, string>();
      const used = new Set<string>();
      const use = (text: string) => {
        for (const [, name = ''] of text.matchAll(TOKEN_REFERENCE)) {
          if (used.has(name)) continue;
          used.add(name);
          use(`${light.get(name) ?? ''} ${dark.get(name) ?? ''}`);
        }
      };
      PLAIN_CSS.forEach((file) => use(readFileSync(file, 'utf8')));
      const unknown = [...used].filter((name) => !light.has(name));
      if (unknown.length > 0) this.error(`not tokens of the theme: ${unknown.join(', ')}`);
      const block = (selector: string, values: Map<string, string>) =>
        `${selector} {\n${[...used].filter((name) => values.has(name)).map((name) => `  ${name}: ${values.get(name)};`).join('\n')}\n}\n`;
      return { code: `${code}\n${block('.shell', light)}${block('.dark .shell', dark)}`, map: null };
    },
  };
}

type TModuleGraph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null };

const NAMED_FROM = /(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_FROM = /import\s*\*\s*as\s*([\w$]+)\s*from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}(?!\s*from)/g;

/** `a as b` → [a, b]; `type c` → [c, c]. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part): [string, string] => {
      const [from = '', as = from] = part.split(/\s+as\s+/);
      return [from, as];
    });

/** Where a module's names come from: for each name it exports or imports, the specifier and the name there (`*` for a namespace). */
function bindings(code: string) {
  const imports = new Map<string, { spec: string; name: string }>();
  const exports = new Map<string, { spec: string; name: string }>();
  for (const [, keyword, list = '', spec = ''] of code.matchAll(NAMED_FROM))
    for (const [from, as] of specifiers(list)) (keyword === 'import' ? imports : exports).set(as, { spec, name: from });
  for (const [, local = '', spec = ''] of code.matchAll(NAMESPACE_FROM)) imports.set(local, { spec, name: '*' });
  for (const [, list = ''] of code.matchAll(LOCAL_EXPORT))
    for (const [local, as] of specifiers(list)) {
      const imported = imports.get(local);
      if (imported) exports.set(as, imported);
    }
  return { imports: [...code.matchAll(NAMED_FROM)].map(([, , list = '', spec = '']) => ({ spec, names: specifiers(list).map(([from]) => from) })), exports };
}

/** A library index that only re-exports (Chakra's, Ark's, lucide's): what it leads to depends on the names asked of it. */
const isBarrel = (id: string, code: string) =>
  id.includes('node_modules') &&
  code
    .replace(NAMED_FROM, '')
    .replace(NAMESPACE_FROM, '')
    .replace(LOCAL_EXPORT, '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"use strict"|[;\s]/g, '') === '';

/** Whether `spec`, written in `importer`, names the module `id`. */
function names(importer: string, spec: string, id: string): boolean {
  if (spec.startsWith('.')) return id.replace(/\.[mc]?[jt]sx?$/, '') === path.resolve(path.dirname(importer), spec).replace(/\.[mc]?[jt]sx?$/, '');
  // A package's subpath (`@ark-ui/react/field`) resolves through its exports map: the package is what can be told.
  const pkg = spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  return id.replaceAll('\\', '/').includes(`node_modules/${pkg}/`);
}

/**
 * Puts what the portal's routes use beyond the entry into a chunk the pages share and one of each
 * page's own. Left to the automatic splitting, /public needed some 35 files, most under 2 KB: a
 * phone opens 6 connections to a host over HTTP/1.1, so they queued behind each other before the
 * first paint (issue 8). What the entry already loads (`$initial`) stays with it, so the console,
 * which shares the entry, does not load the portal at start; a console screen that imports one of
 * these modules (a Chakra part, an icon) fetches that chunk with its own. Through a
 * library's index only the names the portal imports are followed: following all of Chakra's or
 * lucide's would take in every widget and icon the console uses. The routes keep chunks of their
 * own: the server finds them in the manifest by their source to preload them.
 */
function portalChunk() {
  const root = path.resolve(import.meta.dirname, 'src-client');
  const pages = Object.entries(PORTAL_ROUTE_MODULES).map(([page, modules]: [string, readonly string[]]) => ({ page, modules: modules.map((module) => path.join(root, module)) }));
  const routes = pages.flatMap(({ modules }) => modules);
  const initial = new Set<string>();
  let chunkOf: Map<string, string> | undefined;

  const walk = (graph: TModuleGraph, from: string[]) => {
    const seen = new Set<string>();
    const code = (id: string) => graph.getModuleInfo(id)?.code ?? '';
    const throughBarrel = (barrel: string, name: string, depth = 0) => {
      const binding = bindings(code(barrel)).exports.get(name);
      const target = binding && graph.getModuleInfo(barrel)?.importedIds.find((id) => names(barrel, binding.spec, id));
      if (!binding || !target) return;
      if (binding.name !== '*' && depth < 8 && isBarrel(target, code(target))) throughBarrel(target, binding.name, depth + 1);
      else visit(target);
    };
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const { imports } = bindings(code(id));
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!isBarrel(imported, code(imported))) visit(imported);
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

const portal = portalChunk();

export default defineConfig({
  root: 'src-client',
  plugins: [react(), themeTokens(), precompress(), portal.plugin],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Bundle budgets are measured from the manifest.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme index builds its full default config with defineConfig(), an identity
        // function: marked pure, the recipes the app does not use are left out (src-client/shared/core-theme.ts).
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Chakra's styling engine and theme, which the console and the portal's dialog and
            // toasts share: a component (dialog, menu, date picker…) stays in the chunks of the
            // screens that use it. The portal's pages themselves render without it (shared/shell.css).
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme[\\/](tokens|semantic-tokens|[a-z-]+-styles|breakpoints|global-css)|preset-base|utils)|@emotion|@pandacss|stylis)/,
            },
            portal.initial,
            portal.group,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_SERVER,
      '/trpc': API_SERVER,
    },
  },
});
