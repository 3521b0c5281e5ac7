import { Button, Card, Flex, Heading, HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { PencilIcon } from 'lucide-react';
import { useId } from 'react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { AnimalStatusBadge } from '../../../shared/StatusBadge';
import { AnimalPhoto } from '../AnimalPhoto';
import { JourneyActions } from '../journey/JourneyActions';
import { JourneySummary } from '../journey/JourneySummary';
import { FosterButton, PrintAnimalMenu, ProcessAdoptionButton } from './ActionButtons';
import { AnimalFacts } from './AnimalFacts';
import { VoidAnimalAction } from './VoidAnimalAction';

/** The top of the animal detail: photo, name, ID, status, where it is and its holds, traits, every field, and the actions. */
export function AnimalHeaderCard({ animal, onEdit }: { animal: TAnimal; onEdit?: (() => void) | undefined }) {
  const nameId = useId();
  return (
    <Card.Root as="section" aria-labelledby={nameId} variant="outline" bg="bg.panel" overflow="hidden">
      <Flex direction={{ base: 'column', md: 'row' }}>
        <AnimalPhoto
          animal={animal}
          alt={`Photo of ${animal.name}`}
          sizes="(min-width: 80em) 20rem, (min-width: 48em) 16rem, 100vw"
          loading="eager"
          w={{ base: 'full', md: '64', xl: '80' }}
          aspectRatio={{ base: '4 / 3', md: 'auto' }}
          minH={{ md: '64' }}
          flexShrink="0"
        />
        <Stack p={{ base: '4', md: '6' }} gap="5" flex="1" minW="0">
          <Flex justify="space-between" gap="4" direction={{ base: 'column', xl: 'row' }}>
            <Stack gap="2" minW={{ base: '0', xl: '64' }} flex="1">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" id={nameId} size="3xl" letterSpacing="tight" wordBreak="break-word">
                  {animal.name}
                </Heading>
                <AnimalStatusBadge status={animal.status} size="lg" />
              </HStack>
              <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                {animal.animalId}
              </Text>
              <JourneySummary animalId={animal.id} />
              {animal.traits.length > 0 && (
                <HStack as="ul" aria-label="Traits" gap="2" wrap="wrap" listStyleType="none">
                  {animal.traits.map((trait) => (
                    <li key={trait}>
                      <Tag.Root size="md" variant="subtle" rounded="full">
                        <Tag.Label>{trait}</Tag.Label>
                      </Tag.Root>
                    </li>
                  ))}
                </HStack>
              )}
            </Stack>
            <Flex gap="2" wrap="wrap" align="start" justify={{ xl: 'end' }} flexShrink="1">
              {onEdit && (
                <Button size="sm" variant="outline" onClick={onEdit}>
                  <PencilIcon />
                  Edit Details
                </Button>
              )}
              <ProcessAdoptionButton animal={animal} />
              <FosterButton animal={animal} />
              <JourneyActions animal={animal} />
              <PrintAnimalMenu animal={animal} />
              <VoidAnimalAction animal={animal} />
            </Flex>
          </Flex>
          <AnimalFacts animal={animal} />
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              Description
            </Text>
            <Text lineClamp={3} color={animal.description ? 'fg' : 'fg.muted'}>
              {animal.description ?? 'No description recorded.'}
            </Text>
          </Stack>
        </Stack>
      </Flex>
    </Card.Root>
  );
}
