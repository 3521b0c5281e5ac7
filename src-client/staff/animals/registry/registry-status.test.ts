import { describe, expect, it } from 'vitest';
import { ANIMAL_STATUSES } from '../../../../src-shared/enums';
import { REGISTRY_STATUS_GROUPS, registryStatus } from './registry-status';

describe('the registry’s status filter', () => {
  it('offers every status once, those in care before those that have left', () => {
    expect(REGISTRY_STATUS_GROUPS.map((group) => group.label)).toEqual(['In care', 'Left']);
    const offered = REGISTRY_STATUS_GROUPS.flatMap((group) => group.statuses);
    expect([...offered].sort()).toEqual([...ANIMAL_STATUSES].sort());
    expect(REGISTRY_STATUS_GROUPS[0]!.statuses).toEqual(['Available', 'In Foster', 'Quarantine', 'Stray Hold', 'Medical Hold', 'Behavioral Eval']);
    expect(REGISTRY_STATUS_GROUPS[1]!.statuses).toContain('Euthanized');
  });

  it('reads the status from the address, and lists every animal for one it does not know', () => {
    expect(registryStatus('Stray Hold')).toBe('Stray Hold');
    expect(registryStatus('Returned to Owner')).toBe('Returned to Owner');
    expect(registryStatus('stray hold')).toBeNull();
    expect(registryStatus(null)).toBeNull();
  });
});
