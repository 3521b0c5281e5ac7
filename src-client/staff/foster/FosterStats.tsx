import { Box } from '@chakra-ui/react';
import { HeartIcon, HouseIcon, ListChecksIcon } from 'lucide-react';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { FOSTER_ELIGIBLE, useAnimalChoices } from '../records/animal-choices';
import { StatCard, StatGrid } from '../records/StatCard';

/** Counts only: one row of each list is enough to learn its size. */
const COUNT = { limit: 1, offset: 0 } as const;

/** Current Foster Animals, Total Foster Placements and Animals Eligible for Foster. */
export function FosterStats() {
  const current = trpc.foster.page.useQuery({ status: 'current', ...COUNT });
  const all = trpc.foster.page.useQuery(COUNT);
  const eligible = useAnimalChoices(FOSTER_ELIGIBLE, '');
  const failed = [current, all].find((query) => query.isError);
  const count = (total: number | undefined) => total?.toLocaleString('en-US');
  return (
    <>
      {failed && (
        <Box mb="4">
          <LoadError
            text={`Error loading foster care data: ${errorMessage(failed.error)}`}
            onRetry={() => void Promise.all([current.refetch(), all.refetch()])}
          />
        </Box>
      )}
      <StatGrid label="Foster care figures">
        <StatCard label="Current Foster Animals" icon={HouseIcon} loading={current.isPending} value={count(current.data?.total)} help="Placements under way" />
        <StatCard
          label="Total Foster Placements"
          icon={ListChecksIcon}
          loading={all.isPending}
          value={count(all.data?.total)}
          help="Current, scheduled and past"
        />
        <StatCard
          label="Animals Eligible for Foster"
          icon={HeartIcon}
          loading={eligible.isPending}
          value={eligible.isError ? undefined : count(eligible.total)}
          help="Neither in foster care nor adopted"
        />
      </StatGrid>
    </>
  );
}
