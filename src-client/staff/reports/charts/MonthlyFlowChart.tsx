import { Box, HStack, Heading, Stack } from '@chakra-ui/react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryGroup } from 'victory';
import { formatMonth } from '../../../shared/date-format';
import type { TMonthFlow } from '../sac-rows';
import { GRID_LINE, TEXT_MUTED, themeColor } from './chart-colors';
import { ChartKey } from './ChartKey';
import { useElementWidth } from './use-element-width';

const HEIGHT = 180;
const PADDING = { top: 12, bottom: 28, left: 36, right: 12 };
/** Room a month's name needs under its bars; on a narrow chart only every few months are named. */
const LABEL_WIDTH = 64;
const INTAKES = themeColor('blue.500');
const OUTCOMES = themeColor('orange.500');

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const TICK_LABELS = { fill: TEXT_MUTED, fontSize: 11, fontFamily: 'inherit' };

/** The SAC report's small chart: intakes beside outcomes, month by month, every species together. */
export function MonthlyFlowChart({ title, months }: { title: string; months: readonly TMonthFlow[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const slot = (width - PADDING.left - PADDING.right) / Math.max(months.length, 1);
  const every = Math.max(1, Math.ceil(LABEL_WIDTH / Math.max(slot, 1)));
  const bars = (figure: 'intakes' | 'outcomes') => months.map((month, index) => ({ x: index + 1, y: month[figure] }));
  const most = Math.max(1, ...months.flatMap((month) => [month.intakes, month.outcomes]));
  return (
    <Stack gap="2" as="figure" minW="0">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <HStack gap="4">
          <ChartKey color={INTAKES} label="Intakes" />
          <ChartKey color={OUTCOMES} label="Outcomes" />
        </HStack>
      </HStack>
      <Box ref={ref} w="full" h={`${HEIGHT}px`}>
        {width > 0 && (
          <VictoryChart
            width={width}
            height={HEIGHT}
            padding={PADDING}
            // Each month centred in its own slot, however few.
            domain={{ x: [0.5, months.length + 0.5], y: [0, most] }}
            containerComponent={
              <VictoryContainer
                responsive={false}
                title={title}
                desc={months
                  .map((month) => `${formatMonth(month.month)}: ${counted(month.intakes, 'intake')}, ${counted(month.outcomes, 'outcome')}`)
                  .join('; ')}
              />
            }
          >
            <VictoryAxis
              tickValues={months.map((_, index) => index + 1)}
              tickFormat={(x: number) => ((x - 1) % every === 0 ? formatMonth(months[x - 1]?.month ?? '') : '')}
              style={{ axis: { stroke: GRID_LINE }, ticks: { stroke: 'transparent' }, tickLabels: { ...TICK_LABELS, padding: 6 } }}
            />
            <VictoryAxis
              dependentAxis
              tickFormat={(y: number) => (Number.isInteger(y) ? String(y) : '')}
              style={{ axis: { stroke: 'transparent' }, grid: { stroke: GRID_LINE, strokeDasharray: '2 4' }, tickLabels: { ...TICK_LABELS, padding: 4 } }}
            />
            <VictoryGroup offset={Math.min(slot / 3, 14)} colorScale={[INTAKES, OUTCOMES]}>
              <VictoryBar data={bars('intakes')} barWidth={Math.min(slot / 3, 12)} cornerRadius={{ top: 2 }} />
              <VictoryBar data={bars('outcomes')} barWidth={Math.min(slot / 3, 12)} cornerRadius={{ top: 2 }} />
            </VictoryGroup>
          </VictoryChart>
        )}
      </Box>
    </Stack>
  );
}
