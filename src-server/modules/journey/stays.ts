import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, daysBetween } from '../../../src-shared/dates.js';
import { ageGroupOn, HOLD_STATUSES, type THoldType } from '../../../src-shared/journey.js';
import type { TPersonRole } from '../../../src-shared/people.js';
import { intakeDateBounds } from '../../../src-shared/record-dates.js';
import type { TIntakeCarePlan } from '../../../src-shared/schemas/care-plans.js';
import type { TIntakeDetails } from '../../../src-shared/schemas/journey.js';
import type { TSettings } from '../../../src-shared/schemas/settings.js';
import { assertDateWithin } from '../../date-bounds.js';
import { conflict, invalid } from '../../domain-errors.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { applyCarePlanOnIntake } from '../care-plans/apply-plan.js';
import { AnimalMoveSchema } from '../locations/animal-move.entity.js';
import { recordMove } from '../locations/moves.js';
import { organizationFor, personFor } from '../people/person-links.js';
import type { TPersonEntity } from '../people/person.entity.js';
import { HoldSchema, type THoldEntity } from './hold.entity.js';
import { StaySchema, type TStayEntity } from './stay.entity.js';

/**
 * Opening and finding stays (docs/domain.md#journey), inside a caller's transaction with the
 * animal's row locked. The calls that use them are in intakes.service.ts and outcomes.service.ts.
 */

export const stillInCare = (animal: Pick<TAnimalEntity, 'name'>) => `${animal.name} is still in care: record an outcome before a new intake`;

export async function openStayOf(tx: EntityManager, animalId: number): Promise<TStayEntity | null> {
  return tx.findOne(StaySchema, { animal: animalId, outcomeDate: null });
}

export async function latestStayOf(tx: EntityManager, animalId: number): Promise<TStayEntity | null> {
  return tx.findOne(StaySchema, { animal: animalId }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }] });
}

/** The open stay an action needs, or a 409 saying the animal has left. */
export async function requireOpenStay(tx: EntityManager, animal: Pick<TAnimalEntity, 'id' | 'name' | 'status'>): Promise<TStayEntity> {
  const stay = await openStayOf(tx, animal.id);
  if (!stay) throw conflict(`${animal.name} is not in care (${animal.status}): record a new intake first`);
  return stay;
}

/** The holds of a stay that hold the animal on `day`: started, not ended, not released. */
export function isActiveHold(hold: Pick<THoldEntity, 'startDate' | 'endDate' | 'releasedOn' | 'voidedAt'>, day: string): boolean {
  return !hold.voidedAt && hold.startDate <= day && (!hold.endDate || hold.endDate > day) && (!hold.releasedOn || hold.releasedOn > day);
}

export async function activeHolds(tx: EntityManager, stayId: number, today: string): Promise<THoldEntity[]> {
  const holds = await tx.find(HoldSchema, { stay: stayId, voidedAt: null }, { orderBy: { startDate: 'asc', id: 'asc' } });
  return holds.filter((hold) => isActiveHold(hold, today));
}

/** The first day a hold leaves the animal free: its end, or an earlier release. */
const freeFrom = (hold: THoldEntity) => (hold.releasedOn && (!hold.endDate || hold.releasedOn < hold.endDate) ? hold.releasedOn : hold.endDate);

function holdWords(hold: THoldEntity): string {
  const until = freeFrom(hold);
  return `${HOLD_STATUSES[hold.holdType as THoldType]}${until ? ` until ${until}` : ''} (${hold.reason})`;
}

/**
 * "No adoption or transfer before it ends": a 409 naming the first hold that forbids the action,
 * listed at the field that asked for it. Judged on the action's day as well as today, so a
 * backdated adoption or transfer cannot land inside a hold that has ended since.
 */
export async function assertNoHoldAgainst(
  tx: EntityManager,
  animal: Pick<TAnimalEntity, 'name'>,
  stay: Pick<TStayEntity, 'id'>,
  days: { date: string; today: string },
  action: 'adopted' | 'transferred',
  path: string,
): Promise<void> {
  const holds = await tx.find(HoldSchema, { stay: stay.id, voidedAt: null }, { orderBy: { startDate: 'asc', id: 'asc' } });
  const forbidding = holds.filter((hold) => action === 'adopted' || hold.holdType === 'Stray hold' || hold.holdType === 'Quarantine');
  const now = forbidding.find((hold) => isActiveHold(hold, days.today));
  if (now) throw conflict(`${animal.name} is on ${holdWords(now)}: it cannot be ${action} before the hold ends`, path);
  const then = forbidding.find((hold) => isActiveHold(hold, days.date));
  if (then) throw conflict(`On ${days.date} ${animal.name} was on ${holdWords(then)}: it cannot be ${action} on a day the hold covers`, path);
}

