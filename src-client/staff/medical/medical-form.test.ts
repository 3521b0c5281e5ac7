import { describe, expect, it } from 'vitest';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import { askedDetails, editRecordDefaults, newRecordDefaults, recordDetails, ZMedicalForm } from './medical-form';

const NO_DETAILS = { time: null, procedure: null, testResult: null, product: null, lotNumber: null, lotExpiry: null, rabiesTag: null, veterinarian: null };

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
      ...NO_DETAILS,
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

  it('asks each type for its details: a rabies vaccination also its tag and signing veterinarian', () => {
    expect(askedDetails('Surgery', 'Spay')).toEqual(['procedure']);
    expect(askedDetails('Test', 'FeLV/FIV')).toEqual(['testResult']);
    expect(askedDetails('Medication', 'Doxycycline')).toEqual(['product', 'lotNumber', 'lotExpiry']);
    expect(askedDetails('Vaccination', 'DHPP booster')).toEqual(['product', 'lotNumber', 'lotExpiry']);
    expect(askedDetails('Vaccination', 'RABIES 1-year')).toEqual(['product', 'lotNumber', 'lotExpiry', 'rabiesTag', 'veterinarian']);
    expect(askedDetails('Examination', 'Rabies titre check')).toEqual([]);
  });

  it('sends the details of the type chosen, and none typed under another', () => {
    const typed = {
      ...newRecordDefaults('2026-02-03'),
      description: 'Rabies',
      time: '09:30',
      procedure: 'Spay' as const,
      testResult: 'Negative' as const,
      product: ' Imrab 3 ',
      lotNumber: 'A123',
      lotExpiry: '2027-01-05',
      rabiesTag: '2026-114',
      veterinarian: 'Dr. Patel',
    };
    expect(ZMedicalForm.parse({ ...typed, recordType: 'Vaccination' })).toMatchObject({
      time: '09:30',
      procedure: null,
      testResult: null,
      product: 'Imrab 3',
      lotNumber: 'A123',
      lotExpiry: '2027-01-05',
      rabiesTag: '2026-114',
      veterinarian: 'Dr. Patel',
    });
    expect(ZMedicalForm.parse({ ...typed, recordType: 'Vaccination', description: 'DHPP' })).toMatchObject({
      product: 'Imrab 3',
      rabiesTag: null,
      veterinarian: null,
    });
    expect(ZMedicalForm.parse({ ...typed, recordType: 'Surgery' })).toMatchObject({ ...NO_DETAILS, time: '09:30', procedure: 'Spay' });
    expect(ZMedicalForm.parse({ ...typed, recordType: 'Test' })).toMatchObject({ ...NO_DETAILS, time: '09:30', testResult: 'Negative' });
    expect(ZMedicalForm.parse({ ...typed, recordType: 'Other' })).toMatchObject({ ...NO_DETAILS, time: '09:30' });
  });

  it('refuses a time that is not HH:MM', () => {
    expect(ZMedicalForm.safeParse({ ...newRecordDefaults('2026-02-03'), description: 'x', time: '9.30' }).error?.issues[0]).toMatchObject({
      path: ['time'],
      message: 'Time must be HH:MM',
    });
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
      ...NO_DETAILS,
      procedure: 'Spay',
    };
    expect(editRecordDefaults(record)).toEqual({
      recordType: 'Surgery',
      date: '2026-01-05',
      description: 'Spay',
      provider: '',
      notes: 'Healed well',
      outsideSource: true,
      time: '',
      procedure: 'Spay',
      testResult: null,
      product: '',
      lotNumber: '',
      lotExpiry: '',
      rabiesTag: '',
      veterinarian: '',
    });
  });

  it('sums a record’s details up in a line for the lists', () => {
    const record: TMedicalRecord = {
      id: 1,
      version: 1,
      animalId: 3,
      animalName: 'Rex',
      animalCode: 'A-2026-0001',
      recordType: 'Vaccination',
      date: '2026-01-05',
      description: 'Rabies',
      provider: null,
      notes: null,
      outsideSource: false,
      ...NO_DETAILS,
    };
    const date = (iso: string) => `on ${iso}`;
    expect(recordDetails(record, date)).toBeNull();
    expect(
      recordDetails({ ...record, product: 'Imrab 3', lotNumber: 'A123', lotExpiry: '2027-01-05', rabiesTag: '2026-114', veterinarian: 'Dr. Patel' }, date),
    ).toBe('Imrab 3 · Lot A123, expires on 2027-01-05 · Rabies tag 2026-114 · Signed by Dr. Patel');
    expect(recordDetails({ ...record, lotExpiry: '2027-01-05' }, date)).toBe('Expires on 2027-01-05');
    expect(recordDetails({ ...record, recordType: 'Surgery', procedure: 'Neuter' }, date)).toBe('Procedure: Neuter');
    expect(recordDetails({ ...record, recordType: 'Test', testResult: 'Positive' }, date)).toBe('Result: Positive');
  });
});
