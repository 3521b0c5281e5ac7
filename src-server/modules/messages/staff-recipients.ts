import type { EntityManager } from '@mikro-orm/postgresql';
import { PERMISSIONS } from '../../../src-shared/roles.js';
import type { TNewApplicationMode } from '../../../src-shared/schemas/messages.js';
import { applicationPath } from '../search/search.service.js';
import type { TListItem } from './render.js';

/** A user who receives staff messages: active, with an address. */
export interface TStaffRecipient {
  id: number;
  name: string;
  email: string;
  role: string;
  newApplications: TNewApplicationMode;
  digestHour: number;
  appointmentReminders: boolean;
  fosterEnding: boolean;
}

const HEARS_OF_APPLICATIONS = PERMISSIONS['console:read'].roles;

/**
 * The active users with an address. `newApplications` keeps only those who chose that mode and
 * whose role reads applications (who-receives.ts): a volunteer's stored choice never sends them one.
 */
export async function staffRecipients(em: EntityManager, newApplications?: TNewApplicationMode): Promise<TStaffRecipient[]> {
  const filters = newApplications ? `and notify_new_applications = ? and role in (${HEARS_OF_APPLICATIONS.map(() => '?').join(', ')})` : '';
  return em.execute<TStaffRecipient[]>(
    `select id, name, email, role, notify_new_applications as "newApplications", digest_hour as "digestHour",
            notify_appointment_reminders as "appointmentReminders", notify_foster_ending as "fosterEnding"
       from users where active and coalesce(email, '') <> '' ${filters} order by id`,
    newApplications ? [newApplications, ...HEARS_OF_APPLICATIONS] : [],
  );
}

export interface TApplicationLine {
  id: number;
  reference: string;
  applicantName: string;
  animalName: string;
}

/** An application as a staff message lists it, with its console link when the site's address is known. */
export const applicationItem = (application: TApplicationLine, baseUrl: string | null): TListItem => ({
  text: `${application.reference}: ${application.applicantName} for ${application.animalName}`,
  link: baseUrl ? `${baseUrl}${applicationPath(application.id)}` : null,
});
