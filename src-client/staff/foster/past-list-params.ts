import type { TListParams } from '../components/list-params';

/**
 * The past placements' own page in the address (`pastPage`), beside the current placements'
 * `page`: both tables share the search, each turns its own pages.
 */
export function pastListParams(params: TListParams): TListParams {
  const rename = (key: string) => (key === 'page' ? 'pastPage' : key);
  return {
    get: (key) => params.get(rename(key)),
    set: (changes) => params.set(Object.fromEntries(Object.entries(changes).map(([key, value]) => [rename(key), value]))),
  };
}
