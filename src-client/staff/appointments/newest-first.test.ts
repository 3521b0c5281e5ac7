import { describe, expect, it } from 'vitest';
import { newestFirstWindow } from './newest-first';

describe('newestFirstWindow', () => {
  it('reads pages from the end of an oldest-first list', () => {
    expect(newestFirstWindow(60, 1, 25)).toEqual({ offset: 35, limit: 25 });
    expect(newestFirstWindow(60, 2, 25)).toEqual({ offset: 10, limit: 25 });
    expect(newestFirstWindow(60, 3, 25)).toEqual({ offset: 0, limit: 10 });
  });

  it('is null past the end and for an empty list', () => {
    expect(newestFirstWindow(60, 4, 25)).toBeNull();
    expect(newestFirstWindow(0, 1, 25)).toBeNull();
  });

  it('takes a short list whole', () => {
    expect(newestFirstWindow(3, 1, 25)).toEqual({ offset: 0, limit: 3 });
  });
});
