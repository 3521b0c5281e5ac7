import { VictoryContainer, VictoryPie } from 'victory';
import { themeColor } from './chart-colors';
import type { TSlice } from './chart-data';

/** The donut of PieChart, `size` pixels square, each slice in its group's colour. */
export function PieDrawing({ title, slices, colors, size }: { title: string; slices: readonly TSlice[]; colors: readonly string[]; size: number }) {
  return (
    <VictoryPie
      width={size}
      height={size}
      padding={4}
      innerRadius={size / 4}
      padAngle={slices.length > 1 ? 1.5 : 0}
      data={slices.map((slice) => ({ x: slice.label, y: slice.count }))}
      colorScale={[...colors]}
      labels={() => ''}
      style={{ data: { stroke: themeColor('bg.panel'), strokeWidth: 1 } }}
      containerComponent={
        <VictoryContainer responsive={false} title={title} desc={slices.map((slice) => `${slice.label}: ${slice.count} (${slice.percent}%)`).join(', ')} />
      }
    />
  );
}
