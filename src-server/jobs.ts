import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.js';
import type { TJobHandlers, TQueue } from './queue.js';
import { syncStatusesInCare } from './modules/animals/animal-status.js';
import { anonymizeExpiredApplications } from './modules/applications/applications.service.js';
import { deliverMessage } from './modules/messages/delivery.js';
import { deleteMessagesPastRetention } from './modules/messages/messages.service.js';
import type { TMailTransport } from './modules/messages/transport.js';
import { writeDailyMessages } from './modules/messages/daily-messages.js';
import type { TOutbox } from './modules/messages/outbox.js';
import { erasePeoplePastRetention } from './modules/people/person-privacy.js';
import { calendar } from './modules/settings/calendar.js';
import { runDueListingExports } from './modules/listings/listings.service.js';
import { makePhotoAvif } from './modules/photos/photos.service.js';
import type { TFileStore } from './storage/file-store.js';

/**
 * The upkeep that follows the calendar (the listing sites' exports once a day among it); every step
 * is idempotent, so a missed hour is harmless
 * (the daily messages of an hour missed go at the next one of the same day).
 */
export async function runHourlyJobs(
  orm: MikroORM,
  files: TFileStore,
  outbox: TOutbox,
  config: Pick<TConfig, 'timeZone' | 'publicUrl' | 'listings'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const em = orm.em.fork();
  const { today, timeZone } = await calendar(em, config);
  const changed = await syncStatusesInCare(em, today);
  if (changed) log.info({ changed }, 'statuses follow the day: holds ended, foster placements started or ended');
  const anonymized = await anonymizeExpiredApplications(em);
  if (anonymized) log.info({ anonymized }, 'applicants’ personal data erased after the retention period');
  const erased = await erasePeoplePastRetention(em, files, timeZone);
  if (erased) log.info({ erased }, 'people nothing keeps erased after the retention period');
  const deleted = await deleteMessagesPastRetention(em);
  if (deleted) log.info({ deleted }, 'messages deleted from the outbox after the retention period');
  const messages = await writeDailyMessages(em, outbox, config);
  if (messages) log.info({ messages }, 'daily staff messages written');
  // Last: at 100,000 animals the listing sites' files take the longest, and nothing above waits on them.
  for (const run of await runDueListingExports(em, files, config, { today, timeZone })) {
    log.info({ site: run.site, state: run.state, animals: run.animals }, 'listing site export made');
  }
}

/**
 * The queue's job registry (queue.ts): what each job does, in this process. A job that throws is
 * retried by the queue, so each handler is idempotent.
 */
export function jobHandlers({
  orm,
  config,
  log,
  files,
  mailTransport,
  outbox,
}: {
  orm: MikroORM;
  config: TConfig;
  log: FastifyBaseLogger;
  files: TFileStore;
  mailTransport: TMailTransport | undefined;
  outbox: TOutbox;
}): TJobHandlers {
  return {
    'deliver-message': ({ messageId }) => deliverMessage(orm, mailTransport, config.mail.from, messageId),
    'hourly-upkeep': () => runHourlyJobs(orm, files, outbox, config, log),
    'photo-avif': async ({ photoId }) => {
      if (await makePhotoAvif(orm.em.fork(), files, photoId)) log.debug({ photoId }, 'AVIF sizes made');
    },
  };
}

/**
 * The upkeep runs at every hour's start, and now unless a start has run it this hour already (a
 * missed hour is harmless, a late start is not; queue.ts sends it once per hour).
 */
export async function scheduleHourlyJobs(queue: TQueue, config: Pick<TConfig, 'timeZone'>): Promise<void> {
  await queue.schedule('hourly-upkeep', '0 * * * *', config.timeZone);
  await queue.send('hourly-upkeep', {});
}
