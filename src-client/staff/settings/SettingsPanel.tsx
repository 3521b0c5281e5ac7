import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A Settings tab's card: its title, a line about it, the fields, and its buttons at the foot. */
export function SettingsPanel({ title, description, footer, children }: { title: string; description?: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header px={{ base: '4', md: '6' }} gap="1">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
      {footer && (
        <Card.Footer px={{ base: '4', md: '6' }} justifyContent="end" borderTopWidth="1px" pt="4">
          {footer}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
