import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, migrate } from '../../src-server/db/database.js';
import { startEmbeddedPostgres, type TEmbeddedDatabase } from '../../src-server/db/embedded.js';
import { ormConfig } from '../../src-server/orm-config.js';
import type { TTestDatabase } from '../../test/database.js';
import { freePort } from '../../test/reliability/server-process.js';

/**
 * A migrated database on a PostgreSQL cluster of its own, which a test stops and starts again
 * (a database outage) without touching the shared test server. The cluster keeps its port, so
 * the app's pool reconnects to the same URL once it is back.
 */
export interface TStoppableDatabase {
  db: TTestDatabase;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startStoppableDatabase(): Promise<TStoppableDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-e2e-outage-'));
  const port = await freePort();
  let cluster: TEmbeddedDatabase | undefined = await startEmbeddedPostgres(dir, { port });
  const url = await ensureDatabase(cluster.serverUrl, 'shelter');
  const orm = await MikroORM.init(ormConfig(url));
  await migrate(orm);
  return {
    db: {
      orm,
      url,
      async close() {
        await orm.close();
        await cluster?.stop();
        await rm(dir, { recursive: true, force: true });
      },
    },
    async stop() {
      await cluster?.stop();
      cluster = undefined;
    },
    async start() {
      cluster ??= await startEmbeddedPostgres(dir, { port });
    },
  };
}
