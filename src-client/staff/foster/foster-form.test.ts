import { describe, expect, it } from 'vitest';
import { endPlacementForm, FOSTER_MESSAGE, fosterForm, fosterFormDefaults, scheduledNote, ZFosterForm } from './foster-form';

const firstMessages = (values: Record<string, unknown>) => {
  const result = ZFosterForm.safeParse({ ...fosterFormDefaults(7, '2026-02-03'), personId: 42, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the New Foster Arrangement form', () => {
  it('opens on today, open-ended, for the dialog’s animal', () => {
    const defaults = fosterFormDefaults(7, '2026-02-03');
    expect(defaults).toMatchObject({ animalId: 7, endDate: '', personId: null, startDate: '2026-02-03' });
    expect(fosterFormDefaults(7, '2026-02-03', 42).personId).toBe(42);
  });

  it('sends blank optional fields as null', () => {
    expect(ZFosterForm.parse({ ...fosterFormDefaults(7, '2026-02-03'), personId: 42, startDate: '2026-03-01' })).toEqual({
      animalId: 7,
      personId: 42,
      startDate: '2026-03-01',
      endDate: null,
      notes: null,
    });
  });

  it('says what is missing, with the spec’s start date message', () => {
    expect(firstMessages({ startDate: '' }).startDate).toBe('Start date is required');
    expect(firstMessages({ personId: null }).personId).toBe(FOSTER_MESSAGE);
  });
});

describe('the form’s start and end dates', () => {
  const schema = fosterForm('2026-01-20', '2026-02-03');
  const issue = (dates: Record<string, string>) => schema.safeParse({ ...fosterFormDefaults(7, '2026-02-03', 42), ...dates }).error?.issues[0];

  it('keeps the start between the intake date and 90 days ahead, and the end not before the start', () => {
    expect(issue({ startDate: '2026-01-20' })).toBeUndefined();
    expect(issue({ startDate: '2026-01-19' })).toMatchObject({
      path: ['startDate'],
      message: "Start date cannot be before the animal's intake date (2026-01-20)",
    });
    expect(issue({ startDate: '2026-05-04' })).toBeUndefined();
    expect(issue({ startDate: '2026-05-05' })).toMatchObject({ path: ['startDate'], message: 'Start date cannot be more than 90 days ahead' });
    expect(issue({ startDate: '2026-02-10', endDate: '2026-02-10' })).toBeUndefined();
    expect(issue({ startDate: '2026-02-10', endDate: '2026-02-09' })).toMatchObject({ path: ['endDate'], message: 'End date cannot be before the start date' });
  });

  it('says when a later start changes the status', () => {
    expect(scheduledNote('2026-02-03', '2026-02-03')).toBeUndefined();
    expect(scheduledNote('2026-02-04', '2026-02-03')).toBe("Starts in 1 day: the animal's status changes on that day");
    expect(scheduledNote('2026-03-05', '2026-02-03')).toBe("Starts in 30 days: the animal's status changes on that day");
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
