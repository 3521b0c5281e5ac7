import { Text } from '@chakra-ui/react';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import type { TIntakeRow } from '../../../src-shared/schemas/reports';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { adoptionStatusPalette } from '../../shared/status-palette';
import { AnimalStatusBadge, StatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { animalHref } from '../animals/registry/animal-columns';
import { RowLink, type TColumn } from '../components/DataTable';
import { Amount } from '../finance/transaction-columns';

/** Table View's columns for each report: what its CSV holds, the essentials kept on a phone. */

const nowrap = (text: string) => <Text whiteSpace="nowrap">{text}</Text>;
const code = (text: string) => (
  <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
    {text}
  </Text>
);

export function intakeColumns(format: TFormatters): TColumn<TIntakeRow>[] {
  return [
    { key: 'animalId', header: 'ID', hideBelow: 'sm', cell: (row) => code(row.animalId) },
    { key: 'name', header: 'Name', cell: (row) => <RowLink to={animalHref(row)}>{row.name}</RowLink> },
    { key: 'species', header: 'Species', hideBelow: 'md', cell: (row) => row.species },
    { key: 'breed', header: 'Breed', hideBelow: 'lg', cell: (row) => row.breed },
    { key: 'sex', header: 'Sex', hideBelow: 'xl', cell: (row) => row.sex },
    { key: 'age', header: 'Age', hideBelow: 'xl', cell: (row) => nowrap(row.age) },
    { key: 'intakeDate', header: 'Intake Date', hideBelow: 'md', cell: (row) => nowrap(format.date(row.intakeDate)) },
    { key: 'intakeType', header: 'Intake Type', hideBelow: 'lg', cell: (row) => row.intakeType },
    { key: 'status', header: 'Status', cell: (row) => <AnimalStatusBadge status={row.status} size="sm" /> },
  ];
}

export function adoptionColumns(format: TFormatters): TColumn<TAdoption>[] {
  return [
    { key: 'animalId', header: 'Animal ID', hideBelow: 'md', cell: (row) => code(row.animalCode) },
    { key: 'animal', header: 'Animal', cell: (row) => <RowLink to={animalHref({ id: row.animalId })}>{row.animalName}</RowLink> },
    { key: 'adopter', header: 'Adopter', hideBelow: 'sm', cell: (row) => row.adopterName },
    {
      key: 'contact',
      header: 'Contact',
      hideBelow: 'xl',
      cell: (row) => (
        <Text fontSize="xs">
          {row.adopterEmail}
          <br />
          {row.adopterPhone}
        </Text>
      ),
    },
    { key: 'date', header: 'Adoption Date', hideBelow: 'md', cell: (row) => nowrap(format.date(row.adoptionDate)) },
    { key: 'fee', header: 'Fee', align: 'end', hideBelow: 'lg', cell: (row) => nowrap(format.money(row.feeAmount)) },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} palette={adoptionStatusPalette(row.status)} size="sm" /> },
  ];
}

export function financialColumns(format: TFormatters): TColumn<TTransaction>[] {
  return [
    { key: 'date', header: 'Date', cell: (row) => nowrap(format.date(row.date)) },
    { key: 'type', header: 'Type', cell: (row) => row.transactionType },
    { key: 'description', header: 'Description', hideBelow: 'md', cell: (row) => row.description ?? <Text color="fg.muted">N/A</Text> },
    { key: 'method', header: 'Payment Method', hideBelow: 'lg', cell: (row) => row.paymentMethod ?? <Text color="fg.muted">N/A</Text> },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => <Amount cents={row.amount} format={format} /> },
  ];
}
