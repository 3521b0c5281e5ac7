import { Badge, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { PlusIcon, StethoscopeIcon } from 'lucide-react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import type { TMedicalRecord } from '../../../../../src-shared/schemas/medical';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import type { TColumn } from '../../../components/DataTable';
import { LinkButton } from '../../../components/LinkButton';
import { OutsideSourceMark, RecordDetails, RecordWhen } from '../../../medical/medical-columns';
import { useMay } from '../../../session/use-may';
import type { TRecordsTab } from './RecordsTab';

const columns = (format: TFormatters): TColumn<TMedicalRecord>[] => [
  { key: 'date', header: 'Date', cell: (record) => <RecordWhen record={record} format={format} /> },
  { key: 'type', header: 'Type', cell: (record) => <Badge variant="outline">{record.recordType}</Badge> },
  {
    key: 'description',
    header: 'Description',
    cell: (record) => (
      <>
        <Text>{record.description}</Text>
        <RecordDetails record={record} format={format} />
        <OutsideSourceMark record={record} />
      </>
    ),
  },
  { key: 'provider', header: 'Provider', hideBelow: 'md', cell: (record) => record.provider ?? '—' },
  { key: 'notes', header: 'Notes', hideBelow: 'lg', cell: (record) => <Text color="fg.muted">{record.notes ?? '—'}</Text> },
];

/** Where a medical record is added (its dialog lives with the Medical Records screen). */
export const addMedicalRecordHref = (animal: Pick<TAnimal, 'id'>) => `/medical-records?animal=${animal.id}`;

export function AddMedicalRecordButton({ animal, variant = 'outline' }: { animal: TAnimal; variant?: 'outline' | 'solid' }) {
  const mayAdd = useMay('medical:write');
  if (!mayAdd) return null;
  return (
    <LinkButton to={addMedicalRecordHref(animal)} icon={PlusIcon} variant={variant}>
      Add Medical Record
    </LinkButton>
  );
}

export const medicalRecordsTab: TRecordsTab<TMedicalRecord> = {
  title: 'Medical Records',
  description: 'Vaccinations, examinations and treatments, newest first.',
  label: (animal) => `Medical records of ${animal.name}`,
  noun: 'records',
  errorPrefix: 'Error loading medical records: ',
  usePage: (animal, page) => trpc.medical.page.useQuery({ animalId: animal.id, ...page }, { placeholderData: keepPreviousData }),
  useColumns: () => columns(useFormat()),
  empty: {
    icon: StethoscopeIcon,
    title: 'No medical records yet',
    description: (animal) => `Vaccinations, examinations and treatments of ${animal.name} will be listed here.`,
  },
  AddButton: AddMedicalRecordButton,
};
