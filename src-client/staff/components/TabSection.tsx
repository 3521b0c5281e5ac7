import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The head of a tab's content (or of a page's section): its title, a line about it, and its action on the right. */
export function TabSection({
  title,
  description,
  action,
  headingLevel = 'h3',
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** h3 under a page's tabs; h2 for a section of a page without tabs. */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="0.5">
          <Heading as={headingLevel} size="md">
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
