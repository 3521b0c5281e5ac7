import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '../../../shared/display-settings';
import { DEFAULT_PAGE_OPTIONS, defaultPageOptions, defaultPagePath } from './default-page';

describe('the default page after login', () => {
  it('leads to each page’s route', () => {
    expect(DEFAULT_PAGES.map((page) => defaultPagePath(page, 'staff'))).toEqual(['/', '/animals', '/appointments', '/adoptions']);
  });

  it('offers every choice of the Display settings', () => {
    expect(DEFAULT_PAGE_OPTIONS.map((option) => option.value)).toEqual([...DEFAULT_PAGES]);
  });

  it('offers a volunteer only the pages a volunteer may open, and leads them to the Dashboard from another', () => {
    expect(defaultPageOptions('volunteer').map((option) => option.label)).toEqual(['Dashboard', 'Animals', 'Appointments']);
    expect(defaultPagePath('adoptions', 'volunteer')).toBe('/');
    expect(defaultPagePath('adoptions', 'veterinarian')).toBe('/adoptions');
  });
});
