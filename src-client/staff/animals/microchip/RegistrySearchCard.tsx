import { Card, Heading, Tabs, Text } from '@chakra-ui/react';
import { AboutRegistries } from './AboutRegistries';
import { RegistrySearchForm } from './RegistrySearchForm';

/** The registry search card with its tabs Search and About Registries. */
export function RegistrySearchCard({ defaultNumber }: { defaultNumber: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header gap="1">
        <Heading as="h3" size="md">
          Microchip Registry Search
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Check a chip number and find where it is likely registered.
        </Text>
      </Card.Header>
      <Card.Body>
        <Tabs.Root defaultValue="search" variant="enclosed" size="sm" fitted>
          <Tabs.List>
            <Tabs.Trigger value="search">Search</Tabs.Trigger>
            <Tabs.Trigger value="about">About Registries</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="search" pt="5">
            <RegistrySearchForm defaultNumber={defaultNumber} />
          </Tabs.Content>
          <Tabs.Content value="about" pt="5">
            <AboutRegistries />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
