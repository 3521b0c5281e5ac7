import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../domain-errors.js';
import { AnimalSchema, type TAnimalEntity } from './animal.entity.js';

export interface TAnimalLabel {
  animalId: number;
  animalName: string;
  animalCode: string;
}

export const labelOf = (animal: Pick<TAnimalEntity, 'id' | 'name' | 'animalId'>): TAnimalLabel => ({
  animalId: animal.id,
  animalName: animal.name,
  animalCode: animal.animalId,
});

/**
 * Labels records with their animals' names in one query for the whole list, whatever its
 * length (no query per row). The partial animals stay out of the identity map: the procedures of
 * one tRPC batch share an EntityManager, and a half-loaded animal there was served as a whole one
 * (without its version) to a list running beside it. A voided animal keeps its label: records
 * that outlive it (its applications) still name it.
 */
export async function labelRecords<R extends { animal: number }, T>(
  em: EntityManager,
  records: R[],
  toDto: (record: R, label: TAnimalLabel) => T,
): Promise<T[]> {
  const ids = [...new Set(records.map((record) => record.animal))];
  const animals = ids.length
    ? await em.find(AnimalSchema, { id: { $in: ids } }, { fields: ['id', 'name', 'animalId'], disableIdentityMap: true, filters: false })
    : [];
  const labels = new Map(animals.map((animal) => [animal.id, labelOf(animal)]));
  return records.map((record) => {
    const label = labels.get(record.animal);
    if (!label) throw notFound('Animal');
    return toDto(record, label);
  });
}

/** One record with its animal's label. */
export async function labelRecord<R extends { animal: number }, T>(em: EntityManager, record: R, toDto: (record: R, label: TAnimalLabel) => T): Promise<T> {
  const [item] = await labelRecords(em, [record], toDto);
  if (item === undefined) throw notFound('Animal');
  return item;
}
