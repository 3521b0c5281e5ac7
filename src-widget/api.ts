import type { TAdoptableAnimal } from '../src-shared/schemas/public';
import type { TPublicWebsite } from '../src-shared/schemas/widget';

export type TFilters = { species: string; sex: string; q: string };

/**
 * The public API, cross-origin: plain GETs with no custom header, so the browser sends no
 * preflight, and no cookies (the server grants the embedding site's origin, never credentials).
 */
async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return (await response.json()) as T;
}

export const fetchWebsite = (server: string) => getJson<TPublicWebsite>(`${server}/api/public/website`);

export function fetchAnimals(server: string, filters: TFilters, limit: number, offset: number): Promise<TAdoptableAnimal[]> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return getJson<TAdoptableAnimal[]>(`${server}/api/public/adoptable-animals?${query}`);
}
