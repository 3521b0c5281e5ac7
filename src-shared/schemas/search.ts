import { z } from 'zod';

/** The console's one search box (docs/domain.md#search): animals, people and applications at once. */

/** Fewer characters hold no trigram for the indexes to look up (pg_trgm), and would match most of the shelter. */
export const SEARCH_MIN_LENGTH = 3;
/** Each group answers this many hits at most, with the number found. */
export const SEARCH_GROUP_LIMIT = 5;
/** The number found is counted up to this: past it the box says "100+", and the group's own list has the rest. */
export const SEARCH_COUNT_LIMIT = 100;

export const ZSearchQuery = z.object({
  q: z
    .string({ error: `Type at least ${SEARCH_MIN_LENGTH} characters to search` })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters to search`)
    .max(200, 'Must be at most 200 characters'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** One hit as the search box lists it, and the console path that opens its record. */
export const ZSearchHit = z.object({
  id: z.number().int(),
  label: z.string(),
  sublabel: z.string(),
  url: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** The first hits of one group, and how many were found, counted up to SEARCH_COUNT_LIMIT. */
export const ZSearchGroup = z.object({
  items: z.array(ZSearchHit),
  total: z.number().int(),
  /** false when more were found than counted: `total` is then SEARCH_COUNT_LIMIT. */
  exact: z.boolean(),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;

/** A group is null for a role that may not search it (a volunteer: applications). */
export const ZSearchResults = z.object({
  animals: ZSearchGroup,
  people: ZSearchGroup,
  applications: ZSearchGroup.nullable(),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;
