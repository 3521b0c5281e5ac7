import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The head of a tab's content: its title, a line about it, and its action on the right. */
export function TabSection({ title, description, action, children }: { title: string; description?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="0.5">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}
