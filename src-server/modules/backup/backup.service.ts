import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRestoreResult } from '../../../src-shared/schemas/backup.js';
import { conflict, invalid } from '../../domain-errors.js';
import { appliedMigrations, ident, readCatalog, type TCatalog } from './backup-catalog.js';
import { backupHeader, parseBackupFile, type TBackupRow } from './backup-file.js';

/** Rows fetched from a cursor at a time: a backup streams, whatever the size of a table. */
const FETCH_ROWS = 500;
/** Rows inserted per statement on restore (one JSON parameter each). */
const INSERT_ROWS = 500;

/**
 * Tables a restore replaces even when they hold rows: the people who can log in, their sessions,
 * settings, the care protocols (every installation starts with the defaults), the audit trail and
 * the animal-ID counters. Any row in any other table (animals and their records, applications,
 * transactions) makes the installation "not empty".
 */
const HOUSEKEEPING_TABLES = new Set(['users', 'sessions', 'settings', 'medical_protocols', 'audit_log', 'animal_id_counters']);

export interface TBackupSummary {
  tables: Record<string, number>;
}

/**
 * Writes a full backup through `write`, chunk by chunk: one JSON document with the format, its
 * version, the migrations applied and every table's rows in primary-key order. It reads one
 * snapshot (a repeatable-read, read-only transaction), so writes running meanwhile are either
 * wholly in the backup or wholly out of it. Rows are PostgreSQL's own JSON of them, so every
 * value (timestamps to the microsecond, arrays, JSON columns) comes back exactly.
 */
export async function writeBackup(em: EntityManager, write: (chunk: string) => Promise<void>): Promise<TBackupSummary> {
  return em.transactional(
    async (tx) => {
      const catalog = await readCatalog(tx);
      const tables: Record<string, number> = {};
      await write(backupHeader(await appliedMigrations(tx), new Date()));
      for (const [index, table] of catalog.tables.entries()) {
        await write(`${index ? ',' : ''}${JSON.stringify(table)}:[`);
        tables[table] = await writeRows(tx, catalog, table, write);
        await write(']');
      }
      await write('}}\n');
      return { tables };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

async function writeRows(tx: EntityManager, catalog: TCatalog, table: string, write: (chunk: string) => Promise<void>): Promise<number> {
  const order = (catalog.primaryKeys.get(table) ?? catalog.columns.get(table) ?? []).map(ident).join(', ');
  const columns = (catalog.columns.get(table) ?? []).map(ident).join(', ');
  await tx.execute(
    `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from (select ${columns} from ${ident(table)}${order ? ` order by ${order}` : ''}) t`,
  );
  let count = 0;
  for (;;) {
    const rows = await tx.execute<{ row: string }[]>(`fetch forward ${FETCH_ROWS} from backup_rows`);
    if (!rows.length) break;
    await write(`${count ? ',' : ''}${rows.map((r) => r.row).join(',')}`);
    count += rows.length;
  }
  await tx.execute('close backup_rows');
  return count;
}

/**
 * Restores a backup into an empty installation (see HOUSEKEEPING_TABLES), in one transaction:
 * every table is locked, emptied and refilled with the backup's rows, ids kept, and each
 * sequence set past the highest id. The backup must come from the same database schema (the
 * same migrations); anything else is refused before a row is touched.
 */
export async function restoreBackup(em: EntityManager, input: unknown): Promise<TRestoreResult> {
  const file = parseBackupFile(input);
  return em.transactional(async (tx) => {
    const catalog = await readCatalog(tx);
    await tx.execute(`lock table ${catalog.tables.map(ident).join(', ')} in access exclusive mode`);
    const migrations = await appliedMigrations(tx);
    if (migrations.join('\n') !== file.migrations.join('\n')) {
      throw invalid(
        'This backup was made by another version of Shelter (its database migrations differ from this installation’s). Restore it with the version that made it.',
      );
    }
    for (const table of catalog.tables) checkRows(table, catalog.columns.get(table) ?? [], file.tables[table]);
    const unknown = Object.keys(file.tables).filter((table) => !catalog.columns.has(table));
    if (unknown.length) throw invalid(`This backup has tables this installation does not: ${unknown.join(', ')}`);
    await assertEmpty(tx, catalog);

    for (const table of [...catalog.tables].reverse()) await tx.execute(`delete from ${ident(table)}`);
    const tables: Record<string, number> = {};
    for (const table of catalog.tables) {
      const rows = file.tables[table] ?? [];
      for (let start = 0; start < rows.length; start += INSERT_ROWS) {
        await insertRows(tx, table, catalog.columns.get(table) ?? [], rows.slice(start, start + INSERT_ROWS));
      }
      tables[table] = rows.length;
    }
    for (const [table, column] of catalog.sequences) {
      await tx.execute(`select setval(pg_get_serial_sequence(?, ?), coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`, [
        ident(table),
        column,
      ]);
    }
    const total = Object.values(tables).reduce((sum, n) => sum + n, 0);
    return { message: `The backup was restored: ${total} rows in ${catalog.tables.length} tables.`, tables };
  });
}

/** Every table must be in the file, each row with exactly the table's columns. */
function checkRows(table: string, columns: string[], rows: TBackupRow[] | undefined): void {
  if (!rows) throw invalid(`This backup has no table "${table}"`);
  const expected = [...columns].sort().join(',');
  const wrong = rows.findIndex((row) => Object.keys(row).sort().join(',') !== expected);
  if (wrong >= 0) throw invalid(`This backup's row ${wrong + 1} of table "${table}" does not have that table's columns`);
}

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
