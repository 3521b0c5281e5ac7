import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { HouseIcon } from 'lucide-react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import type { TFosterPlacement } from '../../../../../src-shared/schemas/foster';
import { EmptyMessage } from '../../../../shared/EmptyMessage';
import { StatusBadge } from '../../../../shared/StatusBadge';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import type { TColumn } from '../../../components/DataTable';
import { useMemoryListParams } from '../../../components/list-params';
import { PagedRecords } from '../../../components/PagedRecords';
import { TabSection } from '../../../components/TabSection';
import { useListState } from '../../../components/use-list-state';
import { FosterButton } from '../ActionButtons';
import { contactColumn } from '../../../records/contact-column';

const columns = (format: TFormatters): TColumn<TFosterPlacement>[] => [
  {
    key: 'foster',
    header: 'Foster',
    cell: (placement) => (
      <Stack gap="0">
        <Text fontWeight="medium">{placement.fosterName}</Text>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {[placement.fosterEmail, placement.fosterPhone].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  contactColumn((placement) => ({ email: placement.fosterEmail, phone: placement.fosterPhone }), 'md'),
  { key: 'start', header: 'Start Date', cell: (placement) => <Text whiteSpace="nowrap">{format.date(placement.startDate)}</Text> },
  { key: 'end', header: 'End Date', hideBelow: 'sm', cell: (placement) => <Text whiteSpace="nowrap">{placement.endDate ? format.date(placement.endDate) : 'Open-ended'}</Text> },
  {
    key: 'status',
    header: 'Status',
    cell: (placement) => <StatusBadge status={placement.current ? 'Current' : 'Past'} palette={placement.current ? 'purple' : 'gray'} size="sm" />,
  },
];

export function FosterHistoryTab({ animal }: { animal: TAnimal }) {
  const list = useListState(useMemoryListParams());
  const format = useFormat();
  const query = trpc.foster.page.useQuery({ animalId: animal.id, limit: list.pageSize, offset: list.offset }, { placeholderData: keepPreviousData });
  const hasPlacements = (query.data?.total ?? 0) > 0;
  return (
    <TabSection
      title="Foster History"
      description="Foster placements, newest first."
      action={hasPlacements && <FosterButton animal={animal} label="New Foster Placement" />}
    >
      <PagedRecords
        query={query}
        list={list}
        label={`Foster placements of ${animal.name}`}
        noun="placements"
        errorPrefix="Error loading foster care data: "
        columns={columns(format)}
        rowKey={(placement) => placement.id}
        empty={
          <EmptyMessage
            icon={HouseIcon}
            title="No foster placements"
            description={`${animal.name} has not been placed in foster care.`}
            action={<FosterButton animal={animal} variant="solid" label="New Foster Placement" />}
          />
        }
      />
    </TabSection>
  );
}
