/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup` or GET /api/backup into
 * an empty installation (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first; a
 * new DATA_DIR is made and migrated). Refused, with the reason, when the installation holds
 * records or the backup comes from another version.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../src-server/config.js';
import { migrate, openDatabase } from '../src-server/db/database.js';
import { DomainError } from '../src-server/domain-errors.js';
import { restoreBackup } from '../src-server/modules/backup/backup.service.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}

let backup: unknown;
try {
  backup = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db.orm);
  const result = await restoreBackup(db.orm.em.fork(), backup);
  console.log(result.message);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
