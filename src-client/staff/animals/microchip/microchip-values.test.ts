import { describe, expect, it } from 'vitest';
import { chipIssues, chipPayload, chipValues, choiceFromManufacturer, manufacturerFromChoice, ZMicrochipForm } from './microchip-values';

const empty = { microchipId: '', manufacturerChoice: '', otherManufacturer: '', registrationId: '' };

describe('the microchip form', () => {
  it('uses the typed name when Other is chosen', () => {
    expect(manufacturerFromChoice('Other', '  Bayer ResQ ')).toBe('Bayer ResQ');
    expect(manufacturerFromChoice('Other', '  ')).toBeNull();
    expect(manufacturerFromChoice('Avid', 'ignored')).toBe('Avid');
    expect(manufacturerFromChoice('', '')).toBeNull();
  });

  it('shows a manufacturer that is not in the list as Other with its name', () => {
    expect(choiceFromManufacturer('HomeAgain')).toEqual({ manufacturerChoice: 'HomeAgain', otherManufacturer: '' });
    expect(choiceFromManufacturer('HomeAgain (Destron Fearing)')).toEqual({ manufacturerChoice: 'Other', otherManufacturer: 'HomeAgain (Destron Fearing)' });
    expect(choiceFromManufacturer(null)).toEqual({ manufacturerChoice: '', otherManufacturer: '' });
  });

  it('sends empty values as null', () => {
    expect(chipPayload({ ...empty, microchipId: '985112003456789', manufacturerChoice: 'HomeAgain' })).toEqual({
      microchipId: '985112003456789',
      microchipManufacturer: 'HomeAgain',
      registrationId: null,
    });
    expect(chipPayload(empty)).toEqual({ microchipId: null, microchipManufacturer: null, registrationId: null });
  });

  it('round-trips an animal’s chip', () => {
    const chip = { microchipId: '956000001234567', microchipManufacturer: 'Mystery Chips', registrationId: 'CITY-42' };
    expect(chipPayload(chipValues(chip))).toEqual(chip);
  });

  it('requires a number and a manufacturer on the Microchip tab', () => {
    expect(chipIssues(empty, { required: true }).map((issue) => [issue.path[0], issue.message])).toEqual([
      ['microchipId', 'Microchip ID is required'],
      ['manufacturerChoice', 'Manufacturer is required'],
    ]);
    expect(chipIssues({ ...empty, microchipId: '123456789', manufacturerChoice: 'Other' }, { required: true })).toEqual([
      { path: ['otherManufacturer'], message: 'Manufacturer is required' },
    ]);
  });

  it('keeps the intake form’s group optional, but a number and its manufacturer together', () => {
    expect(chipIssues(empty, { required: false })).toEqual([]);
    expect(chipIssues({ ...empty, registrationId: 'CITY-1' }, { required: false })).toEqual([]);
    expect(chipIssues({ ...empty, microchipId: '123456789' }, { required: false })).toEqual([
      { path: ['manufacturerChoice'], message: 'Manufacturer is required' },
    ]);
    expect(chipIssues({ ...empty, manufacturerChoice: 'Avid' }, { required: false })).toEqual([{ path: ['microchipId'], message: 'Microchip ID is required' }]);
  });

  it('parses to the update payload', () => {
    const parsed = ZMicrochipForm.safeParse({ microchipId: ' 977200000123456 ', manufacturerChoice: 'Avid', otherManufacturer: '', registrationId: '' });
    expect(parsed.data).toEqual({ microchipId: '977200000123456', microchipManufacturer: 'Avid', registrationId: null });
    expect(ZMicrochipForm.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual(['Microchip ID is required', 'Manufacturer is required']);
  });
});
