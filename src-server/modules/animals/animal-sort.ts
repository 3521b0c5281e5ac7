import { defaultSortOrder, type TAnimalListQuery } from '../../../src-shared/schemas/animals.js';

/**
 * The registry's order (docs/domain.md#registry) on the animal `a`, each served by an index in its
 * own direction or read backwards, so a page at 100,000 animals stops after its rows
 * (animal.entity.ts): names whatever their case (the database's collation is C, which would put
 * "bella" after "Zeus"); IDs as text; intake dates; statuses A to Z, each status newest intake first
 * whichever way. Ties fall to the record number, in the same direction.
 */
export function registryOrder(query: Pick<TAnimalListQuery, 'sort' | 'order'>): string {
  const sort = query.sort ?? 'intakeDate';
  const order = query.order ?? defaultSortOrder(sort);
  switch (sort) {
    case 'name':
      return `lower(a.name) ${order}, a.id ${order}`;
    case 'animalId':
      return `a.animal_id ${order}`;
    case 'intakeDate':
      return `a.intake_date ${order}, a.id ${order}`;
    case 'status':
      return `a.status ${order}, a.intake_date desc, a.id desc`;
  }
}
