import { describe, expect, it } from 'vitest';
import { registryCodes, registryMismatch, ZRegistrySearchForm } from './registry-search';

describe('the registry search', () => {
  it('requires a search value and a registry, with the spec’s messages', () => {
    const result = ZRegistrySearchForm.safeParse({ searchValue: '  ', registry: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['searchValue', 'Search value is required'],
      ['registry', 'Please select a registry'],
    ]);
    expect(ZRegistrySearchForm.parse({ searchValue: ' 985112003456789 ', registry: 'all' })).toEqual({ searchValue: '985112003456789', registry: 'all' });
  });

  it('notices a registry the chip number points away from', () => {
    expect(registryMismatch('Avid', 'HomeAgain')).toBe(true);
    expect(registryMismatch('Avid', 'AVID PETtrac')).toBe(false);
    expect(registryMismatch('AKC Reunite', 'HomeAgain or AKC Reunite')).toBe(false);
    expect(registryMismatch('all', 'HomeAgain')).toBe(false);
    expect(registryMismatch('PetLink', 'Unknown: search every registry')).toBe(false);
    expect(registryMismatch('PetLink', null)).toBe(false);
  });

  it('lists the manufacturer codes each registry usually holds', () => {
    expect(registryCodes('HomeAgain')).toEqual([{ code: '985', manufacturer: 'HomeAgain (Destron Fearing)' }]);
    expect(registryCodes('Avid').map((entry) => entry.code)).toEqual(['977']);
    expect(registryCodes('Save This Life')).toEqual([]);
  });
});
