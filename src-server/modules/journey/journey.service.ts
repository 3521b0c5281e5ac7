import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween } from '../../../src-shared/dates.js';
import type { TAgeGroup, TCondition, TIntakeType, TOutcomeType } from '../../../src-shared/journey.js';
import type { TIntakeCreate, TJourney, TStay } from '../../../src-shared/schemas/journey.js';
import { assertAnimalFound } from '../animals/animal-records.js';
import { lockAnimal, syncStatus } from '../animals/animal-status.js';
import { carePlanInCalendar } from '../care-plans/apply-plan.js';
import { FosterPlacementSchema } from '../foster/foster-placement.entity.js';
import { currentSpan, whereaboutsOf } from '../locations/whereabouts.js';
import { organizationsById } from '../organizations/organizations-by-id.js';
import type { TOrganizationEntity } from '../organizations/organization.entity.js';
import { peopleById } from '../people/people-by-id.js';
import type { TPersonEntity } from '../people/person.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { UserSchema } from '../users/user.entity.js';
import { HoldSchema } from './hold.entity.js';
import type { TReader } from '../people/person-rows.js';
import { toHold } from './holds.js';
import { StaySchema, type TStayEntity } from './stay.entity.js';
import { openStay } from './stays.js';

type TTransferScope = NonNullable<TStay['intake']['transferScope']>;

/** POST /api/animals/{id}/intakes: a later stay of an animal that has left (409 while in care). */
export async function createIntake(em: EntityManager, calendar: TLazyCalendar, input: TIntakeCreate, reader: TReader): Promise<TJourney> {
  const cal = await calendar();
  const settings = await getSettings(em);
  await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.id);
    const carePlan = carePlanInCalendar(input.carePlan, cal.date);
    await openStay(tx, animal, { intakeDate: cal.date(input.intakeDate), intake: input.intake, carePlan }, settings, cal.today);
    await syncStatus(tx, [animal.id], cal.today);
  });
  return journeyOf(em, calendar, input.id, reader);
}

/** The people, organizations and users a journey's stays name, each read once. */
interface TNamed {
  users: Map<number, string>;
  people: Map<number, TPersonEntity>;
  organizations: Map<number, TOrganizationEntity>;
}

function toStay(stay: TStayEntity, named: TNamed, today: string, reader: TReader): Omit<TStay, 'holds' | 'whereabouts'> {
  const user = (id: number | null | undefined) => (id ? { id, name: named.users.get(id) ?? 'Unknown user' } : null);
  const person = (id: number | null | undefined) => (id ? named.people.get(id) : undefined);
  const organizationName = (id: number | null | undefined) => (id ? (named.organizations.get(id)?.name ?? null) : null);
  const [finder, owner] = [person(stay.finder), person(stay.owner)];
  const contact = (detail: string | null | undefined) => (reader.mayReadConsole ? (detail ?? null) : null);
  return {
    id: stay.id,
    intake: {
      type: stay.intakeType as TIntakeType,
      date: stay.intakeDate,
      time: stay.intakeTime ?? null,
      condition: (stay.intakeCondition ?? null) as TCondition | null,
      ageGroup: stay.intakeAgeGroup as TAgeGroup,
      foundLocation: stay.foundLocation ?? null,
      finderPersonId: stay.finder ?? null,
      finderName: finder?.name ?? null,
      finderPhone: contact(finder?.phone),
      finderEmail: contact(finder?.email),
      ownerPersonId: stay.owner ?? null,
      ownerName: owner?.name ?? null,
      ownerPhone: contact(owner?.phone),
      ownerEmail: contact(owner?.email),
      reason: stay.intakeReason ?? null,
      sourceOrganizationId: stay.sourceOrganization ?? null,
      sourceOrganization: organizationName(stay.sourceOrganization),
      transferScope: (stay.intakeTransferScope ?? null) as TTransferScope | null,
      motherAnimalId: stay.motherAnimal ?? null,
      returnedAdoptionId: stay.returnedAdoption ?? null,
      notes: stay.intakeNotes ?? null,
    },
    outcome:
      stay.outcomeType && stay.outcomeDate
        ? {
            type: stay.outcomeType as TOutcomeType,
            date: stay.outcomeDate,
            time: stay.outcomeTime ?? null,
            subtype: stay.outcomeSubtype ?? null,
            condition: (stay.outcomeCondition ?? null) as TCondition | null,
            ageGroup: (stay.outcomeAgeGroup ?? 'Unknown') as TAgeGroup,
            destination: organizationName(stay.destinationOrganization) ?? person(stay.destinationPerson)?.name ?? stay.destination ?? null,
            destinationOrganizationId: stay.destinationOrganization ?? null,
            destinationPersonId: stay.destinationPerson ?? null,
            transferScope: (stay.outcomeTransferScope ?? null) as TTransferScope | null,
            adoptionId: stay.outcomeAdoption ?? null,
            reason: stay.outcomeReason ?? null,
            performedBy: user(stay.performedBy),
            authorizedBy: user(stay.authorizedBy),
            drug: stay.drug ?? null,
            dose: stay.dose ?? null,
            notes: stay.outcomeNotes ?? null,
          }
        : null,
    lengthOfStayDays: daysBetween(stay.intakeDate, stay.outcomeDate ?? today),
  };
}

/** GET /api/animals/{id}/stays: every stay, newest first, with its holds and where the animal was. */
/** A volunteer's journey names the owner and finder without their phone or e-mail (docs/domain.md#people). */
export async function journeyOf(em: EntityManager, calendar: TLazyCalendar, animalId: number, reader: TReader): Promise<TJourney> {
  const { today } = await calendar();
  const [stays, holds, placements] = await Promise.all([
    em.find(StaySchema, { animal: animalId }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }] }),
    em.find(HoldSchema, { animal: animalId, voidedAt: null }, { orderBy: [{ startDate: 'asc' }, { id: 'asc' }] }),
    em.find(FosterPlacementSchema, { animal: animalId, voidedAt: null, startDate: { $lte: today } }, { orderBy: [{ startDate: 'asc' }, { id: 'asc' }] }),
  ]);
  // Every animal has a stay from its intake: none found, it does not exist or was voided (the join on animals leaves its stays out).
  if (!stays.length) await assertAnimalFound(em, animalId);
  const userIds = stays.flatMap((stay) => [stay.performedBy, stay.authorizedBy]).filter((id): id is number => typeof id === 'number');
  const [users, people, organizations] = await Promise.all([
    userIds.length ? em.find(UserSchema, { id: { $in: userIds } }, { fields: ['id', 'name'] }) : [],
    peopleById(em, [...stays.flatMap((stay) => [stay.owner, stay.finder, stay.destinationPerson]), ...placements.map((placement) => placement.person)]),
    organizationsById(
      em,
      stays.flatMap((stay) => [stay.sourceOrganization, stay.destinationOrganization]),
    ),
  ]);
  const named: TNamed = { users: new Map(users.map((user) => [user.id, user.name])), people, organizations };
  const whereabouts = await whereaboutsOf(em, stays, placements, people);
  const result = stays.map((stay) => ({
    ...toStay(stay, named, today, reader),
    holds: holds.filter((hold) => hold.stay === stay.id).map(toHold(today)),
    whereabouts: whereabouts.get(stay.id) ?? [],
  }));
  const open = stays.find((stay) => !stay.outcomeDate);
  return { stays: result, inCare: Boolean(open), currentLocation: open ? currentSpan(whereabouts.get(open.id) ?? [], today) : null };
}
