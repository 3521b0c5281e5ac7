import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../src-shared/schemas/settings';
import { animalIdExample, retentionLabel, systemFormValues, ZSystemForm } from './system-form';

describe('the System settings form', () => {
  it('shows the stored settings with the fee in dollars, and saves them unchanged, without the retired SMS switch', () => {
    const values = systemFormValues({ ...DEFAULT_SETTINGS.system, enableSmsNotifications: true });
    expect(values.defaultAdoptionFee).toBe('150.00');
    expect(values.animalIdDigits).toBe('4');
    const { enableSmsNotifications: _retired, ...offered } = DEFAULT_SETTINGS.system;
    expect(ZSystemForm.parse(values)).toEqual(offered);
  });

  it('reads the fee typed in dollars as cents', () => {
    const values = { ...systemFormValues(DEFAULT_SETTINGS.system), defaultAdoptionFee: '$1,250.5', animalIdDigits: '5', dataRetentionDays: '730' };
    expect(ZSystemForm.parse(values)).toMatchObject({ defaultAdoptionFee: 125050, animalIdDigits: 5, dataRetentionDays: 730 });
  });

  it('refuses a fee that is not an amount, and a prefix the API refuses', () => {
    const base = systemFormValues(DEFAULT_SETTINGS.system);
    expect(ZSystemForm.safeParse({ ...base, defaultAdoptionFee: 'free' }).error?.issues[0]?.message).toBe('Enter an amount in dollars, such as 150.00');
    expect(ZSystemForm.safeParse({ ...base, defaultAdoptionFee: '-5' }).success).toBe(false);
    expect(ZSystemForm.safeParse({ ...base, animalIdPrefix: 'A B' }).error?.issues[0]?.message).toBe('Animal ID prefix may contain letters and digits only');
  });

  it('reads the hold days as typed, and refuses what the API refuses with its messages', () => {
    const base = systemFormValues(DEFAULT_SETTINGS.system);
    expect(base).toMatchObject({ strayHoldDays: '3', quarantineDays: '10' });
    expect(ZSystemForm.parse({ ...base, strayHoldDays: ' 0 ', quarantineDays: '14' })).toMatchObject({ strayHoldDays: 0, quarantineDays: 14 });
    const problem = (values: Partial<typeof base>) => ZSystemForm.safeParse({ ...base, ...values }).error?.issues[0];
    expect(problem({ strayHoldDays: '61' })).toMatchObject({ path: ['strayHoldDays'], message: 'Stray hold is at most 60 days' });
    expect(problem({ strayHoldDays: '' })).toMatchObject({ path: ['strayHoldDays'], message: 'Stray hold is whole days' });
    expect(problem({ quarantineDays: '0' })).toMatchObject({ path: ['quarantineDays'], message: 'Quarantine is at least 1 day' });
    expect(problem({ quarantineDays: '2.5' })).toMatchObject({ path: ['quarantineDays'], message: 'Quarantine is whole days' });
  });

  it('shows how animals will be numbered', () => {
    expect(animalIdExample('A', '4', 2026)).toBe('A-2026-0001');
    expect(animalIdExample('DOG', '3', 2027)).toBe('DOG-2027-001');
    expect(animalIdExample('', '5', 2026)).toBe('A-2026-00001');
  });

  it('names the retention periods', () => {
    expect([90, 180, 365, 730, 1825, 3650].map(retentionLabel)).toEqual(['90 days', '180 days', '1 year', '2 years', '5 years', '10 years']);
  });
});
