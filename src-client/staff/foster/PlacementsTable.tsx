import { keepPreviousData } from '@tanstack/react-query';
import { HouseIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PagedRecords } from '../components/PagedRecords';
import type { TListState } from '../components/use-list-state';
import { placementColumns } from './placement-columns';
import { useShelterToday } from '../components/use-shelter-today';

const LABELS = {
  current: { table: 'Current foster placements', empty: 'No animals are in foster care' },
  scheduled: { table: 'Scheduled foster placements', empty: 'No scheduled placements' },
  past: { table: 'Past foster placements', empty: 'No past placements' },
};

/** Current, scheduled or past placements (docs/domain.md#foster-placements), newest start first. */
export function PlacementsTable({
  status,
  list,
  onEnd,
}: {
  status: keyof typeof LABELS;
  list: TListState;
  onEnd?: ((placement: TFosterPlacement) => void) | undefined;
}) {
  const format = useFormat();
  const today = useShelterToday();
  const columns = useMemo(() => placementColumns(format, today, status === 'current' ? onEnd : undefined), [format, today, status, onEnd]);
  const query = trpc.foster.page.useQuery(
    { status, ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title={`No ${status} placements match your search`}
      description={`Nothing found for “${list.q}”. Try a foster’s name, email or phone.`}
    />
  ) : (
    <EmptyMessage
      icon={HouseIcon}
      title={LABELS[status].empty}
      description={status === 'current' ? 'Choose an eligible animal above to start a foster arrangement.' : undefined}
    />
  );
  return (
    <PagedRecords
      query={query}
      list={list}
      label={LABELS[status].table}
      noun="placements"
      errorPrefix="Error loading foster care data: "
      columns={columns}
      rowKey={(placement) => placement.id}
      empty={empty}
    />
  );
}