export interface TOpenStay {
  intakeDate: string;
  intake: TIntakeDetails;
  /** Set by the return of an adoption only. */
  returnedAdoptionId?: number;
  intakeType?: 'Returned after adoption';
  /** The care plan the intake starts (care-plans/apply-plan.ts): left out, the matching protocol's. */
  carePlan?: TIntakeCarePlan;
}

/** The person an intake names in a role, picked by id or named by details; none when neither is sent. */
async function intakePerson(
  tx: EntityManager,
  named: { personId: number | null; name: string | null; email: string | null; phone: string | null },
  role: TPersonRole,
  path: string,
): Promise<TPersonEntity | null> {
  if (named.personId) return personFor(tx, { personId: named.personId }, role, path);
  if (!named.name) return null;
  return personFor(tx, { contact: { name: named.name, email: named.email, phone: named.phone } }, role, path);
}

/** The people and the organization an intake names, linked (and added when new) in the caller's transaction. */
async function intakeLinks(
  tx: EntityManager,
  intake: TIntakeDetails,
): Promise<{ owner: number | null; finder: number | null; sourceOrganization: number | null }> {
  const owner = await intakePerson(
    tx,
    { personId: intake.ownerPersonId, name: intake.ownerName, email: intake.ownerEmail, phone: intake.ownerPhone },
    'Owner',
    'intake.ownerPersonId',
  );
  await tx.flush(); // a new owner is matched by the finder's details too
  const finder = await intakePerson(
    tx,
    { personId: intake.finderPersonId, name: intake.finderName, email: intake.finderEmail, phone: intake.finderPhone },
    'Finder',
    'intake.finderPersonId',
  );
  const source = intake.sourceOrganizationId
    ? await organizationFor(tx, { organizationId: intake.sourceOrganizationId }, 'intake.sourceOrganizationId')
    : intake.sourceOrganization
      ? await organizationFor(tx, { name: intake.sourceOrganization }, 'intake.sourceOrganization')
      : null;
  await tx.flush(); // the ids of those just added
  return { owner: owner?.id ?? null, finder: finder?.id ?? null, sourceOrganization: source?.id ?? null };
}

/**
 * Opens a stay under the trust rules for intake dates, after the animal's last outcome; a stray
 * intake opens its legal holding period (Settings' stray hold days) with it, an intake naming
 * a location places the animal there, and its care plan starts (or resumes).
 */
export async function openStay(tx: EntityManager, animal: TAnimalEntity, input: TOpenStay, settings: TSettings, today: string): Promise<TStayEntity> {
  assertDateWithin(input.intakeDate, intakeDateBounds(today), 'intakeDate');
  if (await openStayOf(tx, animal.id)) throw conflict(stillInCare(animal));
  const last = await latestStayOf(tx, animal.id);
  if (last?.outcomeDate && input.intakeDate < last.outcomeDate) {
    throw invalid(`Intake date cannot be before the animal's last outcome (${last.outcomeDate})`, 'intakeDate');
  }
  const { intake } = input;
  if (intake.motherAnimalId !== null) {
    if (intake.motherAnimalId === animal.id) throw invalid('An animal cannot be its own mother', 'intake.motherAnimalId');
    if (!(await tx.count(AnimalSchema, { id: intake.motherAnimalId }))) throw invalid('Mother not found', 'intake.motherAnimalId');
  }
  const links = await intakeLinks(tx, intake);
  const stay = tx.create(StaySchema, {
    animal: animal.id,
    intakeType: input.intakeType ?? intake.type,
    intakeDate: input.intakeDate,
    intakeTime: intake.time,
    intakeCondition: intake.condition,
    intakeAgeGroup: ageGroupOn(animal.birthDate ?? null, input.intakeDate),
    foundLocation: intake.foundLocation,
    ...links,
    intakeReason: intake.reason,
    intakeTransferScope: intake.transferScope,
    motherAnimal: intake.motherAnimalId,
    returnedAdoption: input.returnedAdoptionId ?? null,
    intakeNotes: intake.notes,
  });
  await tx.flush();
  if (intake.locationId !== null) await placeOnIntake(tx, stay, intake.locationId, 'intake.locationId');
  const strayDays = settings.system.strayHoldDays;
  if (stay.intakeType === 'Stray/At large' && strayDays > 0) {
    tx.create(HoldSchema, {
      animal: animal.id,
      stay: stay.id,
      holdType: 'Stray hold',
      reason: 'Legal holding period for a stray',
      startDate: input.intakeDate,
      endDate: addDays(input.intakeDate, strayDays),
      releasedOn: null,
    });
  }
  // Altered since an earlier stay counts as altered at this intake: no second surgery is planned.
  const altered = animal.alteredAtIntake === true || Boolean(animal.alteredProcedure);
  await applyCarePlanOnIntake(tx, animal, stay, input.carePlan, altered);
  return stay;
}

