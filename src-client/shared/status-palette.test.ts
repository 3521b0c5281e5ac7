import { describe, expect, it } from 'vitest';
import { ADOPTION_STATUSES, ANIMAL_STATUSES, VACCINATION_STATUSES } from '../../src-shared/enums';
import { adoptionStatusPalette, animalStatusPalette, spayNeuterStatusPalette, vaccinationStatusPalette } from './status-palette';

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

describe('the derived care statuses', () => {
  it('colour vaccinations by urgency: Overdue red, Due orange, Up to date green, Not started grey', () => {
    expect(Object.fromEntries(VACCINATION_STATUSES.map((status) => [status, vaccinationStatusPalette(status)]))).toEqual({
      'Up to date': 'green',
      Due: 'orange',
      Overdue: 'red',
      'Not started': 'gray',
    });
  });

  it('colour an altered animal green and one not altered grey', () => {
    expect(['Spayed', 'Neutered', 'Altered', 'Not altered'].map(spayNeuterStatusPalette)).toEqual(['green', 'green', 'green', 'gray']);
  });

  it('leave text typed before care plans uncoloured, to be shown as typed', () => {
    expect(vaccinationStatusPalette('Rabies, DHPP')).toBeNull();
    expect(spayNeuterStatusPalette('Spayed 2024 at Eastside')).toBeNull();
  });
});
