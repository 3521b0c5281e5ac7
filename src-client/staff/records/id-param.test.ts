import { describe, expect, it } from 'vitest';
import { parseIdParam } from './id-param';

describe('parseIdParam', () => {
  it('reads a positive integer', () => {
    expect(parseIdParam('12')).toBe(12);
    expect(parseIdParam('2147483647')).toBe(2147483647);
  });

  it('is null for anything else', () => {
    for (const text of [null, '', '0', '-3', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(parseIdParam(text), String(text)).toBeNull();
  });
});
