/** Starts Shelter: `npm start` (built) or `npm run dev`. The only place that listens. */
import './heap-tuning.js';
import pino from 'pino';
import { buildApp, LOG_REDACT } from '../src-server/app.js';
import { ConfigError, loadConfig } from '../src-server/config.js';
import { scheduleHourlyJobs } from '../src-server/jobs.js';
import { prepare } from '../src-server/lifecycle.js';
import { clientBuildDir } from '../src-server/paths.js';

const SHUTDOWN_GRACE_MS = 10_000;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = pino({ level: config.logLevel, redact: LOG_REDACT });
const { db, notices } = await prepare(config, log);
const app = await buildApp({ config, orm: db.orm, clientDir: process.env.SHELTER_API_ONLY ? undefined : clientBuildDir(), logger: log });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    // Stops accepting connections and waits for requests in flight, then the pool and the database.
    await app.close();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  log.fatal({ err: error }, 'could not listen');
  await db.close();
  process.exit(1);
}
await scheduleHourlyJobs(app.queue, config);
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(`\nShelter is running at http://${shown}:${config.port}  (public portal: /public)`);
for (const line of notices) console.log(line);
