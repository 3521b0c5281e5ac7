import { IN_CARE_STATUSES } from '../../../../src-shared/journey';
import type { TAnimal } from '../../../../src-shared/schemas/animals';

/**
 * The detail's record buttons. Their dialogs live with the Adoptions and Foster Care screens,
 * which open them for the animal named in the address.
 */
export const adoptionHref = (animal: Pick<TAnimal, 'id'>) => `/adoptions?animal=${animal.id}`;
export const fosterHref = (animal: Pick<TAnimal, 'id'>) => `/foster-care?animal=${animal.id}`;

const inCare = (animal: Pick<TAnimal, 'status'>) => (IN_CARE_STATUSES as readonly string[]).includes(animal.status);

/** Only an animal in care can be adopted: one that has left (adopted, transferred…) comes back by a new intake first. */
export const canStartAdoption = inCare;

/**
 * An animal in foster care cannot start another placement (docs/domain.md#statuses), and the API
 * refuses one for an animal that has left, so the button is not offered for either.
 */
export const canStartFoster = (animal: Pick<TAnimal, 'status'>) => inCare(animal) && animal.status !== 'In Foster';
