import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween } from '../../../src-shared/dates.js';
import type { TAgeGroup, TCondition, TIntakeType, TOutcomeType } from '../../../src-shared/journey.js';
import type { TIntakeCreate, TJourney, TStay } from '../../../src-shared/schemas/journey.js';
import { lockAnimal, syncStatus } from '../animals/animal-status.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { notFound } from '../../domain-errors.js';
import { FosterPlacementSchema } from '../foster/foster-placement.entity.js';
import { currentSpan, whereaboutsOf } from '../locations/whereabouts.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { UserSchema } from '../users/user.entity.js';
import { HoldSchema } from './hold.entity.js';
import { toHold } from './holds.js';
import { StaySchema, type TStayEntity } from './stay.entity.js';
import { openStay } from './stays.js';

type TTransferScope = NonNullable<TStay['intake']['transferScope']>;

/** POST /api/animals/{id}/intakes: a later stay of an animal that has left (409 while in care). */
export async function createIntake(em: EntityManager, calendar: TLazyCalendar, input: TIntakeCreate): Promise<TJourney> {
  const cal = await calendar();
  const settings = await getSettings(em);
  await em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.id);
    await openStay(tx, animal, { intakeDate: cal.date(input.intakeDate), intake: input.intake }, settings, cal.today);
    await syncStatus(tx, [animal.id], cal.today);
  });
  return journeyOf(em, calendar, input.id);
}

function toStay(stay: TStayEntity, names: Map<number, string>, today: string): Omit<TStay, 'holds' | 'whereabouts'> {
  const person = (id: number | null | undefined) => (id ? { id, name: names.get(id) ?? 'Unknown user' } : null);
  return {
    id: stay.id,
    intake: {
      type: stay.intakeType as TIntakeType,
      date: stay.intakeDate,
      time: stay.intakeTime ?? null,
      condition: (stay.intakeCondition ?? null) as TCondition | null,
      ageGroup: stay.intakeAgeGroup as TAgeGroup,
      foundLocation: stay.foundLocation ?? null,
      finderName: stay.finderName ?? null,
      finderPhone: stay.finderPhone ?? null,
      finderEmail: stay.finderEmail ?? null,
      ownerName: stay.ownerName ?? null,
      ownerPhone: stay.ownerPhone ?? null,
      ownerEmail: stay.ownerEmail ?? null,
      reason: stay.intakeReason ?? null,
      sourceOrganization: stay.sourceOrganization ?? null,
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
            destination: stay.destination ?? null,
            transferScope: (stay.outcomeTransferScope ?? null) as TTransferScope | null,
            adoptionId: stay.outcomeAdoption ?? null,
            reason: stay.outcomeReason ?? null,
            performedBy: person(stay.performedBy),
            authorizedBy: person(stay.authorizedBy),
            drug: stay.drug ?? null,
            dose: stay.dose ?? null,
            notes: stay.outcomeNotes ?? null,
          }
        : null,
    lengthOfStayDays: daysBetween(stay.intakeDate, stay.outcomeDate ?? today),
  };
}

/** GET /api/animals/{id}/stays: every stay, newest first, with its holds and where the animal was. */
export async function journeyOf(em: EntityManager, calendar: TLazyCalendar, animalId: number): Promise<TJourney> {
  const { today } = await calendar();
  if (!(await em.count(AnimalSchema, { id: animalId }))) throw notFound('Animal');
  const [stays, holds, placements] = await Promise.all([
    em.find(StaySchema, { animal: animalId }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }] }),
    em.find(HoldSchema, { animal: animalId, voidedAt: null }, { orderBy: [{ startDate: 'asc' }, { id: 'asc' }] }),
    em.find(FosterPlacementSchema, { animal: animalId, voidedAt: null, startDate: { $lte: today } }, { orderBy: [{ startDate: 'asc' }, { id: 'asc' }] }),
  ]);
  const userIds = stays.flatMap((stay) => [stay.performedBy, stay.authorizedBy]).filter((id): id is number => typeof id === 'number');
  const users = userIds.length ? await em.find(UserSchema, { id: { $in: userIds } }, { fields: ['id', 'name'] }) : [];
  const names = new Map(users.map((user) => [user.id, user.name]));
  const whereabouts = await whereaboutsOf(em, stays, placements);
  const result = stays.map((stay) => ({
    ...toStay(stay, names, today),
    holds: holds.filter((hold) => hold.stay === stay.id).map(toHold(today)),
    whereabouts: whereabouts.get(stay.id) ?? [],
  }));
  const open = stays.find((stay) => !stay.outcomeDate);
  return { stays: result, inCare: Boolean(open), currentLocation: open ? currentSpan(whereabouts.get(open.id) ?? [], today) : null };
}
