import { describe, expect, it } from 'vitest';
import type { TListParams } from '../components/list-params';
import { pastListParams } from './past-list-params';

function memory(initial: Record<string, string>): TListParams & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    get: (key) => values[key] ?? null,
    set: (changes) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) delete values[key];
        else values[key] = value;
      }
    },
  };
}

describe('pastListParams', () => {
  it('keeps its own page, and shares the search', () => {
    const params = memory({ q: 'dana', page: '3', pastPage: '2' });
    const past = pastListParams(params);
    expect(past.get('page')).toBe('2');
    expect(past.get('q')).toBe('dana');
    past.set({ page: '4' });
    expect(params.values).toEqual({ q: 'dana', page: '3', pastPage: '4' });
    past.set({ page: null });
    expect(params.values).toEqual({ q: 'dana', page: '3' });
  });
});
