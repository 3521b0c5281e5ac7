import { keepPreviousData } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../../../shared/EmptyMessage';
import { trpc } from '../../../../shared/trpc';
import { useFormat } from '../../../../shared/use-format';
import { useMemoryListParams } from '../../../components/list-params';
import { PagedRecords } from '../../../components/PagedRecords';
import { TabSection } from '../../../components/TabSection';
import { useListState } from '../../../components/use-list-state';
import { auditColumns } from '../../../settings/audit/audit-columns';

/**
 * The animal's audit trail: every write to the animal and to the records that belong to it, in
 * the same columns as the Settings audit log, so both read alike.
 */
export function HistoryTab({ animal }: { animal: TAnimal }) {
  const list = useListState(useMemoryListParams());
  const format = useFormat();
  const columns = useMemo(() => auditColumns(format), [format]);
  const query = trpc.audit.animalHistoryPage.useQuery({ id: animal.id, limit: list.pageSize, offset: list.offset }, { placeholderData: keepPreviousData });
  return (
    <TabSection title="History" description="Every change to this animal and its records: who made it, when, and what changed. Newest first.">
      <PagedRecords
        query={query}
        list={list}
        label={`History of ${animal.name}`}
        noun="entries"
        errorPrefix="Error loading the history: "
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={<EmptyMessage icon={HistoryIcon} title="Nothing recorded yet" description={`Changes to ${animal.name} and its records will be listed here.`} />}
      />
    </TabSection>
  );
}
