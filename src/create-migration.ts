/**
 * Writes a migration for the difference between the entities and the latest migration:
 * `npm run db:migration:create`. It runs against a throwaway embedded PostgreSQL, so it
 * never touches a real database. Add the new class to migrations/index.ts and review its SQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, migrate } from '../src-server/db/database.js';
import { startEmbeddedPostgres } from '../src-server/db/embedded.js';
import { ormConfig } from '../src-server/orm-config.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-migration-'));
const server = await startEmbeddedPostgres(dir);
try {
  const orm = await MikroORM.init(ormConfig(await ensureDatabase(server.serverUrl, 'shelter'), { snapshot: true }));
  await migrate(orm);
  const created = await orm.getMigrator().createMigration(path.resolve('migrations'), false, process.argv[2] === '--initial');
  console.log(created.fileName ? `Wrote migrations/${created.fileName}` : 'The entities match the migrations: nothing to write.');
  await orm.close();
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
