import { ANIMAL_SORTS, defaultSortOrder, SORT_ORDERS, type TAnimalSort, type TSortOrder } from '../../../../src-shared/schemas/animals';

export interface TRegistrySort {
  sort: TAnimalSort;
  order: TSortOrder;
}

/**
 * The order the address asks for (`?sort=name&order=desc`, docs/domain.md#registry): without a
 * sort, by intake date; without an order, the sort's own first one; unknown values count as absent.
 */
export function registrySort(sortParam: string | null, orderParam: string | null): TRegistrySort {
  const sort = ANIMAL_SORTS.find((key) => key === sortParam) ?? 'intakeDate';
  return { sort, order: SORT_ORDERS.find((order) => order === orderParam) ?? defaultSortOrder(sort) };
}

/** A sortable header clicked: the column sorted by turns the other way; another starts in its own first order. */
export function nextSort(current: TRegistrySort, sort: TAnimalSort): TRegistrySort {
  if (current.sort !== sort) return { sort, order: defaultSortOrder(sort) };
  return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** The address parameters of an order, left out where they are the default, so a plain /animals lists newest intake first. */
export function sortParams({ sort, order }: TRegistrySort): { sort: string | null; order: string | null } {
  return { sort: sort === 'intakeDate' ? null : sort, order: order === defaultSortOrder(sort) ? null : order };
}
