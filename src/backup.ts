/**
 * `npm run backup -- <file>`: writes a full backup of the database (DATABASE_URL, or the embedded
 * one in DATA_DIR: stop the server first) to <file>: the backup with photos and documents, as
 * GET /api/backup/archive, when its name ends in `.tar`, else the JSON of GET /api/backup (data
 * only). It goes to <file>.partial first and takes the name only when complete, so a failed run
 * never leaves a truncated file under the name asked for.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { loadConfig } from '../src-server/config.js';
import { openDatabase } from '../src-server/db/database.js';
import { writeArchiveTo } from '../src-server/modules/backup/archive-writer.js';
import { writeBackup } from '../src-server/modules/backup/backup.service.js';
import { chunkWriter } from '../src-server/modules/backup/chunk-writer.js';
import { createFileStore } from '../src-server/storage/create-store.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file>   (<name>.tar: with photos and documents; else JSON, data only)');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const partial = `${file}.partial`;
const out = createWriteStream(partial);
try {
  let summary: { tables: Record<string, number>; files?: number };
  if (file.endsWith('.tar')) {
    summary = await writeArchiveTo(db.orm.em.fork(), createFileStore(config.fileStore, db.orm), out);
  } else {
    summary = await writeBackup(db.orm.em.fork(), chunkWriter(out));
    out.end();
    await finished(out);
  }
  await rename(partial, file);
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  const files = summary.files === undefined ? '' : ` and ${summary.files} files`;
  console.log(`Backed up ${rows} rows of ${Object.keys(summary.tables).length} tables${files} to ${file}`);
} catch (error) {
  out.destroy();
  await rm(partial, { force: true });
  throw error;
} finally {
  await db.close();
}
