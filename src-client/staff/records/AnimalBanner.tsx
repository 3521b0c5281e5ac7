import { HStack, Stack, Text } from '@chakra-ui/react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { AnimalPhoto, THUMBNAIL_SIZES } from '../animals/AnimalPhoto';

/** The animal a dialog writes a record for, at its top: photo, name, ID, species, breed and status. */
export function AnimalBanner({ animal }: { animal: TAnimal }) {
  return (
    <HStack gap="3" p="3" rounded="lg" borderWidth="1px" bg="bg.subtle" align="center">
      <AnimalPhoto animal={animal} sizes={THUMBNAIL_SIZES} alt="" boxSize="12" rounded="md" flexShrink="0" />
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="semibold" truncate>
          {animal.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {animal.animalId} · {animal.species} · {animal.breed}
        </Text>
      </Stack>
      <AnimalStatusBadge status={animal.status} size="sm" />
    </HStack>
  );
}
