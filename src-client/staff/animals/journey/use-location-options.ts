import { LOCATION_KINDS, type TLocationKind } from '../../../../src-shared/journey';
import { idOrNone, type TOption } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';

/**
 * The locations an animal may be placed in, by path: only those in use (one out of use is kept for
 * history, docs/domain.md#locations), of the kinds asked. `help` says why there are none.
 */
export function useLocationOptions(kinds: readonly TLocationKind[] = LOCATION_KINDS): { options: TOption[]; pending: boolean; help: string | undefined } {
  const locations = trpc.locations.list.useQuery();
  const options = (locations.data ?? [])
    .filter((location) => location.active && kinds.includes(location.kind))
    .map((location) => ({ value: String(location.id), label: location.path }));
  const none = locations.isSuccess && options.length === 0;
  return { options, pending: locations.isPending, help: none ? 'No locations yet: an admin adds buildings, rooms and kennels in Settings.' : undefined };
}

/** Rooms and kennels: where an animal is put when it comes in. */
const PLACES_ON_ARRIVAL = ['Room', 'Kennel'] as const;

/** The props of an optional "Location" select where an animal arriving is placed (an intake, a return). */
export function useArrivalPlaceSelect(): { options: TOption[]; placeholder: string; setValueAs: typeof idOrNone; helperText: string | undefined } {
  const places = useLocationOptions(PLACES_ON_ARRIVAL);
  return { options: places.options, placeholder: places.pending ? 'Loading…' : 'Not yet placed', setValueAs: idOrNone, helperText: places.help };
}
