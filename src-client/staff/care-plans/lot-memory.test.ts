import { describe, expect, it } from 'vitest';
import { recalledLot, rememberLot } from './lot-memory';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the vaccine lots of this browser session', () => {
  it('recalls the last lot given of a vaccine, by its name in any case', () => {
    const store = memoryStore();
    expect(recalledLot('DHPP', store)).toBeNull();
    rememberLot('DHPP', { product: 'Nobivac', lotNumber: 'A1', lotExpiry: '2027-01-31' }, store);
    rememberLot('dhpp ', { product: 'Nobivac', lotNumber: 'A2', lotExpiry: '' }, store);
    rememberLot('Rabies', { product: '', lotNumber: '', lotExpiry: '' }, store);
    expect(recalledLot('DHPP', store)).toEqual({ product: 'Nobivac', lotNumber: 'A2', lotExpiry: '' });
    expect(recalledLot('Rabies', store)).toBeNull();
  });

  it('remembers nothing without storage, and survives what another tab wrote badly', () => {
    expect(recalledLot('DHPP', null)).toBeNull();
    const store = memoryStore();
    store.setItem('shelter.vaccineLots', 'not json');
    expect(recalledLot('DHPP', store)).toBeNull();
    rememberLot('DHPP', { product: '', lotNumber: 'B7', lotExpiry: '' }, store);
    expect(recalledLot('DHPP', store)?.lotNumber).toBe('B7');
  });
});
