import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../../test/database.js';
import { lockAnimal } from './animal-status.js';
import { AnimalSchema } from './animal.entity.js';

/** The row lock status changes hold; the derivation itself is tested through HTTP in journey/journey.test.ts and status-rules.test.ts. */

describe('lockAnimal', () => {
  let db: TTestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('holds the animal’s row until its transaction ends, and answers "Animal not found" for none', async () => {
    const em = db.orm.em.fork();
    const animal = em.create(AnimalSchema, {
      animalId: 'A-2026-0001',
      name: 'Pip',
      species: 'Cat',
      breed: 'Tabby',
      sex: 'Male',
      age: '1 year',
      intakeDate: '2026-01-02',
    });
    await em.flush();
    const tryLockElsewhere = () => db.orm.em.fork().execute('select id from animals where id = ? for update nowait', [animal.id]);
    await db.orm.em.fork().transactional(async (tx) => {
      expect((await lockAnimal(tx, animal.id)).name).toBe('Pip');
      await expect(tryLockElsewhere()).rejects.toThrow(/could not obtain lock/);
    });
    await expect(tryLockElsewhere()).resolves.toHaveLength(1);
    await expect(db.orm.em.fork().transactional((tx) => lockAnimal(tx, 999999))).rejects.toThrow('Animal not found');
  });
});
