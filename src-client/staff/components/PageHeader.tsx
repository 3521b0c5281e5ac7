import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's level-1 heading, an optional line under it, and its main actions. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="space-between" gap="4" mb="6">
      <Stack gap="1" minW="0">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap" flexShrink="0">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
