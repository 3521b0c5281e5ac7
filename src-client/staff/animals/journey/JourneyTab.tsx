import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { ArrowRightLeftIcon, ShieldPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { TabSection } from '../../components/TabSection';
import { useMay } from '../../session/use-may';
import { MoveDialog } from './MoveDialog';
import { PlaceHoldDialog } from './PlaceHoldDialog';
import { StayCard } from './StayCard';

/** Place Hold and Move, for an animal in care and a role that may. */
function InCareActions({ animal, stay }: { animal: TAnimal; stay: TStay }) {
  const mayHold = useMay('holds:write');
  const mayMove = useMay('records:write');
  const [open, setOpen] = useState<'hold' | 'move' | null>(null);
  const toggle = (dialog: 'hold' | 'move') => (next: boolean) => setOpen(next ? dialog : null);
  if (!mayHold && !mayMove) return null;
  return (
    <HStack gap="2">
      {mayHold && (
        <Button size="sm" variant="outline" onClick={() => setOpen('hold')}>
          <ShieldPlusIcon />
          Place Hold
        </Button>
      )}
      {mayMove && (
        <Button size="sm" variant="outline" onClick={() => setOpen('move')}>
          <ArrowRightLeftIcon />
          Move
        </Button>
      )}
      {mayHold && <PlaceHoldDialog animal={animal} stay={stay} open={open === 'hold'} onOpenChange={toggle('hold')} />}
      {mayMove && <MoveDialog animal={animal} stay={stay} open={open === 'move'} onOpenChange={toggle('move')} />}
    </HStack>
  );
}

/** Journey: the animal's stays, newest first, each from its intake to its outcome (docs/domain.md#journey). */
export function JourneyTab({ animal }: { animal: TAnimal }) {
  const journey = trpc.journey.get.useQuery({ id: animal.id });
  const stays = journey.data?.stays ?? [];
  const open = stays.find((stay) => !stay.outcome);
  let body;
  if (journey.isPending) {
    body = <Skeleton height="48" rounded="lg" />;
  } else if (journey.isError) {
    body = <LoadError text={`Error loading the journey: ${errorMessage(journey.error)}`} onRetry={() => void journey.refetch()} />;
  } else {
    body = (
      <Stack gap="4">
        {stays.map((stay, index) => (
          <StayCard key={stay.id} animalId={animal.id} stay={stay} number={stays.length - index} latest={index === 0} />
        ))}
      </Stack>
    );
  }
  return (
    <TabSection
      title="Journey"
      description="Each stay from intake to outcome, newest first, with its holds and where the animal was."
      action={open && <InCareActions animal={animal} stay={open} />}
    >
      {body}
    </TabSection>
  );
}
