import { Box, Button, Card, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, PawPrintIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { useFormat, type TFormatters } from '../../shared/use-format';
import { AnimalPhoto, THUMBNAIL_SIZES } from '../animals/AnimalPhoto';
import { animalHref } from '../animals/registry/animal-columns';
import { DataTable, RowLink, type TColumn } from '../components/DataTable';
import { LinkButton } from '../components/LinkButton';
import { SectionCard } from './SectionCard';

/** The table's columns, as the screen lists them. */
function intakeColumns(format: TFormatters): TColumn<TAnimal>[] {
  return [
    {
      key: 'animal',
      header: 'Animal',
      cell: (animal) => (
        <HStack gap="3">
          <AnimalPhoto animal={animal} sizes={THUMBNAIL_SIZES} alt="" boxSize="8" rounded="md" flexShrink="0" />
          <RowLink to={animalHref(animal)}>{animal.name}</RowLink>
        </HStack>
      ),
    },
    {
      key: 'animalId',
      header: 'ID',
      cell: (animal) => (
        <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {animal.animalId}
        </Text>
      ),
    },
    { key: 'species', header: 'Species', cell: (animal) => animal.species },
    { key: 'breed', header: 'Breed', cell: (animal) => animal.breed },
    { key: 'sex', header: 'Sex', cell: (animal) => animal.sex },
    { key: 'age', header: 'Age', cell: (animal) => <Text whiteSpace="nowrap">{animal.age}</Text> },
    { key: 'intakeDate', header: 'Intake Date', cell: (animal) => <Text whiteSpace="nowrap">{format.date(animal.intakeDate)}</Text> },
    { key: 'status', header: 'Status', cell: (animal) => <AnimalStatusBadge status={animal.status} size="sm" /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (animal) => (
        <Button asChild size="xs" variant="ghost">
          <Link to={animalHref(animal)} aria-label={`View ${animal.name}`}>
            View
          </Link>
        </Button>
      ),
    },
  ];
}

/** Below 768 px: one card per animal, the whole card opening its detail. */
function IntakeCards({ animals, format }: { animals: TAnimal[] | undefined; format: TFormatters }) {
  if (!animals)
    return (
      <Stack gap="3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h="16" rounded="md" />
        ))}
      </Stack>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent intakes">
      {animals.map((animal) => (
        <LinkBox as="li" key={animal.id}>
          <Card.Root variant="outline" size="sm" _hover={{ bg: 'bg.muted' }}>
            <Card.Body p="3">
              <HStack gap="3" align="center">
                <AnimalPhoto animal={animal} sizes={THUMBNAIL_SIZES} alt="" boxSize="12" rounded="md" flexShrink="0" />
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack justify="space-between" gap="2">
                    <LinkOverlay asChild fontWeight="semibold" truncate>
                      <Link to={animalHref(animal)}>{animal.name}</Link>
                    </LinkOverlay>
                    <AnimalStatusBadge status={animal.status} size="sm" />
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {animal.animalId} · {animal.species} · {animal.breed}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {animal.sex} · {animal.age} · Intake {format.date(animal.intakeDate)}
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </Stack>
  );
}

/** Recent Intakes: the five newest animals, a card list on phones, a table above. */
export function RecentIntakes({ animals }: { animals: TAnimal[] | undefined }) {
  const format = useFormat();
  const columns = useMemo(() => intakeColumns(format), [format]);
  const empty = <EmptyMessage icon={PawPrintIcon} title="No intakes yet" description="Animals appear here as soon as their intake is recorded." />;
  return (
    <SectionCard
      title="Recent Intakes"
      description="The newest animals in your care"
      action={
        <LinkButton to="/animals" variant="ghost" size="sm">
          View All
          <ArrowRightIcon aria-hidden />
        </LinkButton>
      }
    >
      {animals?.length === 0 ? (
        empty
      ) : (
        <>
          <Box hideFrom="md">
            <IntakeCards animals={animals} format={format} />
          </Box>
          {/* Nine columns: between 768 px and a docked sidebar the table scrolls within its card, never the page. */}
          <Box hideBelow="md" overflowX="auto" mx="-2">
            <DataTable
              label="Recent intakes"
              columns={columns}
              rows={animals}
              rowKey={(animal) => animal.id}
              loading={!animals}
              skeletonRows={5}
              empty={empty}
              rowHref={animalHref}
            />
          </Box>
        </>
      )}
    </SectionCard>
  );
}
