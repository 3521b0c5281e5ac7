import { Link, useDialogContext } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { isInCare } from '../../../../src-shared/journey';
import { trpc } from '../../../shared/trpc';

/**
 * Under a chip number the server refused as another animal's: a link to that animal, found by
 * the microchip lookup (the refusal names it; the lookup gives its page, where an animal that has
 * left is taken in again with a new intake). Following it closes the
 * dialog, which would otherwise stay open over the other animal's page.
 */
export function ChipOwnerLink({ number }: { number: string }) {
  const dialog = useDialogContext();
  const lookup = trpc.microchips.lookup.useQuery({ number });
  const owner = lookup.data?.animal;
  if (!owner) return null;
  return (
    <Link asChild color="colorPalette.fg" fontWeight="medium" fontSize="sm">
      <RouterLink to={`/animals/${owner.id}`} onClick={() => dialog.setOpen(false)}>
        {isInCare(owner.status) ? 'Open' : 'Take in again:'} {owner.name} ({owner.animalId})
      </RouterLink>
    </Link>
  );
}
