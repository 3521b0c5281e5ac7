import { describe, expect, it } from 'vitest';
import type { TProtocolStep } from '../../../../src-shared/care-plans';
import { ageRangeText, previewAge, stepPreview, stepSummary } from './protocol-words';

const step = (name: string, rule: Partial<TProtocolStep> = {}): TProtocolStep => ({
  itemType: 'Vaccination',
  name,
  startDay: 0,
  atAgeWeeks: null,
  repeatDays: null,
  untilAgeWeeks: null,
  doses: null,
  ...rule,
});

describe('how Settings → Medical words a protocol', () => {
  it('names the ages it covers, the upper one not included', () => {
    expect(ageRangeText(null, 20)).toBe('under 20 weeks');
    expect(ageRangeText(20, null)).toBe('20 weeks and over');
    expect(ageRangeText(null, null)).toBe('any age');
    expect(ageRangeText(8, 20)).toBe('8 weeks to under 20 weeks');
    expect(ageRangeText(1, 2)).toBe('1 week to under 2 weeks');
  });

  it('sums a step up in a line: when first, how often, until when', () => {
    expect(stepSummary(step('DHPP', { atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20 }))).toBe('DHPP at 4 weeks, every 14 days until 20 weeks');
    expect(stepSummary(step('Rabies', { atAgeWeeks: 16 }))).toBe('Rabies at 16 weeks');
    expect(stepSummary(step('Pyrantel', { itemType: 'Deworming', repeatDays: 14, doses: 2 }))).toBe('Pyrantel at intake, every 14 days, 2 doses');
    expect(stepSummary(step('Spay/neuter', { itemType: 'Surgery', startDay: 3 }))).toBe('Spay/neuter 3 days after intake');
    expect(stepSummary(step('Exam', { startDay: 1 }))).toBe('Exam 1 day after intake');
    expect(stepSummary(step('FVRCP', { atAgeWeeks: 8, startDay: 2 }))).toBe('FVRCP at 8 weeks (age unknown: 2 days after intake)');
  });

  it('previews a step for a 10-week-old when the protocol takes one in, else for an animal it would take', () => {
    expect(previewAge(null, 20)).toBe(10);
    expect(previewAge(null, null)).toBe(10);
    expect(previewAge(20, null)).toBeNull();
    expect(previewAge(12, 30)).toBe(12);
    expect(previewAge(null, 8)).toBe(7);
  });

  it('says on which days from the intake a step falls, as the server schedules it', () => {
    const dhpp = step('DHPP', { atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20 });
    expect(stepPreview(dhpp, 10)).toBe('For a 10-week-old: at intake, day 14, day 28, day 42, day 56 and day 70');
    expect(stepPreview(step('Rabies', { atAgeWeeks: 16 }), 10)).toBe('For a 10-week-old: day 42');
    expect(stepPreview(dhpp, null)).toBe('For an animal of unknown age: at intake and day 14');
    expect(stepPreview(step('Spay/neuter', { startDay: 3 }), null)).toBe('For an animal of unknown age: day 3');
  });
});
