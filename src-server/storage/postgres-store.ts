import type { MikroORM } from '@mikro-orm/postgresql';
import type { TFileStore, TStoredFile } from './file-store.js';

/**
 * The default file store: the bytes in the `stored_files` table (decision 0012), so the database is
 * the one thing to back up and every server process sees the same files. Statements go straight to
 * the connection: a file is written once, read whole, and never loaded as an entity.
 */
export function postgresStore(orm: MikroORM): TFileStore {
  const connection = () => orm.em.getConnection();
  return {
    kind: 'postgres',
    async put(key, file) {
      // A key names its content (photos are content-hashed): the same key written twice is the same file.
      await connection().execute(
        'insert into stored_files (key, content_type, byte_size, content, created_at) values (?, ?, ?, ?, now()) on conflict (key) do nothing',
        [key, file.contentType, file.body.length, file.body],
      );
    },
    async get(key) {
      const rows = await connection().execute<{ content_type: string; content: Buffer }[]>('select content_type, content from stored_files where key = ?', [
        key,
      ]);
      const row = rows[0];
      return row ? ({ body: row.content, contentType: row.content_type } satisfies TStoredFile) : null;
    },
    async delete(keys) {
      // One placeholder per key: knex spreads an array parameter into a list, which `= any(?)` cannot take.
      if (keys.length) await connection().execute(`delete from stored_files where key in (${keys.map(() => '?').join(', ')})`, [...keys]);
    },
  };
}
