import { describe, expect, it } from 'vitest';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { dueLabel, dueWhen, itemTitle, planSections } from './due-words';

const item = (id: number, dueDate: string, status: TCarePlanItem['status'] = 'Due', doneAt: string | null = null): TCarePlanItem => ({
  id,
  version: 1,
  animalId: 1,
  animalName: 'Bella',
  animalCode: 'A-2026-0001',
  itemType: 'Vaccination',
  name: 'DHPP',
  dueDate,
  doseOfDay: null,
  status,
  protocolId: null,
  courseId: null,
  detail: null,
  medicalRecordId: null,
  skipReason: null,
  doneBy: null,
  doneAt,
});

describe('when an item is due, in words', () => {
  it('says overdue by how many days, today, or in how many days', () => {
    expect(dueLabel('2026-03-07', '2026-03-10')).toBe('Overdue 3 days');
    expect(dueLabel('2026-03-09', '2026-03-10')).toBe('Overdue 1 day');
    expect(dueLabel('2026-03-10', '2026-03-10')).toBe('Due today');
    expect(dueLabel('2026-03-11', '2026-03-10')).toBe('Due in 1 day');
    // Across a month's end.
    expect(dueLabel('2026-04-02', '2026-03-30')).toBe('Due in 3 days');
    expect([dueWhen('2026-03-09', '2026-03-10'), dueWhen('2026-03-10', '2026-03-10'), dueWhen('2026-03-11', '2026-03-10')]).toEqual([
      'overdue',
      'today',
      'upcoming',
    ]);
  });

  it('names the dose of the day of a course given more than once a day', () => {
    expect(itemTitle({ name: 'Amoxicillin', doseOfDay: 2 })).toBe('Amoxicillin (dose 2 of the day)');
    expect(itemTitle({ name: 'Rabies', doseOfDay: null })).toBe('Rabies');
  });
});

describe('the Care Plan tab’s parts', () => {
  it('puts what is due within a week first (by day), then later items, then the given and skipped, latest first', () => {
    const sections = planSections(
      [
        item(1, '2026-03-20'),
        item(2, '2026-03-17'),
        item(3, '2026-03-08'),
        item(4, '2026-03-18'),
        item(5, '2026-03-01', 'Given', '2026-03-02T10:00:00.000Z'),
        item(6, '2026-03-03', 'Skipped', '2026-03-04T10:00:00.000Z'),
      ],
      '2026-03-10',
    );
    expect(sections.due.map((i) => i.id)).toEqual([3, 2]);
    expect(sections.upcoming.map((i) => i.id)).toEqual([4, 1]);
    expect(sections.history.map((i) => i.id)).toEqual([6, 5]);
  });
});
