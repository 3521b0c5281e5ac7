/**
 * `npm run bench:data -- --animals N`: fills the database (DATABASE_URL, or the embedded one in
 * DATA_DIR) with a deterministic shelter history of N animals. It replaces any data there.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src-server/config.js';
import { migrate, openDatabase } from '../src-server/db/database.js';
import { calendar } from '../src-server/modules/settings/calendar.js';
import { writeDataset } from './dataset.js';

const { values } = parseArgs({ options: { animals: { type: 'string', default: '10000' }, today: { type: 'string' } } });
const animals = Number(values.animals);
if (!Number.isInteger(animals) || animals < 100 || animals > 1_000_000) {
  console.error('--animals must be a whole number from 100 to 1000000');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db.orm);
  const today = values.today ?? (await calendar(db.orm.em.fork(), config)).today;
  const started = Date.now();
  const counts = await writeDataset(db.orm, { animals, today });
  console.log(JSON.stringify({ animals, today, seconds: (Date.now() - started) / 1000, rows: counts }, null, 2));
} finally {
  await db.close();
}
