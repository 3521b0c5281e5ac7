import { z } from 'zod';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../../src-shared/schemas/backup.js';
import { invalid } from '../../domain-errors.js';

/** One row as PostgreSQL's row_to_json wrote it: column name to JSON value. */
export type TBackupRow = Record<string, unknown>;

export interface TBackupFile {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The database migrations applied when the backup was made, in order. */
  migrations: string[];
  /** Every table's rows, in primary-key order. */
  tables: Record<string, TBackupRow[]>;
}

/** What a JSON backup says it leaves out, for whoever opens one (README, Backup and restore). */
export const JSON_BACKUP_CONTENTS =
  'Every table but stored_files: the bytes of photos and documents are not in this file. The backup with photos (.tar, GET /api/backup/archive) carries them.';

const ZHeader = z.object({
  format: z.string(),
  formatVersion: z.number().int(),
});

/**
 * The refusals every backup format shares, before anything else is read: a file that is not one
 * of `format`, or one of another version (400, saying which).
 */
export function checkFormat(input: unknown, format: string, version: number): void {
  const header = ZHeader.safeParse(input);
  if (!header.success || header.data.format !== format) throw invalid('This file is not a Shelter backup');
  if (header.data.formatVersion !== version) {
    throw invalid(`This backup has format version ${header.data.formatVersion}; this version of Shelter restores format version ${version}`);
  }
}

/** The first of a schema's problems, as the message of a damaged backup. */
export function damaged(error: z.ZodError): Error {
  const issue = error.issues[0];
  return invalid(`This backup is damaged: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'}`);
}

const ZBackupFile = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** Reads an uploaded JSON backup: a file that is not one, or one of another format version, is refused (400). */
export function parseBackupFile(input: unknown): TBackupFile {
  checkFormat(input, BACKUP_FORMAT, BACKUP_FORMAT_VERSION);
  const file = ZBackupFile.safeParse(input);
  if (!file.success) throw damaged(file.error);
  return file.data;
}

/** The file's opening, up to the first table: written before any row. */
export function backupHeader(migrations: string[], createdAt: Date): string {
  const head = JSON.stringify({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    migrations,
    contents: JSON_BACKUP_CONTENTS,
  });
  return `${head.slice(0, -1)},"tables":{`;
}
