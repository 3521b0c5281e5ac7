import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { TAdoptionBucket } from '../../../src-shared/schemas/dashboard';
import { TEXT_MUTED, themeColor } from '../reports/charts/chart-colors';
import { BAR_CHART_HEIGHT, BAR_CHART_PADDING as PADDING, BAR_MAX_PX, barHeights } from './bar-scale';

/** At most this many labels under the bars: a month's 30 days get every few. */
const MAX_LABELS = { narrow: 6, wide: 10 };

/**
 * The adoption bars, drawn at `width` (AdoptionBars). Heights are pixels from barHeights (the
 * spec's scaling), drawn on a y axis of exactly BAR_MAX_PX pixels, so the chart shows the scale
 * the spec defines; each bar is labelled with its real count. Today's bar stands out; empty days
 * are drawn muted.
 */
export function AdoptionBarsDrawing({ buckets, title, width }: { buckets: readonly TAdoptionBucket[]; title: string; width: number }) {
  const heights = barHeights(buckets.map((bucket) => bucket.count));
  const data = buckets.map((bucket, index) => ({ x: index, y: heights[index] ?? 0, bucket }));
  const slot = (width - PADDING.left - PADDING.right) / Math.max(1, buckets.length);
  const labelEvery = Math.ceil(buckets.length / (width < 480 ? MAX_LABELS.narrow : MAX_LABELS.wide));
  const description = buckets.map((bucket) => `${bucket.day}: ${bucket.count}`).join(', ');

  return (
    <VictoryChart
      width={width}
      height={BAR_CHART_HEIGHT}
      padding={PADDING}
      domain={{ x: [-0.5, buckets.length - 0.5], y: [0, BAR_MAX_PX] }}
      containerComponent={<VictoryContainer responsive={false} title={title} desc={`Adoptions: ${description}`} />}
    >
      <VictoryAxis
        tickValues={data.map((point) => point.x)}
        tickFormat={(x: number) => (x % labelEvery === (buckets.length - 1) % labelEvery ? (buckets[x]?.day ?? '') : '')}
        style={{
          axis: { stroke: themeColor('border') },
          ticks: { stroke: 'transparent' },
          tickLabels: { fill: TEXT_MUTED, fontSize: 11, padding: 6, fontFamily: 'inherit' },
        }}
      />
      <VictoryBar
        data={data}
        barWidth={Math.max(3, Math.min(36, slot * 0.62))}
        cornerRadius={{ top: Math.min(4, slot / 4) }}
        // A count over every bar when they are wide enough to carry one; empty days stay unlabelled.
        labels={({ datum }: { datum: (typeof data)[number] }) => (slot >= 18 && datum.bucket.count > 0 ? String(datum.bucket.count) : '')}
        style={{
          data: {
            fill: ({ datum }: { datum?: (typeof data)[number] }) =>
              datum?.bucket.isToday ? themeColor('teal.solid') : datum?.bucket.count ? themeColor('teal.400') : themeColor('bg.emphasized'),
          },
          labels: { fill: TEXT_MUTED, fontSize: 11, fontWeight: 600, fontFamily: 'inherit' },
        }}
      />
    </VictoryChart>
  );
}
