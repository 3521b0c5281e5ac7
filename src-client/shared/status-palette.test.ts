import { describe, expect, it } from 'vitest';
import { ANIMAL_STATUSES } from '../../src-shared/enums';
import { animalStatusPalette } from './status-palette';

describe('animalStatusPalette', () => {
  it('colours each status as the palette rules say', () => {
    expect(Object.fromEntries(ANIMAL_STATUSES.map((status) => [status, animalStatusPalette(status)]))).toEqual({
      Available: 'green',
      Adopted: 'blue',
      'In Foster': 'purple',
      'Medical Hold': 'yellow',
      'Behavioral Eval': 'blue',
    });
  });

  it('shows any other value in grey', () => {
    expect(animalStatusPalette('Transferred')).toBe('gray');
    expect(animalStatusPalette('')).toBe('gray');
  });
});
