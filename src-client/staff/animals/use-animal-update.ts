import { useState } from 'react';
import type { TAnimal, TAnimalUpdateInput } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';

type TChanges = Omit<TAnimalUpdateInput, 'id' | 'version'>;

/**
 * Saves changes to an animal as of the version a form was opened on. That version is kept even
 * when the animal reloads behind the form, so a change someone else saved meanwhile is refused
 * (409) instead of overwritten; after a refusal the animal reloads like after any write
 * (shared/query-client.ts), so reopening the form starts from the latest.
 */
export function useAnimalUpdate(animal: TAnimal): (changes: TChanges) => Promise<TAnimal> {
  const update = trpc.animals.update.useMutation();
  const [openedVersion] = useState(animal.version);
  return (changes) => update.mutateAsync({ ...changes, id: animal.id, version: openedVersion });
}
