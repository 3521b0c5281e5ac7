import { EARLIEST_RECORD_DATE } from '../../../src-shared/record-dates';
import { trpc } from '../../shared/trpc';

/**
 * The intake date of the animal a form's record is about, for its date input's `min`: until the
 * animal is chosen or has loaded, the earliest date any record may have.
 */
export function useIntakeDate(animalId: number | null | undefined): string {
  const chosen = typeof animalId === 'number' && animalId > 0;
  const { data } = trpc.animals.get.useQuery({ id: chosen ? animalId : 0 }, { enabled: chosen });
  return (chosen && data?.intakeDate) || EARLIEST_RECORD_DATE;
}
