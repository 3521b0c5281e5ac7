import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANIMAL_STATUSES, type TAnimalStatus } from '../../../src-shared/enums.js';
import { DomainError } from '../../domain-errors.js';
import { createTestDatabase, type TTestDatabase } from '../../../test/database.js';
import {
  adoptionCompleted,
  adoptionUndone,
  assertManualStatusChange,
  changeStatusByHand,
  fosterPlacementEnded,
  fosterPlacementStarted,
  lockAnimal,
} from './animal-status.js';
import { AnimalSchema } from './animal.entity.js';

/** The transitions one by one, on an animal of each status; status-rules.test.ts has them through HTTP. */

const inStatus = (status: TAnimalStatus) => ({ status });
const OTHERS = (except: TAnimalStatus[]) => ANIMAL_STATUSES.filter((status) => !except.includes(status));

/** The conflict a refusal throws (answered as 409), by its message. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') return error.message;
    throw error;
  }
  throw new Error('Not refused');
}

describe('by hand', () => {
  it('moves between Available, Medical Hold and Behavioral Eval', () => {
    const animal = inStatus('Available');
    changeStatusByHand(animal, 'Medical Hold');
    expect(animal.status).toBe('Medical Hold');
    changeStatusByHand(animal, 'Behavioral Eval');
    changeStatusByHand(animal, 'Available');
    expect(animal.status).toBe('Available');
  });

  it('refuses Adopted and In Foster, and any change of an adopted or fostered animal, leaving the status', () => {
    const animal = inStatus('Available');
    expect(refusal(() => changeStatusByHand(animal, 'Adopted'))).toBe('Adopted is set by completing an adoption, not by hand');
    expect(refusal(() => changeStatusByHand(animal, 'In Foster'))).toBe('In Foster is set by a current foster placement, not by hand');
    expect(animal.status).toBe('Available');
    const adopted = inStatus('Adopted');
    expect(refusal(() => changeStatusByHand(adopted, 'Available'))).toBe('This animal is adopted: cancel its adoption to change its status');
    const fostered = inStatus('In Foster');
    expect(refusal(() => changeStatusByHand(fostered, 'Medical Hold'))).toBe('This animal is in foster care: end its placement to change its status');
    expect([adopted.status, fostered.status]).toEqual(['Adopted', 'In Foster']);
  });

  it('lets a status stay what it is, whatever it is', () => {
    for (const status of ANIMAL_STATUSES) expect(() => assertManualStatusChange(status, status)).not.toThrow();
  });
});

describe('adoptions', () => {
  it('a Completed one makes any animal not yet adopted Adopted', () => {
    for (const status of OTHERS(['Adopted'])) {
      const animal = inStatus(status);
      adoptionCompleted(animal);
      expect(animal.status, status).toBe('Adopted');
    }
  });

  it('refuses to complete one for an Adopted animal', () => {
    expect(refusal(() => adoptionCompleted(inStatus('Adopted')))).toBe('This animal has already been adopted');
  });

  it('one undone returns an Adopted animal to Available and leaves any other status', () => {
    const adopted = inStatus('Adopted');
    adoptionUndone(adopted);
    expect(adopted.status).toBe('Available');
    for (const status of OTHERS(['Adopted'])) {
      const animal = inStatus(status);
      adoptionUndone(animal);
      expect(animal.status, status).toBe(status);
    }
  });
});

describe('foster placements', () => {
  it('a current one puts the animal In Foster; a past one leaves its status', () => {
    for (const status of OTHERS(['Adopted', 'In Foster'])) {
      const current = inStatus(status);
      fosterPlacementStarted(current, true);
      expect(current.status, status).toBe('In Foster');
      const past = inStatus(status);
      fosterPlacementStarted(past, false);
      expect(past.status, status).toBe(status);
    }
  });

  it('refuses one, current or past, for an Adopted or In Foster animal', () => {
    for (const current of [true, false]) {
      expect(refusal(() => fosterPlacementStarted(inStatus('Adopted'), current))).toBe('This animal has been adopted and cannot go into foster care');
      expect(refusal(() => fosterPlacementStarted(inStatus('In Foster'), current))).toBe('This animal is already in foster care');
    }
  });

  it('one ended returns the animal to Available unless another is current', async () => {
    const alone = inStatus('In Foster');
    await fosterPlacementEnded(alone, () => Promise.resolve(false));
    expect(alone.status).toBe('Available');
    const withAnother = inStatus('In Foster');
    await fosterPlacementEnded(withAnother, () => Promise.resolve(true));
    expect(withAnother.status).toBe('In Foster');
  });

  it('one ended leaves an animal that is not In Foster as it is, without looking for other placements', async () => {
    for (const status of OTHERS(['In Foster'])) {
      const animal = inStatus(status);
      const others = vi.fn(() => Promise.resolve(false));
      await fosterPlacementEnded(animal, others);
      expect(animal.status, status).toBe(status);
      expect(others).not.toHaveBeenCalled();
    }
  });
});

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
