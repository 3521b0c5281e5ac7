import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The stylesheets styled in Chakra's values without its runtime (src-client/shared/shell.css says why). */
const PLAIN_CSS = ['src-client/shared/shell.css', 'src-client/portal/portal.css'].map((file) => path.join(ROOT, file));
const TOKEN_REFERENCE = /var\((--chakra-[\w-]+)/g;

/** What the plugin reads of the theme module: Chakra's CSS variables by condition (base, _light, _dark). */
interface TThemeModule {
  system: { tokens: { cssVarMap: Map<string, Map<string, string>> } };
}

/**
 * Appends to shell.css the Chakra tokens that it and portal.css use, with their values in the
 * app's theme (and the tokens those values refer to): light on `.shell`, dark under `.dark`, as
 * Chakra's own provider would set them. One theme, whether a screen renders with Chakra or not.
 * A name the theme lacks fails the build.
 */
export function themeTokens(): Plugin {
  return {
    name: 'shelter:theme-tokens',
    async transform(code, id) {
      if (id.split('?')[0] !== PLAIN_CSS[0]) return null;
      PLAIN_CSS.forEach((file) => this.addWatchFile(file));
      // The theme is the client's TypeScript (Chakra resolves as a bundler would): run through Vite.
      const { module: theme } = await runnerImport<TThemeModule>(path.join(ROOT, 'src-client/shared/theme.ts'), { configFile: false, logLevel: 'silent' });
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
        `${selector} {\n${[...used]
          .filter((name) => values.has(name))
          .map((name) => `  ${name}: ${values.get(name)};`)
          .join('\n')}\n}\n`;
      return { code: `${code}\n${block('.shell', light)}${block('.dark .shell', dark)}`, map: null };
    },
  };
}
