import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { HouseIcon } from 'lucide-react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import type { TFosterPlacement } from '../../../../../src-shared/schemas/foster';
import { StatusBadge } from '../../../../shared/StatusBadge';
import type { TStatusPalette } from '../../../../shared/status-palette';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import { RowLink, type TColumn } from '../../../components/DataTable';
import { personHref } from '../../../people/person-columns';
import { FosterButton } from '../ActionButtons';
import { contactColumn } from '../../../records/contact-column';
import type { TRecordsTab } from './RecordsTab';

const columns = (format: TFormatters): TColumn<TFosterPlacement>[] => [
  {
    key: 'foster',
    header: 'Foster',
    cell: (placement) => (
      <Stack gap="0">
        <RowLink to={personHref({ id: placement.personId })}>{placement.fosterName}</RowLink>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {[placement.fosterEmail, placement.fosterPhone].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  contactColumn((placement) => ({ email: placement.fosterEmail, phone: placement.fosterPhone }), 'md'),
  { key: 'start', header: 'Start Date', cell: (placement) => <Text whiteSpace="nowrap">{format.date(placement.startDate)}</Text> },
  {
    key: 'end',
    header: 'End Date',
    hideBelow: 'sm',
    cell: (placement) => <Text whiteSpace="nowrap">{placement.endDate ? format.date(placement.endDate) : 'Open-ended'}</Text>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (placement) => {
      const [status, palette]: [string, TStatusPalette] = placement.scheduled
        ? ['Scheduled', 'blue']
        : placement.current
          ? ['Current', 'purple']
          : ['Past', 'gray'];
      return <StatusBadge status={status} palette={palette} size="sm" />;
    },
  },
];

function NewPlacementButton({ animal, variant }: { animal: TAnimal; variant: 'outline' | 'solid' }) {
  return <FosterButton animal={animal} variant={variant} label="New Foster Placement" />;
}

export const fosterHistoryTab: TRecordsTab<TFosterPlacement> = {
  title: 'Foster History',
  description: 'Foster placements, newest first; a scheduled one starts on its start date.',
  label: (animal) => `Foster placements of ${animal.name}`,
  noun: 'placements',
  errorPrefix: 'Error loading foster care data: ',
  usePage: (animal, page) => trpc.foster.page.useQuery({ animalId: animal.id, ...page }, { placeholderData: keepPreviousData }),
  useColumns: () => columns(useFormat()),
  empty: { icon: HouseIcon, title: 'No foster placements', description: (animal) => `${animal.name} has not been placed in foster care.` },
  AddButton: NewPlacementButton,
};
