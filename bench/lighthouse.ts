/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow
 * 4G network, simulated) of the portal's list and of an animal's page with photos, on the
 * production build with the demo shelter, against the portal's budgets (bench/README.md): performance
 * at least 95, accessibility 100, cumulative layout shift 0; and the same of a plain page on
 * another origin embedding the widget (bench/widget-host.ts). Writes bench/results/lighthouse.json.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, start, waitFor } from './processes.js';
import { startWidgetHost, WIDGET_ADMIN_ENV } from './widget-host.js';

const BUDGET = { performance: 95, accessibility: 100, cls: 0 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface TAudit {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  /** What the score is made of, to tell where a miss comes from. */
  fcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  met: boolean;
}

async function audit(page: string, url: string, port: number): Promise<TAudit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const performance = score('performance');
  const accessibility = score('accessibility');
  return {
    page,
    url,
    performance,
    accessibility,
    cls: Math.round(cls * 1000) / 1000,
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    met: performance >= BUDGET.performance && accessibility >= BUDGET.accessibility && cls <= BUDGET.cls,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The demo shelter, on a database of its own: every adoptable animal pictured.
const app = start('node', ['dist/server/src/server.js'], {
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: undefined,
  ...WIDGET_ADMIN_ENV,
});
const adoptable = async () =>
  (await (await fetch(`${base}/api/public/adoptable-animals?limit=100`)).json()) as { id: number; photo: { srcset: { avif: string | null } } | null }[];
let chrome: chromeLauncher.LaunchedChrome | undefined;
let widgetHost: Awaited<ReturnType<typeof startWidgetHost>> | undefined;
try {
  await waitFor(`${base}/api/ready`);
  // The demo's drawings are its animals' photos before the server listens (src-server/lifecycle.ts).
  const animals = await adoptable();
  const pictured = animals.find((animal) => animal.photo !== null);
  if (!pictured || animals.some((animal) => animal.photo === null)) throw new Error('Every adoptable demo animal should have its photo');
  // The queue makes the photos' AVIF sizes after the start: audited meanwhile, the pages competed
  // with that work for the CPU and their scores wandered by 20 points from run to run.
  for (let wait = 0; (await adoptable()).some((animal) => !animal.photo?.srcset.avif); wait++) {
    if (wait > 600) throw new Error('The demo photos’ AVIF sizes were not made within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  widgetHost = await startWidgetHost(base);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const audits: TAudit[] = [];
  for (const [page, url] of [
    ['/public', `${base}/public`],
    ['an animal’s page with photos', `${base}/public/animals/${pictured.id}`],
    ['the widget on another site', widgetHost.url],
  ] as const) {
    audits.push(await audit(page, url, chrome.port));
  }
  console.table(audits.map(({ url: _url, ...rest }) => rest));
  await writeFile(
    path.join(import.meta.dirname, 'results', 'lighthouse.json'),
    `${JSON.stringify({ measuredOn: new Date().toISOString(), budget: BUDGET, audits }, null, 2)}\n`,
  );
  if (audits.some((entry) => !entry.met)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await widgetHost?.close();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
