import type { EntityManager } from '@mikro-orm/postgresql';
import type { TContact, TPersonRole } from '../../../src-shared/people.js';
import { conflict } from '../../domain-errors.js';
import { personAfterEdit, personFor } from '../people/person-links.js';
import type { TPersonEntity } from '../people/person.entity.js';

/**
 * The adopter of an adoption is a person (docs/domain.md#people): named by the console's picker
 * (`personId`) or by the specification's adopterName, adopterEmail and adopterPhone, which link the
 * single exact match or create the person.
 */

interface TAdopterFields {
  personId?: number | null;
  adopterName?: string;
  adopterEmail?: string;
  adopterPhone?: string;
}

/** An adoption that will place the animal makes its person an adopter; a Pending one, an applicant until then. */
export const adopterRole = (status: string): TPersonRole => (status === 'Completed' ? 'Adopter' : 'Applicant');

/** A person flagged Do not adopt is not given an animal: staff clear the flag on their record first, if they decide to. */
export function assertMayAdopt(person: TPersonEntity, status: string): void {
  if (status === 'Cancelled' || !person.doNotAdopt) return;
  throw conflict(
    `${person.name} is flagged Do not adopt (${person.doNotAdoptReason ?? 'no reason given'}): clear the flag on their record to go on`,
    'personId',
  );
}

/** The adopter a new adoption names (the schema requires one way or the other). */
export async function adopterFor(tx: EntityManager, input: TAdopterFields, status: string): Promise<TPersonEntity> {
  const contact: TContact = { name: input.adopterName ?? '', email: input.adopterEmail ?? null, phone: input.adopterPhone ?? null };
  const person = await personFor(tx, input.personId ? { personId: input.personId } : { contact }, adopterRole(status), 'personId');
  assertMayAdopt(person, status);
  return person;
}

/** An edit's adopter (person-links.ts personAfterEdit); the Do-not-adopt flag is judged when the adopter or the status changes. */
export async function adopterAfterEdit(
  tx: EntityManager,
  current: TPersonEntity,
  input: TAdopterFields,
  status: { now: string; changed: boolean },
): Promise<TPersonEntity> {
  const sent = { personId: input.personId, name: input.adopterName, email: input.adopterEmail, phone: input.adopterPhone };
  const adopter = await personAfterEdit(tx, current, sent, adopterRole(status.now));
  // A flag set after the adoption does not stop corrections to it; it stops the adoption going ahead.
  if (adopter !== current || status.changed) assertMayAdopt(adopter, status.now);
  return adopter;
}
