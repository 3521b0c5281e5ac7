import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { TFileStore, TStoredFile, TTransactionalFileStore } from './file-store.js';

type TExecute = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * The default file store: the bytes in the `stored_files` table (decision 0012), so the database is
 * the one thing to back up and every server process sees the same files. Statements go straight to
 * the connection: a file is written once, read whole, and never loaded as an entity.
 */
export function postgresStore(orm: MikroORM): TFileStore {
  return {
    ...storeOn((sql, params) => orm.em.getConnection().execute(sql, params)),
    inTransaction: (em: EntityManager) => storeOn((sql, params) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext())),
  };
}

/** The store's statements, run by `execute`: on a connection of the pool, or in a transaction's. */
function storeOn(execute: TExecute): TTransactionalFileStore {
  return {
    kind: 'postgres',
    async put(key, file) {
      // A key names its content (photos are content-hashed): the same key written twice is the same file.
      await execute('insert into stored_files (key, content_type, byte_size, content, created_at) values (?, ?, ?, ?, now()) on conflict (key) do nothing', [
        key,
        file.contentType,
        file.body.length,
        file.body,
      ]);
    },
    async get(key) {
      const rows = (await execute('select content_type, content from stored_files where key = ?', [key])) as { content_type: string; content: Buffer }[];
      const row = rows[0];
      return row ? ({ body: row.content, contentType: row.content_type } satisfies TStoredFile) : null;
    },
    async delete(keys) {
      // The driver's layer spells an array parameter out as a list: `in (?)` takes it so (`any(?)` would not).
      if (keys.length) await execute('delete from stored_files where key in (?)', [keys]);
    },
    async clear() {
      await execute('delete from stored_files', []);
    },
  };
}
