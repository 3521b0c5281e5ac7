import type { TListParams } from '../components/list-params';

/**
 * The past (or scheduled) placements' own page in the address (`pastPage`, `scheduledPage`),
 * beside the current placements' `page`: the tables share the search, each turns its own pages.
 */
export function pastListParams(params: TListParams, pageKey: 'pastPage' | 'scheduledPage' = 'pastPage'): TListParams {
  const rename = (key: string) => (key === 'page' ? pageKey : key);
  return {
    get: (key) => params.get(rename(key)),
    set: (changes) => params.set(Object.fromEntries(Object.entries(changes).map(([key, value]) => [rename(key), value]))),
  };
}
