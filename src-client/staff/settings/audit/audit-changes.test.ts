import { describe, expect, it } from 'vitest';
import { changeLines, entityLabel, humanize, valueText } from './audit-changes';

describe('the audit log’s changes', () => {
  it('name fields as words', () => {
    expect(humanize('intakeDate')).toBe('Intake date');
    expect(humanize('microchipId')).toBe('Microchip id');
    expect(humanize('animal_id')).toBe('Animal id');
    expect(humanize('status')).toBe('Status');
  });

  it('read values as text', () => {
    expect(valueText(null)).toBe('empty');
    expect(valueText('')).toBe('empty');
    expect(valueText(['Friendly', 'Calm'])).toBe('Friendly, Calm');
    expect(valueText([])).toBe('empty');
    expect(valueText(true)).toBe('yes');
    expect(valueText(15000)).toBe('15000');
    expect(valueText({ name: 'City Animal Shelter' })).toBe('{"name":"City Animal Shelter"}');
  });

  it('show an update as old → new, a creation as its values, a deletion as what was', () => {
    expect(changeLines('update', { status: ['Available', 'Adopted'], weight: [null, '25 lbs'] })).toEqual([
      { field: 'Status', before: 'Available', after: 'Adopted' },
      { field: 'Weight', before: 'empty', after: '25 lbs' },
    ]);
    expect(changeLines('create', { id: [null, 7], name: [null, 'Biscuit'] })).toEqual([{ field: 'Name', after: 'Biscuit' }]);
    expect(changeLines('delete', { name: ['Biscuit', null] })).toEqual([{ field: 'Name', before: 'Biscuit' }]);
  });

  it('show amounts in cents as dollars', () => {
    expect(changeLines('update', { amount: [-80050, -75000] })).toEqual([{ field: 'Amount', before: '-$800.50', after: '-$750.00' }]);
  });

  it('never show a password, only that it changed', () => {
    expect(changeLines('update', { password: 'changed' })).toEqual([{ field: 'Password' }]);
  });

  it('name the record types', () => {
    expect(entityLabel('FosterPlacement')).toBe('Foster placement');
    expect(entityLabel('SomethingNew')).toBe('Something new');
  });
});
