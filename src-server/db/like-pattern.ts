const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as a contains-pattern for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

/** `q` as a starts-with pattern for LIKE (a btree's `text_pattern_ops` serves it), % and _ literal. */
export function prefixPattern(q: string): string {
  return `${escapeLike(q)}%`;
}
