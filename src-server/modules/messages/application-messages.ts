import type { EntityManager } from '@mikro-orm/postgresql';
import type { TMessageTemplateKind } from '../../../src-shared/schemas/messages.js';
import type { TOrganizationSettings } from '../../../src-shared/schemas/settings.js';
import type { TApplicationEntity } from '../applications/application.entity.js';
import { getSettings } from '../settings/settings.service.js';
import { queueMessages, type TNewMessage, type TOutbox } from './outbox.js';
import { applicationItem, staffRecipients } from './staff-recipients.js';
import { messageComposer, organizationValues, type TComposer } from './templates.service.js';
import { withUnsubscribe } from './unsubscribe.js';
import { mayWrite } from './who-receives.js';

/**
 * The messages an application's events write (docs/domain.md#messages), each in the event's own
 * transaction `tx`, so a rolled-back event sends nothing.
 */

type TApplicationFacts = Pick<TApplicationEntity, 'id' | 'reference' | 'applicantName' | 'applicantEmail' | 'person'>;

function toApplicant(
  compose: TComposer,
  organization: TOrganizationSettings,
  kind: TMessageTemplateKind,
  application: TApplicationFacts,
  animalName: string,
  reason = '',
): TNewMessage {
  const rendered = compose(kind, {
    ...organizationValues(organization),
    applicantName: application.applicantName,
    animalName,
    reference: application.reference,
    reason,
  });
  return {
    kind,
    to: application.applicantEmail,
    toName: application.applicantName,
    ...rendered,
    applicationId: application.id,
    personId: application.person ?? null,
  };
}

/**
 * A new application from the portal: the applicant's acknowledgement, and a message to each user
 * who chose to hear of new applications as they arrive. `baseUrl` makes the console link
 * (PUBLIC_URL, else the address the applicant used).
 */
export async function writeApplicationReceived(
  tx: EntityManager,
  outbox: TOutbox,
  application: TApplicationFacts,
  animalName: string,
  baseUrl: string | null,
): Promise<void> {
  const settings = await getSettings(tx);
  const [acknowledge, tellStaff] = [mayWrite(settings, 'applicationReceived'), mayWrite(settings, 'newApplications')];
  if (!acknowledge && !tellStaff) return;
  const compose = await messageComposer(tx);
  const messages: TNewMessage[] = [];
  if (acknowledge) messages.push(toApplicant(compose, settings.organization, 'applicationReceived', application, animalName));
  if (tellStaff) {
    const item = applicationItem({ ...application, animalName }, baseUrl);
    for (const user of await staffRecipients(tx, 'immediately')) {
      const rendered = compose('newApplications', {
        organizationName: settings.organization.name,
        recipientName: user.name,
        applicationCount: '1',
        applicationList: [item],
      });
      const message = { kind: 'newApplications' as const, to: user.email, toName: user.name, ...rendered, userId: user.id, applicationId: application.id };
      messages.push(withUnsubscribe(message, outbox, baseUrl, user.id, 'newApplications'));
    }
  }
  await queueMessages(tx, outbox, messages);
}

/**
 * The applicant hears of an approval or a decline; a withdrawal writes nothing. A decline's
 * reason is the shelter's own unless staff chose to tell it (`tellReason`).
 */
export async function writeApplicationDecided(
  tx: EntityManager,
  outbox: TOutbox,
  application: TApplicationFacts & { status: string; animal: number; declineReason?: string | null },
  tellReason: boolean,
): Promise<void> {
  const kind = application.status === 'Approved' ? 'applicationApproved' : application.status === 'Declined' ? 'applicationDeclined' : null;
  const settings = await getSettings(tx);
  if (!kind || !mayWrite(settings, kind)) return;
  const reason = kind === 'applicationDeclined' && tellReason ? (application.declineReason ?? '') : '';
  const [animal] = await tx.execute<{ name: string }[]>('select name from animals where id = ?', [application.animal]);
  const animalName = animal?.name ?? '';
  await queueMessages(tx, outbox, [toApplicant(await messageComposer(tx), settings.organization, kind, application, animalName, reason)]);
}
