import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ROUTE_MODULES,
  entryKeys,
  initialClosure,
  PORTAL_ROUTE_MODULES,
  readManifest,
  type TManifest,
} from '../src-server/modules/public/page-assets.js';
import { clientBuildDir } from '../src-server/paths.js';

/**
 * The adoption portal is opened on phones over mobile networks: the JavaScript a visitor
 * downloads before /public shows its animals is capped (issue 8). Measured from Vite's build
 * manifest, gzipped, so the figure does not depend on how a server or proxy compresses.
 */
const BUDGET_KB = 200;

const dir = clientBuildDir();

function manifest(): TManifest {
  const read = readManifest(dir);
  if (!read) throw new Error(`No build manifest in ${dir}: run \`npm run build\``);
  return read;
}

/** The entry with its static imports, and the /public route chunks with theirs. */
const publicInitialFiles = (built: TManifest) => initialClosure(built, PORTAL_ROUTE_MODULES.list).scripts;

/** The files' gzipped total in KB, printed largest first, so a figure over budget says what weighs. */
function gzippedKb(area: string, files: readonly string[], budgetKb: number): number {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length }));
  const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
  const lines = sizes.sort((a, b) => b.gzip - a.gzip).map(({ file, gzip }) => `  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  console.info(`Initial JavaScript of ${area}: ${totalKb.toFixed(1)} KB gzipped in ${sizes.length} files (budget ${budgetKb} KB)\n${lines.join('\n')}`);
  return totalKb;
}

describe('the JavaScript budget of /public', () => {
  it('the build has a manifest (npm test builds first; run `npm run build`)', () => {
    expect(existsSync(path.join(dir, '.vite', 'manifest.json'))).toBe(true);
  });

  it(`is at most ${BUDGET_KB} KB gzipped: the entry, the /public route chunks, and what they statically import`, () => {
    const built = manifest();
    expect(entryKeys(built)).toEqual(['index.html']);
    const totalKb = gzippedKb('/public', publicInitialFiles(built), BUDGET_KB);
    expect(totalKb, `Initial JavaScript of /public is ${totalKb.toFixed(1)} KB gzipped, over the ${BUDGET_KB} KB budget`).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('holds no staff-console code, no charts and not the application form', () => {
    const built = manifest();
    const files = publicInitialFiles(built);
    const code = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    // Texts and names only those screens and libraries carry, which minifying keeps.
    expect(code).not.toMatch(/VictoryChart|VictoryPie|victory-/);
    expect(code).not.toContain('Please log in');
    expect(code).not.toContain('Submit Application');
    const staffChunks = Object.values(built)
      .filter((chunk) => chunk.src?.startsWith('staff/'))
      .map((chunk) => chunk.file);
    expect(files.filter((file) => staffChunks.includes(file))).toEqual([]);
  });
});

/**
 * Staff open the console on the shelter's own computers and phones, often on its slow connection
 * (issue 26): what the console downloads before its first screen, the Dashboard, shows is capped.
 * The charts, the dialogs and every other screen load when they are used.
 */
const CONSOLE_BUDGET_KB = 250;

/** The entry, the console's layout with its theme, and the Dashboard, with their static imports. */
const consoleInitialFiles = (built: TManifest) => initialClosure(built, CONSOLE_ROUTE_MODULES).scripts;

describe('the JavaScript budget of the staff console', () => {
  it(`is at most ${CONSOLE_BUDGET_KB} KB gzipped: the entry, the layout and its theme, the Dashboard, and what they statically import`, () => {
    const totalKb = gzippedKb('the staff console', consoleInitialFiles(manifest()), CONSOLE_BUDGET_KB);
    expect(totalKb, `Initial JavaScript of the staff console is ${totalKb.toFixed(1)} KB gzipped, over the ${CONSOLE_BUDGET_KB} KB budget`).toBeLessThanOrEqual(
      CONSOLE_BUDGET_KB,
    );
  });

  it('holds no charts: Victory loads with the first chart drawn', () => {
    const code = consoleInitialFiles(manifest())
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    expect(code).toContain('Adoption Statistics');
    // Victory's components name themselves; the lazy drawings' preload lists name its chunk's file, which is no code.
    expect(code).not.toMatch(/VictoryChart|VictoryAxis|VictoryBar/);
  });
});

/** The embeddable widget runs in other sites' pages, often on phones (issue 25): its one script is capped. */
const WIDGET_BUDGET_KB = 30;

describe('the JavaScript budget of the embeddable widget', () => {
  it(`widget.js is at most ${WIDGET_BUDGET_KB} KB gzipped, outside the client's manifest`, () => {
    const file = path.join(dir, 'widget.js');
    expect(existsSync(file), `No ${file}: run \`npm run build\``).toBe(true);
    const kb = gzipSync(readFileSync(file), { level: 9 }).length / 1024;
    console.info(`widget.js: ${kb.toFixed(1)} KB gzipped (budget ${WIDGET_BUDGET_KB} KB)`);
    expect(kb, `widget.js is ${kb.toFixed(1)} KB gzipped, over the ${WIDGET_BUDGET_KB} KB budget`).toBeLessThanOrEqual(WIDGET_BUDGET_KB);
    expect(Object.values(manifest()).map((chunk) => chunk.file)).not.toContain('widget.js');
  });
});
