import { randomUUID } from 'node:crypto';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The PostgreSQL channel every ORM announces its commits on (docs/decisions/0016-several-processes.md). */
export const COMMIT_CHANNEL = 'shelter_commits';

/** What a read cache does when a commit may have changed what it holds. */
interface TClearable {
  clear(): void;
}

/**
 * The read caches of one ORM and the commits that outdate them: this process's, through the ORM's
 * transaction events, and every other process's, through PostgreSQL's NOTIFY on COMMIT_CHANNEL,
 * heard by the process's listener (db/commit-listener.ts). One per ORM, among its subscribers
 * (orm-config.ts), so that an ORM with no cache (a command-line restore) announces its commits too.
 */
export class CacheCoherence implements EventSubscriber {
  /** Names this ORM's announcements: its own listener skips them, its caches being cleared at commit already. */
  readonly origin = randomUUID();
  readonly #caches = new Set<TClearable>();
  /** Undefined while no listener is attached (a command-line script, which lives seconds and serves no reads). */
  #listening: boolean | undefined;

  /** The ORM's, found from any fork of its EntityManager (forks share their ORM's event manager). */
  static of(em: EntityManager): CacheCoherence {
    for (const subscriber of em.getEventManager().getSubscribers()) if (subscriber instanceof CacheCoherence) return subscriber;
    throw new Error('The ORM was made without orm-config.ts: its caches would not hear of commits');
  }

  /**
   * Announces a transaction that wrote. The notification is part of the transaction: PostgreSQL
   * delivers it when the transaction commits, and never if it does not; a transaction that only
   * read has no id and announces nothing.
   */
  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    await em
      .getConnection()
      .execute('select pg_notify(?, ?) where pg_current_xact_id_if_assigned() is not null', [COMMIT_CHANNEL, this.origin], 'run', transaction);
  }

  /** A flush outside a transaction commits in one of its own, so this covers it too. */
  afterTransactionCommit(): void {
    this.clear();
  }

  add(cache: TClearable): void {
    this.#caches.add(cache);
  }

  /** Drops every entry of every cache of the ORM, as a commit does. */
  clear(): void {
    for (const cache of this.#caches) cache.clear();
  }

  /**
   * Whether the caches may keep answers: always without a listener, else only while it listens,
   * since a commit announced while it does not would go unheard.
   */
  get coherent(): boolean {
    return this.#listening !== false;
  }

  /** The listener's state; either change clears every cache (what was kept before may be stale). */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }
}
