import { describe, expect, it } from 'vitest';
import type { THold, TStay } from '../../../../src-shared/schemas/journey';
import { formatDate } from '../../../shared/date-format';
import { formatTime12 } from '../../../shared/time-format';
import { daysText, holdText, intakeDetails, outcomeDetails, spanText, whenText } from './journey-words';

const date = (day: string) => formatDate(day, 'MMM D, YYYY');
const hold = (overrides: Partial<THold>): THold => ({
  id: 1,
  version: 1,
  stayId: 1,
  type: 'Stray hold',
  reason: 'Legal holding period for a stray',
  startDate: '2026-11-24',
  endDate: '2026-11-27',
  releasedOn: null,
  active: true,
  ...overrides,
});

describe('the journey in words', () => {
  it('says when a hold ends, ended or was released', () => {
    expect(holdText(hold({}), date)).toBe('Stray hold — ends Nov 27, 2026');
    expect(holdText(hold({ active: false }), date)).toBe('Stray hold — ended Nov 27, 2026');
    expect(holdText(hold({ type: 'Medical hold', endDate: null }), date)).toBe('Medical hold — until released');
    expect(holdText(hold({ active: false, releasedOn: '2026-11-25' }), date)).toBe('Stray hold — released Nov 25, 2026');
  });

  it('gives where the animal was, when, and for how long', () => {
    expect(spanText({ locationId: 2, label: 'Main › K1', from: '2026-11-24', to: null }, date)).toBe('Main › K1, Nov 24, 2026 – now');
    expect(spanText({ locationId: null, label: 'In foster with Jamie Rivera', from: '2026-11-01', to: '2026-11-20' }, date)).toBe(
      'In foster with Jamie Rivera, Nov 1, 2026 – Nov 20, 2026',
    );
    expect(whenText('2026-11-24', '14:30', { date, time: formatTime12 })).toBe('Nov 24, 2026 at 2:30 PM');
    expect(whenText('2026-11-24', null, { date, time: formatTime12 })).toBe('Nov 24, 2026');
    expect([daysText(1), daysText(0), daysText(12)]).toEqual(['1 day', '0 days', '12 days']);
  });

  it('lists only the details an intake or outcome has', () => {
    const intake: TStay['intake'] = {
      type: 'Relinquished by owner',
      date: '2026-11-24',
      time: null,
      condition: 'Healthy',
      ageGroup: 'Adult',
      foundLocation: null,
      finderPersonId: null,
      finderName: null,
      finderPhone: null,
      finderEmail: null,
      ownerPersonId: 15,
      ownerName: 'Dana Park',
      ownerPhone: null,
      ownerEmail: 'dana@example.com',
      reason: 'Moving abroad',
      sourceOrganizationId: null,
      sourceOrganization: null,
      transferScope: null,
      motherAnimalId: null,
      returnedAdoptionId: null,
      notes: null,
    };
    expect(intakeDetails(intake)).toEqual([
      ['Condition', 'Healthy'],
      ['Age group', 'Adult'],
      ['Owner', 'Dana Park · dana@example.com'],
      ['Reason', 'Moving abroad'],
    ]);
    const stray = {
      ...intake,
      type: 'Stray/At large' as const,
      foundLocation: 'Elm Park',
      finderPersonId: 12,
      finderName: 'Sam Walker',
      finderPhone: '555-0100',
      ownerPersonId: null,
      ownerName: null,
    };
    expect(intakeDetails({ ...stray, ownerEmail: null, reason: null })).toEqual([
      ['Condition', 'Healthy'],
      ['Age group', 'Adult'],
      ['Found at', 'Elm Park'],
      ['Found by', 'Sam Walker · 555-0100'],
    ]);
    const outcome: NonNullable<TStay['outcome']> = {
      type: 'Shelter euthanasia',
      date: '2026-11-24',
      time: '16:00',
      subtype: null,
      condition: 'Unhealthy-Untreatable',
      ageGroup: 'Unknown',
      destination: null,
      destinationOrganizationId: null,
      destinationPersonId: null,
      transferScope: null,
      adoptionId: null,
      reason: 'Untreatable cancer',
      performedBy: { id: 2, name: 'Dr. Patel' },
      authorizedBy: { id: 1, name: 'Maria Lopez' },
      drug: 'Pentobarbital',
      dose: '6 mL',
      notes: null,
    };
    expect(outcomeDetails(outcome)).toEqual([
      ['Condition', 'Unhealthy-Untreatable'],
      ['Age group', 'Unknown'],
      ['Reason', 'Untreatable cancer'],
      ['Performed by', 'Dr. Patel'],
      ['Authorized by', 'Maria Lopez'],
      ['Drug', 'Pentobarbital'],
      ['Dose', '6 mL'],
    ]);
  });
});
