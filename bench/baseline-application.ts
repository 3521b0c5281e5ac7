import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADOPTABLE_STATUSES } from '../src-shared/enums.js';
import { PERMISSIONS } from '../src-shared/roles.js';
import type { TMessageTemplateKind } from '../src-shared/schemas/messages.js';
import type { TApplication } from '../src-shared/schemas/public.js';
import type { TSettings } from '../src-shared/schemas/settings.js';
import { DEFAULT_TEMPLATES } from '../src-server/modules/messages/default-templates.js';
import { renderTemplate, type TPlaceholderValues } from '../src-server/modules/messages/render.js';
import { mayWrite } from '../src-server/modules/messages/who-receives.js';
import { readSettings, rows, shelterZone, todayIn, type TBaseline, type TDb } from './baseline-db.js';

/**
 * A portal application (POST /api/public/adoption-application) as public.service.ts stores it:
 * the applicant's earlier application, the animal's pending adoption and whether the reference
 * picked is free read first; then, in one transaction under the animal's row lock, the same read again, the
 * application and its arrival note each with its audit row, the settings and the message templates
 * read, the staff who hear of applications at once, and their messages and the applicant's
 * acknowledgement written to the outbox (kept: no SMTP server in the bench). No validation, no
 * abuse limit, no honeypot. Staff's messages, when there are any, go without the console link and
 * the unsubscribe link ours adds (the baseline has no console and no signing key); the bench's
 * dataset has no such staff.
 */

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

interface TApplicantState {
  name: string;
  status: string;
  publicListing: boolean;
  earlier: string | null;
  pending: boolean;
  referenceTaken: boolean;
}

const listed = (animal: { status: string; publicListing: boolean }) =>
  animal.publicListing && (ADOPTABLE_STATUSES as readonly string[]).includes(animal.status);

const newReference = () => String(randomInt(10_000_000, 100_000_000));

/** The animal and the applicant's standing, and whether `reference` is taken: one statement. */
async function applicantState(db: TDb, animalId: number, email: string, reference: string | null): Promise<TApplicantState | undefined> {
  const [state] = await rows<TApplicantState>(
    db,
    `select a.name, a.status, a.public_listing as "publicListing",
            (select e.reference from adoption_applications e
              where e.animal_id = a.id and lower(e.applicant_email) = $1 and e.created_at > $2
              order by e.created_at limit 1) as earlier,
            (exists (select 1 from adoption_applications p where p.animal_id = a.id and p.status = 'Approved')
              or exists (select 1 from adoptions d where d.animal_id = a.id and d.status = 'Pending' and d.voided_at is null)) as pending,
            exists (select 1 from adoption_applications r where r.reference = $3) as "referenceTaken"
       from animals a where a.id = $4 and a.voided_at is null`,
    [email.toLowerCase(), new Date(Date.now() - DUPLICATE_WINDOW_MS), reference, animalId],
  );
  return state;
}

async function otherReference(db: TDb): Promise<string> {
  let reference = newReference();
  while ((await rows(db, 'select 1 from adoption_applications where reference = $1', [reference])).length) reference = newReference();
  return reference;
}

/** The audit row of a record created: `{ field: [null, value] }` for each value written. */
async function audit(db: TDb, entity: string, id: number, animalId: number, fields: Record<string, unknown>): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries({ ...fields, id })
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([field, value]) => [field, [null, value]]),
  );
  await db.query('insert into audit_log (user_id, username, action, entity, entity_id, animal_id, changes) values (null, null, $1, $2, $3, $4, $5)', [
    'create',
    entity,
    String(id),
    animalId,
    JSON.stringify(changes),
  ]);
}

/** The stored templates, read once for every message of the application. */
async function composer(db: TDb) {
  const [stored] = await rows<{ value: Partial<Record<TMessageTemplateKind, { subject: string; body: string }>> }>(
    db,
    'select value from settings where key = $1',
    ['messageTemplates'],
  );
  return (kind: TMessageTemplateKind, values: TPlaceholderValues) => renderTemplate(stored?.value[kind] ?? DEFAULT_TEMPLATES[kind], values);
}

interface TMessage {
  kind: TMessageTemplateKind;
  to: string;
  toName: string;
  subject: string;
  text: string;
  html: string;
  userId: number | null;
}

