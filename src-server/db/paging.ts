/** A page of a list and the size of the whole list (the console's `{ items, total }`). */
export interface TPage<T> {
  items: T[];
  total: number;
}

/** `q` as a contains-pattern for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
