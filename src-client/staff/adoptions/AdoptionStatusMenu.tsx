import { ADOPTION_STATUSES, type TAdoptionStatus } from '../../../src-shared/enums';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import { adoptionStatusPalette } from '../../shared/status-palette';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { notifyRefusal } from '../records/notify-refusal';
import { StatusMenu } from '../records/StatusMenu';

const ITEM_LABELS: Record<TAdoptionStatus, string> = { Completed: 'Mark Completed', Pending: 'Mark Pending', Cancelled: 'Cancel adoption' };

/**
 * Moves an adoption between Pending, Completed and Cancelled (docs/domain.md#statuses): completing it
 * makes the animal Adopted, leaving Completed makes it Available again. The server's refusals
 * (the animal adopted by someone else, a microchip missing) come back as the toast's text.
 */
export function AdoptionStatusMenu({ adoption }: { adoption: TAdoption }) {
  const update = trpc.adoptions.update.useMutation();
  const change = async (status: TAdoptionStatus) => {
    try {
      await update.mutateAsync({ id: adoption.id, version: adoption.version, status });
      notify('success', { title: 'Adoption updated', description: `${adoption.animalName}’s adoption is now ${status}.` });
    } catch (error) {
      notifyRefusal(error, `${adoption.animalName}’s adoption was not changed:`);
    }
  };
  return (
    <StatusMenu
      record={`${adoption.animalName}’s adoption by ${adoption.adopterName}`}
      shown={adoption.status}
      palette={adoptionStatusPalette(adoption.status)}
      current={adoption.status}
      options={ADOPTION_STATUSES}
      itemLabel={(status) => ITEM_LABELS[status]}
      busy={update.isPending}
      onChoose={(status) => void change(status)}
    />
  );
}
