import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryGroup } from 'victory';
import type { TMonthlyFlow } from '../../../src-shared/schemas/dashboard';
import { GRID_LINE, TEXT_MUTED, themeColor } from '../reports/charts/chart-colors';
import { FLOW_CHART_HEIGHT as HEIGHT, FLOW_SERIES } from './flow-series';
import { countTicks, monthLabel } from './stay-figures';

/** Room on the left for the counts, below for the months. */
const PADDING = { top: 12, bottom: 28, left: 32, right: 8 };
const TICK_LABELS = { fill: TEXT_MUTED, fontSize: 11, padding: 6, fontFamily: 'inherit' };

/**
 * Intakes and outcomes per month, drawn at `width` (FlowChart), side by side, the oldest month
 * first; the count axis in whole numbers. On a narrow screen every other month is named, the
 * current one always.
 */
export function FlowChartDrawing({ months, title, width }: { months: readonly TMonthlyFlow[]; title: string; width: number }) {
  const ticks = countTicks(Math.max(0, ...months.flatMap((month) => [month.intakes, month.outcomes])));
  const slot = (width - PADDING.left - PADDING.right) / Math.max(1, months.length);
  const barWidth = Math.max(2, Math.min(14, slot * 0.32));
  const labelEvery = width < 480 ? 2 : 1;
  const description = months.map((month) => `${monthLabel(month.month, true)}: ${month.intakes} intakes, ${month.outcomes} outcomes`).join('; ');
  return (
    <VictoryChart
      width={width}
      height={HEIGHT}
      padding={PADDING}
      domain={{ x: [0.5, months.length + 0.5], y: [0, ticks.at(-1) ?? 1] }}
      containerComponent={<VictoryContainer responsive={false} title={title} desc={description} />}
    >
      <VictoryAxis
        tickValues={months.map((_, index) => index + 1)}
        tickFormat={(x: number) => ((months.length - x) % labelEvery === 0 ? monthLabel(months[x - 1]?.month ?? '') : '')}
        style={{ axis: { stroke: themeColor('border') }, ticks: { stroke: 'transparent' }, tickLabels: TICK_LABELS }}
      />
      <VictoryAxis
        dependentAxis
        tickValues={ticks}
        style={{ axis: { stroke: 'transparent' }, grid: { stroke: GRID_LINE, strokeDasharray: '2 4' }, tickLabels: TICK_LABELS }}
      />
      <VictoryGroup offset={barWidth + 2}>
        {FLOW_SERIES.map((series) => (
          <VictoryBar
            key={series.key}
            data={months.map((month, index) => ({ x: index + 1, y: month[series.key] }))}
            // Square: Victory's rounded corners on a bar of no height can draw a NaN path.
            barWidth={barWidth}
            style={{ data: { fill: series.color } }}
          />
        ))}
      </VictoryGroup>
    </VictoryChart>
  );
}
