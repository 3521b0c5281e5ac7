import type { FastifyInstance } from 'fastify';
import { notFound, peopleById, rows, userNames, type TBaseline, type TDb } from './baseline-db.js';

/**
 * An animal's record tabs (medical records, appointments, foster placements, adoptions, notes),
 * each as our services read it: the animal checked, its records listed (unpaged, so not counted:
 * db/filters.ts findPage), the people or users they name, then the animal's label, each a
 * statement of its own. The list statements join the animal to
 * leave out a voided one's records, as the ORM's filter does.
 */

interface TLabel {
  animalId: number;
  animalName: string;
  animalCode: string;
}

/** The records with their animal's name and ID, read in one statement (animal-labels.ts). */
async function labelled<R extends { animalId: number }>(db: TDb, records: R[]): Promise<(R & TLabel)[]> {
  if (!records.length) return [];
  const labels = await rows<TLabel>(db, 'select id as "animalId", name as "animalName", animal_id as "animalCode" from animals where id = any($1)', [
    [...new Set(records.map((record) => record.animalId))],
  ]);
  const byId = new Map(labels.map((label) => [label.animalId, label]));
  return records.map((record) => ({ ...record, ...(byId.get(record.animalId) as TLabel) }));
}

interface TTab {
  /** The select list, `x` the table's alias. */
  columns: string;
  table: string;
  orderBy: string;
}

/** The tab's rows of a live animal, or undefined when there is none (a 404). */
async function tabRows<R extends { animalId: number }>(db: TDb, animalId: number, { columns, table, orderBy }: TTab): Promise<R[] | undefined> {
  const [animal] = await rows(db, 'select id from animals where voided_at is null and id = $1 limit 1', [animalId]);
  if (!animal) return undefined;
  const from = `from ${table} x join animals a on a.id = x.animal_id and a.voided_at is null where x.voided_at is null and x.animal_id = $1`;
  return rows<R>(db, `select ${columns} ${from} order by ${orderBy}`, [animalId]);
}

const MEDICAL: TTab = {
  columns: `x.id, x.version, x.animal_id as "animalId", x.record_type as "recordType", x.date, x.description, x.provider, x.notes,
    x.outside_source as "outsideSource", x.time, x.procedure, x.product, x.lot_number as "lotNumber", x.lot_expiry as "lotExpiry",
    x.rabies_tag as "rabiesTag", x.veterinarian, x.test_result as "testResult"`,
  table: 'medical_records',
  orderBy: 'x.date desc, x.id desc',
};

const APPOINTMENTS: TTab = {
  columns: `x.id, x.version, x.animal_id as "animalId", x.appointment_type as "appointmentType", x.date, x.time,
    x.duration_minutes as "durationMinutes", x.staff_member as "staffMember", x.staff_user_id as "staffUserId", x.status, x.outcome, x.notes`,
  table: 'appointments',
  orderBy: 'x.date asc, x.time asc, x.id asc',
};

const FOSTER: TTab = {
  columns: `x.id, x.version, x.animal_id as "animalId", x.person_id as "personId", x.start_date as "startDate", x.end_date as "endDate", x.notes`,
  table: 'foster_care',
  orderBy: 'x.start_date desc, x.id desc',
};

export const ADOPTION_COLUMNS = `x.id, x.version, x.animal_id as "animalId", x.person_id as "personId", x.adoption_date as "adoptionDate",
  x.fee_amount as "feeAmount", x.status, x.application_id as "applicationId", x.returned_on as "returnedOn", x.return_reason as "returnReason"`;

const ADOPTIONS: TTab = { columns: ADOPTION_COLUMNS, table: 'adoptions', orderBy: 'x.adoption_date desc, x.id desc' };

const NOTES: TTab = {
  columns: `x.id, x.version, x.animal_id as "animalId", x.date, x.kind, x.note, x.public, x.observed_by as "observedBy", x.author_id as "authorId",
    x.application_id as "applicationId"`,
  table: 'behavior_notes',
  orderBy: 'x.date desc, x.id desc',
};

