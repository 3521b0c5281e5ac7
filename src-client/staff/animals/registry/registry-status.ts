import { ANIMAL_STATUSES, type TAnimalStatus } from '../../../../src-shared/enums';
import { IN_CARE_STATUSES, LEFT_STATUSES } from '../../../../src-shared/journey';

/** The registry's status filter: the statuses of animals in care, then those of animals that have left (docs/domain.md#statuses). */
export const REGISTRY_STATUS_GROUPS: readonly { label: string; statuses: readonly TAnimalStatus[] }[] = [
  { label: 'In care', statuses: IN_CARE_STATUSES },
  { label: 'Left', statuses: LEFT_STATUSES },
];

/** The status an address asks for (`?status=Quarantine`); an unknown one lists every animal. */
export function registryStatus(param: string | null): TAnimalStatus | null {
  return (ANIMAL_STATUSES as readonly string[]).includes(param ?? '') ? (param as TAnimalStatus) : null;
}
