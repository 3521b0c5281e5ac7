import { describe, expect, it } from 'vitest';
import type { TCarePlanPreview } from '../../../../src-shared/schemas/care-plans';
import { addedItem, carePlanDefaults, editedPlan, intakeCarePlan, scheduledRows, shownPlan, ZCarePlanForm } from './care-plan-form';

const preview: TCarePlanPreview = {
  protocol: { id: 4, name: 'Puppy intake' },
  items: [
    { itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-01' },
    { itemType: 'Surgery', name: 'Spay/neuter', dueDate: '2026-03-04' },
    { itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-15' },
  ],
};

const sent = (values: unknown, altered = false) => intakeCarePlan(ZCarePlanForm.parse(values), altered);

describe('an intake’s care plan', () => {
  it('shows the protocol’s schedule and sends nothing of it until staff change it: the server applies the protocol', () => {
    const plan = carePlanDefaults();
    expect(scheduledRows(plan, preview, false).map(({ item, index }) => [index, item.name, item.dueDate])).toEqual([
      [0, 'DHPP', '2026-03-01'],
      [1, 'Spay/neuter', '2026-03-04'],
      [2, 'DHPP', '2026-03-15'],
    ]);
    expect(sent(plan)).toBeUndefined();
  });

  it('leaves the surgery out for an animal already spayed or neutered', () => {
    expect(scheduledRows(carePlanDefaults(), preview, true).map(({ index }) => index)).toEqual([0, 2]);
  });

  it('sends the whole list once staff change it, naming the protocol it came from', () => {
    const moved = editedPlan(carePlanDefaults(), preview, (items) => items.map((item, index) => (index === 2 ? { ...item, dueDate: '2026-03-16' } : item)));
    const removed = editedPlan(moved, preview, (items) => items.filter((_, index) => index !== 0));
    expect(sent(removed)).toEqual({
      protocolId: 4,
      items: [
        { itemType: 'Surgery', name: 'Spay/neuter', dueDate: '2026-03-04' },
        { itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-16' },
      ],
    });
    // The surgery an altered animal does not get is not sent either, as it is not shown.
    expect(sent(removed, true)).toEqual({ protocolId: 4, items: [{ itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-16' }] });
  });

  it('takes items added by hand, once named', () => {
    const added = editedPlan(carePlanDefaults(), { protocol: null, items: [] }, (items) => [...items, addedItem('2026-03-01', 'Test')]);
    const result = ZCarePlanForm.safeParse(added);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['items.0.name', 'Name is required']]);
    const named = editedPlan(added, undefined, (items) => items.map((item) => ({ ...item, name: ' Heartworm test ' })));
    expect(sent(named)).toEqual({ protocolId: null, items: [{ itemType: 'Test', name: 'Heartworm test', dueDate: '2026-03-01' }] });
  });

  it('sends null for "Schedule no care plan", whatever was changed or half typed', () => {
    const halfTyped = editedPlan(carePlanDefaults(), preview, (items) => [...items, { ...addedItem(''), name: '' }]);
    expect(sent({ ...halfTyped, skip: true })).toBeNull();
    expect(sent({ ...carePlanDefaults(), skip: true })).toBeNull();
  });

  it('refuses a changed item without a due date', () => {
    const undated = editedPlan(carePlanDefaults(), preview, (items) => items.map((item, index) => (index === 1 ? { ...item, dueDate: '' } : item)));
    // The form shows a field's first problem.
    const [first] = ZCarePlanForm.safeParse(undated).error?.issues ?? [];
    expect([first?.path.join('.'), first?.message]).toEqual(['items.1.dueDate', 'Due date is required']);
  });

  it('sends the schedule as shown when the server would otherwise schedule the surgery the console hides', () => {
    const unchanged = ZCarePlanForm.parse(carePlanDefaults());
    expect(intakeCarePlan(shownPlan(unchanged, preview, true), true)).toEqual({
      protocolId: 4,
      items: [
        { itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-01' },
        { itemType: 'Vaccination', name: 'DHPP', dueDate: '2026-03-15' },
      ],
    });
    // Not altered, or no surgery to hide: the server applies the protocol itself.
    expect(intakeCarePlan(shownPlan(unchanged, preview, false), false)).toBeUndefined();
    const noSurgery = { ...preview, items: preview.items.filter((item) => item.itemType !== 'Surgery') };
    expect(intakeCarePlan(shownPlan(unchanged, noSurgery, true), true)).toBeUndefined();
    // Turned down, it stays turned down.
    expect(intakeCarePlan(shownPlan({ ...unchanged, skip: true }, preview, true), true)).toBeNull();
  });
});
