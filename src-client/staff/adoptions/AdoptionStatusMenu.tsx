import { useState } from 'react';
import { ADOPTION_STATUSES, type TAdoptionStatus } from '../../../src-shared/enums';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import { adoptionStatusPalette } from '../../shared/status-palette';
import { StatusBadge } from '../../shared/StatusBadge';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { notifyRefusal } from '../records/notify-refusal';
import { StatusMenu } from '../records/StatusMenu';
import { ReturnAdoptionDialog } from './ReturnAdoptionDialog';

const ITEM_LABELS: Record<TAdoptionStatus, string> = { Completed: 'Mark Completed', Pending: 'Mark Pending', Cancelled: 'Cancel adoption', Returned: 'Return' };

/** Returned is reached only by recording the return, and only from Completed; it is final. */
const choicesFrom = (status: string): readonly TAdoptionStatus[] =>
  status === 'Completed' ? ADOPTION_STATUSES : ADOPTION_STATUSES.filter((choice) => choice !== 'Returned');

/**
 * Moves an adoption between Pending, Completed and Cancelled (docs/domain.md#statuses): completing it
 * makes the animal Adopted, leaving Completed makes it Available again. The server's refusals
 * (the animal adopted by someone else, a microchip missing, a hold) come back as the toast's text.
 * Return, on a Completed adoption, records that the animal came back.
 */
export function AdoptionStatusMenu({ adoption }: { adoption: TAdoption }) {
  const update = trpc.adoptions.update.useMutation();
  const [returning, setReturning] = useState(false);
  if (adoption.status === 'Returned') return <StatusBadge status={adoption.status} palette={adoptionStatusPalette(adoption.status)} size="sm" />;
  const change = async (status: TAdoptionStatus) => {
    if (status === 'Returned') {
      setReturning(true);
      return;
    }
    try {
      await update.mutateAsync({ id: adoption.id, version: adoption.version, status });
      notify('success', { title: 'Adoption updated', description: `${adoption.animalName}’s adoption is now ${status}.` });
    } catch (error) {
      notifyRefusal(error, `${adoption.animalName}’s adoption was not changed:`);
    }
  };
  return (
    <>
      <StatusMenu
        record={`${adoption.animalName}’s adoption by ${adoption.adopterName}`}
        shown={adoption.status}
        palette={adoptionStatusPalette(adoption.status)}
        current={adoption.status}
        options={choicesFrom(adoption.status)}
        itemLabel={(status) => ITEM_LABELS[status]}
        busy={update.isPending}
        onChoose={(status) => void change(status)}
      />
      <ReturnAdoptionDialog adoption={adoption} open={returning} onOpenChange={setReturning} />
    </>
  );
}
