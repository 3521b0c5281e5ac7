import { Box } from '@chakra-ui/react';
import type { TStay } from '../../../../src-shared/schemas/journey';
import { trpc } from '../../../shared/trpc';
import { ConfirmedButton } from '../../records/ConfirmedButton';
import { useMay } from '../../session/use-may';

/**
 * Remove Outcome: an outcome recorded in error (not an adoption's: that is cancelled through the
 * adoption) is removed and the stay is open again; the History tab keeps what it said.
 */
export function RemoveOutcomeButton({ animalId, outcome }: { animalId: number; outcome: NonNullable<TStay['outcome']> }) {
  const mayRemove = useMay('outcomes:write');
  const remove = trpc.journey.removeOutcome.useMutation();
  if (!mayRemove) return null;
  return (
    <Box mt="3">
      <ConfirmedButton
        colorPalette="red"
        question={{
          title: 'Remove this outcome?',
          description: `“${outcome.type}” was recorded in error: the stay reopens and the animal is in care again.`,
        }}
        confirmLabel="Remove Outcome"
        done={{ title: 'Outcome removed', description: 'The stay is open again.' }}
        refused="The outcome was not removed:"
        onConfirm={() => remove.mutateAsync({ id: animalId })}
      >
        Remove Outcome
      </ConfirmedButton>
    </Box>
  );
}
