import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Where file bytes live (docs/architecture.md#files): PostgreSQL by default (postgres-store.ts: one
 * place to back up, shared by every server process), or an S3-compatible object store
 * (s3-store.ts) chosen by configuration. Keys are paths such as `photos/<hash>/480.webp`; a stored
 * file is never changed in place, only written once and deleted.
 */
export interface TStoredFile {
  body: Buffer;
  contentType: string;
}

export interface TFileStore {
  /** `postgres` or `s3`: logged at start and named in the backup's manifest. */
  readonly kind: 'postgres' | 's3';
  put(key: string, file: TStoredFile): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<TStoredFile | null>;
  /** Deletes the files that exist among `keys`; missing keys are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Only a store that keeps its files in the database: itself working inside the transaction of
   * `em`, so a backup reads the files of its own snapshot and a restore's files commit or roll back
   * with its rows. `clear` deletes every file (a restore replaces them all).
   */
  inTransaction?(em: EntityManager): TTransactionalFileStore;
}

export interface TTransactionalFileStore extends TFileStore {
  clear(): Promise<void>;
}
