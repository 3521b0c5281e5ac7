import type { EntityManager } from '@mikro-orm/postgresql';
import { ageGroupOn, isEuthanasia } from '../../../src-shared/journey.js';
import { euthanasiaAllowed, type TRole } from '../../../src-shared/roles.js';
import type { TAdoptionCreate } from '../../../src-shared/schemas/adoptions.js';
import type { TEuthanizers, TOutcomeCreate } from '../../../src-shared/schemas/journey.js';
import { assertDateWithin } from '../../date-bounds.js';
import { conflict, DomainError, invalid } from '../../domain-errors.js';
import type { TAdoptionEntity } from '../adoptions/adoption.entity.js';
import { assertNotAdopted, lockAnimal, syncStatus } from '../animals/animal-status.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { ADOPTED_BEFORE_START, LEFT_BEFORE_START, placementsEndedByOutcome } from '../foster/foster.service.js';
import { organizationFor, personFor } from '../people/person-links.js';
import { PersonSchema, type TPersonEntity } from '../people/person.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { UserSchema, type TUserEntity } from '../users/user.entity.js';
import { assertNoHoldAgainst, latestStayOf, requireOpenStay } from './stays.js';
import { StaySchema, type TStayEntity } from './stay.entity.js';

/**
 * How an animal leaves (docs/domain.md#outcomes): an outcome closes its open stay on a date
 * within the stay, ends a foster placement on that day, and sets the status. Adoptions record
 * theirs by completing (adoptions.service.ts); every other outcome comes through recordOutcome.
 */

const outcomeDateBounds = (stay: TStayEntity, today: string, field: string) => ({
  min: { date: stay.intakeDate, message: `${field} cannot be before the stay's intake date (${stay.intakeDate})` },
  max: { date: today, message: `${field} cannot be after today (${today})` },
});

/** Admins and vets by role; staff when certified (Settings → Users). */
const certifiedToEuthanize = (user: Pick<TUserEntity, 'role' | 'euthanasiaCertified'>) => euthanasiaAllowed(user.role as TRole, user.euthanasiaCertified);

export async function mayEuthanize(tx: EntityManager, userId: number): Promise<{ name: string } | null> {
  const user = await tx.findOne(UserSchema, { id: userId, active: true });
  return user && certifiedToEuthanize(user) ? user : null;
}

/** The active users a euthanasia may name, by name; the console offers them and asks whether `userId` is one. */
export async function euthanizers(em: EntityManager, userId: number): Promise<TEuthanizers> {
  const users = await em.find(UserSchema, { active: true }, { orderBy: { name: 'asc', id: 'asc' } });
  const people = users.filter(certifiedToEuthanize).map(({ id, name }) => ({ id, name }));
  return { people, mayRecord: people.some((person) => person.id === userId) };
}

export const EUTHANASIA_REFUSED = 'Only admins, veterinarians and staff certified for euthanasia may record a euthanasia';

async function assertEuthanasiaAllowed(tx: EntityManager, recordedBy: number, input: TOutcomeCreate): Promise<void> {
  if (!(await mayEuthanize(tx, recordedBy))) throw new DomainError('forbidden', EUTHANASIA_REFUSED);
  for (const field of ['performedByUserId', 'authorizedByUserId'] as const) {
    const id = input[field];
    if (id === null || !(await mayEuthanize(tx, id))) {
      throw invalid(
        `${field === 'performedByUserId' ? 'Performed by' : 'Authorized by'} must be an active admin, veterinarian or certified staff member`,
        field,
      );
    }
  }
}

/** Whom a return to owner gives the animal back to: the one picked, else the one named (the stay's owner when the names agree), else the stay's owner. */
async function ownerReturnedTo(tx: EntityManager, stay: TStayEntity, input: TOutcomeCreate): Promise<TPersonEntity | null> {
  if (input.destinationPersonId) return personFor(tx, { personId: input.destinationPersonId }, 'Owner', 'destinationPersonId');
  const owner = stay.owner ? await tx.findOneOrFail(PersonSchema, { id: stay.owner }) : null;
  if (!input.destination || owner?.name.trim().toLowerCase() === input.destination.toLowerCase()) return owner;
  return personFor(tx, { contact: { name: input.destination, email: null, phone: null } }, 'Owner', 'destination');
}

