/** The Adoption Statistics chart's bar heights (docs/domain.md#screens). */
export const BAR_MAX_PX = 180;
export const BAR_MIN_PX = 20;

/**
 * Each count's bar height in pixels: scaled to the highest count (at least 1, so a chart of zeros
 * does not divide by zero), the highest BAR_MAX_PX tall, none shorter than BAR_MIN_PX.
 */
export function barHeights(counts: readonly number[]): number[] {
  const highest = Math.max(1, ...counts);
  return counts.map((count) => Math.max(BAR_MIN_PX, (Math.max(0, count) / highest) * BAR_MAX_PX));
}
