import { roleMay, type TRole } from '../../../src-shared/roles.js';
import type { TMessageTemplateKind } from '../../../src-shared/schemas/messages.js';
import type { TNotificationSettings, TSettings } from '../../../src-shared/schemas/settings.js';

/**
 * Who receives what (docs/domain.md#messages), in one place: the organization's switches, then
 * each user's own choices. Every service that writes a message asks here first.
 */

/** Settings → Notifications' switch of each message. */
const SWITCH: Readonly<Record<TMessageTemplateKind, keyof TNotificationSettings>> = {
  applicationReceived: 'applicationReceived',
  applicationApproved: 'applicationDecided',
  applicationDeclined: 'applicationDecided',
  adoptionCompleted: 'adoptionProcessed',
  newApplications: 'newApplications',
  appointmentReminders: 'appointmentReminder',
  fosterEnding: 'fosterEnding',
};

/** Settings → System's e-mail switch, off, writes nothing at all; on, each message follows its own switch. */
export function mayWrite(settings: Pick<TSettings, 'system' | 'notifications'>, kind: TMessageTemplateKind): boolean {
  return settings.system.enableEmailNotifications && settings.notifications[SWITCH[kind]];
}

/** Applications hold an applicant's personal details: only the roles that read them in the console hear of them. */
export const mayHearOfApplications = (role: TRole) => roleMay(role, 'console:read');
