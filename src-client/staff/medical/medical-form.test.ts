import { describe, expect, it } from 'vitest';
import { editRecordDefaults, newRecordDefaults, ZMedicalForm } from './medical-form';

describe('the medical record form', () => {
  it('opens on today; provider and notes empty are sent as null', () => {
    const defaults = newRecordDefaults('2026-02-03');
    expect(defaults.date).toBe('2026-02-03');
    expect(ZMedicalForm.parse({ ...defaults, date: '2026-02-01', description: 'Rabies booster', recordType: 'Vaccination' })).toEqual({
      recordType: 'Vaccination',
      date: '2026-02-01',
      description: 'Rabies booster',
      provider: null,
      notes: null,
      outsideSource: false,
      time: null,
      procedure: null,
      product: null,
      lotNumber: null,
      lotExpiry: null,
      rabiesTag: null,
      veterinarian: null,
      testResult: null,
    });
  });

  it('requires the date (the spec’s message) and a description', () => {
    const result = ZMedicalForm.safeParse({ ...newRecordDefaults('2026-02-03'), date: '', description: '' });
    const first = (path: string) => result.error?.issues.find((issue) => issue.path[0] === path)?.message;
    expect(first('date')).toBe('Date is required');
    expect(first('description')).toBe('Description is required');
  });

  it('takes the six record types of docs/domain.md#validation', () => {
    for (const recordType of ['Vaccination', 'Surgery', 'Medication', 'Examination', 'Test', 'Other']) {
      expect(ZMedicalForm.safeParse({ ...newRecordDefaults('2026-02-03'), description: 'x', recordType }).success, recordType).toBe(true);
    }
    expect(ZMedicalForm.safeParse({ ...newRecordDefaults('2026-02-03'), description: 'x', recordType: 'Grooming' }).success).toBe(false);
  });

  it('opens a correction on the record as it is', () => {
    const record = {
      id: 1,
      version: 2,
      animalId: 3,
      animalName: 'Rex',
      animalCode: 'A-2026-0001',
      recordType: 'Surgery',
      date: '2026-01-05',
      description: 'Spay',
      provider: null,
      notes: 'Healed well',
      outsideSource: true,
      time: null,
      procedure: 'Spay',
      product: null,
      lotNumber: null,
      lotExpiry: null,
      rabiesTag: null,
      veterinarian: null,
      testResult: null,
    };
    expect(editRecordDefaults(record)).toEqual({
      recordType: 'Surgery',
      date: '2026-01-05',
      description: 'Spay',
      provider: '',
      notes: 'Healed well',
      outsideSource: true,
    });
  });
});
