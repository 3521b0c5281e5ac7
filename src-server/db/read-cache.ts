import type { EntityManager } from '@mikro-orm/postgresql';
import { CacheCoherence } from './cache-coherence.js';

interface TEntry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export interface TReadCacheOptions {
  /**
   * No entry outlives this (a minute unless told): a safety net for writes no commit announces
   * (SQL by hand outside a transaction), which are not seen otherwise.
   */
  maxAgeMs?: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Answers that are costly to compute and read far more often than the data under them changes.
 * Every entry is dropped when a transaction that wrote commits, in this process or in another
 * (db/cache-coherence.ts): a read that began before the commit keeps its own answer, and every
 * read after it computes afresh. While other processes' commits could go unheard, nothing is kept.
 */
export class ReadCache<T> {
  readonly #entries = new Map<string, TEntry<T>>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #coherence: CacheCoherence;
  #generation = 0;

  constructor(em: EntityManager, { maxAgeMs = 60_000, maxEntries, now = Date.now }: TReadCacheOptions) {
    this.#maxAgeMs = maxAgeMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
    this.#coherence = CacheCoherence.of(em);
    this.#coherence.add(this);
  }

  /** The answer for `key`: the cached one, or `compute()`'s, shared by every caller until it is dropped. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.peek(key);
    if (cached) return cached;
    const value = compute();
    if (this.#coherence.coherent) this.#keep(key, value);
    return value;
  }

  /** The cached answer for `key`, if there is one. */
  peek(key: string): Promise<T> | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > this.#now() ? entry.value : undefined;
  }

  /** Counts the commits: read it before making a value elsewhere, and pass it to set(). */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps a value made elsewhere (a response), unless a commit came after `since` and the value may predate it. */
  set(key: string, value: T, since: number): void {
    if (since === this.#generation && this.#coherence.coherent) this.#keep(key, Promise.resolve(value));
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #keep(key: string, value: Promise<T>): void {
    const entry = { expiresAt: this.#now() + this.#maxAgeMs, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value ?? key);
    // A failure is not kept: the next caller tries again.
    value.catch(() => this.#entries.get(key) === entry && this.#entries.delete(key));
  }
}

/**
 * A cache for code that reaches the database through an EntityManager alone: one per ORM, found
 * from any fork of its EntityManager (forks share their ORM's event manager, which is the key).
 */
export function cachePerOrm<T>(options: TReadCacheOptions): (em: EntityManager) => ReadCache<T> {
  const caches = new WeakMap<object, ReadCache<T>>();
  return (em) => {
    const events = em.getEventManager();
    let cache = caches.get(events);
    if (!cache) caches.set(events, (cache = new ReadCache<T>(em, options)));
    return cache;
  };
}
