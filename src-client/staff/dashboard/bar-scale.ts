/** The Adoption Statistics chart's bar heights (docs/domain.md#screens). */
export const BAR_MAX_PX = 180;
export const BAR_MIN_PX = 20;

/** Room above the tallest bar for its count, and below the bars for the day labels. */
export const BAR_CHART_PADDING = { top: 22, bottom: 28, left: 8, right: 8 };
export const BAR_CHART_HEIGHT = BAR_MAX_PX + BAR_CHART_PADDING.top + BAR_CHART_PADDING.bottom;

/**
 * Each count's bar height in pixels: scaled to the highest count (at least 1, so a chart of zeros
 * does not divide by zero), the highest BAR_MAX_PX tall, none shorter than BAR_MIN_PX.
 */
export function barHeights(counts: readonly number[]): number[] {
  const highest = Math.max(1, ...counts);
  return counts.map((count) => Math.max(BAR_MIN_PX, (Math.max(0, count) / highest) * BAR_MAX_PX));
}
