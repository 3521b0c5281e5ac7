import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './db/driver-errors.js';

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
export type TJobHandlers = { [Name in TJobName]: (data: TJobs[Name]) => Promise<void> };

export interface TQueue {
  /**
   * Queues a job; answers its id, or null when the job's policy already has one waiting. Given a
   * transaction (`options.transaction`, an EntityManager inside `transactional`), the job is written
   * in it: it exists if and only if that transaction commits.
   */
  send<Name extends TJobName>(name: Name, data: TJobs[Name], options?: { transaction?: EntityManager }): Promise<string | null>;
  /** Sends `name` on this cron schedule (in `timeZone`), once across every server process. */
  schedule(name: TJobName, cron: string, timeZone: string): Promise<void>;
  /** Starts the queue and this process's workers: every job in `handlers`. */
  start(handlers: TJobHandlers): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The queues, which the migrations create (two processes creating one at once deadlock), each with
 * its pg-boss policy: the upkeep's is `short` (one waiting at most: a start and the hour's schedule,
 * or several processes starting, send it once between them); the rest are `standard`.
 */
const JOB_NAMES = ['hourly-upkeep', 'photo-avif'] as const satisfies readonly TJobName[];

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
    async send(name, data) {
      await started;
      return boss.send(name, data, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
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
