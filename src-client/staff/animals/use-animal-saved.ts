import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';

/**
 * After an animal is created or changed: its record shows the server's answer at once, and
 * everything that shows animals loads again — lists, the detail, microchip lookups and the
 * dashboard's figures (SPEC.md section 4).
 */
export function useAnimalSaved(): (animal: TAnimal) => Promise<void> {
  const utils = trpc.useUtils();
  return async (animal) => {
    utils.animals.get.setData({ id: animal.id }, animal);
    await Promise.all([utils.animals.invalidate(), utils.microchips.invalidate(), utils.dashboard.invalidate()]);
  };
}
