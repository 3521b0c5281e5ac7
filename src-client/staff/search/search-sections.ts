import type { TSearchGroup, TSearchResults } from '../../../src-shared/schemas/search';

/** One line of the search box's list: a record to open, or the whole list of its group. */
export interface TSearchOption {
  key: string;
  label: string;
  sublabel: string;
  url: string;
}

export interface TSearchSection {
  heading: string;
  options: TSearchOption[];
}

const GROUPS = [
  { name: 'animals', heading: 'Animals', noun: 'animals', listUrl: (q: string) => `/animals?q=${q}` },
  { name: 'people', heading: 'People', noun: 'people', listUrl: (q: string) => `/people?q=${q}` },
  { name: 'applications', heading: 'Applications', noun: 'applications', listUrl: (q: string) => `/adoptions?tab=applications&q=${q}` },
] as const;

/**
 * The answer as the search box lists it: a section per group with hits (a group the role may not
 * search is null, and shows nothing), and, when the group found more than it shows, a last line
 * opening that group's own list with the same words.
 */
export function searchSections(results: TSearchResults, q: string): TSearchSection[] {
  return GROUPS.flatMap(({ name, heading, noun, listUrl }) => {
    const group: TSearchGroup | null = results[name];
    if (!group?.items.length) return [];
    const options = group.items.map((hit) => ({ key: `${name}:${hit.id}`, label: hit.label, sublabel: hit.sublabel, url: hit.url }));
    if (!group.exact || group.total > group.items.length) {
      const count = group.exact ? String(group.total) : `${group.total}+`;
      options.push({ key: `${name}:all`, label: `See all ${count} ${noun}`, sublabel: `Every match for “${q}”`, url: listUrl(encodeURIComponent(q)) });
    }
    return [{ heading, options }];
  });
}

/** The line the arrow keys move to: the next or previous one, round from the last to the first and back. */
export function stepOption(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
