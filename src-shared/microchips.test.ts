import { describe, expect, it } from 'vitest';
import { analyzeChipNumber, normalizeChipNumber } from './microchips.js';

describe('microchip numbers', () => {
  it('strips formatting', () => {
    expect(normalizeChipNumber(' 985-112.003 456*789 ')).toBe('985112003456789');
    expect(normalizeChipNumber('0a0139543f')).toBe('0A0139543F');
  });

  it.each([
    ['985112003456789', 'HomeAgain (Destron Fearing)', 'HomeAgain'],
    ['977200000123456', 'Avid', 'AVID PETtrac'],
    ['981020000123456', 'Datamars', 'PetLink'],
    ['982000123456789', 'Allflex', '24PetWatch'],
    ['956000001234567', 'Trovan', 'AKC Reunite'],
  ])('reads the ISO manufacturer code of %s', (number, manufacturer, registry) => {
    expect(analyzeChipNumber(number)).toMatchObject({ valid: true, format: 'ISO 11784/11785 (15 digits)', manufacturer, registry });
  });

  it('knows 900 is shared and country codes name no maker', () => {
    expect(analyzeChipNumber('900012345678901')).toMatchObject({ valid: true, registry: 'Unknown: search every registry' });
    expect(analyzeChipNumber('840012345678901')).toMatchObject({ valid: true, manufacturer: null, message: expect.stringContaining('country code 840') });
  });

  it('accepts the legacy 9-digit and 10-character formats', () => {
    expect(analyzeChipNumber('012345678')).toMatchObject({ valid: true, format: 'Legacy 9-digit (AVID)', manufacturer: 'Avid' });
    expect(analyzeChipNumber('0A0139543F')).toMatchObject({ valid: true, format: 'Legacy 10-character (125 kHz)' });
  });

  it('says what is wrong with a malformed number', () => {
    expect(analyzeChipNumber('98511200345678')).toMatchObject({ valid: false, message: expect.stringContaining('this one has 14') });
    expect(analyzeChipNumber('98511200345678Z')).toMatchObject({ valid: false });
    expect(analyzeChipNumber('')).toMatchObject({ valid: false, message: 'Enter a microchip number' });
  });
});
