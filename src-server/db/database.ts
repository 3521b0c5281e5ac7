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

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; log?: (line: string) => void }): Promise<TDatabase> {
  if (options.databaseUrl) {
    const orm = await MikroORM.init(ormConfig(options.databaseUrl));
    return { orm, embedded: false, close: () => orm.close() };
  }
  const server = await startEmbeddedPostgres(options.dataDir, { log: options.log });
  try {
    const orm = await MikroORM.init(ormConfig(await ensureDatabase(server.serverUrl, 'shelter')));
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
 * Brings the schema to the latest migration; returns the names applied. Processes starting together
 * migrate one after the other: the first applies what is missing, the next finds nothing to do.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await withAdvisoryLock(orm, 'shelter:migrations', () => orm.getMigrator().up());
  return applied.map((migration) => migration.name);
}
