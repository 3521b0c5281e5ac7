import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../domain-errors.js';
import { isInCare } from '../../../src-shared/journey.js';
import { AnimalSchema } from './animal.entity.js';

/**
 * What makes an animal record one animal (docs/domain.md#identity): its animal ID, never used
 * twice, and its microchip number, carried by one live animal only.
 */

/** An animal that has left and comes back is the same record: the refusal says to take it in again (docs/domain.md#journey). */
export const microchipTaken = (number: string, owner: { name: string; animalId: string; status: string }) =>
  `Microchip ${number} is already recorded for ${owner.name} (${owner.animalId})` +
  (isInCare(owner.status) ? '' : `, who left the shelter (${owner.status}): take ${owner.name} in again with a new intake on that record`);

/** An animal ID is taken for good: a voided animal keeps its ID, so it is counted too. */
export async function animalIdTaken(em: EntityManager, animalId: string): Promise<boolean> {
  return (await em.count(AnimalSchema, { animalId }, { filters: false })) > 0;
}

/** Refuses a chip number another live animal carries (numbers are stored normalised). */
export async function assertMicrochipFree(em: EntityManager, number: string | null | undefined, animalId?: number): Promise<void> {
  if (!number) return;
  const owner = await em.findOne(
    AnimalSchema,
    { microchipId: number, ...(animalId === undefined ? {} : { id: { $ne: animalId } }) },
    { fields: ['name', 'animalId', 'status'], disableIdentityMap: true },
  );
  if (owner) throw conflict(microchipTaken(number, owner), 'microchipId');
}

/**
 * Runs a write that may store a chip number. Two writes racing with one number both pass
 * assertMicrochipFree; the database's unique index stops the second, which gets the same 409 as
 * if it had come later.
 */
export async function withUniqueMicrochip<T>(em: EntityManager, number: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (number && error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'animals_microchip_id_unique') {
      await assertMicrochipFree(em.fork(), number);
    }
    throw error;
  }
}
