import type { EntityManager } from '@mikro-orm/postgresql';
import { ident, type TCatalog } from './backup-catalog.js';

/** Rows fetched from a cursor at a time: a backup streams, whatever the size of a table. */
const FETCH_ROWS = 500;

/**
 * A table's rows as PostgreSQL's own JSON of them, in primary-key order, so every value
 * (timestamps to the microsecond, arrays, JSON columns) comes back exactly on restore.
 */
function rowsQuery(catalog: TCatalog, table: string): string {
  const order = (catalog.primaryKeys.get(table) ?? catalog.columns.get(table) ?? []).map(ident).join(', ');
  const columns = (catalog.columns.get(table) ?? []).map(ident).join(', ');
  return `select row_to_json(t)::text as row from (select ${columns} from ${ident(table)}${order ? ` order by ${order}` : ''}) t`;
}

/** The table's rows (as above), a batch at a time from a cursor of the transaction `tx`. */
export async function* tableRows(tx: EntityManager, catalog: TCatalog, table: string): AsyncGenerator<string[]> {
  await tx.execute(`declare backup_rows no scroll cursor for ${rowsQuery(catalog, table)}`);
  for (;;) {
    const rows = await tx.execute<{ row: string }[]>(`fetch forward ${FETCH_ROWS} from backup_rows`);
    if (!rows.length) break;
    yield rows.map((r) => r.row);
  }
  await tx.execute('close backup_rows');
}

/**
 * How many rows the table has, and the bytes they take as JSON lines (each row's text and a
 * newline): what an archive's entry announces before its rows are read again in the same snapshot.
 */
export async function measureTable(tx: EntityManager, catalog: TCatalog, table: string): Promise<{ rows: number; bytes: number }> {
  const [row] = await tx.execute<{ rows: string; bytes: string }[]>(
    `select count(*) as rows, coalesce(sum(octet_length(t.row) + 1), 0) as bytes from (${rowsQuery(catalog, table)}) t`,
  );
  return { rows: Number(row?.rows ?? 0), bytes: Number(row?.bytes ?? 0) };
}
