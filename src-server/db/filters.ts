/** A `from`/`to` (inclusive) filter on a date property, or nothing when neither is given. */
export function dateRange(query: { from?: string | undefined; to?: string | undefined }): { $gte?: string; $lte?: string } | undefined {
  if (!query.from && !query.to) return undefined;
  return { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
}

export function pageOptions(query: { limit?: number | undefined; offset?: number | undefined }): { limit?: number; offset?: number } {
  return { ...(query.limit !== undefined ? { limit: query.limit } : {}), ...(query.offset !== undefined ? { offset: query.offset } : {}) };
}
