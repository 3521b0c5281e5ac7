/**
 * `npm run bench [-- --sizes 1000,10000,100000 --duration 10]`: for each dataset size, starts the
 * production build and the raw-SQL baseline on the same PostgreSQL and drives both over HTTP with
 * autocannon (10 connections, a warm-up, then a fixed duration), then times the steps that are no
 * load but one action run after run (a 12 MP photo's upload). Writes bench/results/<size>.json
 * and the tables in bench/results/README.md. `--only search,inbox` drives only the calls whose
 * names hold one of those texts, and writes nothing: a partial run must not stand for a whole one.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, dateInZone } from '../src-shared/dates.js';
import { bundleReport } from './bundle.js';
import { NAMES } from './dataset.js';
import { APPLICANT, datasetDir, prepareDatabase } from './kept-database.js';
import { cannon, JSON_WRITE, percentile, type TRequest } from './load.js';
import { freePort, logIn, start, startApp, stopAll, waitFor } from './processes.js';
import { measurePhotoUpload } from './photo-upload.js';
import { baselineOf, renderReport, throughputLine, type TCallResult, type TSizeResult, type TStepResult } from './report.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const only = values.only?.split(',');
const measured = (name: string) => !only || only.some((part) => name.includes(part));
const root = path.resolve(import.meta.dirname, '..');
const today = dateInZone(new Date(), 'UTC');
/**
 * What staff type into a search box as they go: every 3- to 5-letter part of the dataset's names
 * (about 170), more than the registry's read cache keeps, so a word comes back after it was dropped.
 */
const TYPED = [
  ...new Set(
    NAMES.flatMap((name) =>
      [3, 4, 5].flatMap((length) =>
        Array.from(name.toLowerCase()).flatMap((_, at, letters) => (at + length <= letters.length ? [letters.slice(at, at + length).join('')] : [])),
      ),
    ),
  ),
];

/** One request whose path is the next of `paths`, round and round, shared by every connection. */
function rotating(paths: string[], headers: Record<string, string>): TRequest {
  let next = 0;
  return { path: paths[0] ?? '/', headers, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) };
}

/** How many 12 MP photos are uploaded, one after another, for the upload's median and max. */
const PHOTO_UPLOADS = 5;

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function measure(base: string, name: string, requests: TRequest[], serverPid: number | undefined): Promise<TCallResult> {
  const options = { url: base, connections: 10, requests, headers: requests[0]?.headers ?? {} };
  await cannon({ ...options, duration: warmup });
  const { result, latencies } = await cannon({ ...options, duration });
  const line = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95: percentile(latencies, 0.95),
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverPeakRssMb: peakRssMb(serverPid),
  };
  console.log(JSON.stringify(line));
  return line;
}

