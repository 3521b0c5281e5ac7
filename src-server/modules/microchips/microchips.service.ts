import type { EntityManager } from '@mikro-orm/postgresql';
import { AAHA_LOOKUP_URL, analyzeChipNumber } from '../../../src-shared/microchips.js';
import type { TMicrochipLookup } from '../../../src-shared/schemas/microchips.js';
import { AnimalSchema } from '../animals/animal.entity.js';

/** The number's own story, and which of our animals carries it (chips are stored normalized). */
export async function lookUpMicrochip(em: EntityManager, raw: string): Promise<TMicrochipLookup> {
  const analysis = analyzeChipNumber(raw);
  const animal = analysis.number
    ? await em.findOne(AnimalSchema, { microchipId: analysis.number }, { fields: ['id', 'animalId', 'name', 'status'], disableIdentityMap: true })
    : null;
  return {
    ...analysis,
    animal: animal ? { id: animal.id, animalId: animal.animalId, name: animal.name, status: animal.status } : null,
    nationalLookupUrl: AAHA_LOOKUP_URL,
  };
}
