import type { Logger } from 'pino';
import type { TConfig } from './config.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import { migrate, openDatabase, sessionUrl, type TDatabase } from './db/database.js';
import { seedDemo } from './demo/seed.js';
import { importStoredImageUrls } from './modules/photos/import-image-url.js';
import { calendar } from './modules/settings/calendar.js';
import { bootstrapAdmin } from './modules/users/users.service.js';
import { createFileStore } from './storage/create-store.js';

export interface TPrepared {
  db: TDatabase;
  /** Lines for the operator: how to log in. */
  notices: string[];
}

/**
 * Everything between reading the configuration and listening: database, schema, first admin, demo
 * data, imported pictures. Processes starting together on one database take their turn (an
 * advisory lock): the first migrates, makes the admin and seeds; the next finds it all done.
 */
export async function prepare(config: TConfig, log: Logger): Promise<TPrepared> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    log: (line) => log.debug({ postgres: line.trim() }, 'embedded postgres'),
  });
  try {
    if (config.mail.smtpUrl && !config.publicUrl) {
      // The upkeep's daily messages have no request to take an address from (docs/domain.md#messages).
      log.warn('SMTP_URL is set without PUBLIC_URL: staff’s daily messages go without links to the console or to unsubscribe');
    }
    if (config.databaseUrl && !config.sessionSecret) {
      // Each process would make its own key: a cookie one signed, the others refuse (docs/architecture.md#several-processes).
      log.warn(
        `SESSION_SECRET is not set: the session key is kept in ${config.dataDir}; processes sharing DATABASE_URL each need that key, so set SESSION_SECRET`,
      );
    }
    const notices = await withAdvisoryLock(sessionUrl(db.orm, config.databaseDirectUrl), 'shelter:start', () => prepareData(db, config, log));
    return { db, notices };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The schema and the data a start needs; answers the lines for the operator. */
async function prepareData(db: TDatabase, config: TConfig, log: Logger): Promise<string[]> {
  const applied = await migrate(db.orm, config.databaseDirectUrl);
  if (applied.length) log.info({ migrations: applied }, 'database migrated');
  const notices: string[] = [];
  const admin = await bootstrapAdmin(db.orm.em.fork(), config.admin);
  if (admin?.generatedPassword) {
    notices.push(`Created the first user. Log in as "${admin.username}" with password: ${admin.generatedPassword}`);
    notices.push('This password is shown once. Change it with: npm run user -- reset admin');
  } else if (admin) {
    notices.push(`Log in as "${admin.username}" with the password in SHELTER_ADMIN_PASSWORD.`);
  }
  if (config.seedDemo) {
    const em = db.orm.em.fork();
    const demo = await seedDemo(em, (await calendar(em, config)).today);
    notices.push(...demo.notices);
  }
  // Before listening, so no answer changes under a visitor: the addresses of our own pictures
  // stored before photos existed (the demo's drawings) become photos; their AVIF sizes are asked
  // for once the queue runs (modules/photos/photo-startup.ts).
  const imported = await importStoredImageUrls(db.orm.em.fork(), { files: createFileStore(config.fileStore, db.orm), log });
  if (imported) log.info({ imported }, 'image addresses imported as photos');
  return notices;
}