async function benchSize(size: number): Promise<TSizeResult> {
  const db = await prepareDatabase(size, today);
  const [port, basePort] = [await freePort(), await freePort()];
  const password = `Bench ${randomBytes(12).toString('base64url')}`;
  const started = Date.now();
  const app = startApp({ databaseUrl: db.url, port, dataDir: datasetDir(size), password });
  const baseline = start('node', ['--import', 'tsx', 'bench/baseline.ts'], { DATABASE_URL: db.url, PORT: String(basePort) });
  const ours = `http://127.0.0.1:${port}`;
  const theirs = `http://127.0.0.1:${basePort}`;
  try {
    const [startupMs] = await Promise.all([waitFor(`${ours}/api/ready`).then(() => Date.now() - started), waitFor(`${theirs}/public/adoptable-animals`)]);
    const cookie = await logIn(ours, password);
    const staff = { cookie };
    const adoptable = (await (await fetch(`${ours}/api/public/adoptable-animals?limit=11`)).json()) as { id: number; adoptionPending: boolean }[];
    const animalId = adoptable[0]?.id ?? 1;
    // Applications go to other animals, as many applicants apply for many animals: each leaves a
    // note, which the measured animal must not gather, and takes its animal's row lock.
    const appliedFor = adoptable.slice(1).flatMap((animal) => (animal.adoptionPending ? [] : [animal.id]));
    const yearAgo = addDays(today, -365);
    const application = (applicantEmail: string, animal = appliedFor[0] ?? animalId) =>
      JSON.stringify({
        animalId: animal,
        applicantName: APPLICANT,
        applicantEmail,
        applicantPhone: '555-123-4567',
        homeType: 'House',
        rentOrOwn: 'own',
        hasChildren: false,
        hasOtherPets: false,
        previousPetExperience: 'Many years',
        reasonForAdoption: 'Companionship',
        howDidYouHear: 'Website',
      });
    // One applicant applying again within the day is one application, and nothing is written: a
    // submission that writes comes from an applicant of its own.
    let applicants = 0;
    const newApplicant = () => application(`bench-${++applicants}@example.org`, appliedFor[applicants % appliedFor.length]);
    const submission: TRequest = {
      method: 'POST',
      path: '/api/public/adoption-application',
      headers: JSON_WRITE,
      setupRequest: (request) => ({ ...request, body: newApplicant() }),
    };
    // The inbox's first page is full, whichever calls run.
    const references: string[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await fetch(`${ours}/api/public/adoption-application`, { method: 'POST', headers: JSON_WRITE, body: newApplicant() });
      if (!response.ok) throw new Error(`An application was refused: ${response.status} ${await response.text()}`);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const calls: TCallResult[] = [];
    const run = async (name: string, requests: TRequest[], base = ours) => {
      if (measured(name)) calls.push(await measure(base, name, requests, app.pid));
    };
    // Our call, then the same requests to the baseline's twin of it (bench/baseline.ts: our path without /api).
    const compared = async (name: string, requests: TRequest[]) => {
      await run(name, requests);
      await run(
        baselineOf(name),
        requests.map((request) => ({ ...request, path: request.path.replace(/^\/api\//, '/') })),
        theirs,
      );
    };
    await compared('public list', [{ path: '/api/public/adoptable-animals' }]);
    await run('public list, a page of 24 (as the portal asks)', [{ path: `/api/public/adoptable-animals?limit=24` }]);
    await run('public animal', [{ path: `/api/public/animals/${animalId}` }]);
    // The feeds and the sitemap (issue 25), as readers and crawlers poll them: from the read cache.
    await run('feed: JSON feed, first page', [{ path: '/api/public/feeds/adoptable' }]);
    await run('feed: Atom new arrivals', [{ path: '/api/public/feeds/new-arrivals.atom' }]);
    await run('feed: sitemap.xml', [{ path: '/sitemap.xml' }]);
    // Photos (docs/domain.md#photos): the sizes a phone's portal asks for, a card's WebP and a page's JPEG.
    const pictured = (await (await fetch(`${ours}/api/public/adoptable-animals`)).json()) as { photo: { srcset: { webp: string }; src: string } | null }[];
    const photo = pictured.find((animal) => animal.photo)?.photo;
    if (photo) {
      const webp480 =
        photo.srcset.webp
          .split(', ')
          .find((entry) => entry.endsWith(' 480w'))
          ?.split(' ')[0] ?? photo.src;
      await run('photo sizes, a card’s WebP / a page’s JPEG', [{ path: webp480 }, { path: photo.src }]);
    } else {
      console.log('No adoptable animal of the dataset has a photo: the photo call is left out');
    }
    await compared('dashboard week', [{ path: '/api/stats/dashboard?period=week', headers: staff }]);
    for (const period of ['month', 'year']) await run(`dashboard ${period}`, [{ path: `/api/stats/dashboard?period=${period}`, headers: staff }]);
    // The figures are cached until the next write: a busy shelter writes too, so one request in ten
    // here is an application submitted, which drops the cache.
    await run('dashboard month, a write in ten', [
      submission,
      ...Array.from({ length: 9 }, () => ({ path: '/api/stats/dashboard?period=month', headers: staff })),
    ]);
    await compared('registry, status filter', [{ path: '/api/animals?status=Available&limit=25', headers: staff }]);
    await compared('registry, search', [{ path: '/api/animals?q=bel&limit=25', headers: staff }]);
    // The same search, a different word each time: what a search costs when it is not kept (the
    // page above is answered from the read cache once it has been read).
    const searching = 'registry, search, a different word each time';
    await run(searching, [
      rotating(
        TYPED.map((word) => `/api/animals?q=${word}&limit=25`),
        staff,
      ),
    ]);
    await run(
      baselineOf(searching),
      [
        rotating(
          TYPED.map((word) => `/animals?q=${word}&limit=25`),
          staff,
        ),
      ],
      theirs,
    );
    // An ID typed without its dashes and a microchip number take the identity branches of the search.
    await run('registry, search by ID or microchip', [
      { path: '/api/animals?q=A20240001&limit=25', headers: staff },
      { path: '/api/animals?q=985000000000500&limit=25', headers: staff },
    ]);
    // Each sort reads its page in order from an index (animal-sort.ts); a second page of the oldest intakes too.
    await run('registry, sorted by name / intake date', [
      { path: '/api/animals?sort=name&limit=25', headers: staff },
      { path: '/api/animals?sort=intakeDate&order=asc&limit=25&offset=25', headers: staff },
    ]);
    // The console's search box (docs/domain.md#search): a name fragment, a microchip number typed
    // with spaces, and an application's reference, each answering every group an admin reads.
    await run('global search, a name / a chip number / a reference', [
      { path: '/api/search?q=bel', headers: staff },
      { path: `/api/search?q=${encodeURIComponent('985 000 000 000 500')}`, headers: staff },
      { path: `/api/search?q=${references[0] ?? '00000000'}`, headers: staff },
    ]);
    await run('global search, a different word each time', [
      rotating(
        TYPED.map((word) => `/api/search?q=${word}`),
        staff,
      ),
    ]);
    // The bell (docs/domain.md#notifications): every open console asks every 30 s; an admin gets every kind.
    await run('notifications', [{ path: '/api/notifications', headers: staff }]);
    await run('applications inbox, first page', [{ path: '/api/adoption-applications?limit=25', headers: staff }]);
    await run('foster placements: current, scheduled', [
      { path: '/api/foster-care?status=current&limit=25', headers: staff },
      { path: '/api/foster-care?status=scheduled&limit=25', headers: staff },
    ]);
    await compared(
      'animal detail with its tabs',
      ['', '/stays', '/medical-records', '/appointments', '/foster-care', '/adoptions', '/behavior-notes'].map((tab) => ({
        path: `/api/animals/${animalId}${tab}`,
        headers: staff,
      })),
    );
    // People (docs/domain.md#people): the search as staff type it, by a name fragment and by a
    // phone's digits, and the page of someone with a history (an adopter).
    const listed = async (query: string) =>
      ((await (await fetch(`${ours}/api/people?${query}`, { headers: staff })).json()) as { items: { id: number; name: string; phone: string | null }[] })
        .items;
    const withPhone = (await listed('limit=100')).find((person) => (person.phone ?? '').replace(/\D/g, '').length >= 7);
    const [adopter] = await listed('role=Adopter&limit=1');
    if (withPhone && adopter) {
      const fragment = (withPhone.name.split(' ').at(-1) ?? withPhone.name).slice(0, 4);
      await run('person search, a name fragment / a phone’s digits', [
        { path: `/api/people?q=${encodeURIComponent(fragment)}&limit=25`, headers: staff },
        { path: `/api/people?q=${(withPhone.phone ?? '').replace(/\D/g, '')}&limit=25`, headers: staff },
      ]);
      await run('person page', [{ path: `/api/people/${adopter.id}`, headers: staff }]);
      // Staff's other people lists: the foster homes with their animals, and the likely duplicates
      // (computed afresh after any write, as the read cache keeps nothing across one).
      await run('foster homes, first page', [{ path: '/api/people/foster-homes?limit=25', headers: staff }]);
      await run('people duplicates, as kept', [{ path: '/api/people/duplicates', headers: staff }]);
    } else {
      console.log('The dataset has no people with a phone or an adoption: the person calls are left out');
    }
    // The appointments calendar marks the days of the weeks it shows (docs/domain.md#appointments).
    await run('appointment days, a month', [{ path: `/api/appointments/days?from=${addDays(today, -35)}&to=${addDays(today, 6)}`, headers: staff }]);
    // The Financial cards of last month and of this year (docs/domain.md#finance).
    await run('financial totals, a month / a year', [
      { path: `/api/financial-transactions/totals?from=${addDays(today, -30)}&to=${today}`, headers: staff },
      { path: `/api/financial-transactions/totals?from=${yearAgo}&to=${today}`, headers: staff },
    ]);
    await run('census today', [{ path: '/api/census', headers: staff }]);
    // Daily Care (docs/domain.md#notes): today's checklist as the screen asks for it, its "Not walked"
    // filter, and the dashboard's count (limit 1); each computed afresh, as nothing caches it.
    await run('care checklist today', [
      { path: '/api/care-log?limit=25', headers: staff },
      { path: '/api/care-log?limit=25&notWalked=true', headers: staff },
      { path: '/api/care-log?limit=1', headers: staff },
    ]);
    await run('census a year ago', [{ path: `/api/census?date=${yearAgo}`, headers: staff }]);
    // The Due view (docs/domain.md#due-list) as it opens, its first 100: every overdue item and the
    // week ahead for the animals in care; and the morning round's vaccinations in one building.
    await run('medical due list', [{ path: '/api/medical/due?limit=100', headers: staff }]);
    // Kept until the next write, as the dashboard is: one request in ten a write, which drops it.
    await run('medical due list, a write in ten', [submission, ...Array.from({ length: 9 }, () => ({ path: '/api/medical/due?limit=100', headers: staff }))]);
    const locations = (await (await fetch(`${ours}/api/locations`, { headers: staff })).json()) as { id: number; kind: string }[];
    const building = locations.find((location) => location.kind === 'Building')?.id ?? 1;
    await run('medical due list, vaccinations at one location', [
      { path: `/api/medical/due?type=Vaccination&locationId=${building}&limit=100`, headers: staff },
    ]);
    // Printables (docs/domain.md#printables): a room's kennel cards, the batch staff print for its
    // doors, and an adoption's contract, each composed whole by one call.
    const room = locations.find((location) => location.kind === 'Room')?.id ?? building;
    await run('kennel cards, a room', [{ path: `/api/printables/kennel-cards?locationId=${room}`, headers: staff }]);
    await run('kennel cards, a room, a write in ten', [
      submission,
      ...Array.from({ length: 9 }, () => ({ path: `/api/printables/kennel-cards?locationId=${room}`, headers: staff })),
    ]);
    const [adoption] = (await (await fetch(`${ours}/api/adoptions?limit=1`, { headers: staff })).json()) as { id: number }[];
    if (adoption) await run('adoption contract', [{ path: `/api/adoptions/${adoption.id}/contract`, headers: staff }]);
    // The outbox (docs/domain.md#messages), as Settings → Messages opens it and as an admin looks
    // for what was sent to one adopter: a surname of the newest message's recipient.
    await run('outbox first page', [{ path: '/api/messages?limit=25', headers: staff }]);
    const { items: messages } = (await (await fetch(`${ours}/api/messages?limit=1`, { headers: staff })).json()) as { items: { toName: string | null }[] };
    const [newest] = messages;
    const surname = newest?.toName?.split(' ').at(-1) ?? 'smith';
    await run('outbox search', [{ path: `/api/messages?q=${encodeURIComponent(surname)}&limit=25`, headers: staff }]);
    for (const report of ['intakes', 'adoptions', 'financial']) {
      // As the Reports screen asks: the year's summary with the Table View's first page.
      await compared(`report ${report}, a year`, [{ path: `/api/reports/${report}?from=${yearAgo}&to=${today}&limit=25`, headers: staff }]);
    }
    // The shelter reports (docs/domain.md#shelter-reports): a year's SAC matrix, and the Asilomar table with its card.
    await run('SAC matrix, a year', [{ path: `/api/reports/sac-matrix?from=${yearAgo}&to=${today}`, headers: staff }]);
    await run('Asilomar table, a year', [{ path: `/api/reports/asilomar?from=${yearAgo}&to=${today}`, headers: staff }]);
    // Both are kept per range until the next write; a year starting on each of 400 days is computed
    // afresh nearly every time, which is what a first look at a new range costs.
    const years = Array.from({ length: 400 }, (_, day) => `from=${addDays(yearAgo, -day)}&to=${addDays(today, -day)}`);
    await run(
      'SAC matrix, a year, computed each time',
      years.map((range) => ({ path: `/api/reports/sac-matrix?${range}`, headers: staff })),
    );
    await run(
      'Asilomar table, a year, computed each time',
      years.map((range) => ({ path: `/api/reports/asilomar?${range}`, headers: staff })),
    );
    await compared('application submission', [submission]);
    await run('application submission, the same applicant again', [
      { method: 'POST', path: '/api/public/adoption-application', headers: JSON_WRITE, body: application('bench@example.org') },
    ]);
    // Read before the steps: the calls' figure, comparable from run to run.
    const serverPeakRssMb = peakRssMb(app.pid);
    const steps: TStepResult[] = [];
    // Last, as its AVIF sizes keep the image worker busy after each upload. To the animal taken in
    // first, whom no call above reads.
    const uploadName = '12 MP JPEG upload, every size served';
    if (measured(uploadName)) {
      const [oldest] = (await (await fetch(`${ours}/api/animals?sort=intakeDate&order=asc&limit=1`, { headers: staff })).json()) as { id: number }[];
      const step = { ...(await measurePhotoUpload(ours, cookie, oldest?.id ?? animalId, PHOTO_UPLOADS, uploadName)), serverPeakRssMb: peakRssMb(app.pid) };
      console.log(JSON.stringify(step));
      steps.push(step);
    }
    return { size, calls, steps, serverPeakRssMb, startupMs };
  } finally {
    await stopAll([app, baseline]);
    await db.stop();
  }
}

const results: TSizeResult[] = [];
for (const size of sizes) {
  console.log(`\n== ${size} animals`);
  const result = await benchSize(size);
  results.push(result);
  console.log(throughputLine(result.calls));
  if (only) continue;
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(root, 'bench', 'results', `${size}.json`), `${JSON.stringify({ ...result, today }, null, 2)}\n`);
}
if (!only) {
  const report = renderReport(results, await bundleReport(path.join(root, 'dist', 'client')));
  await writeFile(path.join(root, 'bench', 'results', 'README.md'), report);
  console.log(`\n${report}`);
}
