/** `npm run db:migrate`: brings the database (DATABASE_URL, or the embedded one in DATA_DIR) to the latest schema. */
import { loadConfig } from '../src-server/config.js';
import { migrate, openDatabase } from '../src-server/db/database.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(db.orm, config.databaseDirectUrl);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
