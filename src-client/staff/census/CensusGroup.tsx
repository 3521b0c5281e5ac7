import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { TCensus } from '../../../src-shared/schemas/locations';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { DataTable, type TColumn } from '../components/DataTable';
import { printHref } from '../print/print-links';
import { PrintLink } from '../print/PrintLinks';
import { AnimalCell } from '../records/AnimalCell';
import { animalCount } from './animal-count';

type TCensusGroup = TCensus['groups'][number];
type TCensusAnimal = TCensusGroup['animals'][number];

/** A printed page is narrower than the `md` breakpoint, wider than `sm`: on paper every column shows, on a phone all but the species. */
function columns(format: TFormatters): TColumn<TCensusAnimal>[] {
  return [
    {
      key: 'animal',
      header: 'Animal',
      cell: (animal) => <AnimalCell record={{ animalId: animal.id, animalName: animal.name, animalCode: animal.animalCode }} />,
    },
    { key: 'species', header: 'Species', hideBelow: 'sm', cell: (animal) => animal.species },
    { key: 'status', header: 'Status', cell: (animal) => <AnimalStatusBadge status={animal.status} size="sm" /> },
    { key: 'since', header: 'Since', cell: (animal) => <Text whiteSpace="nowrap">{format.date(animal.since)}</Text> },
  ];
}

/**
 * One place of the census (a kennel, a foster home, no location recorded) with its count and
 * animals; on paper it stays in one block. On today's census a location offers the kennel cards of
 * the animals kept there.
 */
export function CensusGroup({ group, format, today }: { group: TCensusGroup; format: TFormatters; today: boolean }) {
  return (
    <Card.Root as="section" aria-label={group.label} variant="outline" bg="bg.panel" css={{ breakInside: 'avoid' }}>
      <Card.Header px={{ base: '4', md: '6' }} py="3">
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="md" minW="0">
            {group.label}
          </Heading>
          <HStack gap="2" flexShrink="0">
            {today && group.locationId !== null && (
              <PrintLink href={printHref.locationKennelCards(group.locationId)} label={`Kennel cards for ${group.label}`}>
                Kennel cards
              </PrintLink>
            )}
            <Badge variant="subtle" colorPalette="gray" rounded="full">
              {animalCount(group.animals.length)}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} pt="0">
        <DataTable
          label={group.label}
          columns={columns(format)}
          rows={group.animals}
          rowKey={(animal) => animal.id}
          loading={false}
          empty={null}
          rowHref={(animal) => `/animals/${animal.id}`}
        />
      </Card.Body>
    </Card.Root>
  );
}
