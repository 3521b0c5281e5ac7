import { describe, expect, it } from 'vitest';
import type { TFosterHome } from '../../../src-shared/schemas/people';
import { fosterHomeUse } from './foster-home-words';

const home = (capacity: number | null, animals: number): TFosterHome =>
  ({
    person: { fosterCapacity: capacity },
    current: Array.from({ length: animals }, (_, index) => ({
      placementId: index,
      animalId: index,
      animalName: 'Luna',
      animalCode: 'A-1',
      startDate: '2026-01-01',
    })),
    capacityLeft: capacity === null ? null : capacity - animals,
  }) as TFosterHome;

describe('a foster home’s use in words', () => {
  it('counts the places used of its capacity', () => {
    expect(fosterHomeUse(home(3, 2))).toBe('2 of 3 places used');
    expect(fosterHomeUse(home(1, 0))).toBe('0 of 1 place used');
  });

  it('counts the animals of a home without a limit', () => {
    expect(fosterHomeUse(home(null, 1))).toBe('1 animal now, no limit set');
    expect(fosterHomeUse(home(null, 0))).toBe('0 animals now, no limit set');
  });
});
