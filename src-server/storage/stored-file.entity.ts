import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Named apart: a backup carries these bytes as files, never as a table's rows (modules/backup). */
export const STORED_FILES_TABLE = 'stored_files';

/**
 * A file's bytes in the default file store (postgres-store.ts): photos' sizes and documents, under
 * a key that never changes meaning (content-hashed for photos), so a stored file is never updated.
 */
export const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: STORED_FILES_TABLE,
  properties: {
    key: p.string().length(300).primary(),
    contentType: p.string().length(100),
    byteSize: p.integer(),
    content: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TStoredFileEntity = InferEntity<typeof StoredFileSchema>;
