import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDataset } from '../bench/dataset.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TDueList } from '../src-shared/schemas/care-plans.js';
import type { TDashboardStats } from '../src-shared/schemas/dashboard.js';
import type { TFinancialReport } from '../src-shared/schemas/reports.js';
import type { TSearchResults } from '../src-shared/schemas/search.js';
import { adoptionPayload, animalPayload, applicationPayload, transactionPayload } from './fixtures.js';
import { buildApp } from '../src-server/app.js';
import { clearCaches } from '../src-server/caches.js';
import { ormConfig } from '../src-server/orm-config.js';
import { createUser } from '../src-server/modules/users/users.service.js';
import { asApiClient, sessionCookie, TEST_PASSWORD, testConfig } from './app.js';
import { createTestDatabase, type TTestDatabase } from './database.js';

/**
 * A list's cost in SQL statements must not grow with its rows: one query per row (an N+1) is
 * what turns a page of 100 animals into 100 round trips. Each call is counted on a small
 * shelter and on one ten times larger, where its page holds up to 100 rows; the counts must be
 * equal. No timing: this fails on the regression itself.
 */
const TODAY = '2026-06-15';
const YEAR = 'from=2025-06-15&to=2026-06-15';
const LISTS = [
  '/api/public/adoptable-animals?limit=100',
  '/api/animals?limit=100',
  '/api/animals?status=Adopted&limit=100',
  '/api/stats/dashboard?period=year',
  '/api/adoptions?limit=100',
  '/api/foster-care?limit=100',
  '/api/medical-records?limit=100',
  '/api/appointments?limit=100',
  '/api/financial-transactions?limit=100',
  '/api/adoption-applications?limit=100',
  '/api/audit-log?limit=100',
  `/api/reports/intakes?${YEAR}`,
  `/api/reports/adoptions?${YEAR}`,
  `/api/reports/financial?${YEAR}`,
  `/api/reports/intakes?${YEAR}&limit=100`,
  `/api/reports/adoptions?${YEAR}&limit=100`,
  `/api/reports/financial?${YEAR}&limit=100`,
  `/api/reports/asilomar?${YEAR}`,
  `/api/reports/sac-matrix?${YEAR}`,
  // The first building the dataset writes: every card of its animals in care, in one answer.
  '/api/printables/kennel-cards?locationId=1',
];

let db: TTestDatabase;
let counted: MikroORM;
let app: FastifyInstance;
let cookie: string;
let statements = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  counted = await MikroORM.init({
    ...ormConfig(db.url),
    debug: ['query'],
    logger: () => {
      statements++;
    },
  });
  app = asApiClient(await buildApp({ config: await testConfig(), orm: counted }));
  await createUser(db.orm.em.fork(), { username: 'counter', password: TEST_PASSWORD, name: 'Counter', role: 'admin' });
  cookie = sessionCookie(await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'counter', password: TEST_PASSWORD } }));
});
afterAll(async () => {
  await app.close();
  await counted.close();
  await db.close();
});

