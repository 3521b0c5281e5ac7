import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { SearchInput } from '../../components/SearchInput';
import { useUrlListParams } from '../../components/list-params';
import { useListState } from '../../components/use-list-state';
import { nextSort, registrySort, sortParams } from './registry-sort';
import { registryStatus } from './registry-status';
import { RegistryTable } from './RegistryTable';
import { speciesParam, SpeciesFilter } from '../../components/SpeciesFilter';
import { StatusFilter } from './StatusFilter';

/**
 * The Animal Registry card: status and species filters, a search over name, animal ID, species and
 * breed, and a paged table sorted by a column's header. Filters, search, order and page live in the
 * address, so Back from an animal returns here.
 */
export function AnimalRegistry({ onNewAnimal }: { onNewAnimal?: (() => void) | undefined }) {
  const params = useUrlListParams();
  const list = useListState(params);
  const status = registryStatus(params.get('status'));
  const species = speciesParam(params.get('species'));
  const order = registrySort(params.get('sort'), params.get('order'));

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header gap="1" px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg">
          Animal Registry
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Manage all animals in the shelter system
        </Text>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', lg: 'end' }} mb="4">
          <Flex direction={{ base: 'column', sm: 'row' }} gap="3" flex="1" maxW={{ lg: 'xl' }}>
            <Box flex="1">
              <StatusFilter value={status} onChange={(next) => list.setFilter('status', next)} />
            </Box>
            <Box flex="1">
              <SpeciesFilter value={species} onChange={(next) => list.setFilter('species', next)} />
            </Box>
          </Flex>
          <Box w={{ base: 'full', lg: '80' }} flexShrink="0">
            <SearchInput value={list.q} onSearch={list.setQuery} label="Search animals" placeholder="Search name, ID, species or breed" />
          </Box>
        </Flex>
        <RegistryTable
          filters={{ status, species }}
          order={order}
          onSort={(sort) => params.set({ ...sortParams(nextSort(order, sort)), page: null })}
          list={list}
          onNewAnimal={onNewAnimal}
        />
      </Card.Body>
    </Card.Root>
  );
}
