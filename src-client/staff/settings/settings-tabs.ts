import type { TRole } from '../../../src-shared/roles';
import { roleMay } from '../../../src-shared/roles';

export type TSettingsTab = 'organization' | 'system' | 'notifications' | 'display' | 'backup' | 'locations' | 'partners' | 'users' | 'audit' | 'account';

/**
 * The Settings tabs: the spec's five for everyone, Locations, Partners, Users and Audit Log for
 * administrators, and My Account, where anyone changes their own password.
 */
export function settingsTabs(role: TRole): { value: TSettingsTab; label: string }[] {
  const admin = roleMay(role, 'admin');
  return [
    { value: 'organization', label: 'Organization' },
    { value: 'system', label: 'System' },
    { value: 'notifications', label: 'Notifications' },
    { value: 'display', label: 'Display' },
    { value: 'backup', label: 'Backup & Data' },
    ...(admin
      ? [
          { value: 'locations' as const, label: 'Locations' },
          { value: 'partners' as const, label: 'Partners' },
          { value: 'users' as const, label: 'Users' },
          { value: 'audit' as const, label: 'Audit Log' },
        ]
      : []),
    { value: 'account', label: 'My Account' },
  ];
}
