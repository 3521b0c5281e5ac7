import { Button, chakra, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { AnimalPhoto } from '../common/AnimalPhoto';
import { speciesPalette } from '../common/species';

/** "Golden Retriever • Female • 3 years" */
export const animalSummary = (animal: Pick<TAdoptableAnimal, 'breed' | 'sex' | 'age'>) => `${animal.breed} • ${animal.sex} • ${animal.age}`;

/**
 * The card's look, styled once for all cards: a Chakra component per part (card, badge, heading,
 * texts) made two dozen cards take a phone several hundred milliseconds longer to show. The species
 * badge takes its colours from the card's colour palette.
 */
const Card = chakra('article', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: '2xl',
    shadow: 'sm',
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { shadow: 'lg' },
    _motionSafe: { _hover: { transform: 'translateY(-2px)' } },
    '& [data-body]': { display: 'flex', flexDirection: 'column', gap: '2', flex: '1', p: '5' },
    '& [data-species]': {
      alignSelf: 'start',
      rounded: 'full',
      px: '2.5',
      minH: '5',
      display: 'inline-flex',
      alignItems: 'center',
      textStyle: 'xs',
      fontWeight: 'medium',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
    },
    '& h2': { textStyle: 'xl', fontWeight: 'semibold', letterSpacing: 'tight' },
    '& [data-summary]': { color: 'fg.muted', textStyle: 'sm', fontWeight: 'medium' },
    '& [data-description]': { textStyle: 'sm', lineClamp: '3' },
    '& [data-description][data-empty]': { color: 'fg.muted' },
    '& [data-footer]': { px: '5', pb: '5' },
  },
});

/**
 * One animal in the grid. The list's own address (its filters) travels with the link, so Back to
 * All Animals returns to the same filtered list. Memoised: "Show more" renders only the new cards.
 */
export const AnimalCard = memo(function AnimalCard({ animal, eager, listSearch }: { animal: TAdoptableAnimal; eager: boolean; listSearch: string }) {
  return (
    <Card colorPalette={speciesPalette(animal.species)}>
      <AnimalPhoto src={animal.imageUrl} name={animal.name} eager={eager} />
      <div data-body="">
        <span data-species="">{animal.species}</span>
        <h2>{animal.name}</h2>
        <p data-summary="">{animalSummary(animal)}</p>
        <p data-description="" data-empty={animal.description ? undefined : ''}>
          {animal.description || 'No description available.'}
        </p>
      </div>
      <div data-footer="">
        <Button asChild w="full" colorPalette="teal">
          <RouterLink to={`/public/animals/${animal.id}`} state={{ listSearch }}>
            View Details<VisuallyHidden> about {animal.name}</VisuallyHidden>
            <ArrowRightIcon aria-hidden />
          </RouterLink>
        </Button>
      </div>
    </Card>
  );
});
