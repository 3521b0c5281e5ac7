import { Badge, Button, Card, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ADOPTABLE_STATUSES } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { AnimalPhoto } from '../animals/AnimalPhoto';
import { animalHref } from '../animals/registry/animal-columns';
import { SectionCard } from './SectionCard';

/** Only Available and In Foster animals can be adopted now; the others are "Coming Soon". */
const isAdoptableNow = (status: string) => (ADOPTABLE_STATUSES as readonly string[]).includes(status);

function AdoptableCard({ animal }: { animal: TAnimal }) {
  return (
    <LinkBox as="article" aria-label={animal.name}>
      <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ shadow: 'sm' }}>
        <AnimalPhoto animal={animal} sizes="(min-width: 80em) 16rem, (min-width: 30em) 50vw, 100vw" alt="" h="36" w="full" />
        <Card.Body p="4" gap="1">
          <Stack direction="row" justify="space-between" align="center" gap="2">
            <LinkOverlay asChild fontWeight="semibold" truncate>
              <Link to={animalHref(animal)}>{animal.name}</Link>
            </LinkOverlay>
            <AnimalStatusBadge status={animal.status} size="sm" />
          </Stack>
          <Text fontSize="xs" color="fg.muted" truncate>
            {animal.breed} · {animal.sex} · {animal.age}
          </Text>
        </Card.Body>
        <Card.Footer p="4" pt="0">
          {isAdoptableNow(animal.status) ? (
            // Above the card's overlay link, so it is its own tab stop with its own name.
            <Button asChild size="xs" variant="outline" w="full" position="relative" zIndex="1">
              <Link to={animalHref(animal)} aria-label={`View Details of ${animal.name}`}>
                View Details
              </Link>
            </Button>
          ) : (
            <Badge w="full" justifyContent="center" py="1.5" variant="surface" colorPalette="gray">
              Coming Soon
            </Badge>
          )}
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}

/** Recently Added Adoptable Animals: the four newest animals still in the shelter's care. */
export function AdoptableAnimals({ animals }: { animals: TAnimal[] | undefined }) {
  return (
    <SectionCard title="Recently Added Adoptable Animals" description="The newest animals looking for a home">
      {!animals ? (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="60" rounded="md" />
          ))}
        </SimpleGrid>
      ) : animals.length === 0 ? (
        <EmptyMessage icon={HeartIcon} title="No animals waiting for a home" description="Animals not yet adopted appear here." />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {animals.map((animal) => (
            <AdoptableCard key={animal.id} animal={animal} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
