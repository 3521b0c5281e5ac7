import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, migrate } from '../src-server/db/database.js';
import { startEmbeddedPostgres } from '../src-server/db/embedded.js';
import { ormConfig } from '../src-server/orm-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL server (any database on it). */
    dbServerUrl: string;
    /** A migrated database each test file copies its own from. */
    dbTemplate: string;
  }
}

/**
 * Provides PostgreSQL to the tests: the server at DATABASE_URL when set, else an embedded one in
 * a temporary folder. Migrations run once, into a template database.
 */
export default async function setup(project: TestProject) {
  let dir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-test-db-'));
    const embedded = await startEmbeddedPostgres(dir);
    serverUrl = embedded.serverUrl;
    stopEmbedded = embedded.stop;
  }
  const prefix = `shelter_test_${process.pid}_${project.name.replace(/\W/g, '')}`;
  const template = `${prefix}_template`;
  const orm = await MikroORM.init(ormConfig(await ensureDatabase(serverUrl, template)));
  await migrate(orm);
  await orm.close();
  project.provide('dbServerUrl', serverUrl);
  project.provide('dbTemplate', template);

  return async () => {
    // Side by side: each DROP DATABASE waits for a checkpoint, and one checkpoint serves every drop
    // waiting for it (one after another, a hundred files' databases took minutes).
    const pool = new pg.Pool({ connectionString: serverUrl, max: 8 });
    const { rows } = await pool.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    await Promise.all(rows.map(({ datname }) => pool.query(`drop database if exists "${datname}" with (force)`)));
    await pool.end();
    await stopEmbedded?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
