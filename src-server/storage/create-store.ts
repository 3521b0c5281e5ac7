import type { MikroORM } from '@mikro-orm/postgresql';
import type { TFileStoreConfig } from '../config.js';
import type { TFileStore } from './file-store.js';
import { postgresStore } from './postgres-store.js';
import { s3Store } from './s3-store.js';

/** The file store the configuration names (README, Configuration: FILE_STORE and the S3_ variables). */
export function createFileStore(config: TFileStoreConfig, orm: MikroORM): TFileStore {
  switch (config.kind) {
    case 'postgres':
      return postgresStore(orm);
    case 's3':
      return s3Store(config);
  }
}
