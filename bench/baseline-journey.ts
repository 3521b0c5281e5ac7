import type { FastifyInstance } from 'fastify';
import { daysBetween } from '../src-shared/dates.js';
import { notFound, peopleById, rows, userNames, type TBaseline } from './baseline-db.js';

/**
 * An animal's journey (GET /api/animals/{id}/stays) as journey.service.ts reads it: the animal
 * counted; its stays, holds and started foster placements at once; the users, people and
 * organizations they name at once; the stays' moves, then every location for the paths. Contacts
 * are shown as to staff (the baseline has no roles).
 */

interface TStayRow {
  id: number;
  intake_type: string;
  intake_date: string;
  intake_time: string | null;
  intake_condition: string | null;
  intake_age_group: string;
  found_location: string | null;
  finder_id: number | null;
  owner_id: number | null;
  intake_reason: string | null;
  source_organization_id: number | null;
  intake_transfer_scope: string | null;
  mother_animal_id: number | null;
  returned_adoption_id: number | null;
  intake_notes: string | null;
  outcome_type: string | null;
  outcome_date: string | null;
  outcome_time: string | null;
  outcome_subtype: string | null;
  outcome_condition: string | null;
  outcome_age_group: string | null;
  destination_organization_id: number | null;
  destination_person_id: number | null;
  destination: string | null;
  outcome_transfer_scope: string | null;
  outcome_adoption_id: number | null;
  outcome_reason: string | null;
  performed_by_id: number | null;
  authorized_by_id: number | null;
  drug: string | null;
  dose: string | null;
  outcome_notes: string | null;
}

/** A stay's columns but its mother, who is named only while her record is live. */
const STAY_COLUMNS = `s.id, s.intake_type, s.intake_date, s.intake_time, s.intake_condition, s.intake_age_group, s.found_location, s.finder_id,
  s.owner_id, s.intake_reason, s.source_organization_id, s.intake_transfer_scope, s.returned_adoption_id, s.intake_notes, s.outcome_type,
  s.outcome_date, s.outcome_time, s.outcome_subtype, s.outcome_condition, s.outcome_age_group, s.destination_organization_id,
  s.destination_person_id, s.destination, s.outcome_transfer_scope, s.outcome_adoption_id, s.outcome_reason, s.performed_by_id,
  s.authorized_by_id, s.drug, s.dose, s.outcome_notes`;

interface THoldRow {
  id: number;
  version: number;
  stayId: number;
  type: string;
  reason: string;
  startDate: string;
  endDate: string | null;
  releasedOn: string | null;
}

interface TSpan {
  locationId: number | null;
  label: string;
  from: string;
  to: string | null;
}

/** Every location's "Building › Room › Kennel". */
function locationPaths(locations: { id: number; name: string; parent_id: number | null }[]): Map<number, string> {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const paths = new Map<number, string>();
  const pathOf = (id: number): string => {
    const location = byId.get(id);
    if (!location) return '';
    const path = paths.get(id) ?? (location.parent_id ? `${pathOf(location.parent_id)} › ${location.name}` : location.name);
    paths.set(id, path);
    return path;
  };
  locations.forEach((location) => pathOf(location.id));
  return paths;
}

