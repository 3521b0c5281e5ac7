import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { AnimalPhoto } from '../common/AnimalPhoto';
import { speciesPalette } from '../common/species';
import { AnimalAbout } from './AnimalAbout';
import { AnimalPersonality } from './AnimalPersonality';
import { ApplyToAdopt } from './ApplyToAdopt';

/** "Currently living with a foster family" tells a visitor why a visit needs arranging. */
const STATUS_NOTE: Readonly<Record<string, string>> = {
  Available: 'Available for adoption now',
  'In Foster': 'Available for adoption, currently living with a foster family',
};

/** The animal's photo, name, badges, the way to apply, the About card and the personality notes. */
export function AnimalProfile({ animal }: { animal: TAdoptableAnimal }) {
  const badges = [animal.species, animal.breed, animal.sex, animal.age];
  return (
    <Stack gap={{ base: '6', lg: '8' }}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <AnimalPhoto src={animal.imageUrl} name={animal.name} eager rounded="2xl" shadow="md" />
        <Stack gap="5">
          <Stack gap="3">
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="tight">
              {animal.name}
            </Heading>
            <HStack as="ul" aria-label="At a glance" wrap="wrap" gap="2" listStyleType="none">
              {badges.map((badge, index) => (
                <Badge
                  as="li"
                  key={index}
                  size="lg"
                  rounded="full"
                  px="3"
                  variant="subtle"
                  colorPalette={index === 0 ? speciesPalette(animal.species) : 'gray'}
                >
                  {badge}
                </Badge>
              ))}
            </HStack>
            <Text color="fg.muted">{STATUS_NOTE[animal.status] ?? animal.status}</Text>
          </Stack>
          <ApplyToAdopt animal={animal} />
          <AnimalAbout animal={animal} />
        </Stack>
      </Grid>
      <AnimalPersonality animal={animal} />
    </Stack>
  );
}