type TDestination = Required<Pick<TStayEntity, 'destination' | 'destinationOrganization' | 'destinationPerson'>>;

/** Where an outcome sends the animal: a transfer out to an organization, a return to owner to a person, any other to a place in words. */
async function destinationOf(tx: EntityManager, stay: TStayEntity, input: TOutcomeCreate): Promise<TDestination> {
  const none: TDestination = { destination: null, destinationOrganization: null, destinationPerson: null };
  if (input.type === 'Transferred out') {
    const organization = input.destinationOrganizationId
      ? await organizationFor(tx, { organizationId: input.destinationOrganizationId }, 'destinationOrganizationId')
      : await organizationFor(tx, { name: input.destination ?? '' }, 'destination');
    await tx.flush(); // a new organization's id
    return { ...none, destinationOrganization: organization.id };
  }
  if (input.type === 'Returned to owner') {
    const person = await ownerReturnedTo(tx, stay, input);
    await tx.flush(); // a new person's id
    return { ...none, destinationPerson: person?.id ?? null };
  }
  return { ...none, destination: input.destination };
}

/** POST /api/animals/{id}/outcome: every outcome but adoption. */
export async function recordOutcome(em: EntityManager, calendar: TLazyCalendar, recordedBy: number, input: TOutcomeCreate): Promise<void> {
  const cal = await calendar();
  const date = cal.date(input.date);
  await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.id);
    assertNotAdopted(animal);
    const stay = await requireOpenStay(tx, animal);
    assertDateWithin(date, outcomeDateBounds(stay, cal.today, 'Outcome date'), 'date');
    if (input.type === 'Transferred out') await assertNoHoldAgainst(tx, animal, stay, { date, today: cal.today }, 'transferred', 'type');
    if (isEuthanasia(input.type)) await assertEuthanasiaAllowed(tx, recordedBy, input);
    const destination = await destinationOf(tx, stay, input);
    tx.assign(stay, {
      outcomeType: input.type,
      outcomeSubtype: input.subtype,
      outcomeDate: date,
      outcomeTime: input.time,
      outcomeCondition: input.condition,
      outcomeAgeGroup: ageGroupOn(animal.birthDate ?? null, date),
      ...destination,
      outcomeTransferScope: input.transferScope,
      outcomeReason: input.reason,
      performedBy: isEuthanasia(input.type) ? input.performedByUserId : null,
      authorizedBy: isEuthanasia(input.type) ? input.authorizedByUserId : null,
      drug: isEuthanasia(input.type) ? input.drug : null,
      dose: isEuthanasia(input.type) ? input.dose : null,
      outcomeNotes: input.notes,
    });
    await placementsEndedByOutcome(tx, animal.id, date, cal.today, LEFT_BEFORE_START);
    await syncStatus(tx, [animal.id], cal.today);
  });
}

/** The time and condition an adoption's outcome records, as every other outcome does. */
export type TAdoptionOutcome = Pick<TAdoptionCreate, 'outcomeTime' | 'outcomeCondition'>;

/**
 * A Completed adoption is the stay's outcome: refused while a hold is active, it ends a current
 * placement on the adoption date (foster-to-adopt). Inside the adoption's transaction.
 */
