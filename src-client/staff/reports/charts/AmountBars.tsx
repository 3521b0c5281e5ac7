import { HStack, Heading, Stack } from '@chakra-ui/react';
import { ChartColumnIcon } from 'lucide-react';
import { lazy } from 'react';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { EXPENSE_COLOR, INCOME_COLOR } from './chart-colors';
import { amountBars, amountBarsHeight } from './chart-data';
import { ChartBox } from './ChartBox';
import { ChartKey } from './ChartKey';

const AmountBarsDrawing = lazy(async () => ({ default: (await import('./AmountBarsDrawing')).AmountBarsDrawing }));

/** The financial chart: its bars by type (AmountBarsDrawing) under its title and legend. */
export function AmountBars({ title, byType }: { title: string; byType: readonly { type: string; total: number }[] }) {
  const bars = amountBars(byType);
  return (
    <Stack gap="3" as="figure" minW="0">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <HStack gap="4">
          <ChartKey color={INCOME_COLOR} label="Income" />
          <ChartKey color={EXPENSE_COLOR} label="Expense" />
        </HStack>
      </HStack>
      {bars.length === 0 ? (
        <EmptyMessage icon={ChartColumnIcon} title="No transactions in this period" />
      ) : (
        <ChartBox height={amountBarsHeight(bars.length)}>{(width) => <AmountBarsDrawing title={title} bars={bars} width={width} />}</ChartBox>
      )}
    </Stack>
  );
}
