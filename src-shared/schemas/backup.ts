import { z } from 'zod';

/** A backup file (src-server/modules/backup): one JSON document, versioned. */
export const BACKUP_FORMAT = 'shelter-backup';
/** Raised when the file's layout changes; a restore refuses any other version. */
export const BACKUP_FORMAT_VERSION = 1;

/** What POST /api/restore answers. */
export const ZRestoreResult = z.object({
  message: z.string(),
  /** Rows restored, by table. */
  tables: z.record(z.string(), z.number().int()),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;
