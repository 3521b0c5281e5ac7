import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, NO_FILTERS, queryFromFilters, searchFromFilters } from './animal-filters';

describe('the list filters in the address', () => {
  it('reads species, sex and text', () => {
    expect(filtersFromSearch(new URLSearchParams('species=Cat&sex=Female&q=%20playful%20'))).toEqual({ q: 'playful', species: 'Cat', sex: 'Female' });
  });

  it('ignores values the server would refuse', () => {
    expect(filtersFromSearch(new URLSearchParams('species=Dragon&sex=cat&q='))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what is set, in a fixed order, and reads back the same', () => {
    const filters = { q: 'fluffy ', species: 'Small Animal', sex: 'Male' } as const;
    expect(searchFromFilters(filters).toString()).toBe('species=Small+Animal&sex=Male&q=fluffy');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual({ ...filters, q: 'fluffy' });
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('leaves empty filters out of the server query', () => {
    expect(queryFromFilters(NO_FILTERS)).toEqual({});
    expect(queryFromFilters({ q: '  ', species: 'Dog', sex: '' })).toEqual({ species: 'Dog' });
    expect(hasFilters({ q: ' ', species: '', sex: '' })).toBe(false);
    expect(hasFilters({ q: '', species: '', sex: 'Unknown' })).toBe(true);
  });
});
