import type { Headers } from 'tar-stream';
import { z } from 'zod';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION } from '../../../src-shared/schemas/backup.js';
import { checkFormat, damaged } from './backup-file.js';

/**
 * The backup archive (README, Backup and restore): a tar whose entries come in this order, so a
 * restore reads it front to back without looking ahead:
 *
 * 1. `manifest.json`: what the archive holds (TManifest);
 * 2. `tables/<table>.jsonl`: each table's rows, one JSON object a line, as the JSON backup has
 *    them, parents first;
 * 3. `files/<key>`: each file the live photos and documents name, read from the file store, its
 *    content type in the pax header `SHELTER.content_type`;
 * 4. `end.json`: how many files were written, so an archive cut short is told from a whole one.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const END_ENTRY = 'end.json';
export const TABLES_DIR = 'tables/';
export const FILES_DIR = 'files/';
export const CONTENT_TYPE_PAX = 'SHELTER.content_type';

/** An entry's header with its pax records, which tar-stream reads and writes though its types leave them out. */
export type TEntryHeader = Headers & { pax?: Record<string, string> };

export const tableEntry = (table: string) => `${TABLES_DIR}${table}.jsonl`;
export const fileEntry = (key: string) => `${FILES_DIR}${key}`;

/** What the manifest says of the archive's contents, for whoever opens one. */
export const ARCHIVE_CONTENTS =
  'tables/<table>.jsonl: every table but stored_files, one row a line. files/<key>: the bytes of every live photo size and document, read from the file store. end.json: the number of files written.';

const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.string(),
  /** The database migrations applied when the backup was made, in order (the last is the schema's version). */
  migrations: z.array(z.string()),
  /** Where the files were read from: `postgres` or `s3` (a restore puts them in its own store, whichever). */
  fileStore: z.enum(['postgres', 's3']),
  /** Each table's rows, by table: the archive's `tables/` entries, in their order. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** The files the live photos and documents name, when the backup was made. */
  files: z.number().int().nonnegative(),
  contents: z.string(),
});
export type TManifest = z.infer<typeof ZManifest>;

const ZEnd = z.object({
  /** Files written under `files/`. */
  files: z.number().int().nonnegative(),
  /** Files the rows name that the store did not have (the archive goes on without them). */
  missing: z.array(z.string()),
});
export type TEnd = z.infer<typeof ZEnd>;

export function parseManifest(input: unknown): TManifest {
  checkFormat(input, ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION);
  const manifest = ZManifest.safeParse(input);
  if (!manifest.success) throw damaged(manifest.error);
  return manifest.data;
}

export function parseEnd(input: unknown): TEnd {
  const end = ZEnd.safeParse(input);
  if (!end.success) throw damaged(end.error);
  return end.data;
}
