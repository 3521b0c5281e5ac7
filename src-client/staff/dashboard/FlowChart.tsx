import { HStack, Stack } from '@chakra-ui/react';
import { lazy } from 'react';
import type { TMonthlyFlow } from '../../../src-shared/schemas/dashboard';
import { ChartBox } from '../reports/charts/ChartBox';
import { ChartKey } from '../reports/charts/ChartKey';
import { FLOW_CHART_HEIGHT, FLOW_SERIES } from './flow-series';

const FlowChartDrawing = lazy(async () => ({ default: (await import('./FlowChartDrawing')).FlowChartDrawing }));

/** Intakes and outcomes per month (FlowChartDrawing), under their legend. */
export function FlowChart({ months, title }: { months: readonly TMonthlyFlow[]; title: string }) {
  return (
    <Stack gap="2">
      <HStack gap="4" justify="end">
        {FLOW_SERIES.map((series) => (
          <ChartKey key={series.key} color={series.color} label={series.label} />
        ))}
      </HStack>
      <ChartBox height={FLOW_CHART_HEIGHT}>{(width) => <FlowChartDrawing months={months} title={title} width={width} />}</ChartBox>
    </Stack>
  );
}
