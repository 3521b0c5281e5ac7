import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { formatDateUs } from '../../../src-shared/dates';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';

/**
 * The About card: description and the facts a visitor asks about. Microchip, vaccinations and
 * spay/neuter appear only when there is something to say (a missing fact is not a "No").
 */
export function AnimalAbout({ animal }: { animal: TAdoptableAnimal }) {
  const facts: [string, string][] = [
    ['ID', animal.animalId],
    ['Status', animal.status],
    ['Intake Date', formatDateUs(animal.intakeDate)],
  ];
  if (animal.microchipped) facts.push(['Microchipped', 'Yes']);
  if (animal.vaccinationStatus) facts.push(['Vaccinations', animal.vaccinationStatus]);
  if (animal.spayNeuterStatus) facts.push(['Spay/Neuter Status', animal.spayNeuterStatus]);

  return (
    <Card.Root as="section" aria-labelledby="about-animal" rounded="2xl" shadow="xs">
      <Card.Body gap="4">
        <Heading as="h2" id="about-animal" size="lg">
          About {animal.name}
        </Heading>
        <Text whiteSpace="pre-line" color={animal.description ? 'fg' : 'fg.muted'}>
          {animal.description || 'No description available.'}
        </Text>
        <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2" fontSize="sm" borderTopWidth="1px" pt="4">
          {facts.map(([label, value]) => (
            <Box key={label} display="contents">
              <Box as="dt" color="fg.muted" fontWeight="medium">
                {label}:
              </Box>
              <Box as="dd">{value}</Box>
            </Box>
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
