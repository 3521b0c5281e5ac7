import { Stack, Text } from '@chakra-ui/react';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import { adoptionStatusPalette } from '../../shared/status-palette';
import { StatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { personHref } from '../people/person-columns';
import { printHref } from '../print/print-links';
import { PrintLink } from '../print/PrintLinks';
import { AnimalCell } from '../records/AnimalCell';
import { AdoptionStatusMenu } from './AdoptionStatusMenu';
import { contactColumn } from '../records/contact-column';
import { ReturnedOn } from './ReturnedOn';

/**
 * Its columns: Animal, Adopter, Contact, Adoption Date, Fee, Status, and the contract to print. A
 * phone keeps the animal, the adopter (with the date and fee under the name) and the status.
 */
export function adoptionColumns(format: TFormatters, mayWrite: boolean): TColumn<TAdoption>[] {
  return [
    {
      key: 'animal',
      header: 'Animal',
      cell: (adoption) => <AnimalCell record={adoption} />,
    },
    {
      key: 'adopter',
      header: 'Adopter',
      cell: (adoption) => (
        <Stack gap="0" minW="0">
          <RowLink to={personHref({ id: adoption.personId })}>{adoption.adopterName}</RowLink>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {format.date(adoption.adoptionDate)} · {format.money(adoption.feeAmount)}
          </Text>
        </Stack>
      ),
    },
    contactColumn((adoption) => ({ email: adoption.adopterEmail, phone: adoption.adopterPhone })),
    { key: 'date', header: 'Adoption Date', hideBelow: 'md', cell: (adoption) => <Text whiteSpace="nowrap">{format.date(adoption.adoptionDate)}</Text> },
    { key: 'fee', header: 'Fee', hideBelow: 'md', align: 'end', cell: (adoption) => <Text whiteSpace="nowrap">{format.money(adoption.feeAmount)}</Text> },
    {
      key: 'status',
      header: 'Status',
      // To a role that may change it, the badge is the control that changes it.
      cell: (adoption) => (
        <Stack gap="1" align="start">
          {mayWrite ? (
            <AdoptionStatusMenu adoption={adoption} />
          ) : (
            <StatusBadge status={adoption.status} palette={adoptionStatusPalette(adoption.status)} size="sm" />
          )}
          <ReturnedOn adoption={adoption} />
        </Stack>
      ),
    },
    {
      key: 'contract',
      header: 'Contract',
      hideBelow: 'md',
      align: 'end',
      cell: (adoption) => (
        <PrintLink
          href={printHref.adoptionContract(adoption.id)}
          label={`Print the contract of ${adoption.animalName}’s adoption by ${adoption.adopterName}`}
        />
      ),
    },
  ];
}
