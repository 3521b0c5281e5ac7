import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of fields in a form: two columns from tablet width, one on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4" minW="0">
      <Heading as="legend" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="xs" mb="3">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
