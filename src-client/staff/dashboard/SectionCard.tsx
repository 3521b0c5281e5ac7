import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the dashboard (and the other overview screens): title, a line about it, a link or control on the right. */
export function SectionCard({
  title,
  description,
  action,
  children,
  headingId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  headingId?: string;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" minW="0" h="full">
      <Card.Header px={{ base: '4', md: '6' }} pb="0">
        <Flex gap="3" justify="space-between" align={{ base: 'start', sm: 'center' }} wrap="wrap">
          <div>
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm" mt="0.5">
                {description}
              </Text>
            )}
          </div>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} pt="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
