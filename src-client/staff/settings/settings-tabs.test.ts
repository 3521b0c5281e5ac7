import { describe, expect, it } from 'vitest';
import { settingsTabs } from './settings-tabs';

describe('the Settings tabs', () => {
  it('give administrators every tab: Messages, Backup & Data, Locations, Partners, Users and the Audit Log too', () => {
    expect(settingsTabs('admin').map((tab) => tab.label)).toEqual([
      'Organization',
      'System',
      'Notifications',
      'Messages',
      'Printing',
      'Website',
      'Medical',
      'Display',
      'Backup & Data',
      'Locations',
      'Partners',
      'Users',
      'Audit Log',
      'My Account',
    ]);
  });

  it('give staff and veterinarians the settings to read, the care protocols, the display and their own account', () => {
    for (const role of ['staff', 'veterinarian'] as const) {
      expect(settingsTabs(role).map((tab) => tab.label)).toEqual(['Organization', 'System', 'Notifications', 'Printing', 'Medical', 'Display', 'My Account']);
    }
  });

  it('give volunteers, who do not read the shelter’s settings, the display and their own account', () => {
    expect(settingsTabs('volunteer').map((tab) => tab.label)).toEqual(['Display', 'My Account']);
  });
});
