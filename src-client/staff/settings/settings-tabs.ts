import { roleMay, type TPermission, type TRole } from '../../../src-shared/roles';

export type TSettingsTab =
  | 'organization'
  | 'system'
  | 'notifications'
  | 'messages'
  | 'printing'
  | 'website'
  | 'medical'
  | 'display'
  | 'backup'
  | 'locations'
  | 'partners'
  | 'users'
  | 'audit'
  | 'account';

/**
 * Every Settings tab, in order, with the permission of the calls it makes (src-shared/roles.ts):
 * the server's settings are read by the roles that read the console and changed by
 * administrators; Display and My Account (with the user's own messages) are anyone's own.
 */
const TABS: { value: TSettingsTab; label: string; permission: TPermission }[] = [
  { value: 'organization', label: 'Organization', permission: 'console:read' },
  { value: 'system', label: 'System', permission: 'console:read' },
  { value: 'notifications', label: 'Notifications', permission: 'console:read' },
  // The outbox holds applicants' and staff's addresses and what was written to them: administrators only.
  { value: 'messages', label: 'Messages', permission: 'admin' },
  { value: 'printing', label: 'Printing', permission: 'console:read' },
  // The widget's snippet and allowed websites, the feeds, the listing sites' exports: administrators'.
  { value: 'website', label: 'Website', permission: 'admin' },
  // Read by the console's readers; changed by those with protocols:write (admins and vets).
  { value: 'medical', label: 'Medical', permission: 'console:read' },
  { value: 'display', label: 'Display', permission: 'session' },
  { value: 'backup', label: 'Backup & Data', permission: 'admin' },
  { value: 'locations', label: 'Locations', permission: 'admin' },
  { value: 'partners', label: 'Partners', permission: 'admin' },
  { value: 'users', label: 'Users', permission: 'admin' },
  { value: 'audit', label: 'Audit Log', permission: 'admin' },
  { value: 'account', label: 'My Account', permission: 'session' },
];

/** The Settings tabs a role may use: no tab only to say it is not theirs (docs/domain.md#settings). */
export function settingsTabs(role: TRole): { value: TSettingsTab; label: string }[] {
  return TABS.filter((tab) => roleMay(role, tab.permission)).map(({ value, label }) => ({ value, label }));
}
