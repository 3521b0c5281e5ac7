import { describe, expect, it } from 'vitest';
import { weightFormDefaults, weightIn, ZWeightForm } from './weight-form';

const problems = (values: Record<string, unknown>) => {
  const result = ZWeightForm.safeParse({ ...weightFormDefaults('2026-03-01', 'kg'), ...values });
  // The form shows each field's first problem.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the weight form', () => {
  it('opens on today in the Display setting’s unit', () => {
    expect(weightFormDefaults('2026-03-01', 'lb')).toEqual({ date: '2026-03-01', value: '', unit: 'lb', notes: '' });
  });

  it('sends grams, from kilograms or pounds, a comma read as a decimal point', () => {
    expect(ZWeightForm.parse({ ...weightFormDefaults('2026-03-01', 'kg'), value: '12.5' })).toEqual({ date: '2026-03-01', grams: 12_500, notes: null });
    expect(ZWeightForm.parse({ ...weightFormDefaults('2026-03-01', 'lb'), value: ' 27,5 ', notes: 'After breakfast' })).toEqual({
      date: '2026-03-01',
      grams: 12_474,
      notes: 'After breakfast',
    });
  });

  it('refuses what is not one weight, and more than the heaviest accepted', () => {
    expect(problems({ value: '' })).toEqual({ value: 'Weight is required' });
    expect(problems({ value: 'about 20' })).toEqual({ value: 'Enter a weight, such as 12.5' });
    expect(problems({ value: '0' })).toEqual({ value: 'Enter a weight, such as 12.5' });
    expect(problems({ value: '1001' })).toEqual({ value: 'Enter a weight of at most 1000 kg' });
    expect(problems({ value: '2300', unit: 'lb' })).toEqual({ value: 'Enter a weight of at most 2204.6 lb' });
    expect(problems({ date: '', value: '12' })).toEqual({ date: 'Date is required' });
  });

  it('draws grams in the unit chosen', () => {
    expect(weightIn(12_500, 'kg')).toBe(12.5);
    expect(weightIn(453.59237, 'lb')).toBe(1);
  });
});