/** What the application writes to the outbox, as application-messages.ts composes it. */
async function applicationMessages(
  db: TDb,
  settings: TSettings,
  application: { id: number; reference: string; applicantName: string; applicantEmail: string },
  animalName: string,
) {
  const { organization } = settings;
  const compose = await composer(db);
  const messages: TMessage[] = [];
  if (mayWrite(settings, 'applicationReceived')) {
    const rendered = compose('applicationReceived', {
      organizationName: organization.name,
      organizationPhone: organization.phone,
      organizationEmail: organization.email,
      organizationAddress: organization.address,
      openingHours: organization.openingHours,
      applicantName: application.applicantName,
      animalName,
      reference: application.reference,
      reason: '',
    });
    messages.push({ kind: 'applicationReceived', to: application.applicantEmail, toName: application.applicantName, ...rendered, userId: null });
  }
  if (mayWrite(settings, 'newApplications')) {
    const roles = PERMISSIONS['console:read'].roles;
    const staff = await rows<{ id: number; name: string; email: string }>(
      db,
      `select id, name, email from users where active and coalesce(email, '') <> '' and notify_new_applications = $1 and role = any($2) order by id`,
      ['immediately', roles],
    );
    for (const user of staff) {
      const rendered = compose('newApplications', {
        organizationName: organization.name,
        recipientName: user.name,
        applicationCount: '1',
        applicationList: [{ text: `${application.reference}: ${application.applicantName} for ${animalName}` }],
      });
      messages.push({ kind: 'newApplications', to: user.email, toName: user.name, ...rendered, userId: user.id });
    }
  }
  for (const message of messages) {
    await db.query(
      `insert into messages (kind, state, to_address, to_name, subject, text_body, html_body, message_id, headers, person_id, user_id, application_id, dedupe_key, created_at)
       values ($1, 'kept', $2, $3, $4, $5, $6, $7, '{}'::jsonb, null, $8, $9, null, now())
       on conflict (dedupe_key) do nothing returning id`,
      [message.kind, message.to, message.toName, message.subject, message.text, message.html, `<${randomUUID()}@localhost>`, message.userId, application.id],
    );
  }
}

export function registerApplicationRoute(app: FastifyInstance, { db }: TBaseline): void {
  app.post<{ Body: TApplication }>('/public/adoption-application', async (request, reply) => {
    const input = request.body;
    const picked = newReference();
    const known = await applicantState(db, input.animalId, input.applicantEmail, picked);
    if (!known || !listed(known)) return reply.code(404).send({ error: 'Animal not found' });
    if (known.earlier) return { reference: known.earlier };
    // Ours reads the settings for its calendar here: every commit drops them from its cache.
    const today = todayIn(shelterZone(await readSettings(db)));
    const reference = known.referenceTaken ? await otherReference(db) : picked;
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query('select 1 from animals where id = $1 for update', [input.animalId]);
      const state = await applicantState(client, input.animalId, input.applicantEmail, null);
      if (!state || !listed(state) || state.earlier) {
        await client.query('rollback');
        return state?.earlier ? { reference: state.earlier } : reply.code(404).send({ error: 'Animal not found' });
      }
      const animal = { id: input.animalId, name: state.name };
      if (state.pending && !(await readSettings(client)).system.acceptBackupApplications) {
        await client.query('rollback');
        return reply.code(409).send({ error: `An adoption is already pending for ${animal.name}` });
      }
      const fields = {
        reference,
        animal: animal.id,
        status: 'Received',
        applicantName: input.applicantName,
        applicantEmail: input.applicantEmail,
        applicantPhone: input.applicantPhone,
        homeType: input.homeType,
        rentOrOwn: input.rentOrOwn,
        landlordApproval: input.rentOrOwn === 'rent' ? (input.landlordApproval ?? null) : null,
        hasChildren: input.hasChildren,
        hasOtherPets: input.hasOtherPets,
        otherPetsDetails: input.hasOtherPets ? (input.otherPetsDetails ?? null) : null,
        previousPetExperience: input.previousPetExperience,
        reasonForAdoption: input.reasonForAdoption,
        howDidYouHear: input.howDidYouHear,
        additionalNotes: input.additionalNotes ?? null,
        backup: state.pending,
      };
      const [application] = await rows<{ id: number }>(
        client,
        `insert into adoption_applications (reference, animal_id, status, applicant_name, applicant_email, applicant_phone, home_type, rent_or_own,
           landlord_approval, has_children, has_other_pets, other_pets_details, previous_pet_experience, reason_for_adoption, how_did_you_hear,
           additional_notes, backup, decided_at, anonymized_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, null, null, now()) returning id, version`,
        Object.values(fields),
      );
      const applicationId = application!.id;
      await audit(client, 'Application', applicationId, animal.id, fields);
      const note = {
        animal: animal.id,
        date: today,
        note: `Adoption application received from ${input.applicantName}`,
        observedBy: 'Adoption portal',
        application: applicationId,
      };
      const [written] = await rows<{ id: number; kind: string; public: boolean }>(
        client,
        `insert into behavior_notes (animal_id, date, note, observed_by, application_id, created_at) values ($1, $2, $3, $4, $5, now())
         returning id, kind, public, version`,
        Object.values(note),
      );
      await audit(client, 'BehaviorNote', written!.id, animal.id, { ...note, kind: written!.kind, public: written!.public });
      await applicationMessages(
        client,
        await readSettings(client),
        { id: applicationId, reference, applicantName: input.applicantName, applicantEmail: input.applicantEmail },
        animal.name,
      );
      await client.query('commit');
      return { reference };
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
}
