import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../orm-config.js';
import { withAdvisoryLock } from './advisory-lock.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface TDatabase {
  orm: MikroORM;
  /** True when the app started its own PostgreSQL (no DATABASE_URL). */
  embedded: boolean;
  close(): Promise<void>;
}

/** A URL naming another database on the same server. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the database on the server unless it exists (CREATE DATABASE cannot run in a transaction). */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
      await client.query(`create database ${ident(database)}${template ? ` template ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, database);
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** DATABASE_POOL_MAX; the commands that run and exit keep the default. */
  poolMax?: number;
  log?: (line: string) => void;
}): Promise<TDatabase> {
  const pool = { poolMax: options.poolMax };
  if (options.databaseUrl) {
    const orm = await MikroORM.init(ormConfig(options.databaseUrl, pool));
    return { orm, embedded: false, close: () => orm.close() };
  }
  const server = await startEmbeddedPostgres(options.dataDir, { log: options.log });
  try {
    const orm = await MikroORM.init(ormConfig(await ensureDatabase(server.serverUrl, 'shelter'), pool));
    return {
      orm,
      embedded: true,
      close: async () => {
        await orm.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Where a connection that holds a session goes (a LISTEN, an advisory lock): DATABASE_DIRECT_URL
 * when the ORM's URL names a transaction-mode pooler, which hands a session's server connection to
 * others between transactions; else the ORM's own.
 */
export function sessionUrl(orm: MikroORM, directUrl: string | undefined): string {
  return directUrl ?? orm.config.getClientUrl();
}

/**
 * Brings the schema to the latest migration; returns the names applied. Processes starting together
 * migrate one after the other: the first applies what is missing, the next finds nothing to do.
 */
export async function migrate(orm: MikroORM, directUrl?: string): Promise<string[]> {
  const applied = await withAdvisoryLock(sessionUrl(orm, directUrl), 'shelter:migrations', () => orm.getMigrator().up());
  return applied.map((migration) => migration.name);
}
