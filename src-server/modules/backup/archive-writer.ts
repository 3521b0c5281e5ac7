import { IsolationLevel } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pack, type Pack } from 'tar-stream';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION } from '../../../src-shared/schemas/backup.js';
import type { TFileStore } from '../../storage/file-store.js';
import {
  ARCHIVE_CONTENTS,
  CONTENT_TYPE_PAX,
  END_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type TEnd,
  type TEntryHeader,
  type TManifest,
} from './archive-format.js';
import { appliedMigrations, readCatalog } from './backup-catalog.js';
import { chunkWriter } from './chunk-writer.js';
import { storedFileKeys } from './stored-file-keys.js';
import { measureTable, tableRows } from './table-rows.js';

export interface TArchiveSummary {
  tables: Record<string, number>;
  files: number;
  missing: string[];
}

/**
 * A callback and the promise it settles. The promise is awaited once the entry is written; if a
 * write fails first (the download was cancelled), its own failure must not go unhandled meanwhile.
 */
function settledBy(): [callback: (error?: Error | null) => void, done: Promise<void>] {
  let callback: (error?: Error | null) => void = () => {};
  const done = new Promise<void>((resolve, reject) => (callback = (error) => (error ? reject(error) : resolve())));
  done.catch(() => {});
  return [callback, done];
}

/** Adds a whole entry, resolving once the pack has taken it (the reader's pace: backpressure). */
function addEntry(pack: Pack, header: TEntryHeader, body: string | Buffer): Promise<void> {
  const [callback, done] = settledBy();
  quiet(pack.entry(header, body, callback));
  return done;
}

/**
 * An entry's failure reaches its callback; its stream also emits it as an 'error' event, which
 * would be thrown with no listener (a download cancelled mid-entry).
 */
const quiet = (entry: Writable) => entry.on('error', () => {});

/**
 * Writes a backup archive (below) into `out`, at the pace `out` takes it, and ends it; a failure
 * ends `out` with the error (a download is cut short, a file left incomplete).
 */
export async function writeArchiveTo(em: EntityManager, files: TFileStore, out: Writable): Promise<TArchiveSummary> {
  const archive = pack();
  const copied = pipeline(archive, out);
  // Awaited below; a download cancelled meanwhile rejects it while the archive is still being written.
  copied.catch(() => {});
  try {
    const summary = await writeArchive(em, files, archive);
    await copied;
    return summary;
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
    await copied.catch(() => {});
    throw error;
  }
}

/**
 * Writes a backup archive into `pack` (archive-format.ts) and finalizes it: the manifest, every
 * table as JSON lines, every file the live photos and documents name, one at a time, and the end.
 * Rows come from one snapshot (a repeatable-read, read-only transaction), as the JSON backup's do;
 * so do the files when the store lives in the database. Another store (S3) is read as the rows are
 * written: a file deleted meanwhile (its photo voided) is left out and named in `end.json`.
 * Nothing larger than two files (the one going out, the next) or 500 rows is held in memory.
 */
async function writeArchive(em: EntityManager, files: TFileStore, pack: Pack): Promise<TArchiveSummary> {
  return em.transactional(
    async (tx) => {
      const createdAt = new Date();
      const catalog = await readCatalog(tx);
      const store = files.inTransaction?.(tx) ?? files;
      const measured = new Map<string, { rows: number; bytes: number }>();
      for (const table of catalog.tables) measured.set(table, await measureTable(tx, catalog, table));
      let listed = 0;
      for await (const keys of storedFileKeys(tx)) listed += keys.length;
      const tables = Object.fromEntries([...measured].map(([table, { rows }]) => [table, rows]));
      const manifest: TManifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        migrations: await appliedMigrations(tx),
        fileStore: files.kind,
        tables,
        files: listed,
        contents: ARCHIVE_CONTENTS,
      };
      await addEntry(pack, { name: MANIFEST_ENTRY, mtime: createdAt }, `${JSON.stringify(manifest, null, 2)}\n`);

      for (const table of catalog.tables) {
        const [callback, done] = settledBy();
        // The size goes in the entry's header, before the rows: measured in this same snapshot.
        const entry = quiet(pack.entry({ name: tableEntry(table), size: measured.get(table)?.bytes ?? 0, mtime: createdAt }, callback));
        const write = chunkWriter(entry);
        for await (const rows of tableRows(tx, catalog, table)) await write(rows.map((row) => `${row}\n`).join(''));
        entry.end();
        await done;
      }

      const summary: TArchiveSummary = { tables, files: 0, missing: [] };
      for await (const keys of storedFileKeys(tx)) {
        // The next file is read while this one goes out: the database and the download overlap.
        let reading = keys[0] === undefined ? undefined : store.get(keys[0]);
        for (const [index, key] of keys.entries()) {
          const file = await reading;
          const next = keys[index + 1];
          reading = next === undefined ? undefined : store.get(next);
          // Awaited on the next turn; if writing this one fails first, its failure must not go unhandled.
          reading?.catch(() => {});
          if (!file) {
            summary.missing.push(key);
            continue;
          }
          await addEntry(pack, { name: fileEntry(key), mtime: createdAt, pax: { [CONTENT_TYPE_PAX]: file.contentType } }, file.body);
          summary.files += 1;
        }
      }
      const end: TEnd = { files: summary.files, missing: summary.missing };
      await addEntry(pack, { name: END_ENTRY, mtime: createdAt }, `${JSON.stringify(end, null, 2)}\n`);
      pack.finalize();
      return summary;
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
