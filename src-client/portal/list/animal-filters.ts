import { SEXES, SPECIES, type TSex, type TSpecies } from '../../../src-shared/enums';
import type { TAdoptableQuery } from '../../../src-shared/schemas/public';

/**
 * The list's filters live in the address (`/public?species=Cat&q=playful`), so a filtered list
 * can be shared, bookmarked and restored with Back.
 */
export interface TAnimalFilters {
  q: string;
  species: TSpecies | '';
  sex: TSex | '';
}

export const NO_FILTERS: TAnimalFilters = { q: '', species: '', sex: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => values.find((candidate) => candidate === value) ?? '';

/** Unknown values (an old link, a typo) are ignored rather than showing an error. */
export function filtersFromSearch(params: URLSearchParams): TAnimalFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    species: oneOf(SPECIES, params.get('species')),
    sex: oneOf(SEXES, params.get('sex')),
  };
}

/** Only the filters that are set, in a fixed order, so equal filters give equal addresses. */
export function searchFromFilters(filters: TAnimalFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.species) params.set('species', filters.species);
  if (filters.sex) params.set('sex', filters.sex);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return params;
}

/** The filters as the server's query (empty ones left out). */
export function queryFromFilters(filters: TAnimalFilters): Pick<TAdoptableQuery, 'q' | 'species' | 'sex'> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.species ? { species: filters.species } : {}),
    ...(filters.sex ? { sex: filters.sex } : {}),
  };
}

export const hasFilters = (filters: TAnimalFilters): boolean => Boolean(filters.q.trim() || filters.species || filters.sex);
