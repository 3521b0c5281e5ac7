import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './db/driver-errors.js';

/** How many times a message's delivery is tried again after its first try (about 6 hours in all). */
export const MESSAGE_RETRY_LIMIT = 12;

/**
 * The one background queue (docs/architecture.md#queue, decision 0012): pg-boss on the app's own
 * PostgreSQL, in the `pgboss` schema the migrations create. A job runs once whatever the number of
 * server processes, survives a restart, and is retried when it fails.
 */

/** Every job and what it carries: the registry's handlers (jobs.ts) take exactly these. */
export interface TJobs {
  /** The hourly upkeep that follows the calendar (jobs.ts). */
  'hourly-upkeep': Record<string, never>;
  /** A photo's AVIF sizes, made after its upload answered (modules/photos). */
  'photo-avif': { photoId: number };
  /** One message of the outbox, sent to its SMTP server (modules/messages). */
  'deliver-message': { messageId: number };
}
export type TJobName = keyof TJobs;
export type TBatchJobName = Exclude<TJobName, 'hourly-upkeep'>;
export type TJobHandlers = { [Name in TJobName]: (data: TJobs[Name]) => Promise<void> };

export interface TQueue {
  /**
   * Queues a job; answers its id, or null when the job's policy already has one waiting. Given a
   * transaction (`options.transaction`, an EntityManager inside `transactional`), the job is written
   * in it: it exists if and only if that transaction commits.
   */
  send<Name extends TJobName>(name: Name, data: TJobs[Name], options?: { transaction?: EntityManager }): Promise<string | null>;
  /**
   * Queues one job per item of `data` in one statement, as send() does one (in `options.transaction`
   * when given). Not for the upkeep: its policy is a singleton, which a batch of jobs cannot keep.
   */
  sendMany<Name extends TBatchJobName>(name: Name, data: readonly TJobs[Name][], options?: { transaction?: EntityManager }): Promise<void>;
  /** Sends `name` on this cron schedule (in `timeZone`), once across every server process. */
  schedule(name: TJobName, cron: string, timeZone: string): Promise<void>;
  /** Starts the queue and this process's workers: every job in `handlers`. */
  start(handlers: TJobHandlers): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The queues, which the migrations create (two processes creating one at once deadlock), each with
 * its pg-boss policy: the upkeep's is `short` (one waiting at most: a start's and the hour's
 * schedule's, sent while the other waits, make one run); the rest are `standard`.
 */
const JOB_NAMES = ['hourly-upkeep', 'photo-avif', 'deliver-message'] as const satisfies readonly TJobName[];

/**
 * What each job's send sets. The upkeep is sent only by a start (the schedule's runs are pg-boss's
 * own sends): one per clock hour, however many processes start in it, even once the first has run
 * (docs/architecture.md#several-processes). A message is retried for about 6 hours (5 s doubling,
 * 12 times), and a try whose process died is taken again once it expires (2 minutes: an SMTP
 * exchange that takes longer has timed out on its own, see modules/messages/transport.ts).
 */
const SEND_POLICY: { [Name in TJobName]: PgBoss.SendOptions } = {
  'hourly-upkeep': { retryLimit: 3, retryDelay: 30, retryBackoff: true, singletonHours: 1 },
  'photo-avif': { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  'deliver-message': { retryLimit: MESSAGE_RETRY_LIMIT, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
};

/**
 * pg-boss's statement, run on the transaction's own connection (its `db` option): `$n` placeholders
 * become the ORM's `?`, each with its value, repeated where the statement repeats it.
 */
function inTransaction(tx: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const params: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_placeholder, n: string) => {
        params.push(values[Number(n) - 1] ?? null);
        return '?';
      });
      const rows = await tx.getConnection().execute<unknown[]>(sql, params, 'all', tx.getTransactionContext());
      return { rows };
    },
  };
}

export function createQueue(orm: MikroORM, log: FastifyBaseLogger): TQueue {
  const boss = new PgBoss({
    connectionString: orm.config.getClientUrl(),
    schema: 'pgboss',
    // The app's own pool does the app's work; the queue polls and fetches on two connections.
    max: 2,
    // The migrations create and upgrade the schema, as they do the app's tables.
    migrate: false,
    application_name: 'shelter-queue',
  });
  // An outage of the database is a warning, as for requests (plugins/log-errors.ts): the queue
  // reconnects on its own once it is back.
  boss.on('error', (error) =>
    isDatabaseUnavailable(error)
      ? log.warn({ err: error }, 'background queue: the database is unavailable')
      : log.error({ err: error }, 'background queue error'),
  );
  let started: Promise<unknown> | undefined;
  return {
    async send(name, data, options = {}) {
      await started;
      const db = options.transaction ? { db: inTransaction(options.transaction) } : {};
      return boss.send(name, data, { ...SEND_POLICY[name], ...db });
    },
    async sendMany(name, data, options = {}) {
      if (!data.length) return;
      await started;
      const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = SEND_POLICY[name];
      const jobs = data.map((item) => ({ name, data: item, retryLimit, retryDelay, retryBackoff, expireInSeconds }));
      await boss.insert(jobs, options.transaction ? { db: inTransaction(options.transaction) } : {});
    },
    async schedule(name, cron, timeZone) {
      await started;
      await boss.schedule(name, cron, {}, { tz: timeZone });
    },
    async start(handlers) {
      started = boss.start();
      await started;
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as (data: TJobs[TJobName]) => Promise<void>;
        if (name === 'deliver-message') {
          // A burst of messages (a day's digests, an SMTP server back after an outage) goes out
          // in batches, each job failing or succeeding on its own: a failed job is failed here
          // (to be retried), and pg-boss's completion of the batch only touches jobs still active.
          await boss.work<TJobs[TJobName]>(name, { pollingIntervalSeconds: 1, batchSize: 10 }, async (jobs) => {
            await Promise.all(
              jobs.map((job) =>
                handler(job.data).catch(async (error: unknown) => {
                  await boss.fail(name, job.id, error instanceof Error ? { message: error.message } : { message: String(error) });
                }),
              ),
            );
          });
          continue;
        }
        await boss.work<TJobs[TJobName]>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await handler(job.data);
        });
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
