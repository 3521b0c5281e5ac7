import { Button } from '@chakra-ui/react';
import { DoorOpenIcon, LogInIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { trpc } from '../../../shared/trpc';
import { useMay } from '../../session/use-may';
import { NewIntakeDialog } from './NewIntakeDialog';
import { OutcomeDialog } from './OutcomeDialog';

/** The header's journey action: Outcome while the animal is in care, New Intake once it has left. */
export function JourneyActions({ animal }: { animal: TAnimal }) {
  const journey = trpc.journey.get.useQuery({ id: animal.id });
  const mayOutcome = useMay('outcomes:write');
  const mayIntake = useMay('records:write');
  const [open, setOpen] = useState(false);
  const stay = journey.data?.stays.find((candidate) => !candidate.outcome);
  if (!journey.data) return null;
  if (stay && mayOutcome) {
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <DoorOpenIcon />
          Outcome
        </Button>
        <OutcomeDialog animal={animal} stay={stay} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  if (!stay && mayIntake) {
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <LogInIcon />
          New Intake
        </Button>
        <NewIntakeDialog animal={animal} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  return null;
}
