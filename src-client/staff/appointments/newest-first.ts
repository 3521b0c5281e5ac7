/**
 * The rows of a page counted from the end of a list sorted oldest first, so the list reads newest
 * first: page 1 is the last `pageSize` rows. Answers the offset and limit to ask for (null when the
 * page is past the end).
 */
export function newestFirstWindow(total: number, page: number, pageSize: number): { offset: number; limit: number } | null {
  const end = total - (page - 1) * pageSize;
  if (end <= 0) return null;
  const offset = Math.max(0, end - pageSize);
  return { offset, limit: end - offset };
}
