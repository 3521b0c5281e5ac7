/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup`, GET /api/backup or
 * GET /api/backup/archive (a name ending in `.tar`: with its photos and documents) into an empty
 * installation (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first; a new
 * DATA_DIR is made and migrated). Refused, with the reason, when the installation holds records or
 * the backup comes from another version.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../src-server/config.js';
import { migrate, openDatabase } from '../src-server/db/database.js';
import { DomainError } from '../src-server/domain-errors.js';
import { restoreArchive } from '../src-server/modules/backup/archive-restore.js';
import { restoreBackup } from '../src-server/modules/backup/backup.service.js';
import { createFileStore } from '../src-server/storage/create-store.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}

const archive = file.endsWith('.tar');
let backup: unknown;
if (!archive) {
  try {
    backup = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db.orm, config.databaseDirectUrl);
  const em = db.orm.em.fork();
  const result = archive ? await restoreArchive(em, createFileStore(config.fileStore, db.orm), createReadStream(file)) : await restoreBackup(em, backup);
  console.log(result.message);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
