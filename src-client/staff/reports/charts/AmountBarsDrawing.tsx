import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { formatCents } from '../../../../src-shared/money';
import { EXPENSE_COLOR, INCOME_COLOR, TEXT_MUTED, themeColor } from './chart-colors';
import { AMOUNT_BAR_ROW as ROW, AMOUNT_BARS_PADDING as PADDING, amountBarsHeight, type TAmountBar } from './chart-data';

/** The financial chart's bars (AmountBars), drawn at `width`: one horizontal bar per type, its absolute total in dollars beside it. */
export function AmountBarsDrawing({ title, bars, width }: { title: string; bars: readonly TAmountBar[]; width: number }) {
  // Highest first, top to bottom: Victory draws the first category at the bottom.
  const data = [...bars].reverse().map((bar, index) => ({ x: index + 1, y: bar.total / 100, bar }));
  return (
    <VictoryChart
      horizontal
      width={width}
      height={amountBarsHeight(bars.length)}
      padding={PADDING}
      domainPadding={{ x: ROW / 2 }}
      containerComponent={<VictoryContainer responsive={false} title={title} desc={bars.map((bar) => `${bar.type}: ${formatCents(bar.total)}`).join(', ')} />}
    >
      <VictoryAxis
        tickValues={data.map((point) => point.x)}
        tickFormat={(x: number) => data[x - 1]?.bar.type ?? ''}
        style={{
          axis: { stroke: themeColor('border') },
          ticks: { stroke: 'transparent' },
          tickLabels: { fill: TEXT_MUTED, fontSize: 12, padding: 8, fontFamily: 'inherit' },
        }}
      />
      <VictoryBar
        data={data}
        barWidth={ROW * 0.6}
        cornerRadius={{ top: 3 }}
        labels={({ datum }: { datum: (typeof data)[number] }) => formatCents(datum.bar.total)}
        style={{
          data: { fill: ({ datum }: { datum?: (typeof data)[number] }) => (datum?.bar.kind === 'expense' ? EXPENSE_COLOR : INCOME_COLOR) },
          labels: { fill: themeColor('fg'), fontSize: 12, fontWeight: 600, fontFamily: 'inherit' },
        }}
      />
    </VictoryChart>
  );
}
