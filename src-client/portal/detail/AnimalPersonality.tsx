import { Card, Heading, HStack, Icon, List, Tag, Text } from '@chakra-ui/react';
import { SparklesIcon } from 'lucide-react';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';

/** Traits and the staff's behaviour notes (the server leaves out the private ones). */
export function AnimalPersonality({ animal }: { animal: TAdoptableAnimal }) {
  const empty = animal.traits.length === 0 && animal.behaviorNotes.length === 0;
  return (
    <Card.Root as="section" aria-labelledby="personality" rounded="2xl" shadow="xs">
      <Card.Body gap="4">
        <Heading as="h2" id="personality" size="lg">
          Personality & Behavior
        </Heading>
        {animal.traits.length > 0 && (
          <HStack as="ul" aria-label="Traits" wrap="wrap" gap="2" listStyleType="none">
            {animal.traits.map((trait, index) => (
              <Tag.Root as="li" key={`${index}-${trait}`} size="lg" colorPalette="teal" variant="subtle" rounded="full">
                <Tag.Label>{trait}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        )}
        {animal.behaviorNotes.length > 0 && (
          <List.Root gap="3" variant="plain">
            {animal.behaviorNotes.map((note, index) => (
              <List.Item key={index} alignItems="start">
                <List.Indicator asChild color="colorPalette.fg" mt="1">
                  <Icon as={SparklesIcon} boxSize="4" aria-hidden />
                </List.Indicator>
                {note.note}
              </List.Item>
            ))}
          </List.Root>
        )}
        {empty && <Text color="fg.muted">Our staff are still getting to know {animal.name}: ask us about their personality.</Text>}
      </Card.Body>
    </Card.Root>
  );
}
