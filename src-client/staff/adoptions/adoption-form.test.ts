import { describe, expect, it } from 'vitest';
import { ADOPTER_MESSAGE, adoptionFormDefaults, FEE_FORMAT_MESSAGE, ZAdoptionForm, type TAdoptionFormValues } from './adoption-form';

const valid: TAdoptionFormValues = {
  personId: 42,
  adoptionDate: '2026-03-02',
  fee: '150.00',
  status: 'Completed',
  outcomeTime: '14:30',
  outcomeCondition: 'Healthy',
};

const messages = (values: Partial<TAdoptionFormValues>) => {
  const result = ZAdoptionForm.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the Process Adoption form', () => {
  it('sends the fee typed in dollars as cents', () => {
    expect(ZAdoptionForm.parse(valid)).toEqual({ ...valid, fee: undefined, feeAmount: 15000 });
    expect(ZAdoptionForm.parse({ ...valid, fee: '$1,250.5' }).feeAmount).toBe(125050);
    expect(ZAdoptionForm.parse({ ...valid, fee: ' 75 ' }).feeAmount).toBe(7500);
  });

  it('counts an empty fee as 0 (docs/domain.md#validation)', () => {
    expect(ZAdoptionForm.parse({ ...valid, fee: '' }).feeAmount).toBe(0);
    expect(ZAdoptionForm.parse({ ...valid, fee: '   ' }).feeAmount).toBe(0);
  });

  it('refuses a fee that is not dollars and cents, or below zero', () => {
    expect(messages({ fee: 'twelve' })).toEqual([FEE_FORMAT_MESSAGE]);
    expect(messages({ fee: '12.345' })).toEqual([FEE_FORMAT_MESSAGE]);
    expect(messages({ fee: '-5' })).toEqual(['Fee cannot be negative']);
  });

  it('sends the outcome’s time and condition with a Completed adoption only', () => {
    expect(ZAdoptionForm.parse(valid)).toMatchObject({ outcomeTime: '14:30', outcomeCondition: 'Healthy' });
    expect(ZAdoptionForm.parse({ ...valid, outcomeTime: '', outcomeCondition: null })).toMatchObject({ outcomeTime: null, outcomeCondition: null });
    expect(ZAdoptionForm.parse({ ...valid, status: 'Pending' })).toMatchObject({ status: 'Pending', outcomeTime: null, outcomeCondition: null });
    expect(messages({ outcomeTime: '7pm' })).toEqual(['Enter a time as HH:MM (24-hour clock)']);
  });

  it('requires the adoption date, with the spec’s message first (the one the form shows)', () => {
    expect(messages({ adoptionDate: '' })[0]).toBe('Adoption date is required');
  });

  it('sends the adopter chosen as their record’s id, and asks for one when none is chosen', () => {
    expect(ZAdoptionForm.parse(valid).personId).toBe(42);
    expect(messages({ personId: null })).toEqual([ADOPTER_MESSAGE]);
  });

  it('opens dated today at the time on the clock, Completed, at the default fee', () => {
    const now = { date: '2026-02-03', time: '10:45' };
    const defaults = adoptionFormDefaults(15000, now);
    expect(defaults).toMatchObject({
      fee: '150.00',
      status: 'Completed',
      personId: null,
      adoptionDate: '2026-02-03',
      outcomeTime: '10:45',
      outcomeCondition: null,
    });
    expect(adoptionFormDefaults(undefined, now).fee).toBe('');
    expect(adoptionFormDefaults(15000, now, 'Pending').status).toBe('Pending');
    expect(adoptionFormDefaults(15000, now, 'Completed', 42).personId).toBe(42);
  });
});
