import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { HeartHandshakeIcon } from 'lucide-react';
import type { TAdoption } from '../../../../../src-shared/schemas/adoptions';
import { adoptionStatusPalette } from '../../../../shared/status-palette';
import { StatusBadge } from '../../../../shared/StatusBadge';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import { RowLink, type TColumn } from '../../../components/DataTable';
import { personHref } from '../../../people/person-columns';
import { ProcessAdoptionButton } from '../ActionButtons';
import { ReturnedOn } from '../../../adoptions/ReturnedOn';
import { contactColumn } from '../../../records/contact-column';
import type { TRecordsTab } from './RecordsTab';

const columns = (format: TFormatters): TColumn<TAdoption>[] => [
  {
    key: 'adopter',
    header: 'Adopter',
    cell: (adoption) => (
      <Stack gap="0">
        <RowLink to={personHref({ id: adoption.personId })}>{adoption.adopterName}</RowLink>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {adoption.adopterEmail}
        </Text>
      </Stack>
    ),
  },
  contactColumn((adoption) => ({ email: adoption.adopterEmail, phone: adoption.adopterPhone }), 'md'),
  { key: 'date', header: 'Adoption Date', cell: (adoption) => <Text whiteSpace="nowrap">{format.date(adoption.adoptionDate)}</Text> },
  { key: 'fee', header: 'Fee', hideBelow: 'sm', align: 'end', cell: (adoption) => format.money(adoption.feeAmount) },
  {
    key: 'status',
    header: 'Status',
    cell: (adoption) => (
      <Stack gap="1" align="start">
        <StatusBadge status={adoption.status} palette={adoptionStatusPalette(adoption.status)} size="sm" />
        <ReturnedOn adoption={adoption} />
      </Stack>
    ),
  },
];

export const adoptionHistoryTab: TRecordsTab<TAdoption> = {
  title: 'Adoption History',
  description: 'Adoptions of this animal, newest first.',
  label: (animal) => `Adoptions of ${animal.name}`,
  noun: 'adoptions',
  errorPrefix: 'Error loading adoptions data: ',
  usePage: (animal, page) => trpc.adoptions.page.useQuery({ animalId: animal.id, ...page }, { placeholderData: keepPreviousData }),
  useColumns: () => columns(useFormat()),
  empty: { icon: HeartHandshakeIcon, title: 'No adoptions recorded', description: (animal) => `Adoptions of ${animal.name} will be listed here.` },
  AddButton: ProcessAdoptionButton,
};
