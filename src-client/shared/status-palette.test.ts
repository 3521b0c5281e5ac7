import { describe, expect, it } from 'vitest';
import { ADOPTION_STATUSES, ANIMAL_STATUSES } from '../../src-shared/enums';
import { adoptionStatusPalette, animalStatusPalette } from './status-palette';

describe('animalStatusPalette', () => {
  it('colours each status as the palette rules say', () => {
    expect(Object.fromEntries(ANIMAL_STATUSES.map((status) => [status, animalStatusPalette(status)]))).toEqual({
      Available: 'green',
      Adopted: 'blue',
      'In Foster': 'purple',
      'Medical Hold': 'yellow',
      'Behavioral Eval': 'blue',
      'Stray Hold': 'orange',
      Quarantine: 'red',
      'Returned to Owner': 'cyan',
      Transferred: 'cyan',
      'Returned to Field': 'cyan',
      'Other Live Outcome': 'cyan',
      Died: 'gray',
      Lost: 'gray',
      Euthanized: 'gray',
    });
  });

  it('shows any other value in grey', () => {
    expect(animalStatusPalette('Archived')).toBe('gray');
    expect(animalStatusPalette('')).toBe('gray');
  });
});

describe('adoptionStatusPalette', () => {
  it('tells a returned adoption from a cancelled one', () => {
    expect(Object.fromEntries(ADOPTION_STATUSES.map((status) => [status, adoptionStatusPalette(status)]))).toEqual({
      Completed: 'green',
      Pending: 'yellow',
      Cancelled: 'gray',
      Returned: 'orange',
    });
  });
});