/** Statements each call costs, with the number of rows it answered. */
async function measure(): Promise<Record<string, { statements: number; rows: number }>> {
  const costs: Record<string, { statements: number; rows: number }> = {};
  // Every call's cost, not the caches' (counted apart below).
  clearCaches(app.caches);
  // The session is read (and its last use written, once a minute has passed since the last: the
  // larger dataset takes longer than that to write) before anything is counted.
  await app.inject({ url: '/api/me', headers: { cookie } });
  for (const url of LISTS) {
    statements = 0;
    const response = await app.inject({ url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(statements, `${url} reached the database`).toBeGreaterThan(0);
    const body = response.json<unknown>();
    costs[url] = { statements, rows: Array.isArray(body) ? body.length : 1 };
  }
  return costs;
}

describe('SQL statements per call', () => {
  // Writes two datasets (1,100 animals with their histories) before it counts anything.
  it('are the same for a page of 100 rows as for a page of a few', { timeout: 120_000 }, async () => {
    await writeDataset(db.orm, { animals: 100, today: TODAY });
    const small = await measure();
    await writeDataset(db.orm, { animals: 1000, today: TODAY });
    const large = await measure();
    for (const url of LISTS) {
      expect(
        large[url]?.statements,
        `${url}: ${small[url]?.rows} rows cost ${small[url]?.statements} statements, ${large[url]?.rows} rows cost ${large[url]?.statements}`,
      ).toBe(small[url]?.statements);
    }
    // The comparison means something only if the larger pages are fuller.
    expect(large['/api/animals?limit=100']?.rows).toBe(100);
    expect(large['/api/public/adoptable-animals?limit=100']?.rows).toBeGreaterThan(small['/api/public/adoptable-animals?limit=100']?.rows ?? 0);
  });
});

describe('the read caches', () => {
  async function dashboard(): Promise<{ statements: number; stats: TDashboardStats }> {
    statements = 0;
    const response = await app.inject({ url: '/api/stats/dashboard?period=month', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return { statements, stats: response.json<TDashboardStats>() };
  }

  it('keep the dashboard: a repeated call costs none of its figures’ statements; a write through the API shows at once', async () => {
    clearCaches(app.caches);
    const first = await dashboard();
    const again = await dashboard();
    expect(again.stats).toEqual(first.stats);
    // What is left is the session's and the shelter's calendar.
    expect(again.statements).toBeLessThan(first.statements);
    expect(again.statements).toBeLessThanOrEqual(3);

    const created = await app.inject({ method: 'POST', url: '/api/animals', headers: { cookie }, payload: animalPayload({ name: 'Fresh Intake' }) });
    expect(created.statusCode, created.body).toBe(200);
    const after = await dashboard();
    expect(after.statements).toBe(first.statements);
    expect(after.stats.totalAnimals).toBe(first.stats.totalAnimals + 1);
  });

  it('keep a report’s figures per range: its next page reads only its rows; a write shows at once', async () => {
    clearCaches(app.caches);
    const page = async (offset: number) => {
      statements = 0;
      const response = await app.inject({ url: `/api/reports/financial?${YEAR}&limit=10&offset=${offset}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return { statements, report: response.json<TFinancialReport>() };
    };
    const first = await page(0);
    const second = await page(10);
    expect(second.report.summary).toEqual(first.report.summary);
    expect(second.report.rowCount).toBe(first.report.rowCount);
    expect(second.report.rows[0]?.id).not.toBe(first.report.rows[0]?.id);
    // Read cold, the same page costs the summary's statement more, and the session's, kept with the caches.
    clearCaches(app.caches);
    expect(second.statements).toBe((await page(10)).statements - 2);

    const donation = await app.inject({
      method: 'POST',
      url: '/api/financial-transactions',
      headers: { cookie },
      payload: transactionPayload({ amount: 12_345, date: '2026-06-01' }),
    });
    expect(donation.statusCode, donation.body).toBe(200);
    const after = await page(0);
    expect(after.statements).toBe(first.statements);
    expect(after.report.rowCount).toBe(first.report.rowCount + 1);
    expect(after.report.summary.income).toBe(first.report.summary.income + 12_345);
  });

  it('keep a report’s figures: its page of rows, with the animals, people and outcomes they name, is then one statement', async () => {
    const animal = await app.inject({
      method: 'POST',
      url: '/api/animals',
      headers: { cookie },
      payload: animalPayload({ intakeDate: '2026-06-01', microchipId: '985112000026001' }),
    });
    expect(animal.statusCode, animal.body).toBe(200);
    const adoption = await app.inject({
      method: 'POST',
      url: '/api/adoptions',
      headers: { cookie },
      payload: adoptionPayload(animal.json<{ id: number }>().id, { adoptionDate: '2026-06-02', outcomeTime: '11:00' }),
    });
    expect(adoption.statusCode, adoption.body).toBe(200);
    for (const report of ['intakes', 'adoptions', 'financial']) {
      const url = `/api/reports/${report}?${YEAR}&limit=100`;
      const first = await app.inject({ url, headers: { cookie } });
      expect(first.json<{ rows: unknown[] }>().rows.length, url).toBeGreaterThan(0);
      statements = 0;
      const again = await app.inject({ url, headers: { cookie } });
      expect(again.body).toBe(first.body);
      expect(statements, url).toBe(1);
    }
  });

  it('keep the due list and a location’s kennel cards: a repeated call reads nothing; a write is read at once', async () => {
    const read = async (url: string) => {
      statements = 0;
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return { statements, body: response.body };
    };
    for (const url of ['/api/medical/due?limit=100', '/api/printables/kennel-cards?locationId=1']) {
      const first = await read(url);
      const again = await read(url);
      expect(again, url).toEqual({ statements: 0, body: first.body });
    }
    const due = JSON.parse((await read('/api/medical/due?limit=100')).body) as TDueList;
    const [item] = due.items;
    expect(item, 'the dataset has items due').toBeDefined();
    const skipped = await app.inject({
      method: 'POST',
      url: `/api/care-plan-items/${item?.id}/skip`,
      headers: { cookie },
      payload: { version: item?.version, reason: 'Refused food' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const after = JSON.parse((await read('/api/medical/due?limit=100')).body) as TDueList;
    expect(after.total).toBe(due.total - 1);
    expect(after.items.map((candidate) => candidate.id)).not.toContain(item?.id);
  });

  it('keep the registry’s pages: a repeated page or search reads nothing; an edit shows at once; an unpaged list is read each time', async () => {
    const read = async (url: string) => {
      statements = 0;
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return { statements, body: response.body, total: response.headers['x-total-count'] };
    };
    const created = await app.inject({ method: 'POST', url: '/api/animals', headers: { cookie }, payload: animalPayload({ name: 'Kept Registry' }) });
    expect(created.statusCode, created.body).toBe(200);
    const page = '/api/animals?q=Kept%20Registry&limit=25';
    for (const url of [page, '/api/animals?status=Available&sort=name&limit=25']) {
      const first = await read(url);
      expect(first.statements, url).toBeGreaterThan(0);
      expect(await read(url), url).toEqual({ ...first, statements: 0 });
    }
    expect((JSON.parse((await read(page)).body) as TAnimal[]).map((animal) => animal.name)).toEqual(['Kept Registry']);
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/animals/${created.json<TAnimal>().id}`,
      headers: { cookie },
      payload: { name: 'Kept Registry, renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await read(page);
    expect(after.statements).toBeGreaterThan(0);
    expect((JSON.parse(after.body) as TAnimal[]).map((animal) => animal.name)).toEqual(['Kept Registry, renamed']);
    // The whole registry (an export) is not kept: at 100,000 animals it would be a hundred megabytes.
    await read('/api/animals?status=Available');
    expect((await read('/api/animals?status=Available')).statements).toBeGreaterThan(0);
  });

  it('keep a session: a repeated staff call checks it without a statement; a logout ends it at once', async () => {
    const own = sessionCookie(await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'counter', password: TEST_PASSWORD } }));
    const me = async () => {
      statements = 0;
      const response = await app.inject({ url: '/api/me', headers: { cookie: own } });
      return { status: response.statusCode, statements };
    };
    clearCaches(app.caches);
    expect(await me()).toEqual({ status: 200, statements: 1 });
    expect(await me()).toEqual({ status: 200, statements: 0 });
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: own }, payload: {} });
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('read an animal’s page and its record tabs in one statement each, paged or not (a page carries its count)', async () => {
    // Once before counting: the session and the settings (the shelter's today) are kept after it.
    const statementsOf = async (url: string) => {
      await app.inject({ url, headers: { cookie } });
      statements = 0;
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<unknown[]>().length, url).toBeGreaterThan(0);
      return statements;
    };
    const tabs = {
      'medical-records': 'medical_records',
      appointments: 'appointments',
      'foster-care': 'foster_care',
      'behavior-notes': 'behavior_notes',
      adoptions: 'adoptions',
    };
    for (const [tab, table] of Object.entries(tabs)) {
      // An animal with records of the kind: a row found proves the animal, which is not read apart.
      const [row] = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ animal_id: number }[]>(
          `select x.animal_id from ${table} x join animals a on a.id = x.animal_id and a.voided_at is null where x.voided_at is null limit 1`,
        );
      const animal = row?.animal_id;
      expect(animal, table).toBeDefined();
      expect(await statementsOf(`/api/animals/${animal}/${tab}`), tab).toBe(1);
      expect(await statementsOf(`/api/animals/${animal}/${tab}?limit=100`), `${tab}, a page`).toBe(1);
    }
    await app.inject({ url: '/api/animals/1', headers: { cookie } });
    statements = 0;
    const animal = await app.inject({ url: '/api/animals/1', headers: { cookie } });
    expect(animal.statusCode, animal.body).toBe(200);
    expect(statements, 'an animal with its primary photo').toBe(1);
    // The journey: its stays, holds, placements and moves at once, then the names they link.
    await app.inject({ url: '/api/animals/1/stays', headers: { cookie } });
    statements = 0;
    const journey = await app.inject({ url: '/api/animals/1/stays', headers: { cookie } });
    expect(journey.statusCode, journey.body).toBe(200);
    expect(statements, 'an animal’s journey').toBeLessThanOrEqual(5);
  });

  it('answer the console’s search in one statement, every group with its first hits and its count', async () => {
    for (const [url, payload] of [
      ['/api/animals', animalPayload({ name: 'Quokkaby', microchipId: '985112000099001' })],
      ['/api/people', { name: 'Ada Quokkason', email: 'ada@example.org' }],
    ] as const) {
      const created = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(created.statusCode, created.body).toBeLessThan(300);
    }
    const search = async (q: string) => {
      statements = 0;
      const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return { statements, found: response.json<TSearchResults>() };
    };
    await search('quokka'); // the session and the settings are kept after the first call
    const found = await search('quokka');
    expect(found.statements).toBe(1);
    // Each group answers from that one statement, an admin's with the applications.
    expect(found.found.animals.items.map((hit) => hit.label)).toEqual(['Quokkaby']);
    expect(found.found.people.items.map((hit) => hit.label)).toEqual(['Ada Quokkason']);
    expect(found.found.applications).toEqual({ items: [], total: 0, exact: true });
  });
});

describe('an application from the portal', () => {
  it('costs the same statements whether one user or three hear of it at once, and tells each', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/animals', headers: { cookie }, payload: animalPayload({ status: 'Available' }) });
    expect(created.statusCode, created.body).toBe(200);
    const animalId = created.json<{ id: number }>().id;
    const told = async (usernames: string[]) => {
      const connection = db.orm.em.getConnection();
      await connection.execute(`update users set email = null, notify_new_applications = 'off'`);
      await connection.execute(`update users set email = username || '@shelter.example', notify_new_applications = 'immediately' where username in (?)`, [
        usernames,
      ]);
      statements = 0;
      const applied = await app.inject({ method: 'POST', url: '/api/public/adoption-application', payload: applicationPayload(animalId) });
      expect(applied.statusCode, applied.body).toBe(200);
      const counted = statements;
      const [row] = await connection.execute<{ staff: number }[]>(
        `select count(*)::int as staff from messages m join adoption_applications a on a.id = m.application_id where a.reference = ? and m.kind = 'newApplications'`,
        [applied.json<{ reference: string }>().reference],
      );
      return { statements: counted, staff: row?.staff };
    };
    for (const username of ['told1', 'told2']) {
      await createUser(db.orm.em.fork(), { username, password: TEST_PASSWORD, name: username, role: 'staff' });
    }
    const one = await told(['counter']);
    const three = await told(['counter', 'told1', 'told2']);
    expect(one.staff).toBe(1);
    expect(three).toEqual({ statements: one.statements, staff: 3 });
  });
});
