import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../domain-errors.js';
import type { TStayEntity } from '../journey/stay.entity.js';
import { AnimalMoveSchema } from './animal-move.entity.js';
import { LocationSchema } from './location.entity.js';

export interface TMove {
  locationId: number;
  movedOn: string;
  movedAt: string | null;
}

/**
 * Records a stay's animal moving into a location (docs/domain.md#locations), inside the caller's
 * transaction: a move by hand, or the placement an intake names. A location that does not exist
 * or is out of use is a 400 at `path`.
 */
export async function recordMove(tx: EntityManager, stay: Pick<TStayEntity, 'id' | 'animal'>, move: TMove, path: string): Promise<void> {
  const location = await tx.findOne(LocationSchema, { id: move.locationId });
  if (!location) throw invalid('Location not found', path);
  if (!location.active) throw invalid(`${location.name} is no longer in use`, path);
  tx.create(AnimalMoveSchema, { animal: stay.animal, stay: stay.id, location: location.id, movedOn: move.movedOn, movedAt: move.movedAt });
}
