import { describe, expect, it } from 'vitest';
import { intakeDefaults, OWNER_MESSAGE, SCOPE_MESSAGE, SOURCE_MESSAGE, ZIntakeForm } from './intake-form';

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
      finderPersonId: null,
      ownerPersonId: null,
      transferScope: null,
      motherAnimalId: null,
    });
  });

  it('sends who found a stray as the person chosen, if anyone', () => {
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), finderPersonId: 12 })).toMatchObject({ finderPersonId: 12 });
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), type: 'Other', finderPersonId: 12 })).toMatchObject({ finderPersonId: null });
  });

  it('sends only the details of the type chosen, not those given under another', () => {
    const parsed = ZIntakeForm.parse({
      ...intakeDefaults('09:30'),
      type: 'Relinquished by owner',
      foundLocation: 'typed before the type changed',
      finderPersonId: 12,
      ownerPersonId: 15,
      reason: 'Moving abroad',
      condition: 'Treatable-Manageable' as const,
    });
    expect(parsed).toMatchObject({ foundLocation: null, finderPersonId: null, ownerPersonId: 15, reason: 'Moving abroad', condition: 'Treatable-Manageable' });
  });

  it('asks each type for what it requires, under its picker', () => {
    expect(messages({ type: 'Relinquished by owner' })).toEqual({ ownerPersonId: OWNER_MESSAGE });
    expect(messages({ type: 'Owner-intended euthanasia', ownerPersonId: 15 })).toEqual({});
    expect(messages({ type: 'Transferred in' })).toEqual({ sourceOrganizationId: SOURCE_MESSAGE, transferScope: SCOPE_MESSAGE });
    expect(ZIntakeForm.parse({ ...intakeDefaults('09:30'), type: 'Transferred in', sourceOrganizationId: 3, transferScope: 'Out-of-state' })).toMatchObject({
      sourceOrganizationId: 3,
      transferScope: 'Out-of-state',
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
