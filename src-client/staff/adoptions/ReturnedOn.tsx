import { Text } from '@chakra-ui/react';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import { useFormat } from '../../shared/use-format';

/** Under a Returned adoption's status: the day the animal came back. */
export function ReturnedOn({ adoption }: { adoption: Pick<TAdoption, 'returnedOn' | 'returnReason'> }) {
  const format = useFormat();
  if (!adoption.returnedOn) return null;
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" title={adoption.returnReason ?? undefined}>
      Returned {format.date(adoption.returnedOn)}
    </Text>
  );
}
