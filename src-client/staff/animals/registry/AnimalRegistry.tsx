import { Box, Card, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { ScrollableTabList } from '../../components/ScrollableTabList';
import { SearchInput } from '../../components/SearchInput';
import { useUrlListParams } from '../../components/list-params';
import { useListState } from '../../components/use-list-state';
import { REGISTRY_TABS, registryTab } from './registry-tabs';
import { RegistryTable } from './RegistryTable';

const ALL = 'all';
const TAB_ITEMS = REGISTRY_TABS.map((item) => ({ value: item.status ?? ALL, label: item.label }));

/**
 * The Animal Registry card: status tabs, a search over name, animal ID, species and breed, and a
 * paged table. Tab, search and page live in the address, so Back from an animal returns here.
 */
export function AnimalRegistry({ onNewAnimal }: { onNewAnimal?: (() => void) | undefined }) {
  const params = useUrlListParams();
  const list = useListState(params);
  const tab = registryTab(params.get('status'));

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
        <Tabs.Root
          value={tab.status ?? ALL}
          onValueChange={(details) => list.setFilter('status', details.value === ALL ? null : details.value)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', lg: 'end' }} mb="4">
            {/* On a phone the row reaches the card's edges, so it plainly scrolls. */}
            <ScrollableTabList value={tab.status ?? ALL} tabs={TAB_ITEMS} mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} flexShrink="1" />
            <Box w={{ base: 'full', lg: '80' }} flexShrink="0">
              <SearchInput value={list.q} onSearch={list.setQuery} label="Search animals" placeholder="Search name, ID, species or breed" />
            </Box>
          </Flex>
          {REGISTRY_TABS.map((item) => (
            <Tabs.Content key={item.label} value={item.status ?? ALL} pt="0">
              <RegistryTable tab={item} list={list} onNewAnimal={onNewAnimal} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
