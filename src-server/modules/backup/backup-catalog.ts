import type { EntityManager } from '@mikro-orm/postgresql';
import { STORED_FILES_TABLE } from '../../storage/stored-file.entity.js';

/**
 * What a backup needs to know of the schema, read from PostgreSQL's catalog rather than from the
 * entities, so "every table" holds by construction: a table added by a later migration is
 * backed up and restored without a change here.
 */
export interface TCatalog {
  /**
   * Every table of the app's schema (not the queue's, `pgboss`) but the migrations' own, the file
   * store's (`stored_files`, whose bytes an archive carries as files) and the unlogged ones (counts
   * PostgreSQL itself may empty: the abuse limits'), parents before the tables referring to them.
   */
  tables: string[];
  /** Each table's columns, in their order; not those PostgreSQL computes (generated), which it computes again on restore. */
  columns: Map<string, string[]>;
  /** Each table's primary-key columns (the order of its rows in a backup). */
  primaryKeys: Map<string, string[]>;
  /** Columns that take their value from a sequence: [table, column]. */
  sequences: [string, string][];
}

/** A quoted SQL identifier. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function groupBy(rows: { table: string; column: string }[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { table, column } of rows) groups.set(table, [...(groups.get(table) ?? []), column]);
  return groups;
}

/** Tables ordered so that each comes after the tables its foreign keys point to (ties by name). */
export function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length) {
    const next = remaining.find((table) =>
      references.every((ref) => ref.child !== table || ref.parent === table || placed.has(ref.parent) || !tables.includes(ref.parent)),
    );
    if (!next) throw new Error(`Foreign keys form a cycle among: ${remaining.join(', ')}`);
    ordered.push(next);
    placed.add(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return ordered;
}

export async function readCatalog(em: EntityManager): Promise<TCatalog> {
  const migrationsTable = em.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const columnRows = await em.execute<{ table: string; column: string; sequence: boolean }[]>(
    `select c.table_name as "table", c.column_name as "column",
            (c.column_default like 'nextval(%' or c.is_identity = 'YES') as "sequence"
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       join pg_class k on k.oid = format('%I.%I', c.table_schema, c.table_name)::regclass
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and k.relpersistence = 'p'
        and c.table_name not in (?, ?) and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
    [migrationsTable, STORED_FILES_TABLE],
  );
  const keyRows = await em.execute<{ table: string; column: string }[]>(
    `select t.relname as "table", a.attname as "column"
       from pg_index i
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
       join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = current_schema()
      order by t.relname, k.position`,
  );
  const references = await em.execute<{ child: string; parent: string }[]>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`,
  );
  const columns = groupBy(columnRows);
  return {
    tables: parentsFirst([...columns.keys()], references),
    columns,
    primaryKeys: groupBy(keyRows),
    sequences: columnRows.filter((row) => row.sequence).map((row) => [row.table, row.column]),
  };
}

/** The migrations applied to this database, in the order they ran. */
export async function appliedMigrations(em: EntityManager): Promise<string[]> {
  const table = em.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const rows = await em.execute<{ name: string }[]>(`select name from ${ident(table)} order by id`);
  return rows.map((row) => row.name);
}
