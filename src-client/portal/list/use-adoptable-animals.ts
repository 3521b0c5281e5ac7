import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PORTAL_PAGE_SIZE } from '../../../src-shared/paging';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { trpc } from '../../shared/trpc';
import { takeInitialListPage } from '../common/initial-data';
import { queryFromFilters, type TAnimalFilters } from './animal-filters';

/**
 * The adoptable animals matching the filters, a page at a time ("Show more"). While new filters
 * load, the previous results stay on screen instead of flashing back to placeholders.
 */
export function useAdoptableAnimals(filters: TAnimalFilters) {
  const { client } = trpc.useUtils();
  const query = queryFromFilters(filters);
  return useInfiniteQuery({
    queryKey: ['portal', 'adoptable-animals', query],
    queryFn: ({ pageParam, signal }) => client.public.adoptablePage.query({ ...query, limit: PORTAL_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    // The plain list as the server sent it with the page.
    initialData: () => {
      const page = Object.keys(query).length === 0 ? takeInitialListPage(PORTAL_PAGE_SIZE) : undefined;
      return page && { pages: [page], pageParams: [0] };
    },
  });
}

export type TAdoptablePages = NonNullable<ReturnType<typeof useAdoptableAnimals>['data']>;

/** The pages loaded so far as one list, and how many match in all. */
export function flattenPages(data: TAdoptablePages | undefined): { animals: TAdoptableAnimal[]; total: number } {
  return { animals: uniqueById(data?.pages.flatMap((page) => page.items) ?? []), total: data?.pages.at(-1)?.total ?? 0 };
}

/** An animal adopted between two pages shifts the rest by one; a repeat would otherwise show twice. */
function uniqueById(animals: TAdoptableAnimal[]): TAdoptableAnimal[] {
  const seen = new Set<number>();
  return animals.filter((animal) => !seen.has(animal.id) && seen.add(animal.id));
}
