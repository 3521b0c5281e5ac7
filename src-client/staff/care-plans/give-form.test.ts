import { describe, expect, it } from 'vitest';
import { defaultProcedure, giveAsks, giveDefaults, giveFormSchema } from './give-form';

const NOW = { date: '2026-03-10', time: '08:15' };
/** The first message of each field. */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [String(issue.path[0]), issue.message]));

describe('the Give dialog', () => {
  it('asks each type for its own details', () => {
    expect(giveAsks({ itemType: 'Vaccination', name: 'DHPP' })).toMatchObject({ product: true, lotExpiry: true, rabies: false, testResult: false });
    expect(giveAsks({ itemType: 'Vaccination', name: 'Rabies (1 year)' }).rabies).toBe(true);
    expect(giveAsks({ itemType: 'Deworming', name: 'Pyrantel' })).toMatchObject({ vaccine: false, product: true, lotExpiry: false, rabies: false });
    expect(giveAsks({ itemType: 'Test', name: 'FeLV/FIV test' })).toMatchObject({ product: false, testResult: true });
    expect(giveAsks({ itemType: 'Surgery', name: 'Spay/neuter' })).toMatchObject({ product: false, procedure: true });
    expect(giveAsks({ itemType: 'Examination', name: 'Recheck' })).toEqual({
      vaccine: false,
      product: false,
      lotExpiry: false,
      rabies: false,
      testResult: false,
      procedure: false,
    });
  });

  it('opens on now, a surgery on spay or neuter by sex, a vaccine on the lot last given', () => {
    expect(defaultProcedure('Female')).toBe('Spay');
    expect(defaultProcedure('Male')).toBe('Neuter');
    expect(defaultProcedure('Unknown')).toBeNull();
    const lot = { product: 'Nobivac', lotNumber: 'L123', lotExpiry: '2027-01-31' };
    expect(giveDefaults({ itemType: 'Vaccination', name: 'DHPP' }, { sex: 'Male' }, NOW, lot)).toMatchObject({ date: NOW.date, time: NOW.time, ...lot });
    // A lot is a vaccine's: a dewormer opens empty.
    expect(giveDefaults({ itemType: 'Deworming', name: 'Pyrantel' }, { sex: 'Male' }, NOW, lot)).toMatchObject({ product: '', lotNumber: '' });
    expect(giveDefaults({ itemType: 'Surgery', name: 'Spay/neuter' }, { sex: 'Female' }, NOW, null).procedure).toBe('Spay');
  });

  it('saves a dewormer as it opens: Save is the only tap left', () => {
    const item = { itemType: 'Deworming', name: 'Pyrantel' } as const;
    expect(giveFormSchema(item).parse(giveDefaults(item, { sex: 'Female' }, NOW, null))).toMatchObject({
      date: NOW.date,
      time: NOW.time,
      product: null,
      lotNumber: null,
      testResult: null,
      procedure: null,
      notes: null,
    });
  });

  it('requires what the server requires: a rabies vaccination’s tag and veterinarian, a test’s result, a surgery’s procedure', () => {
    const rabies = { itemType: 'Vaccination', name: 'Rabies' } as const;
    expect(issues(giveFormSchema(rabies).safeParse(giveDefaults(rabies, { sex: 'Male' }, NOW, null)))).toEqual({
      rabiesTag: 'The rabies tag number is required for a rabies vaccination',
      veterinarian: 'The signing veterinarian is required for a rabies vaccination',
    });
    const test = { itemType: 'Test', name: 'FeLV/FIV test' } as const;
    expect(issues(giveFormSchema(test).safeParse(giveDefaults(test, { sex: 'Male' }, NOW, null)))).toEqual({
      testResult: 'The test result is required for a test',
    });
    const surgery = { itemType: 'Surgery', name: 'Spay/neuter' } as const;
    expect(issues(giveFormSchema(surgery).safeParse(giveDefaults(surgery, { sex: 'Unknown' }, NOW, null)))).toEqual({
      procedure: 'The procedure is required for a surgery',
    });
    expect(issues(giveFormSchema(rabies).safeParse({ ...giveDefaults(rabies, { sex: 'Male' }, NOW, null), date: '', time: '25:00' }))).toMatchObject({
      date: 'Date is required',
      time: 'Time must be HH:MM',
    });
  });
});
