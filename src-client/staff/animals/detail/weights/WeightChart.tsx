import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { addDays, daysBetween } from '../../../../../src-shared/dates';
import type { TWeightUnit } from '../../../../../src-shared/enums';
import type { TWeight } from '../../../../../src-shared/schemas/care-plans';
import { useFormat } from '../../../../shared/use-format';
import { GRID_LINE, TEXT_MUTED, themeColor } from '../../../reports/charts/chart-colors';
import { weightIn } from './weight-form';

/** Room on the left for the weights, below for the first and last days (centred under their points). */
const PADDING = { top: 12, bottom: 28, left: 40, right: 44 };
const TICK_LABELS = { fill: TEXT_MUTED, fontSize: 11, padding: 6, fontFamily: 'inherit' };
const LINE = themeColor('teal.500');

/**
 * The weight history as a line over time, oldest first, in the Display setting's unit: days
 * apart are drawn apart. Loaded with Victory only when a history has two weights or more.
 */
export function WeightChart({
  weights,
  unit,
  title,
  width,
  height,
}: {
  weights: readonly TWeight[];
  unit: TWeightUnit;
  title: string;
  width: number;
  height: number;
}) {
  const format = useFormat();
  const first = weights[0]!.date;
  const points = weights.map((weight) => ({ x: daysBetween(first, weight.date), y: weightIn(weight.grams, unit) }));
  const lastDay = Math.max(1, points.at(-1)!.x);
  const values = points.map((point) => point.y);
  const spread = Math.max(...values) - Math.min(...values);
  // A flat history still gets a scale around its weight.
  const margin = Math.max(spread * 0.15, Math.max(...values) * 0.05, 0.1);
  const description = weights.map((weight) => `${format.date(weight.date)}: ${format.weight(weight.grams)}`).join('; ');
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={PADDING}
      domain={{ x: [0, lastDay], y: [Math.max(0, Math.min(...values) - margin), Math.max(...values) + margin] }}
      containerComponent={<VictoryContainer responsive={false} title={title} desc={description} />}
    >
      <VictoryAxis
        tickValues={[0, lastDay]}
        tickFormat={(day: number) => format.date(addDays(first, day))}
        style={{ axis: { stroke: themeColor('border') }, ticks: { stroke: 'transparent' }, tickLabels: TICK_LABELS }}
      />
      <VictoryAxis
        dependentAxis
        tickCount={4}
        tickFormat={(value: number) => Number(value.toFixed(1)).toString()}
        style={{ axis: { stroke: 'transparent' }, grid: { stroke: GRID_LINE, strokeDasharray: '2 4' }, tickLabels: TICK_LABELS }}
      />
      <VictoryLine data={points} style={{ data: { stroke: LINE, strokeWidth: 2 } }} />
      <VictoryScatter data={points} size={3} style={{ data: { fill: LINE } }} />
    </VictoryChart>
  );
}
