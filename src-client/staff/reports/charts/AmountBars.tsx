import { Box, HStack, Heading, Stack } from '@chakra-ui/react';
import { ChartColumnIcon } from 'lucide-react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { formatCents } from '../../../../src-shared/money';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { TEXT_MUTED, themeColor } from './chart-colors';
import { amountBars } from './chart-data';
import { ChartKey } from './ChartKey';
import { useElementWidth } from './use-element-width';

const ROW = 34;
/** Room on the left for the longest type ("Registration Fee") and on the right for its amount. */
const PADDING = { top: 8, bottom: 8, left: 124, right: 92 };
const INCOME = themeColor('green.500');
const EXPENSE = themeColor('red.500');

/** The financial chart: one horizontal bar per type, its absolute total in dollars beside it. */
export function AmountBars({ title, byType }: { title: string; byType: readonly { type: string; total: number }[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const bars = amountBars(byType);
  // Highest first, top to bottom: Victory draws the first category at the bottom.
  const data = [...bars].reverse().map((bar, index) => ({ x: index + 1, y: bar.total / 100, bar }));
  const height = bars.length * ROW + PADDING.top + PADDING.bottom;
  return (
    <Stack gap="3" as="figure" minW="0">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <HStack gap="4">
          <ChartKey color={INCOME} label="Income" />
          <ChartKey color={EXPENSE} label="Expense" />
        </HStack>
      </HStack>
      {bars.length === 0 ? (
        <EmptyMessage icon={ChartColumnIcon} title="No transactions in this period" />
      ) : (
        <Box ref={ref} w="full" h={`${height}px`}>
          {width > 0 && (
            <VictoryChart
              horizontal
              width={width}
              height={height}
              padding={PADDING}
              domainPadding={{ x: ROW / 2 }}
              containerComponent={
                <VictoryContainer responsive={false} title={title} desc={bars.map((bar) => `${bar.type}: ${formatCents(bar.total)}`).join(', ')} />
              }
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
                  data: { fill: ({ datum }: { datum?: (typeof data)[number] }) => (datum?.bar.kind === 'expense' ? EXPENSE : INCOME) },
                  labels: { fill: themeColor('fg'), fontSize: 12, fontWeight: 600, fontFamily: 'inherit' },
                }}
              />
            </VictoryChart>
          )}
        </Box>
      )}
    </Stack>
  );
}
