/** `q` as a contains-pattern for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
