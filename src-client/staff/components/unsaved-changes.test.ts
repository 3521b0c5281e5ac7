import { describe, expect, it } from 'vitest';
import { createUnsavedChanges, leavesScreen } from './unsaved-changes';

describe('a place’s unsaved changes', () => {
  it('are there while any of its forms reports some, and gone once each has reported none', () => {
    const changes = createUnsavedChanges();
    expect(changes.any()).toBe(false);
    changes.report('intake', true);
    changes.report('new person', true);
    changes.report('intake', false);
    expect(changes.any()).toBe(true);
    changes.report('new person', false);
    expect(changes.any()).toBe(false);
  });

  it('count a form once, however often it reports', () => {
    const changes = createUnsavedChanges();
    changes.report('intake', true);
    changes.report('intake', true);
    changes.report('intake', false);
    expect(changes.any()).toBe(false);
  });
});

describe('leaving the screen', () => {
  const settings = { pathname: '/settings', search: '' };

  it('is another path, or other parameters such as another Settings tab', () => {
    expect(leavesScreen(settings, { pathname: '/animals', search: '' })).toBe(true);
    expect(leavesScreen(settings, { pathname: '/settings', search: '?tab=system' })).toBe(true);
  });

  it('is not a navigation to the same address', () => {
    expect(leavesScreen(settings, { ...settings })).toBe(false);
  });
});
