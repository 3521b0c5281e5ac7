import { describe, expect, it } from 'vitest';
import { settingsTabs } from './settings-tabs';

describe('the Settings tabs', () => {
  it('give administrators Locations, Partners, Users and the Audit Log', () => {
    expect(settingsTabs('admin').map((tab) => tab.label)).toEqual([
      'Organization',
      'System',
      'Notifications',
      'Display',
      'Backup & Data',
      'Locations',
      'Partners',
      'Users',
      'Audit Log',
      'My Account',
    ]);
  });

  it('give every other role the spec’s five and their own account', () => {
    for (const role of ['staff', 'veterinarian', 'volunteer'] as const) {
      expect(settingsTabs(role).map((tab) => tab.label)).toEqual(['Organization', 'System', 'Notifications', 'Display', 'Backup & Data', 'My Account']);
    }
  });
});
