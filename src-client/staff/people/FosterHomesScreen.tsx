import { Box, Card, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { HouseIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TFosterHome } from '../../../src-shared/schemas/people';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat, type TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { useUrlListParams } from '../components/list-params';
import { PagedRecords } from '../components/PagedRecords';
import { SearchInput } from '../components/SearchInput';
import { useListState } from '../components/use-list-state';
import { LinkButton } from '../components/LinkButton';
import { PageHeader } from '../components/PageHeader';
import { personHref } from './person-columns';
import { contactLine } from './PersonPicker';
import { fosterHomeUse } from './foster-home-words';

const homeKey = (home: TFosterHome) => home.person.id;

function columns(format: TFormatters): TColumn<TFosterHome>[] {
  return [
    {
      key: 'home',
      header: 'Foster Home',
      cell: ({ person }) => (
        <Stack gap="0" minW="0">
          <RowLink to={personHref(person)}>{person.name}</RowLink>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {contactLine(person)}
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {[person.fosterSpecies.join(', '), person.fosterAgeGroups.join(', ')].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'animals',
      header: 'Animals Now',
      cell: (home) =>
        home.current.length ? (
          <Stack gap="2">
            {home.current.map((animal) => (
              <Stack key={animal.placementId} gap="0">
                <Link asChild fontSize="sm" fontWeight="medium">
                  <RouterLink to={`/animals/${animal.animalId}`}>{animal.animalName}</RouterLink>
                </Link>
                <Text color="fg.muted" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                  {animal.animalCode}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">None</Text>
        ),
    },
    {
      key: 'room',
      header: 'Room Left',
      cell: (home) => (
        <Stack gap="0">
          <Text fontWeight="medium" color={home.capacityLeft !== null && home.capacityLeft <= 0 ? 'fg.error' : undefined} whiteSpace="nowrap">
            {home.capacityLeft === null ? 'No limit' : `${Math.max(home.capacityLeft, 0)} left`}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {fosterHomeUse(home)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'takes',
      header: 'Takes',
      hideBelow: 'md',
      cell: ({ person }) => (
        <Stack gap="0" fontSize="sm">
          <Text>{person.fosterSpecies.join(', ') || 'Any species'}</Text>
          <Text color="fg.muted">{person.fosterAgeGroups.join(', ') || 'Any age'}</Text>
        </Stack>
      ),
    },
    {
      key: 'approved',
      header: 'Approved',
      hideBelow: 'lg',
      cell: ({ person }) => <Text whiteSpace="nowrap">{format.date(person.fosterApprovedOn)}</Text>,
    },
  ];
}

/**
 * Foster Homes (/people/foster-homes): the approved homes, the animals each has now, the room it
 * has left, and the species and ages it takes, for staff looking for a home for an animal; a page
 * at a time, found by name. Search and page live in the address.
 */
export function FosterHomesScreen() {
  const format = useFormat();
  const list = useListState(useUrlListParams());
  const homes = trpc.people.fosterHomes.useQuery(
    { ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  const tableColumns = useMemo(() => columns(format), [format]);
  return (
    <>
      <PageHeader
        title="Foster Homes"
        subtitle="Approved foster homes, the animals with them now and the room they have left"
        actions={
          <>
            <LinkButton to="/foster-care" icon={HouseIcon} variant="outline">
              Foster Care
            </LinkButton>
            <LinkButton to="/people" variant="outline">
              All People
            </LinkButton>
          </>
        }
      />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body px={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Box w={{ base: 'full', md: '80' }} ms={{ md: 'auto' }}>
              <SearchInput value={list.q} onSearch={list.setQuery} label="Search foster homes" placeholder="Search by name" />
            </Box>
            <PagedRecords
              query={homes}
              list={list}
              label="Foster homes"
              noun="foster homes"
              errorPrefix="Error loading foster homes: "
              columns={tableColumns}
              rowKey={homeKey}
              empty={
                list.q ? (
                  <EmptyMessage icon={SearchXIcon} title="No foster home matches" description={`No approved foster home is named like “${list.q}”.`} />
                ) : (
                  <EmptyMessage
                    icon={HouseIcon}
                    title="No approved foster homes"
                    description="A person becomes one when staff set the day they were approved, on their page."
                  />
                )
              }
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
