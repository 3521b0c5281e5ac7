import type { Logger } from 'pino';
import type { TConfig } from './config.js';
import { migrate, openDatabase, type TDatabase } from './db/database.js';
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

/** Everything between reading the configuration and listening: database, schema, first admin, demo data, imported pictures. */
export async function prepare(config: TConfig, log: Logger): Promise<TPrepared> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => log.debug({ postgres: line.trim() }, 'embedded postgres'),
  });
  try {
    const applied = await migrate(db.orm);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    const notices: string[] = [];
    const admin = await bootstrapAdmin(db.orm.em.fork(), config.admin);
    if (admin?.generatedPassword) {
      notices.push(`Created the first user. Log in as "${admin.username}" with password: ${admin.generatedPassword}`);
      notices.push('This password is shown once. Change it with: npm run user -- reset admin');
    } else if (admin) {
      notices.push(`Log in as "${admin.username}" with the password in SHELTER_ADMIN_PASSWORD.`);
    }
    if (config.mail.smtpUrl && !config.publicUrl) {
      // The upkeep's daily messages have no request to take an address from (docs/domain.md#messages).
      log.warn('SMTP_URL is set without PUBLIC_URL: staff’s daily messages go without links to the console or to unsubscribe');
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
    return { db, notices };
  } catch (error) {
    await db.close();
    throw error;
  }
}
