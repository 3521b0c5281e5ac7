import { Box } from '@chakra-ui/react';
import { ScaleIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { useFormat } from '../../shared/use-format';
import { StatCard, StatGrid } from '../records/StatCard';
import type { TTransactionTotals } from '../../../src-shared/schemas/transactions';

/**
 * Total Income, Total Expenses and Net Balance over the period chosen (docs/domain.md#finance):
 * `undefined` while they load, null when there are none to show (a period out of order).
 */
export function FinancialCards({ totals }: { totals: TTransactionTotals | null | undefined }) {
  const format = useFormat();
  const loading = totals === undefined;
  return (
    <StatGrid label="Financial totals">
      <Box colorPalette="green" display="contents">
        <StatCard
          label="Total Income"
          icon={TrendingUpIcon}
          loading={loading}
          value={totals && format.money(totals.income)}
          help="Fees, donations and other income"
        />
      </Box>
      <Box colorPalette="red" display="contents">
        <StatCard
          label="Total Expenses"
          icon={TrendingDownIcon}
          loading={loading}
          value={totals && format.money(totals.expenses)}
          help="Care, supplies, facilities and staff"
        />
      </Box>
      <StatCard
        label="Net Balance"
        icon={ScaleIcon}
        loading={loading}
        value={totals && format.money(totals.balance)}
        help={totals ? `Across ${totals.count} ${totals.count === 1 ? 'transaction' : 'transactions'}` : 'Across the period'}
      />
    </StatGrid>
  );
}
