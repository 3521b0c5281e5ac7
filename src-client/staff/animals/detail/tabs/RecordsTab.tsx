import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../../../shared/EmptyMessage';
import type { TColumn } from '../../../components/DataTable';
import { useMemoryListParams } from '../../../components/list-params';
import { PagedRecords, type TPageQuery } from '../../../components/PagedRecords';
import { TabSection } from '../../../components/TabSection';
import { useListState } from '../../../components/use-list-state';

/** One tab of an animal's records: where its pages come from, how they read, and how one is added. */
export interface TRecordsTab<T extends { id: number }> {
  title: string;
  description: string;
  /** The table's accessible name. */
  label: (animal: TAnimal) => string;
  noun: string;
  errorPrefix: string;
  /** A hook: the page of the animal's records, the page before kept on screen while the next loads. */
  usePage: (animal: TAnimal, page: { limit: number; offset: number }) => TPageQuery<T>;
  /** A hook, for columns that read the display settings or the shelter's today. */
  useColumns: () => TColumn<T>[];
  empty: { icon: LucideIcon; title: string; description: (animal: TAnimal) => string };
  /** Beside the title once there are records (outline), and in the empty message (solid); it hides itself from a role that may not add. */
  AddButton?: ComponentType<{ animal: TAnimal; variant: 'outline' | 'solid' }>;
}

/** A tab of the animal detail: a paged list of the animal's records, its empty message and its add button. */
export function RecordsTab<T extends { id: number }>({ animal, tab }: { animal: TAnimal; tab: TRecordsTab<T> }) {
  const list = useListState(useMemoryListParams());
  const query = tab.usePage(animal, { limit: list.pageSize, offset: list.offset });
  const columns = tab.useColumns();
  const { AddButton } = tab;
  const hasRecords = (query.data?.total ?? 0) > 0;
  return (
    <TabSection title={tab.title} description={tab.description} action={hasRecords && AddButton && <AddButton animal={animal} variant="outline" />}>
      <PagedRecords
        query={query}
        list={list}
        label={tab.label(animal)}
        noun={tab.noun}
        errorPrefix={tab.errorPrefix}
        columns={columns}
        rowKey={(record) => record.id}
        empty={
          <EmptyMessage
            icon={tab.empty.icon}
            title={tab.empty.title}
            description={tab.empty.description(animal)}
            {...(AddButton ? { action: <AddButton animal={animal} variant="solid" /> } : {})}
          />
        }
      />
    </TabSection>
  );
}
