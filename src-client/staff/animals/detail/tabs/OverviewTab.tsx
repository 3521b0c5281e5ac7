import { Badge, Box, Button, DataList, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, StethoscopeIcon } from 'lucide-react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../../../shared/EmptyMessage';
import { errorMessage } from '../../../../shared/errors';
import { LoadError } from '../../../../shared/LoadError';
import { spayNeuterStatusPalette, vaccinationStatusPalette, type TStatusPalette } from '../../../../shared/status-palette';
import { AnimalStatusBadge, StatusBadge } from '../../../../shared/StatusBadge';
import { trpc } from '../../../../shared/trpc';
import { useFormat } from '../../../../shared/use-format';
import { RecordDetails } from '../../../medical/medical-columns';
import { useMay } from '../../../session/use-may';
import { WeightSection } from '../weights/WeightSection';
import { AddMedicalRecordButton } from './MedicalRecordsTab';

/** docs/domain.md#screens: the overview shows the 3 newest medical records. */
const RECENT_RECORDS = 3;

function RecentMedicalRecords({ animal, onShowAll }: { animal: TAnimal; onShowAll: () => void }) {
  const format = useFormat();
  const query = trpc.medical.page.useQuery({ animalId: animal.id, limit: RECENT_RECORDS, offset: 0 });
  let body;
  if (query.isPending) {
    body = (
      <Stack gap="3">
        {Array.from({ length: RECENT_RECORDS }, (_, index) => (
          <Skeleton key={index} height="14" rounded="md" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError text={`Error loading medical records: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyMessage
        icon={StethoscopeIcon}
        title="No medical records yet"
        description="The newest records will show here."
        action={<AddMedicalRecordButton animal={animal} variant="solid" />}
      />
    );
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {query.data.items.map((record) => (
          <Flex as="li" key={record.id} gap="3" p="3" borderWidth="1px" rounded="md" align="start" justify="space-between">
            <Stack gap="1" minW="0">
              <Text fontWeight="medium">{record.description}</Text>
              <RecordDetails record={record} format={format} />
              <Text fontSize="sm" color="fg.muted">
                {format.date(record.date)}
                {record.time && ` ${format.time(record.time)}`}
                {record.provider && ` · ${record.provider}`}
              </Text>
            </Stack>
            <Badge variant="outline" flexShrink="0">
              {record.recordType}
            </Badge>
          </Flex>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          Recent Medical Updates
        </Heading>
        {query.data && query.data.total > 0 && (
          <Button variant="plain" size="sm" px="0" color="colorPalette.fg" onClick={onShowAll}>
            View all medical records ({query.data.total})
            <ArrowRightIcon />
          </Button>
        )}
      </Flex>
      {body}
    </Stack>
  );
}

/** A derived status as its badge; text typed before care plans as it was typed; none as `empty`. */
function CareStatus({ status, palette, empty }: { status: string | null; palette: (status: string) => TStatusPalette | null; empty: string }) {
  if (!status) return <Text color="fg.muted">{empty}</Text>;
  const colour = palette(status);
  return colour ? <StatusBadge status={status} palette={colour} size="sm" /> : <>{status}</>;
}

const ALTERED_ANSWERS = { true: 'Yes', false: 'No' } as const;

/**
 * Overview: description, intake date, current status, the vaccination and spay/neuter statuses
 * the records give (docs/domain.md#care-plans), and, for those who read medical records, the
 * weight history and the newest records.
 */
export function OverviewTab({ animal, onShowMedicalRecords }: { animal: TAnimal; onShowMedicalRecords: () => void }) {
  const format = useFormat();
  const mayReadMedical = useMay('console:read');
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <Stack gap="4">
        <Heading as="h3" size="md">
          About {animal.name}
        </Heading>
        <Text color={animal.description ? 'fg' : 'fg.muted'} whiteSpace="pre-line">
          {animal.description ?? 'No description recorded.'}
        </Text>
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel>Intake Date</DataList.ItemLabel>
            <DataList.ItemValue>{format.date(animal.intakeDate)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Current Status</DataList.ItemLabel>
            <DataList.ItemValue>
              <AnimalStatusBadge status={animal.status} size="sm" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Vaccinations</DataList.ItemLabel>
            <DataList.ItemValue>
              <CareStatus status={animal.vaccinationStatus} palette={vaccinationStatusPalette} empty="Not recorded" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Spay/Neuter</DataList.ItemLabel>
            <DataList.ItemValue>
              <CareStatus status={animal.spayNeuterStatus} palette={spayNeuterStatusPalette} empty="Not known" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Altered at intake</DataList.ItemLabel>
            <DataList.ItemValue>{animal.alteredAtIntake === null ? 'Not known' : ALTERED_ANSWERS[`${animal.alteredAtIntake}`]}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {mayReadMedical && <WeightSection animal={animal} />}
      </Stack>
      {mayReadMedical && (
        <Box>
          <RecentMedicalRecords animal={animal} onShowAll={onShowMedicalRecords} />
        </Box>
      )}
    </SimpleGrid>
  );
}