export async function closeStayByAdoption(
  tx: EntityManager,
  animal: TAnimalEntity,
  adoption: TAdoptionEntity,
  outcome: TAdoptionOutcome,
  today: string,
): Promise<void> {
  assertNotAdopted(animal);
  const stay = await requireOpenStay(tx, animal);
  assertDateWithin(adoption.adoptionDate, outcomeDateBounds(stay, today, 'Adoption date'), 'adoptionDate');
  await assertNoHoldAgainst(tx, animal, stay, { date: adoption.adoptionDate, today }, 'adopted', 'status');
  await tx.flush(); // the stay points at the adoption's id
  tx.assign(stay, {
    outcomeType: 'Adoption',
    outcomeDate: adoption.adoptionDate,
    ...outcome,
    outcomeAgeGroup: ageGroupOn(animal.birthDate ?? null, adoption.adoptionDate),
    outcomeAdoption: adoption.id,
  });
  await placementsEndedByOutcome(tx, animal.id, adoption.adoptionDate, today, ADOPTED_BEFORE_START);
  await syncStatus(tx, [animal.id], today);
}

/**
 * A Completed adoption corrected: its outcome follows a new date (within the stay and outside
 * its holds), and takes the time or condition sent.
 */
export async function moveAdoptionOutcome(
  tx: EntityManager,
  animal: TAnimalEntity,
  adoption: TAdoptionEntity,
  outcome: Partial<TAdoptionOutcome>,
  today: string,
): Promise<void> {
  const stay = await stayClosedBy(tx, adoption);
  if (!stay) return;
  if (stay.outcomeDate !== adoption.adoptionDate) {
    assertDateWithin(adoption.adoptionDate, outcomeDateBounds(stay, today, 'Adoption date'), 'adoptionDate');
    await assertNoHoldAgainst(tx, animal, stay, { date: adoption.adoptionDate, today }, 'adopted', 'adoptionDate');
    stay.outcomeDate = adoption.adoptionDate;
    stay.outcomeAgeGroup = ageGroupOn(animal.birthDate ?? null, adoption.adoptionDate);
  }
  tx.assign(stay, outcome);
}

const stayClosedBy = (tx: EntityManager, adoption: TAdoptionEntity) => tx.findOne(StaySchema, { outcomeAdoption: adoption.id });

/**
 * A Completed adoption cancelled, reopened or voided never happened: its outcome is removed and
 * the stay is open again. Refused once the animal has a later stay (return it instead).
 */
export async function reopenStayOfAdoption(tx: EntityManager, animal: TAnimalEntity, adoption: TAdoptionEntity, today: string): Promise<void> {
  const stay = await stayClosedBy(tx, adoption);
  if (stay) {
    const latest = await latestStayOf(tx, animal.id);
    if (latest && latest.id !== stay.id) throw conflict(`${animal.name} has come back since this adoption: it can no longer be undone`);
    clearOutcome(stay);
  }
  await syncStatus(tx, [animal.id], today);
}

function clearOutcome(stay: TStayEntity): void {
  Object.assign(stay, {
    outcomeType: null,
    outcomeSubtype: null,
    outcomeDate: null,
    outcomeTime: null,
    outcomeCondition: null,
    outcomeAgeGroup: null,
    destination: null,
    destinationOrganization: null,
    destinationPerson: null,
    outcomeTransferScope: null,
    outcomeAdoption: null,
    outcomeReason: null,
    performedBy: null,
    authorizedBy: null,
    drug: null,
    dose: null,
    outcomeNotes: null,
  });
}

/**
 * DELETE /api/animals/{id}/outcome: an outcome recorded in error is removed and the stay reopens
 * (the audit log keeps what it said). Only the latest stay's, and never an adoption's: that is
 * cancelled through the adoption.
 */
export async function removeOutcome(em: EntityManager, calendar: TLazyCalendar, animalId: number): Promise<void> {
  const cal = await calendar();
  await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, animalId);
    const stay = await latestStayOf(tx, animal.id);
    if (!stay?.outcomeType) throw conflict(`${animal.name} is in care: there is no outcome to remove`);
    if (stay.outcomeType === 'Adoption') throw conflict('An adoption outcome is removed by cancelling the adoption');
    clearOutcome(stay);
    await syncStatus(tx, [animal.id], cal.today);
  });
}
