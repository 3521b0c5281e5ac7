import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { MicrochipInfo } from './MicrochipInfo';
import { MicrochipTips } from './MicrochipTips';
import { RegistrySearchCard } from './RegistrySearchCard';

/** The Microchip tab: the chip on record, how to keep it useful, and the registry search. */
export function MicrochipTab({ animal }: { animal: TAnimal }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <MicrochipInfo animal={animal} />
        <MicrochipTips />
      </Stack>
      <RegistrySearchCard defaultNumber={animal.microchipId ?? ''} />
    </SimpleGrid>
  );
}
