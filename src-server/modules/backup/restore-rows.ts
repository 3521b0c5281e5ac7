import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRestoreResult } from '../../../src-shared/schemas/backup.js';
import { conflict, invalid } from '../../domain-errors.js';
import { appliedMigrations, ident, readCatalog, type TCatalog } from './backup-catalog.js';
import type { TBackupRow } from './backup-file.js';
import { addedSince } from './backup-migrations.js';

/** Rows inserted per statement (one JSON parameter each). */
const INSERT_ROWS = 500;

/**
 * Tables a restore replaces even when they hold rows: the people who can log in, their sessions,
 * settings, the care protocols (every installation starts with the defaults), the audit trail,
 * the animal-ID counters and the outbox (an admin's test message while setting up). Any row in any other table (animals and their records, applications,
 * transactions) makes the installation "not empty".
 */
const HOUSEKEEPING_TABLES = new Set(['users', 'sessions', 'settings', 'medical_protocols', 'audit_log', 'animal_id_counters', 'messages']);

/** What a backup says of itself before its rows: the migrations it was made with and the tables it holds. */
export interface TBackupHeader {
  migrations: string[];
  tables: string[];
}

export interface TTableWriter {
  /** This installation's tables, parents before the tables referring to them: the order to insert in. */
  order: readonly string[];
  /** Inserts a table's rows, checking each has the table's columns; answers how many. Each table once. */
  insert(table: string, rows: Iterable<unknown> | AsyncIterable<unknown>): Promise<number>;
}

/**
 * Restores a backup into an empty installation (see HOUSEKEEPING_TABLES), in one transaction,
 * whatever its format: every table is locked, emptied and refilled by `fill` (which inserts the
 * backup's tables, parents first, and may do more in the same transaction: an archive's files),
 * ids kept, and each sequence set past the highest id. The backup must come from the same
 * database schema, or from an older one whose later migrations only added tables or columns with
 * defaults (backup-migrations.ts); anything else is refused before a row is touched. `fill` answers the number of files it restored.
 */
export async function restoreRows(
  em: EntityManager,
  header: TBackupHeader,
  fill: (writer: TTableWriter, tx: EntityManager) => Promise<number>,
): Promise<TRestoreResult> {
  return em.transactional(async (tx) => {
    const catalog = await readCatalog(tx);
    await tx.execute(`lock table ${catalog.tables.map(ident).join(', ')} in access exclusive mode`);
    const added = addedSince(header.migrations, await appliedMigrations(tx));
    const missing = catalog.tables.find((table) => !header.tables.includes(table) && !added.tables.has(table));
    if (missing) throw invalid(`This backup has no table "${missing}"`);
    const unknown = header.tables.filter((table) => !catalog.columns.has(table));
    if (unknown.length) throw invalid(`This backup has tables this installation does not: ${unknown.join(', ')}`);
    await assertEmpty(tx, catalog);

    for (const table of [...catalog.tables].reverse()) await tx.execute(`delete from ${ident(table)}`);
    const restored = new Map<string, number>();
    const files = await fill(
      {
        order: catalog.tables,
        insert: async (table, rows) => {
          if (!header.tables.includes(table) || restored.has(table)) throw invalid(`This backup is damaged: table "${table}" is out of place`);
          // Columns added since the backup was made are left out of its rows and take their defaults.
          const lacking = added.columns.get(table);
          const columns = (catalog.columns.get(table) ?? []).filter((column) => !lacking?.has(column));
          const count = await insertTable(tx, table, columns, rows);
          restored.set(table, count);
          return count;
        },
      },
      tx,
    );
    const unfilled = header.tables.find((table) => !restored.has(table));
    if (unfilled) throw invalid(`This backup is incomplete: it has no rows of table "${unfilled}"`);
    for (const [table, column] of catalog.sequences) {
      await tx.execute(`select setval(pg_get_serial_sequence(?, ?), coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`, [
        ident(table),
        column,
      ]);
    }
    const tables = Object.fromEntries(restored);
    const total = Object.values(tables).reduce((sum, n) => sum + n, 0);
    const counted = `${total} rows in ${catalog.tables.length} tables`;
    return { message: `The backup was restored: ${files ? `${counted} and ${files} files` : counted}.`, tables, files };
  });
}

async function insertTable(tx: EntityManager, table: string, columns: string[], rows: Iterable<unknown> | AsyncIterable<unknown>): Promise<number> {
  const expected = [...columns].sort().join(',');
  let batch: TBackupRow[] = [];
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (!isRow(row) || Object.keys(row).sort().join(',') !== expected) {
      throw invalid(`This backup's row ${count} of table "${table}" does not have that table's columns`);
    }
    batch.push(row);
    if (batch.length === INSERT_ROWS) {
      await insertRows(tx, table, columns, batch);
      batch = [];
    }
  }
  if (batch.length) await insertRows(tx, table, columns, batch);
  return count;
}

const isRow = (value: unknown): value is TBackupRow => typeof value === 'object' && value !== null && !Array.isArray(value);

async function assertEmpty(tx: EntityManager, catalog: TCatalog): Promise<void> {
  const held: string[] = [];
  for (const table of catalog.tables.filter((name) => !HOUSEKEEPING_TABLES.has(name))) {
    const [row] = await tx.execute<{ n: string }[]>(`select count(*) as n from ${ident(table)}`);
    const n = Number(row?.n ?? 0);
    // "animals: 1" rather than "1 animals": the table names are the catalog's, plural whatever the count.
    if (n > 0) held.push(`${table.replaceAll('_', ' ')}: ${n}`);
  }
  if (held.length) {
    throw conflict(
      `A backup can only be restored into an empty installation, and this one holds records (${held.join(', ')}). Restore into a new installation instead.`,
    );
  }
}

/** Short texts for PostgreSQL's refusals of a row; its own message could quote the statement. */
const ROW_PROBLEMS: Record<string, string> = {
  '23502': 'a required value is missing',
  '23503': 'it refers to a row that is not in the backup',
  '23505': 'a key appears twice',
  '23514': 'a value breaks one of the table’s rules',
};

async function insertRows(tx: EntityManager, table: string, columnNames: string[], rows: TBackupRow[]): Promise<void> {
  const columns = columnNames.map(ident).join(', ');
  try {
    await tx.execute(`insert into ${ident(table)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(table)}, ?::json)`, [
      JSON.stringify(rows),
    ]);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^2[23]/.test(code)) throw error;
    const column = (error as { column?: unknown }).column;
    const problem = ROW_PROBLEMS[code] ?? 'a value has the wrong type or format';
    throw invalid(`The backup's rows of table "${table}" cannot be restored: ${problem}${typeof column === 'string' ? ` (column "${column}")` : ''}`);
  }
}
