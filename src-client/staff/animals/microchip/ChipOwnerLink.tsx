import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { trpc } from '../../../shared/trpc';

/**
 * Under a chip number the server refused as another animal's: a link to that animal, found by
 * the microchip lookup (the refusal names it; the lookup gives its page).
 */
export function ChipOwnerLink({ number }: { number: string }) {
  const lookup = trpc.microchips.lookup.useQuery({ number });
  const owner = lookup.data?.animal;
  if (!owner) return null;
  return (
    <Link asChild color="colorPalette.fg" fontWeight="medium" fontSize="sm">
      <RouterLink to={`/animals/${owner.id}`}>
        Open {owner.name} ({owner.animalId})
      </RouterLink>
    </Link>
  );
}
