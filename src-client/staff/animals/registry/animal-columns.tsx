import { HStack, Stack, Text } from '@chakra-ui/react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { AnimalStatusBadge } from '../../../shared/StatusBadge';
import type { TFormatters } from '../../../shared/use-format';
import { RowLink, type TColumn } from '../../components/DataTable';
import { AnimalPhoto, THUMBNAIL_SIZES } from '../AnimalPhoto';

export const animalHref = (animal: Pick<TAnimal, 'id'>) => `/animals/${animal.id}`;

/**
 * The registry's columns, keyed by the sort their header asks for where they have one; a phone keeps
 * the animal (with its ID under the name) and its status.
 */
export function animalColumns(format: TFormatters): TColumn<TAnimal>[] {
  return [
    {
      key: 'name',
      header: 'Animal',
      sortable: true,
      cell: (animal) => (
        <HStack gap="3" minW="0">
          <AnimalPhoto animal={animal} sizes={THUMBNAIL_SIZES} alt="" boxSize="9" rounded="md" flexShrink="0" />
          <Stack gap="0" minW="0">
            <RowLink to={animalHref(animal)}>{animal.name}</RowLink>
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {animal.animalId} · {animal.species}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    {
      key: 'animalId',
      header: 'ID',
      hideBelow: 'md',
      sortable: true,
      cell: (animal) => (
        <Text fontFamily="mono" fontSize="xs">
          {animal.animalId}
        </Text>
      ),
    },
    { key: 'species', header: 'Species', hideBelow: 'md', cell: (animal) => animal.species },
    { key: 'breed', header: 'Breed', hideBelow: 'lg', cell: (animal) => animal.breed },
    { key: 'sex', header: 'Sex', hideBelow: 'xl', cell: (animal) => animal.sex },
    { key: 'age', header: 'Age', hideBelow: 'lg', cell: (animal) => animal.age },
    {
      key: 'intakeDate',
      header: 'Intake Date',
      hideBelow: 'md',
      sortable: true,
      cell: (animal) => <Text whiteSpace="nowrap">{format.date(animal.intakeDate)}</Text>,
    },
    { key: 'status', header: 'Status', sortable: true, cell: (animal) => <AnimalStatusBadge status={animal.status} size="sm" /> },
  ];
}
