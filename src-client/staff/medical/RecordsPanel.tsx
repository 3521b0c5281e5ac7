import { Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { StethoscopeIcon } from 'lucide-react';
import { useMemo } from 'react';
import { MEDICAL_RECORD_TYPES, type TMedicalRecordType } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PagedRecords } from '../components/PagedRecords';
import { ScrollableTabList } from '../components/ScrollableTabList';
import type { TListState } from '../components/use-list-state';
import { medicalColumns, type TRecordActions } from './medical-columns';
import { useRecordTypeCounts } from './record-type-counts';

const ALL = 'all';
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

function RecordsTable({
  animal,
  recordType,
  list,
  actions,
}: {
  animal: TAnimal;
  recordType: TMedicalRecordType | null;
  list: TListState;
  actions: TRecordActions | undefined;
}) {
  const format = useFormat();
  const columns = useMemo(() => medicalColumns(format, actions), [format, actions]);
  const query = trpc.medical.page.useQuery(
    { animalId: animal.id, ...(recordType ? { recordType } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  return (
    <PagedRecords
      query={query}
      list={list}
      label={`Medical records of ${animal.name}`}
      noun="records"
      errorPrefix="Error loading data: "
      columns={columns}
      rowKey={(record) => record.id}
      empty={
        <EmptyMessage
          icon={StethoscopeIcon}
          title={recordType ? `No ${recordType.toLowerCase()} records` : 'No medical records yet'}
          description={`Vaccinations, examinations and treatments of ${animal.name} will be listed here.`}
        />
      }
    />
  );
}

/**
 * The chosen animal's records: a tab per record type with its
 * count, and the records of the tab, newest first.
 */
export function RecordsPanel({
  animal,
  recordType,
  onRecordType,
  list,
  actions,
}: {
  animal: TAnimal;
  recordType: TMedicalRecordType | null;
  onRecordType: (recordType: TMedicalRecordType | null) => void;
  list: TListState;
  actions: TRecordActions | undefined;
}) {
  const counts = useRecordTypeCounts(animal.id);
  const tabs = [
    { value: ALL, label: withCount('All', counts.all) },
    ...MEDICAL_RECORD_TYPES.map((type) => ({ value: type, label: withCount(type, counts.byType[type]) })),
  ];
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="medical-records-heading">
      <Card.Header px={{ base: '4', md: '6' }} flexDirection="row" justifyContent="space-between" alignItems="start" gap="3">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="lg" id="medical-records-heading">
            {animal.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Medical records · {animal.animalId} · {animal.species} · {animal.breed}
          </Text>
        </Stack>
        <AnimalStatusBadge status={animal.status} size="sm" />
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Tabs.Root
          value={recordType ?? ALL}
          onValueChange={(details) => onRecordType(MEDICAL_RECORD_TYPES.find((type) => type === details.value) ?? null)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <ScrollableTabList value={recordType ?? ALL} tabs={tabs} mb="4" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} />
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="0">
              <RecordsTable animal={animal} recordType={recordType} list={list} actions={actions} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
