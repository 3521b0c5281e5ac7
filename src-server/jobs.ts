import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { TConfig } from './config.js';
import { syncStatusesInCare } from './modules/animals/animal-status.js';
import { anonymizeExpiredApplications } from './modules/applications/applications.service.js';
import { erasePeoplePastRetention } from './modules/people/person-privacy.js';
import { calendar } from './modules/settings/calendar.js';

const HOUR_MS = 60 * 60 * 1000;

/** The upkeep that follows the calendar; every step is idempotent, so a missed hour is harmless. */
export async function runHourlyJobs(orm: MikroORM, config: Pick<TConfig, 'timeZone'>, log: Logger): Promise<void> {
  const em = orm.em.fork();
  const { today, timeZone } = await calendar(em, config);
  const changed = await syncStatusesInCare(em, today);
  if (changed) log.info({ changed }, 'statuses follow the day: holds ended, foster placements started or ended');
  const anonymized = await anonymizeExpiredApplications(em);
  if (anonymized) log.info({ anonymized }, 'applicants’ personal data erased after the retention period');
  const erased = await erasePeoplePastRetention(em, timeZone);
  if (erased) log.info({ erased }, 'people nothing keeps erased after the retention period');
}

/** Runs the jobs now and then hourly; the returned function stops them. */
export function scheduleHourlyJobs(orm: MikroORM, config: Pick<TConfig, 'timeZone'>, log: Logger): () => void {
  const run = () => runHourlyJobs(orm, config, log).catch((error: unknown) => log.error({ err: error }, 'hourly jobs failed'));
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
