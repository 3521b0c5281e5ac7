/**
 * `npm run backup -- <file>`: writes a full backup of the database (DATABASE_URL, or the embedded
 * one in DATA_DIR: stop the server first) to <file>, the same JSON as GET /api/backup. It goes to
 * <file>.partial first and takes the name only when complete, so a failed run never leaves a
 * truncated file under the name asked for.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { loadConfig } from '../src-server/config.js';
import { openDatabase } from '../src-server/db/database.js';
import { writeBackup } from '../src-server/modules/backup/backup.service.js';
import { chunkWriter } from '../src-server/modules/backup/chunk-writer.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const partial = `${file}.partial`;
const out = createWriteStream(partial);
try {
  const summary = await writeBackup(db.orm.em.fork(), chunkWriter(out));
  out.end();
  await finished(out);
  await rename(partial, file);
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Backed up ${rows} rows of ${Object.keys(summary.tables).length} tables to ${file}`);
} catch (error) {
  out.destroy();
  await rm(partial, { force: true });
  throw error;
} finally {
  await db.close();
}
