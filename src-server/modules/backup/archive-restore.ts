import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Entry } from 'tar-stream';
import type { TRestoreResult } from '../../../src-shared/schemas/backup.js';
import { invalid } from '../../domain-errors.js';
import type { TFileStore } from '../../storage/file-store.js';
import { CONTENT_TYPE_PAX, END_ENTRY, FILES_DIR, MANIFEST_ENTRY, parseEnd, parseManifest, tableEntry, type TEntryHeader } from './archive-format.js';
import { readArchive, type TArchiveReader } from './archive-reader.js';
import { restoreRows } from './restore-rows.js';

const damagedEntry = (name: string | undefined) =>
  invalid(
    name === undefined
      ? 'This backup archive is incomplete: it ends before its last entry. Download the backup again.'
      : `This backup archive is damaged: ${name} is out of place`,
  );

async function readJson(archive: TArchiveReader, entry: Entry): Promise<unknown> {
  const text = (await archive.bytes(entry)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(`This backup archive is damaged: ${entry.header.name} is not JSON`);
  }
}

/** A table entry's rows, parsed a line at a time. */
async function* rowsOf(archive: TArchiveReader, entry: Entry): AsyncGenerator<unknown> {
  let line = 0;
  for await (const text of archive.lines(entry)) {
    line += 1;
    try {
      yield JSON.parse(text);
    } catch {
      throw invalid(`This backup archive is damaged: line ${line} of ${entry.header.name} is not JSON`);
    }
  }
}

/**
 * Restores a backup archive (archive-format.ts) as it streams in from `body`, into an empty
 * installation: the rows as the JSON restore does (restore-rows.ts, one transaction), then the
 * files into `files`. A store in the database (PostgreSQL) writes them in that same transaction,
 * after emptying itself, so a failed restore leaves the installation as it was. Another store
 * (S3) gets each file as it arrives, before the commit: a failed restore leaves them there, unused
 * and harmless (their keys name their contents), and files already in it stay.
 */
export async function restoreArchive(em: EntityManager, files: TFileStore, body: Readable): Promise<TRestoreResult> {
  const archive = readArchive(body);
  try {
    const first = await archive.next();
    if (first?.header.name !== MANIFEST_ENTRY) throw invalid('This file is not a Shelter backup');
    const manifest = parseManifest(await readJson(archive, first));
    return await restoreRows(em, { migrations: manifest.migrations, tables: Object.keys(manifest.tables) }, async (writer, tx) => {
      let entry = await archive.next();
      for (const table of Object.keys(manifest.tables)) {
        if (entry?.header.name !== tableEntry(table)) throw damagedEntry(entry?.header.name);
        const rows = await writer.insert(table, rowsOf(archive, entry));
        if (rows !== manifest.tables[table])
          throw invalid(`This backup archive is damaged: ${entry.header.name} has ${rows} rows, not ${manifest.tables[table]}`);
        entry = await archive.next();
      }

      const store = files.inTransaction?.(tx);
      await store?.clear();
      let restored = 0;
      // Each file is stored while the next one arrives: one write in flight, one file read.
      let writing: Promise<void> = Promise.resolve();
      while (entry?.header.name.startsWith(FILES_DIR) && entry.header.type === 'file') {
        const contentType = (entry.header as TEntryHeader).pax?.[CONTENT_TYPE_PAX];
        if (!contentType) throw invalid(`This backup archive is damaged: ${entry.header.name} has no content type`);
        const file = { body: await archive.bytes(entry), contentType };
        await writing;
        writing = (store ?? files).put(entry.header.name.slice(FILES_DIR.length), file);
        // Awaited on the next turn; if reading the next file fails first, its failure must not go unhandled.
        writing.catch(() => {});
        restored += 1;
        entry = await archive.next();
      }
      await writing;

      if (entry?.header.name !== END_ENTRY) throw damagedEntry(entry?.header.name);
      const end = parseEnd(await readJson(archive, entry));
      if (end.files !== restored) throw invalid(`This backup archive is damaged: it has ${restored} files, not ${end.files}`);
      const after = await archive.next();
      if (after) throw damagedEntry(after.header.name);
      return restored;
    });
  } finally {
    archive.close();
  }
}
