import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { ensureDatabase } from '../src-server/db/database.js';
import { ormConfig } from '../src-server/orm-config.js';

export interface TTestDatabase {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, copied from the template. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  return openNewDatabase(inject('dbTemplate'));
}

/** A fresh database with no schema at all (no migration run), named like the others so the global teardown drops it. */
export async function createEmptyDatabase(): Promise<TTestDatabase> {
  return openNewDatabase(undefined);
}

async function openNewDatabase(template: string | undefined): Promise<TTestDatabase> {
  const name = `${inject('dbTemplate').replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const url = await ensureDatabase(inject('dbServerUrl'), name, template);
  const orm = await MikroORM.init(ormConfig(url));
  return { orm, url, close: () => orm.close() };
}

/**
 * Every row of every table (but the migrations' own bookkeeping), as PostgreSQL's JSON text,
 * sorted: two databases with equal snapshots hold the same data, value for value.
 */
export async function snapshotTables(orm: MikroORM): Promise<Record<string, string[]>> {
  const em = orm.em.fork();
  const snapshot: Record<string, string[]> = {};
  for (const name of await tableNames(orm)) {
    const rows = await em.execute<{ row: string }[]>(`select row_to_json(t)::text as row from "${name}" t order by 1`);
    snapshot[name] = rows.map((r) => r.row);
  }
  return snapshot;
}

/** The database's tables but the migrations' bookkeeping and the unlogged counts (the abuse limits'), by name. */
export async function tableNames(orm: MikroORM): Promise<string[]> {
  const rows = await orm.em.fork().execute<{ name: string }[]>(
    `select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and relpersistence = 'p' and relname <> 'mikro_orm_migrations'
      order by relname`,
  );
  return rows.map((row) => row.name);
}

/** One query answering every table's row count, by table name (a refused request must leave them all as they were). */
export function countRowsQuery(tables: string[]): string {
  return `select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`;
}
