import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CacheCoherence, COMMIT_CHANNEL } from './cache-coherence.js';

/** Waits between attempts to listen again: doubling from the first to the last. */
const RETRY_FIRST_MS = 100;
const RETRY_LAST_MS = 2000;

export interface TCommitListener {
  stop(): Promise<void>;
}

/**
 * Hears the commits of every other process on the database (db/cache-coherence.ts) and clears this
 * ORM's caches at each. It holds a connection of its own, outside the pool: LISTEN belongs to a
 * session, which a pool (or PgBouncer in transaction mode) would hand to others. When the
 * connection is lost (the database restarted, the backend was ended), the caches keep nothing
 * and /api/ready answers 503 until it listens again; it tries again and again, waiting longer
 * each time up to RETRY_LAST_MS. Resolves once the first attempt has succeeded or failed.
 */
export async function listenForCommits(
  orm: MikroORM,
  /** PostgreSQL itself, not through a transaction-mode pooler (db/database.ts, sessionUrl()). */
  url: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>,
): Promise<TCommitListener> {
  const coherence = CacheCoherence.of(orm.em);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;

  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    coherence.setListening(false);
    log.warn('stopped listening for other processes’ writes: the read caches keep nothing until it listens again');
    tryAgainLater();
  };

  const listen = async () => {
    const connection = new pg.Client({
      connectionString: url,
      application_name: 'shelter-commit-listener',
      keepAlive: true,
      connectionTimeoutMillis: 1500,
    });
    // An 'error' event without a handler would end the process; 'end' follows it, and says all.
    connection.on('error', (error) => log.debug({ err: error }, 'commit listener connection error'));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.payload !== coherence.origin) coherence.clear();
    });
    try {
      await connection.connect();
      await connection.query(`listen ${COMMIT_CHANNEL}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return connection.end();
    client = connection;
    retryMs = RETRY_FIRST_MS;
    // Listening from here: what the caches kept before may predate a commit it missed.
    coherence.setListening(true);
    log.info('listening for other processes’ writes');
  };

  const tryNow = (): Promise<void> =>
    (attempt = listen().catch((error: unknown) => {
      log.debug({ err: error }, 'could not listen for other processes’ writes; trying again');
      retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
      tryAgainLater();
    }));

  function tryAgainLater() {
    if (!stopped) retry = setTimeout(() => void tryNow(), retryMs);
  }

  coherence.setListening(false);
  await tryNow();
  if (!client) log.warn('not listening for other processes’ writes yet: the read caches keep nothing until it does');
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await attempt;
      const connection = client;
      client = undefined;
      coherence.setListening(false);
      await connection?.end();
    },
  };
}
