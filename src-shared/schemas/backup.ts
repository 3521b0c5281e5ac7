import { z } from 'zod';

/** A backup file (src-server/modules/backup): one JSON document, versioned. */
export const BACKUP_FORMAT = 'shelter-backup';
/** Raised when the file's layout changes; a restore refuses any other version. */
export const BACKUP_FORMAT_VERSION = 1;

/** A backup archive (src-server/modules/backup/archive-format.ts): a tar of the tables as JSON lines and the stored files. */
export const ARCHIVE_FORMAT = 'shelter-backup-archive';
export const ARCHIVE_FORMAT_VERSION = 1;

/** What POST /api/restore answers. */
export const ZRestoreResult = z.object({
  message: z.string(),
  /** Rows restored, by table. */
  tables: z.record(z.string(), z.number().int()),
  /** Files (photos' sizes, documents) put into the file store: an archive's; none from a JSON backup. */
  files: z.number().int(),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;
