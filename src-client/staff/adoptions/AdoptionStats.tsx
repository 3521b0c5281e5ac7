import { Box } from '@chakra-ui/react';
import { CircleDollarSignIcon, HeartHandshakeIcon, ReceiptIcon } from 'lucide-react';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { StatCard, StatGrid } from '../records/StatCard';

/** Total Adoptions, Total Fee Revenue and Average Fee, over Completed adoptions (docs/domain.md#reports). */
export function AdoptionStats() {
  const summary = trpc.adoptions.summary.useQuery();
  const format = useFormat();
  const figures = summary.data;
  return (
    <>
      {summary.isError && (
        <Box mb="4">
          <LoadError text={`Error loading adoptions data: ${errorMessage(summary.error)}`} onRetry={() => void summary.refetch()} />
        </Box>
      )}
      <StatGrid label="Adoption figures">
        <StatCard
          label="Total Adoptions"
          icon={HeartHandshakeIcon}
          loading={summary.isPending}
          value={figures?.completed.toLocaleString('en-US')}
          help="Completed adoptions"
        />
        <StatCard
          label="Total Fee Revenue"
          icon={CircleDollarSignIcon}
          loading={summary.isPending}
          value={figures && format.money(figures.totalFees)}
          help="Fees of completed adoptions"
        />
        <StatCard
          label="Average Fee"
          icon={ReceiptIcon}
          loading={summary.isPending}
          value={figures && format.money(figures.averageFee)}
          help="Per completed adoption"
        />
      </StatGrid>
    </>
  );
}
