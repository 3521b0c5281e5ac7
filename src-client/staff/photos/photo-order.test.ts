import { describe, expect, test } from 'vitest';
import { movedMessage, movedTo } from './photo-order';

describe('movedTo', () => {
  const ids = [11, 12, 13, 14];

  test('moves one photo earlier or later, the others keeping their order', () => {
    expect(movedTo(ids, 2, 1)).toEqual([11, 13, 12, 14]);
    expect(movedTo(ids, 1, 2)).toEqual([11, 13, 12, 14]);
    expect(movedTo(ids, 0, 3)).toEqual([12, 13, 14, 11]);
  });

  test('moving first makes the photo the primary one', () => {
    expect(movedTo(ids, 3, 0)).toEqual([14, 11, 12, 13]);
  });

  test('beyond either end, or onto itself, nothing moves', () => {
    expect(movedTo(ids, 0, -1)).toEqual(ids);
    expect(movedTo(ids, 3, 4)).toEqual(ids);
    expect(movedTo(ids, 2, 2)).toEqual(ids);
    expect(movedTo(ids, 5, 0)).toEqual(ids);
  });

  test('leaves the list it was given as it was', () => {
    const given = [1, 2, 3];
    movedTo(given, 0, 2);
    expect(given).toEqual([1, 2, 3]);
  });
});

describe('movedMessage', () => {
  test('counts from one, and names the first place as the primary photo', () => {
    expect(movedMessage(1, 5)).toBe('Photo moved to position 2 of 5');
    expect(movedMessage(0, 5)).toBe('Photo moved first of 5: it is now the primary photo');
  });
});
