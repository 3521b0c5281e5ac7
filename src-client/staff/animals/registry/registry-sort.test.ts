import { describe, expect, it } from 'vitest';
import { nextSort, registrySort, sortParams } from './registry-sort';

describe('the registry’s order in the address', () => {
  it('reads the sort and order, falling back to newest intake first and to each sort’s first order', () => {
    expect(registrySort(null, null)).toEqual({ sort: 'intakeDate', order: 'desc' });
    expect(registrySort('name', null)).toEqual({ sort: 'name', order: 'asc' });
    expect(registrySort('name', 'desc')).toEqual({ sort: 'name', order: 'desc' });
    expect(registrySort(null, 'asc')).toEqual({ sort: 'intakeDate', order: 'asc' });
    expect(registrySort('age', 'sideways')).toEqual({ sort: 'intakeDate', order: 'desc' });
    expect(registrySort('status', 'up')).toEqual({ sort: 'status', order: 'asc' });
  });

  it('turns the sorted column the other way, and starts another in its own first order', () => {
    expect(nextSort({ sort: 'intakeDate', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'intakeDate')).toEqual({ sort: 'intakeDate', order: 'desc' });
    expect(nextSort({ sort: 'intakeDate', order: 'desc' }, 'intakeDate')).toEqual({ sort: 'intakeDate', order: 'asc' });
  });

  it('leaves the defaults out of the address, and reads back what it writes', () => {
    expect(sortParams({ sort: 'intakeDate', order: 'desc' })).toEqual({ sort: null, order: null });
    expect(sortParams({ sort: 'intakeDate', order: 'asc' })).toEqual({ sort: null, order: 'asc' });
    expect(sortParams({ sort: 'animalId', order: 'asc' })).toEqual({ sort: 'animalId', order: null });
    expect(sortParams({ sort: 'status', order: 'desc' })).toEqual({ sort: 'status', order: 'desc' });
    for (const sort of ['name', 'animalId', 'intakeDate', 'status'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const params = sortParams({ sort, order });
        expect(registrySort(params.sort, params.order)).toEqual({ sort, order });
      }
    }
  });
});
