import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { HeartHandshakeIcon } from 'lucide-react';
import type { TAdoption } from '../../../../../src-shared/schemas/adoptions';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../../../shared/EmptyMessage';
import { adoptionStatusPalette } from '../../../../shared/status-palette';
import { StatusBadge } from '../../../../shared/StatusBadge';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import type { TColumn } from '../../../components/DataTable';
import { useMemoryListParams } from '../../../components/list-params';
import { PagedRecords } from '../../../components/PagedRecords';
import { TabSection } from '../../../components/TabSection';
import { useListState } from '../../../components/use-list-state';
import { ProcessAdoptionButton } from '../ActionButtons';
import { contactColumn } from '../../../records/contact-column';

const columns = (format: TFormatters): TColumn<TAdoption>[] => [
  {
    key: 'adopter',
    header: 'Adopter',
    cell: (adoption) => (
      <Stack gap="0">
        <Text fontWeight="medium">{adoption.adopterName}</Text>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {adoption.adopterEmail}
        </Text>
      </Stack>
    ),
  },
  contactColumn((adoption) => ({ email: adoption.adopterEmail, phone: adoption.adopterPhone }), 'md'),
  { key: 'date', header: 'Adoption Date', cell: (adoption) => <Text whiteSpace="nowrap">{format.date(adoption.adoptionDate)}</Text> },
  { key: 'fee', header: 'Fee', hideBelow: 'sm', align: 'end', cell: (adoption) => format.money(adoption.feeAmount) },
  { key: 'status', header: 'Status', cell: (adoption) => <StatusBadge status={adoption.status} palette={adoptionStatusPalette(adoption.status)} size="sm" /> },
];

export function AdoptionHistoryTab({ animal }: { animal: TAnimal }) {
  const list = useListState(useMemoryListParams());
  const format = useFormat();
  const query = trpc.adoptions.page.useQuery({ animalId: animal.id, limit: list.pageSize, offset: list.offset }, { placeholderData: keepPreviousData });
  const hasAdoptions = (query.data?.total ?? 0) > 0;
  return (
    <TabSection
      title="Adoption History"
      description="Adoptions of this animal, newest first."
      action={hasAdoptions && <ProcessAdoptionButton animal={animal} variant="outline" />}
    >
      <PagedRecords
        query={query}
        list={list}
        label={`Adoptions of ${animal.name}`}
        noun="adoptions"
        errorPrefix="Error loading adoptions data: "
        columns={columns(format)}
        rowKey={(adoption) => adoption.id}
        empty={
          <EmptyMessage
            icon={HeartHandshakeIcon}
            title="No adoptions recorded"
            description={`Adoptions of ${animal.name} will be listed here.`}
            action={<ProcessAdoptionButton animal={animal} />}
          />
        }
      />
    </TabSection>
  );
}
