import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '../../../shared/display-settings';
import { DEFAULT_PAGE_OPTIONS, defaultPagePath } from './default-page';

describe('the default page after login', () => {
  it('leads to each page’s route', () => {
    expect(DEFAULT_PAGES.map(defaultPagePath)).toEqual(['/', '/animals', '/appointments', '/adoptions']);
  });

  it('offers every choice of the Display settings', () => {
    expect(DEFAULT_PAGE_OPTIONS.map((option) => option.value)).toEqual([...DEFAULT_PAGES]);
  });
});
