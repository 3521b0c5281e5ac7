import { Text } from '@chakra-ui/react';
import { trpc } from '../../shared/trpc';
import { fosterHomeUse } from './foster-home-words';

/** Under the foster chosen: whether they are an approved foster home, and how full it is. */
export function FosterHomeHint({ personId }: { personId: number }) {
  const homes = trpc.people.fosterHomes.useQuery({ personId, limit: 1 });
  const [home] = homes.data?.items ?? [];
  if (!homes.data) return null;
  if (!home) return <>Not an approved foster home.</>;
  return (
    <Text as="span" color={home.capacityLeft !== null && home.capacityLeft <= 0 ? 'fg.error' : undefined}>
      Approved foster home, {fosterHomeUse(home)}.
    </Text>
  );
}
