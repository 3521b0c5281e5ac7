import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween } from '../../../src-shared/dates.js';
import type { TAgeGroup, TCondition, TIntakeType, TOutcomeType } from '../../../src-shared/journey.js';
import type { TIntakeCreate, TJourney, TStay } from '../../../src-shared/schemas/journey.js';
import { assertAnimalFound } from '../animals/animal-records.js';
import { lockAnimal, syncStatus } from '../animals/animal-status.js';
import { carePlanInCalendar } from '../care-plans/apply-plan.js';
import { entityColumns } from '../../db/sql-page.js';
import { locationPaths } from '../locations/locations.service.js';
import { currentSpan, whereaboutsOf, type TFosterSpan, type TMoveSpan } from '../locations/whereabouts.js';
import type { TOrganizationEntity } from '../organizations/organization.entity.js';
import type { TPersonEntity } from '../people/person.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { HoldSchema, type THoldEntity } from './hold.entity.js';
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
  people: Map<number, Pick<TPersonEntity, 'name' | 'phone' | 'email'>>;
  organizations: Map<number, Pick<TOrganizationEntity, 'name'>>;
}

/** The names (and people's contact details) the stays link, in one statement; none when they link nobody. */
async function namesOf(em: EntityManager, stays: readonly TStayEntity[]): Promise<TNamed> {
  const ids = (pick: (stay: TStayEntity) => (number | null | undefined)[]) => [
    ...new Set(stays.flatMap(pick).filter((id): id is number => typeof id === 'number')),
  ];
  // Only people have contact details; the others answer nulls in their place for the union.
  const wanted = [
    { kind: 'person', table: 'people', contact: 'phone, email', ids: ids((stay) => [stay.owner, stay.finder, stay.destinationPerson]) },
    { kind: 'organization', table: 'organizations', contact: 'null, null', ids: ids((stay) => [stay.sourceOrganization, stay.destinationOrganization]) },
    { kind: 'user', table: 'users', contact: 'null, null', ids: ids((stay) => [stay.performedBy, stay.authorizedBy]) },
  ].filter((part) => part.ids.length);
  const named: TNamed = { users: new Map(), people: new Map(), organizations: new Map() };
  if (!wanted.length) return named;
  const rows = await em.getConnection().execute<{ kind: string; id: number; name: string; phone: string | null; email: string | null }[]>(
    wanted.map((part) => `select '${part.kind}' as kind, id, name, ${part.contact} from ${part.table} where id in (?)`).join(' union all '),
    wanted.map((part) => part.ids),
  );
  for (const { kind, id, name, phone, email } of rows) {
    if (kind === 'person') named.people.set(id, { name, phone, email });
    else if (kind === 'organization') named.organizations.set(id, { name });
    else named.users.set(id, name);
  }
  return named;
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

/**
 * GET /api/animals/{id}/stays: every stay, newest first, with its holds and where the animal was,
 * read with hand-written statements at once (docs/architecture.md#lists). A volunteer's journey
 * names the owner and finder without their phone or e-mail (docs/domain.md#people).
 */
export async function journeyOf(em: EntityManager, calendar: TLazyCalendar, animalId: number, reader: TReader): Promise<TJourney> {
  const { today } = await calendar();
  const sql = em.getConnection();
  const [stays, holds, placements, moves, paths] = await Promise.all([
    sql.execute<TStayEntity[]>(
      `select ${entityColumns(em, StaySchema, 's')} from stays s join animals a on a.id = s.animal_id and a.voided_at is null
        where s.animal_id = ? order by s.intake_date desc, s.id desc`,
      [animalId],
    ),
    sql.execute<THoldEntity[]>(
      `select ${entityColumns(em, HoldSchema, 'h')} from holds h where h.animal_id = ? and h.voided_at is null order by h.start_date, h.id`,
      [animalId],
    ),
    sql.execute<TFosterSpan[]>(
      `select f.start_date as "startDate", f.end_date as "endDate", p.name as "fosterName" from foster_care f join people p on p.id = f.person_id
        where f.animal_id = ? and f.voided_at is null and f.start_date <= ? order by f.start_date, f.id`,
      [animalId, today],
    ),
    sql.execute<TMoveSpan[]>(
      `select m.stay_id as stay, m.location_id as location, m.moved_on as "movedOn" from animal_moves m join stays s on s.id = m.stay_id
        where s.animal_id = ? order by m.moved_on, m.id`,
      [animalId],
    ),
    locationPaths(em),
  ]);
  // Every animal has a stay from its intake: none found, it does not exist or was voided (the join on animals leaves its stays out).
  if (!stays.length) await assertAnimalFound(em, animalId);
  const named = await namesOf(em, stays);
  const whereabouts = whereaboutsOf(stays, placements, moves, paths);
  const result = stays.map((stay) => ({
    ...toStay(stay, named, today, reader),
    holds: holds.filter((hold) => hold.stay === stay.id).map(toHold(today)),
    whereabouts: whereabouts.get(stay.id) ?? [],
  }));
  const open = stays.find((stay) => !stay.outcomeDate);
  return { stays: result, inCare: Boolean(open), currentLocation: open ? currentSpan(whereabouts.get(open.id) ?? [], today) : null };
}
