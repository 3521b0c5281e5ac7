import { describe, expect, it } from 'vitest';
import { personFormDefaults, ZPersonForm, type TPersonFormValues } from './person-form';

const messages = (values: Partial<TPersonFormValues>) => {
  const result = ZPersonForm.safeParse({ ...personFormDefaults(), name: 'Robin Hale', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the person form', () => {
  it('sends blank details as null and a typed capacity as a number', () => {
    expect(ZPersonForm.parse({ ...personFormDefaults(), name: ' Robin Hale ', phone: '555-010-7777' })).toMatchObject({
      name: 'Robin Hale',
      email: null,
      phone: '555-010-7777',
      address: null,
      fosterCapacity: null,
      fosterApprovedOn: null,
      doNotAdopt: false,
      organizationId: null,
    });
    expect(ZPersonForm.parse({ ...personFormDefaults(), name: 'Robin Hale', fosterApprovedOn: '2026-01-05', fosterCapacity: ' 3 ' })).toMatchObject({
      fosterApprovedOn: '2026-01-05',
      fosterCapacity: 3,
    });
  });

  it('says what is wrong, with the API’s messages', () => {
    expect(messages({ name: ' ' })).toEqual({ name: 'Name is required' });
    expect(messages({ email: 'robin at example' })).toEqual({ email: 'Invalid email address' });
    expect(messages({ fosterCapacity: 'two' })).toEqual({ fosterCapacity: 'Capacity is a whole number' });
    expect(messages({ fosterCapacity: '0' })).toEqual({ fosterCapacity: 'Capacity is at least 1' });
  });

  it('asks why a person may not adopt', () => {
    expect(messages({ doNotAdopt: true })).toEqual({ doNotAdoptReason: 'Say why this person may not adopt' });
    expect(ZPersonForm.parse({ ...personFormDefaults(), name: 'Robin Hale', doNotAdopt: true, doNotAdoptReason: 'Returned two dogs' })).toMatchObject({
      doNotAdopt: true,
      doNotAdoptReason: 'Returned two dogs',
    });
  });

  it('opens on the person’s record as it reads now', () => {
    const defaults = personFormDefaults({
      id: 4,
      version: 2,
      name: 'Dana Wells',
      doNotAdopt: false,
      doNotAdoptReason: null,
      email: 'dana@example.com',
      phone: null,
      altPhone: null,
      address: null,
      notes: null,
      contactHidden: false,
      roles: ['Foster home'],
      fosterApprovedOn: '2026-01-05',
      fosterCapacity: 2,
      fosterSpecies: ['Cat'],
      fosterAgeGroups: ['Juvenile'],
      volunteerActive: false,
      organizationId: null,
      organizationName: null,
      anonymized: false,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    expect(defaults).toMatchObject({ name: 'Dana Wells', email: 'dana@example.com', phone: '', fosterCapacity: '2', fosterSpecies: ['Cat'] });
  });
});
