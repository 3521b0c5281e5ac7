import type { TAnimal } from '../../../../src-shared/schemas/animals';

/**
 * The detail's record buttons. Their dialogs live with the Adoptions and Foster Care screens,
 * which open them for the animal named in the address.
 */
export const adoptionHref = (animal: Pick<TAnimal, 'id'>) => `/adoptions?animal=${animal.id}`;
export const fosterHref = (animal: Pick<TAnimal, 'id'>) => `/foster-care?animal=${animal.id}`;

/** An adopted animal cannot start another adoption (docs/domain.md#statuses). */
export const canStartAdoption = (animal: Pick<TAnimal, 'status'>) => animal.status !== 'Adopted';

/**
 * An animal in foster care cannot start another placement (docs/domain.md#statuses), and the API refuses
 * one for an adopted animal too (docs/domain.md#statuses), so the button is not offered for either.
 */
export const canStartFoster = (animal: Pick<TAnimal, 'status'>) => animal.status !== 'In Foster' && animal.status !== 'Adopted';
