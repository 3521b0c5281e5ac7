import { Button } from '@chakra-ui/react';
import { DoorOpenIcon, LogInIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { trpc } from '../../../shared/trpc';
import { ReturnAdoptionDialog } from '../../adoptions/ReturnAdoptionDialog';
import { useMay } from '../../session/use-may';
import { NewIntakeDialog } from './NewIntakeDialog';
import { OutcomeDialog } from './OutcomeDialog';

/**
 * An adopted animal brought back by its adopter is a return, not a new intake: the adoption must
 * become Returned (docs/domain.md#outcomes), so the header offers Return beside New Intake.
 */
function ReturnFromAdopter({ animal, stay }: { animal: TAnimal; stay: TStay }) {
  const adoptionId = stay.outcome?.adoptionId ?? null;
  const adoptions = trpc.adoptions.byAnimal.useQuery({ id: animal.id }, { enabled: adoptionId !== null });
  const adoption = adoptions.data?.find((candidate) => candidate.id === adoptionId && candidate.status === 'Completed');
  const [open, setOpen] = useState(false);
  if (!adoption) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Undo2Icon />
        Return from Adopter
      </Button>
      <ReturnAdoptionDialog adoption={adoption} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The header's journey action: Outcome while the animal is in care, New Intake (or Return) once it has left. */
export function JourneyActions({ animal }: { animal: TAnimal }) {
  const journey = trpc.journey.get.useQuery({ id: animal.id });
  const mayOutcome = useMay('outcomes:write');
  const mayIntake = useMay('records:write');
  const [open, setOpen] = useState(false);
  if (!journey.data) return null;
  const stay = journey.data.stays.find((candidate) => !candidate.outcome);
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
  const latest = journey.data.stays[0];
  if (!stay && mayIntake) {
    return (
      <>
        {latest?.outcome?.type === 'Adoption' && <ReturnFromAdopter animal={animal} stay={latest} />}
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
