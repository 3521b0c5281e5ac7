import { keepPreviousData } from '@tanstack/react-query';
import type { TAnimalStatus } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';

/** How many animals a picker lists at once; typing narrows the list on the server. */
export const CHOICES_LIMIT = 20;

/** Animals a foster placement may start for: neither In Foster nor Adopted (docs/domain.md#statuses). */
export const FOSTER_ELIGIBLE: readonly TAnimalStatus[] = ['Available', 'Medical Hold', 'Behavioral Eval'];
/** Animals an adoption may be processed for from the Adoptions screen. */
export const ADOPTION_ELIGIBLE: readonly TAnimalStatus[] = ['Available'];

export interface TAnimalChoices {
  animals: TAnimal[];
  /** Every matching animal, not only those listed. */
  total: number;
  isPending: boolean;
  /** Loading, also when an earlier answer is on show meanwhile. */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

interface TPageResult {
  data?: { items: TAnimal[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * One list out of the answers, by name. A module function, so the query cache shares its result
 * structurally and it stays the same object while nothing changes.
 */
function combineChoices(results: TPageResult[]): TAnimalChoices {
  const failed = results.find((result) => result.isError);
  return {
    animals: results.flatMap((result) => result.data?.items ?? []).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    total: results.reduce((sum, result) => sum + (result.data?.total ?? 0), 0),
    isPending: results.some((result) => result.isPending),
    isFetching: results.some((result) => result.isFetching),
    isError: Boolean(failed),
    error: failed?.error,
  };
}

/**
 * The animals of some statuses matching a search, by name. The list takes one status at a time,
 * so several statuses are asked for side by side (one request: the client batches them) and merged.
 * Without statuses every animal counts.
 */
export function useAnimalChoices(statuses: readonly TAnimalStatus[] | undefined, q: string): TAnimalChoices {
  const search = q.trim() ? { q: q.trim() } : {};
  return trpc.useQueries(
    (t) =>
      (statuses ?? [undefined]).map((status) =>
        t.animals.page({ ...(status ? { status } : {}), ...search, limit: CHOICES_LIMIT, offset: 0 }, { placeholderData: keepPreviousData }),
      ),
    { combine: combineChoices },
  );
}
