import { Box } from '@chakra-ui/react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { TAdoptionBucket } from '../../../src-shared/schemas/dashboard';
import { TEXT_MUTED, themeColor } from '../reports/charts/chart-colors';
import { useElementWidth } from '../reports/charts/use-element-width';
import { BAR_MAX_PX, barHeights } from './bar-scale';

/** Room above the tallest bar for its count, and below the bars for the day labels. */
const PADDING = { top: 22, bottom: 28, left: 8, right: 8 };

/** At most this many labels under the bars: a month's 30 days get every few. */
const MAX_LABELS = { narrow: 6, wide: 10 };

/**
 * The adoption bars. Heights are pixels from barHeights (the spec's scaling), drawn on a y axis of
 * exactly BAR_MAX_PX pixels, so the chart shows the scale the spec defines; each bar is labelled
 * with its real count. Today's bar stands out; empty days are drawn muted.
 */
export function AdoptionBars({ buckets, title }: { buckets: readonly TAdoptionBucket[]; title: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const heights = barHeights(buckets.map((bucket) => bucket.count));
  const data = buckets.map((bucket, index) => ({ x: index, y: heights[index] ?? 0, bucket }));
  const slot = width > 0 ? (width - PADDING.left - PADDING.right) / Math.max(1, buckets.length) : 0;
  const labelEvery = Math.ceil(buckets.length / (width < 480 ? MAX_LABELS.narrow : MAX_LABELS.wide));
  const description = buckets.map((bucket) => `${bucket.day}: ${bucket.count}`).join(', ');

  return (
    <Box ref={ref} h={`${BAR_MAX_PX + PADDING.top + PADDING.bottom}px`} w="full">
      {width > 0 && (
        <VictoryChart
          width={width}
          height={BAR_MAX_PX + PADDING.top + PADDING.bottom}
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
      )}
    </Box>
  );
}