/** Where the animal goes on arrival: a move into the location on the stay's intake day and time (400 at `path` if it cannot be used). */
export async function placeOnIntake(tx: EntityManager, stay: TStayEntity, locationId: number, path: string): Promise<void> {
  await recordMove(tx, stay, { locationId, movedOn: stay.intakeDate, movedAt: stay.intakeTime ?? null }, path);
}

/** A corrected date of birth carries to the age groups of every stay, as they derive from it. */
export async function refreshAgeGroups(tx: EntityManager, animal: TAnimalEntity): Promise<void> {
  for (const stay of await tx.find(StaySchema, { animal: animal.id })) {
    stay.intakeAgeGroup = ageGroupOn(animal.birthDate ?? null, stay.intakeDate);
    if (stay.outcomeDate) stay.outcomeAgeGroup = ageGroupOn(animal.birthDate ?? null, stay.outcomeDate);
  }
}

/**
 * The animal's intake date is its first stay's: a correction moves that stay's start, never past
 * its outcome. The stray hold the intake opened (keeping its length) and the move on its day are
 * part of the intake and move with it; every other record was checked not to fall before the new
 * date (assertIntakeKeepsRecords). A stray hold moved later could cover the day the animal was
 * adopted or transferred, which its rule forbids.
 */
export async function firstStayFollows(tx: EntityManager, animal: TAnimalEntity, intakeDate: string, today: string): Promise<void> {
  const first = await tx.findOne(StaySchema, { animal: animal.id }, { orderBy: [{ intakeDate: 'asc' }, { id: 'asc' }] });
  if (!first) return;
  if (first.outcomeDate && intakeDate > first.outcomeDate) {
    throw invalid(`Intake date cannot be after the first stay's outcome (${first.outcomeDate})`, 'intakeDate');
  }
  const was = first.intakeDate;
  const shift = daysBetween(was, intakeDate);
  for (const hold of await tx.find(HoldSchema, { stay: first.id, holdType: 'Stray hold', startDate: was, voidedAt: null })) {
    hold.startDate = intakeDate;
    if (hold.endDate) hold.endDate = addDays(hold.endDate, shift);
  }
  for (const move of await tx.find(AnimalMoveSchema, { stay: first.id, movedOn: was })) move.movedOn = intakeDate;
  first.intakeDate = intakeDate;
  const action = first.outcomeType === 'Adoption' ? 'adopted' : first.outcomeType === 'Transferred out' ? 'transferred' : null;
  if (action && first.outcomeDate) {
    await tx.flush();
    await assertNoHoldAgainst(tx, animal, first, { date: first.outcomeDate, today }, action, 'intakeDate');
  }
}

/** An intake with no details but its type: Other (the specification's POST /api/animals) or set by the caller. */
export const NO_DETAILS: TIntakeDetails = {
  type: 'Other',
  time: null,
  condition: null,
  foundLocation: null,
  finderPersonId: null,
  finderName: null,
  finderPhone: null,
  finderEmail: null,
  ownerPersonId: null,
  ownerName: null,
  ownerPhone: null,
  ownerEmail: null,
  reason: null,
  sourceOrganizationId: null,
  sourceOrganization: null,
  transferScope: null,
  motherAnimalId: null,
  notes: null,
  locationId: null,
};
