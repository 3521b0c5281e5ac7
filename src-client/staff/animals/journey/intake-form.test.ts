import { describe, expect, it } from 'vitest';
import { intakeDefaults, ZIntakeForm } from './intake-form';

const messages = (values: Record<string, unknown>) => {
  const result = ZIntakeForm.safeParse({ ...intakeDefaults('09:30'), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the intake form', () => {
  it('opens on a stray at the time given, and sends where it was found', () => {
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), foundLocation: ' 12 Elm St ' })).toMatchObject({
      type: 'Stray/At large',
      time: '09:30',
      condition: null,
      foundLocation: '12 Elm St',
      ownerName: null,
      transferScope: null,
      motherAnimalId: null,
    });
  });

  it('sends who found a stray, each part optional, and checks the finder’s e-mail', () => {
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), finderName: ' Sam Walker ', finderEmail: 'sam@example.org' })).toMatchObject({
      finderName: 'Sam Walker',
      finderPhone: null,
      finderEmail: 'sam@example.org',
    });
    expect(messages({ finderEmail: 'sam at example' })).toEqual({ finderEmail: 'Invalid email address' });
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), type: 'Other', finderName: 'typed before the type changed' })).toMatchObject({ finderName: null });
  });

  it('sends only the details of the type chosen, not those typed under another', () => {
    const parsed = ZIntakeForm.parse({
      ...intakeDefaults('09:30'),
      type: 'Relinquished by owner',
      foundLocation: 'typed before the type changed',
      ownerName: 'Dana Park',
      reason: 'Moving abroad',
      condition: 'Treatable-Manageable' as const,
    });
    expect(parsed).toMatchObject({ foundLocation: null, ownerName: 'Dana Park', reason: 'Moving abroad', condition: 'Treatable-Manageable' });
  });

  it('asks each type for what the API requires, with its messages', () => {
    expect(messages({ type: 'Relinquished by owner' })).toEqual({ ownerName: 'Owner name is required for this intake type' });
    expect(messages({ type: 'Transferred in' })).toEqual({
      sourceOrganization: 'Source organization is required for a transfer in',
      transferScope: 'Transfer scope is required for a transfer in',
    });
    expect(messages({ time: '9.30' })).toEqual({ time: 'Enter a time as HH:MM (24-hour clock)' });
  });

  it('places the animal in the location chosen, whatever the type, or nowhere yet', () => {
    expect(ZIntakeForm.parse(intakeDefaults('09:30')).locationId).toBeNull();
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), type: 'Other', locationId: 12 }).locationId).toBe(12);
  });

  it('keeps the mother of an animal born in care', () => {
    expect(ZIntakeForm.parse({ ...intakeDefaults(''), type: 'Born in care', motherAnimalId: 7 })).toMatchObject({ motherAnimalId: 7, time: null });
  });
});
