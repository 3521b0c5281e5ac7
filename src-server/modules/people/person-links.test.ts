import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { sql } from '../../../test/fixtures.js';
import { linkContact, organizationFor } from './person-links.js';

/**
 * Two calls naming one new person (or organization) at once make one: the second waits on the
 * first's lock, held until its transaction ends, then finds what the first made.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Polls until PostgreSQL shows as many advisory locks granted and waited for. */
async function advisoryLocks(granted: number, waiting: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const [row] = await sql<{ granted: string; waiting: string }>(
      t,
      "select count(*) filter (where granted) as granted, count(*) filter (where not granted) as waiting from pg_locks where locktype = 'advisory'",
    );
    if (Number(row?.granted) === granted && Number(row?.waiting) === waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Never saw ${granted} advisory locks granted and ${waiting} waiting`);
}

/** `first` runs in a transaction held open until `second`, started meanwhile, waits on its lock. */
async function race(link: (tx: EntityManager) => Promise<{ id: number }>): Promise<number[]> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const first = t.db.orm.em.fork().transactional(async (tx) => {
    const made = await link(tx);
    await tx.flush();
    await held;
    return made.id;
  });
  try {
    await advisoryLocks(1, 0);
    const second = t.db.orm.em.fork().transactional(async (tx) => {
      const made = await link(tx);
      await tx.flush();
      return made.id;
    });
    await advisoryLocks(1, 1);
    release();
    return await Promise.all([first, second]);
  } finally {
    release();
    await first.catch(() => undefined);
  }
}

describe('person-links under concurrent calls', () => {
  it('links one new person when two calls name them at once', async () => {
    const ids = await race((tx) => linkContact(tx, { name: 'Lena Marsh', email: 'lena.marsh@example.org', phone: null }, 'Adopter'));
    expect(new Set(ids).size).toBe(1);
    expect(await sql(t, "select id from people where lower(email) = 'lena.marsh@example.org'")).toHaveLength(1);
  });

  it('makes one new organization when two calls name it at once', async () => {
    const ids = await race((tx) => organizationFor(tx, { name: 'Lakeside Rescue' }, 'destination'));
    expect(new Set(ids).size).toBe(1);
  });
});