export interface TAdoptionRow {
  id: number;
  animalId: number;
  personId: number;
  status: string;
}

/** Adoptions with their adopters, the outcomes the Completed ones recorded, and their animals' labels (adoptions.service.ts). */
export async function adoptionAnswers(db: TDb, adoptions: TAdoptionRow[]) {
  const completed = adoptions.filter((adoption) => adoption.status === 'Completed').map((adoption) => adoption.id);
  const [outcomes, adopters] = await Promise.all([
    completed.length
      ? rows<{ adoptionId: number; outcomeTime: string | null; outcomeCondition: string | null }>(
          db,
          'select id, outcome_adoption_id as "adoptionId", outcome_time as "outcomeTime", outcome_condition as "outcomeCondition" from stays where outcome_adoption_id = any($1)',
          [completed],
        )
      : [],
    peopleById(
      db,
      adoptions.map((adoption) => adoption.personId),
    ),
  ]);
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.adoptionId, outcome]));
  return (await labelled(db, adoptions)).map((adoption) => {
    const adopter = adopters.get(adoption.personId);
    const outcome = outcomeOf.get(adoption.id);
    return {
      ...adoption,
      adopterName: adopter?.name ?? '',
      adopterEmail: adopter?.email ?? '',
      adopterPhone: adopter?.phone ?? '',
      outcomeTime: outcome?.outcomeTime ?? null,
      outcomeCondition: outcome?.outcomeCondition ?? null,
    };
  });
}

export function registerRecordRoutes(app: FastifyInstance, { db, today }: TBaseline): void {
  app.get<{ Params: { id: string } }>('/animals/:id/medical-records', async (request, reply) => {
    const records = await tabRows<{ animalId: number }>(db, Number(request.params.id), MEDICAL);
    return records ? labelled(db, records) : notFound(reply, 'Animal');
  });

  app.get<{ Params: { id: string } }>('/animals/:id/appointments', async (request, reply) => {
    const appointments = await tabRows<{ animalId: number; staffUserId: number | null }>(db, Number(request.params.id), APPOINTMENTS);
    if (!appointments) return notFound(reply, 'Animal');
    const staff = await userNames(
      db,
      appointments.map((appointment) => appointment.staffUserId),
    );
    return (await labelled(db, appointments)).map((appointment) => ({
      ...appointment,
      staffUserName: appointment.staffUserId ? (staff.get(appointment.staffUserId) ?? null) : null,
    }));
  });

  app.get<{ Params: { id: string } }>('/animals/:id/foster-care', async (request, reply) => {
    const placements = await tabRows<{ animalId: number; personId: number; startDate: string; endDate: string | null }>(db, Number(request.params.id), FOSTER);
    if (!placements) return notFound(reply, 'Animal');
    const day = today();
    const fosters = await peopleById(
      db,
      placements.map((placement) => placement.personId),
    );
    return (await labelled(db, placements)).map((placement) => {
      const foster = fosters.get(placement.personId);
      const scheduled = placement.startDate > day;
      return {
        ...placement,
        fosterName: foster?.name ?? '',
        fosterEmail: foster?.email ?? null,
        fosterPhone: foster?.phone ?? null,
        current: !scheduled && !(placement.endDate && placement.endDate <= day),
        scheduled,
      };
    });
  });

  app.get<{ Params: { id: string } }>('/animals/:id/adoptions', async (request, reply) => {
    const adoptions = await tabRows<TAdoptionRow>(db, Number(request.params.id), ADOPTIONS);
    return adoptions ? adoptionAnswers(db, adoptions) : notFound(reply, 'Animal');
  });

  app.get<{ Params: { id: string } }>('/animals/:id/behavior-notes', async (request, reply) => {
    const notes = await tabRows<{ animalId: number; authorId: number | null }>(db, Number(request.params.id), NOTES);
    if (!notes) return notFound(reply, 'Animal');
    const authors = await userNames(
      db,
      notes.map((note) => note.authorId),
    );
    return (await labelled(db, notes)).map(({ authorId, ...note }) => ({ ...note, authorName: authorId ? (authors.get(authorId) ?? null) : null }));
  });
}
