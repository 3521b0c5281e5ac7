import type { EntityManager } from '@mikro-orm/postgresql';

interface TEntry<T> {
  expiresAt: number;
  value: Promise<T>;
}

/**
 * Answers that are costly to compute and read far more often than the data under them changes
 * (the dashboard, opened by every member of staff many times a day). Every entry is dropped when
 * a transaction commits through the ORM: a read that began before the commit keeps its own answer,
 * and every read after it computes afresh. Writes from another process (a restore from the
 * command line) are not seen, so no entry outlives `maxAgeMs`.
 */
export class ReadCache<T> {
  readonly #entries = new Map<string, TEntry<T>>();

  constructor(
    em: EntityManager,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    // A flush outside a transaction commits in one of its own, so the commit event covers it too.
    em.getEventManager().registerSubscriber({ afterTransactionCommit: () => this.clear() });
  }

  /** The answer for `key`: the cached one, or `compute()`'s, shared by every caller until it is dropped. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    const value = compute();
    const entry = { expiresAt: this.now() + this.maxAgeMs, value };
    this.#entries.set(key, entry);
    // A failure is not kept: the next caller tries again.
    value.catch(() => this.#entries.get(key) === entry && this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
