import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';
import { ReadCache } from './read-cache.js';

let db: TTestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function counter() {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
}

const commit = () => db.orm.em.fork().transactional((tx) => tx.getConnection().execute('select 1', [], 'all', tx.getTransactionContext()));

describe('ReadCache', () => {
  it('computes once for every caller, until a transaction commits through the ORM', async () => {
    const cache = new ReadCache<number>(db.orm.em, { maxAgeMs: 60_000, maxEntries: 10 });
    const { compute, calls } = counter();
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    expect(calls()).toBe(1);
    await commit();
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('drops an entry older than maxAgeMs, and the oldest beyond maxEntries', async () => {
    let now = 0;
    const cache = new ReadCache<number>(db.orm.em, { maxAgeMs: 1000, maxEntries: 2, now: () => now });
    const { compute } = counter();
    await cache.get('a', compute);
    now = 999;
    expect(await cache.get('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.get('a', compute)).toBe(2);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.peek('c')).toBe(4);
  });

  it('keeps no failure: the next caller computes again', async () => {
    const cache = new ReadCache<number>(db.orm.em, { maxAgeMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('refuses a value made elsewhere when a commit came after its generation was read', async () => {
    const cache = new ReadCache<number>(db.orm.em, { maxAgeMs: 60_000, maxEntries: 10 });
    const before = cache.generation;
    await commit();
    cache.set('a', 1, before);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 2, cache.generation);
    expect(await cache.peek('a')).toBe(2);
  });
});
