import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRestoreResult } from '../../../src-shared/schemas/backup.js';
import { appliedMigrations, readCatalog } from './backup-catalog.js';
import { backupHeader, parseBackupFile } from './backup-file.js';
import { restoreRows } from './restore-rows.js';
import { tableRows } from './table-rows.js';

export interface TBackupSummary {
  tables: Record<string, number>;
}

/**
 * Writes a full backup as one JSON document through `write`, chunk by chunk: the format, its
 * version, the migrations applied and every table's rows in primary-key order (not the stored
 * files: the archive, archive-writer.ts, carries those). It reads one snapshot (a repeatable-read,
 * read-only transaction), so writes running meanwhile are either wholly in the backup or wholly out
 * of it.
 */
export async function writeBackup(em: EntityManager, write: (chunk: string) => Promise<void>): Promise<TBackupSummary> {
  return em.transactional(
    async (tx) => {
      const catalog = await readCatalog(tx);
      const tables: Record<string, number> = {};
      await write(backupHeader(await appliedMigrations(tx), new Date()));
      for (const [index, table] of catalog.tables.entries()) {
        await write(`${index ? ',' : ''}${JSON.stringify(table)}:[`);
        let count = 0;
        for await (const rows of tableRows(tx, catalog, table)) {
          await write(`${count ? ',' : ''}${rows.join(',')}`);
          count += rows.length;
        }
        tables[table] = count;
        await write(']');
      }
      await write('}}\n');
      return { tables };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

/** Restores a JSON backup (restore-rows.ts): its tables, parents first; the file store is left as it is. */
export async function restoreBackup(em: EntityManager, input: unknown): Promise<TRestoreResult> {
  const file = parseBackupFile(input);
  return restoreRows(em, { migrations: file.migrations, tables: Object.keys(file.tables) }, async (writer) => {
    for (const table of writer.order) {
      const rows = file.tables[table];
      if (rows) await writer.insert(table, rows);
    }
    return 0;
  });
}
