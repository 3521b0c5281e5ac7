import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { SearchInput } from '../../components/SearchInput';
import { useUrlListParams } from '../../components/list-params';
import { useListState } from '../../components/use-list-state';
import { registryStatus } from './registry-status';
import { RegistryTable } from './RegistryTable';
import { StatusFilter } from './StatusFilter';

/**
 * The Animal Registry card: a status filter, a search over name, animal ID, species and breed, and
 * a paged table. Status, search and page live in the address, so Back from an animal returns here.
 */
export function AnimalRegistry({ onNewAnimal }: { onNewAnimal?: (() => void) | undefined }) {
  const params = useUrlListParams();
  const list = useListState(params);
  const status = registryStatus(params.get('status'));

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
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'end' }} mb="4">
          <Box w={{ base: 'full', md: '60' }} flexShrink="0">
            <StatusFilter value={status} onChange={(next) => list.setFilter('status', next)} />
          </Box>
          <Box w={{ base: 'full', md: '80' }} flexShrink="0">
            <SearchInput value={list.q} onSearch={list.setQuery} label="Search animals" placeholder="Search name, ID, species or breed" />
          </Box>
        </Flex>
        <RegistryTable status={status} list={list} onNewAnimal={onNewAnimal} />
      </Card.Body>
    </Card.Root>
  );
}