export function registerJourneyRoute(app: FastifyInstance, { db, today }: TBaseline): void {
  app.get<{ Params: { id: string } }>('/animals/:id/stays', async (request, reply) => {
    const animalId = Number(request.params.id);
    const day = today();
    const [found] = await rows<{ count: string }>(db, 'select count(*) from animals where voided_at is null and id = $1', [animalId]);
    if (!Number(found?.count)) return notFound(reply, 'Animal');
    const live = (alias: string) => `join animals a on a.id = ${alias}.animal_id and a.voided_at is null`;
    const [stays, holds, placements] = await Promise.all([
      rows<TStayRow>(
        db,
        `select ${STAY_COLUMNS}, m.id as mother_animal_id
           from stays s ${live('s')} left join animals m on m.id = s.mother_animal_id and m.voided_at is null
          where s.animal_id = $1 order by s.intake_date desc, s.id desc`,
        [animalId],
      ),
      rows<THoldRow>(
        db,
        `select h.id, h.version, h.stay_id as "stayId", h.hold_type as type, h.reason, h.start_date as "startDate", h.end_date as "endDate",
                h.released_on as "releasedOn"
           from holds h ${live('h')} where h.animal_id = $1 and h.voided_at is null order by h.start_date, h.id`,
        [animalId],
      ),
      rows<{ person_id: number; start_date: string; end_date: string | null }>(
        db,
        `select f.person_id, f.start_date, f.end_date from foster_care f ${live('f')}
          where f.animal_id = $1 and f.voided_at is null and f.start_date <= $2 order by f.start_date, f.id`,
        [animalId, day],
      ),
    ]);
    const organizationIds = [...new Set(stays.flatMap((stay) => [stay.source_organization_id, stay.destination_organization_id]).filter((id) => id !== null))];
    const [users, people, organizations] = await Promise.all([
      userNames(
        db,
        stays.flatMap((stay) => [stay.performed_by_id, stay.authorized_by_id]),
      ),
      peopleById(db, [
        ...stays.flatMap((stay) => [stay.owner_id, stay.finder_id, stay.destination_person_id]),
        ...placements.map((placement) => placement.person_id),
      ]),
      organizationIds.length ? rows<{ id: number; name: string }>(db, 'select id, name from organizations where id = any($1)', [organizationIds]) : [],
    ]);
    const moves = stays.length
      ? await rows<{ stay_id: number; location_id: number; moved_on: string }>(
          db,
          `select v.stay_id, v.location_id, v.moved_on from animal_moves v ${live('v')} where v.stay_id = any($1) order by v.moved_on, v.id`,
          [stays.map((stay) => stay.id)],
        )
      : [];
    const paths = locationPaths(await rows(db, 'select id, name, parent_id from locations'));

    const organizationName = (id: number | null) => (id ? (organizations.find((organization) => organization.id === id)?.name ?? null) : null);
    const person = (id: number | null) => (id ? people.get(id) : undefined);
    const user = (id: number | null) => (id ? { id, name: users.get(id) ?? 'Unknown user' } : null);
    const whereabouts = (stay: TStayRow): TSpan[] => {
      const end = stay.outcome_date;
      const own = moves.filter((move) => move.stay_id === stay.id);
      const kennels = own.map((move, index) => ({
        locationId: move.location_id,
        label: paths.get(move.location_id) ?? 'Unknown location',
        from: move.moved_on,
        to: own[index + 1]?.moved_on ?? end,
      }));
      const fostered = placements
        .filter((placement) => placement.start_date >= stay.intake_date && (!end || placement.start_date <= end))
        .map((placement) => ({
          locationId: null,
          label: `In foster with ${person(placement.person_id)?.name ?? 'Unknown foster'}`,
          from: placement.start_date,
          to: placement.end_date ?? end,
        }));
      return [...kennels, ...fostered].sort((a, b) => a.from.localeCompare(b.from));
    };
    const answers = stays.map((stay) => {
      const [finder, owner] = [person(stay.finder_id), person(stay.owner_id)];
      return {
        id: stay.id,
        intake: {
          type: stay.intake_type,
          date: stay.intake_date,
          time: stay.intake_time,
          condition: stay.intake_condition,
          ageGroup: stay.intake_age_group,
          foundLocation: stay.found_location,
          finderPersonId: stay.finder_id,
          finderName: finder?.name ?? null,
          finderPhone: finder?.phone ?? null,
          finderEmail: finder?.email ?? null,
          ownerPersonId: stay.owner_id,
          ownerName: owner?.name ?? null,
          ownerPhone: owner?.phone ?? null,
          ownerEmail: owner?.email ?? null,
          reason: stay.intake_reason,
          sourceOrganizationId: stay.source_organization_id,
          sourceOrganization: organizationName(stay.source_organization_id),
          transferScope: stay.intake_transfer_scope,
          motherAnimalId: stay.mother_animal_id,
          returnedAdoptionId: stay.returned_adoption_id,
          notes: stay.intake_notes,
        },
        outcome:
          stay.outcome_type && stay.outcome_date
            ? {
                type: stay.outcome_type,
                date: stay.outcome_date,
                time: stay.outcome_time,
                subtype: stay.outcome_subtype,
                condition: stay.outcome_condition,
                ageGroup: stay.outcome_age_group ?? 'Unknown',
                destination: organizationName(stay.destination_organization_id) ?? person(stay.destination_person_id)?.name ?? stay.destination,
                destinationOrganizationId: stay.destination_organization_id,
                destinationPersonId: stay.destination_person_id,
                transferScope: stay.outcome_transfer_scope,
                adoptionId: stay.outcome_adoption_id,
                reason: stay.outcome_reason,
                performedBy: user(stay.performed_by_id),
                authorizedBy: user(stay.authorized_by_id),
                drug: stay.drug,
                dose: stay.dose,
                notes: stay.outcome_notes,
              }
            : null,
        lengthOfStayDays: daysBetween(stay.intake_date, stay.outcome_date ?? day),
        holds: holds
          .filter((hold) => hold.stayId === stay.id)
          .map((hold) => ({
            ...hold,
            active: hold.startDate <= day && (!hold.endDate || hold.endDate > day) && (!hold.releasedOn || hold.releasedOn > day),
          })),
        whereabouts: whereabouts(stay),
      };
    });
    const open = answers[stays.findIndex((stay) => !stay.outcome_date)];
    const spans = open?.whereabouts ?? [];
    const holdsToday = (span: TSpan) => span.from <= day && (span.to === null || span.to > day);
    return {
      stays: answers,
      inCare: Boolean(open),
      currentLocation: open
        ? (spans.find((span) => span.locationId === null && holdsToday(span)) ?? spans.findLast((span) => span.locationId !== null && span.to === null) ?? null)
        : null,
    };
  });
}
