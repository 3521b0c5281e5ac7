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

const ZHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
});

const ZBackupFile = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/**
 * Reads an uploaded backup: a file that is not one, or one of another format version, is
 * refused with a message saying which (400).
 */
export function parseBackupFile(input: unknown): TBackupFile {
  const header = ZHeader.safeParse(input);
  if (!header.success) throw invalid('This file is not a Shelter backup');
  if (header.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw invalid(`This backup has format version ${header.data.formatVersion}; this version of Shelter restores format version ${BACKUP_FORMAT_VERSION}`);
  }
  const file = ZBackupFile.safeParse(input);
  if (!file.success) {
    const issue = file.error.issues[0];
    throw invalid(`This backup is damaged: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'}`);
  }
  return file.data;
}

/** The file's opening, up to the first table: written before any row. */
export function backupHeader(migrations: string[], createdAt: Date): string {
  const head = JSON.stringify({ format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, createdAt: createdAt.toISOString(), migrations });
  return `${head.slice(0, -1)},"tables":{`;
}
