import { describe, expect, it } from 'vitest';
import { FOSTER_CONTACT_MESSAGE } from '../../../src-shared/schemas/foster';
import { endPlacementForm, fosterFormDefaults, ZFosterForm } from './foster-form';

const firstMessages = (values: Record<string, unknown>) => {
  const result = ZFosterForm.safeParse({ ...fosterFormDefaults(7, '2026-02-03'), fosterName: 'Dana Wells', fosterPhone: '555-0100', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the New Foster Arrangement form', () => {
  it('opens on today, open-ended, for the dialog’s animal', () => {
    const defaults = fosterFormDefaults(7, '2026-02-03');
    expect(defaults).toMatchObject({ animalId: 7, endDate: '', fosterName: '', startDate: '2026-02-03' });
  });

  it('sends blank optional fields as null', () => {
    expect(
      ZFosterForm.parse({ ...fosterFormDefaults(7, '2026-02-03'), fosterName: 'Dana Wells', fosterEmail: 'dana@example.com', startDate: '2026-03-01' }),
    ).toEqual({
      animalId: 7,
      fosterName: 'Dana Wells',
      fosterEmail: 'dana@example.com',
      fosterPhone: null,
      startDate: '2026-03-01',
      endDate: null,
      notes: null,
    });
  });

  it('says what is missing, with the spec’s start date message', () => {
    expect(firstMessages({ startDate: '' }).startDate).toBe('Start date is required');
    expect(firstMessages({ fosterName: '' }).fosterName).toBe('Foster name is required');
    expect(firstMessages({ fosterPhone: '' }).fosterEmail).toBe(FOSTER_CONTACT_MESSAGE);
  });
});

describe('ending a placement', () => {
  it('needs an end date, not before the start', () => {
    const schema = endPlacementForm('2026-02-10');
    expect(schema.safeParse({ endDate: '2026-02-10' }).success).toBe(true);
    expect(schema.safeParse({ endDate: '' }).error?.issues[0]?.message).toBe('End date is required');
    expect(schema.safeParse({ endDate: '2026-02-09' }).error?.issues[0]?.message).toBe('End date cannot be before the start date');
  });
});
