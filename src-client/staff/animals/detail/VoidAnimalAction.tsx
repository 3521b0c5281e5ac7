import { Button } from '@chakra-ui/react';
import { BanIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { trpc } from '../../../shared/trpc';
import type { TSaveMessages } from '../../components/DialogForm';
import { VoidRecordDialog } from '../../records/VoidRecordDialog';
import { useMay } from '../../session/use-may';

const VOID_MESSAGES: TSaveMessages = {
  success: { title: 'Animal voided', description: 'The animal and its records no longer appear in lists, figures or the portal.' },
  failure: { title: 'Error', description: 'There was an error voiding the animal.' },
};

/**
 * Void Animal (admins): for an animal entered in error (docs/domain.md#identity). The animal and
 * its records leave every list, so the registry is shown afterwards.
 */
export function VoidAnimalAction({ animal }: { animal: TAnimal }) {
  const mayVoid = useMay('animals:void');
  const [open, setOpen] = useState(false);
  const voidAnimal = trpc.animals.void.useMutation();
  const navigate = useNavigate();
  if (!mayVoid) return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <BanIcon />
        Void Animal
      </Button>
      <VoidRecordDialog
        open={open}
        onOpenChange={setOpen}
        title="Void Animal"
        summary={`${animal.name} (${animal.animalId}), with its medical records, notes, appointments, foster placements and adoptions. Its animal ID will not be used again.`}
        messages={VOID_MESSAGES}
        onVoid={async (reason) => {
          await voidAnimal.mutateAsync({ id: animal.id, reason });
          await navigate('/animals');
        }}
      />
    </>
  );
}
