import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { createEmptyDatabase, type TTestDatabase } from '../../test/database.js';
import { ormConfig } from '../orm-config.js';
import { migrate } from './database.js';

let db: TTestDatabase;
let second: MikroORM;
beforeAll(async () => {
  db = await createEmptyDatabase();
  second = await MikroORM.init(ormConfig(db.url));
});
afterAll(async () => {
  await second.close();
  await db.close();
});

it('two processes migrating an empty database at once both succeed, each migration applied once', async () => {
  const [first, next] = await Promise.all([migrate(db.orm), migrate(second)]);
  const names = migrationsList.map((migration) => migration.name);
  // One applied them all; the other, let in after it, found nothing to do.
  expect([first, next].sort((a, b) => a.length - b.length)).toEqual([[], names]);
  const rows = await db.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
  expect(rows.map((row) => row.name)).toEqual(names);
});

it('takes its lock where DATABASE_DIRECT_URL says, past any pooler', async () => {
  await expect(migrate(db.orm, 'postgres://postgres@127.0.0.1:1/shelter')).rejects.toThrow(/ECONNREFUSED/);
});
