import { Badge, HStack, Text } from '@chakra-ui/react';
import { MapPinIcon } from 'lucide-react';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { activeHolds, holdText } from './journey-words';

/** Under the animal's name, while it is in care: where it is now and the holds on it ("Stray hold — ends Nov 27, 2026"). */
export function JourneySummary({ animalId }: { animalId: number }) {
  const journey = trpc.journey.get.useQuery({ id: animalId });
  const format = useFormat();
  if (!journey.data?.inCare) return null;
  const holds = activeHolds(journey.data);
  return (
    <HStack gap="3" wrap="wrap">
      <HStack role="group" aria-label="Current location" gap="1" color="fg.muted" fontSize="sm">
        <MapPinIcon size="14" aria-hidden />
        <Text>{journey.data.currentLocation?.label ?? 'No location recorded'}</Text>
      </HStack>
      {holds.length > 0 && (
        <HStack as="ul" aria-label="Active holds" gap="2" wrap="wrap" listStyleType="none">
          {holds.map((hold) => (
            <li key={hold.id}>
              <Badge colorPalette="orange" variant="surface" size="md">
                {holdText(hold, format.date)}
              </Badge>
            </li>
          ))}
        </HStack>
      )}
    </HStack>
  );
}
