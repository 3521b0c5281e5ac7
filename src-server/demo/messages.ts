import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApplicationEntity } from '../modules/applications/application.entity.js';
import { MessageSchema } from '../modules/messages/message.entity.js';
import type { TNewMessage } from '../modules/messages/outbox.js';
import { applicationItem } from '../modules/messages/staff-recipients.js';
import { messageComposer, organizationValues } from '../modules/messages/templates.service.js';
import { getSettings } from '../modules/settings/settings.service.js';
import { UserSchema } from '../modules/users/user.entity.js';

/** How many of the newest applications the demo's outbox tells of. */
const TOLD = 3;

/**
 * A few messages in the outbox, kept (the demo has no SMTP server), so Settings → Messages has
 * something to read: the acknowledgements of the newest applications still Received, and the
 * message that told the staff user of each, composed from the templates as the portal's are.
 */
export async function writeDemoMessages(tx: EntityManager, applications: readonly TApplicationEntity[], animalName: (id: number) => string): Promise<number> {
  const { organization } = await getSettings(tx);
  const staff = await tx.findOne(UserSchema, { username: 'staff', email: { $ne: null } });
  const newest = applications
    .filter((application) => application.status === 'Received' && application.applicantEmail)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, TOLD);
  const compose = await messageComposer(tx);
  let written = 0;
  for (const application of newest) {
    const values = {
      ...organizationValues(organization),
      applicantName: application.applicantName,
      animalName: animalName(application.animal),
      reference: application.reference,
    };
    const messages: TNewMessage[] = [
      {
        kind: 'applicationReceived',
        to: application.applicantEmail,
        toName: application.applicantName,
        ...compose('applicationReceived', values),
        applicationId: application.id,
      },
    ];
    if (staff?.email) {
      const rendered = compose('newApplications', {
        organizationName: organization.name,
        recipientName: staff.name,
        applicationCount: '1',
        applicationList: [applicationItem({ ...application, animalName: values.animalName }, null)],
      });
      messages.push({ kind: 'newApplications', to: staff.email, toName: staff.name, ...rendered, userId: staff.id, applicationId: application.id });
    }
    for (const message of messages) {
      tx.create(MessageSchema, {
        kind: message.kind,
        state: 'kept',
        toAddress: message.to,
        toName: message.toName ?? null,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        messageId: `<${randomUUID()}@demo.shelter.invalid>`,
        user: message.userId ?? null,
        application: message.applicationId ?? null,
        createdAt: application.createdAt,
      });
      written++;
    }
  }
  await tx.flush();
  return written;
}
