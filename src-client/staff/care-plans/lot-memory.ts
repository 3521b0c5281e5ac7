/**
 * The product and lot of the last vaccine of each name given in this browser session: a morning
 * round gives the same lot to one animal after another, so the Give dialog offers it again. Kept in
 * sessionStorage (this tab, until it closes); without it, nothing is remembered.
 */

export interface TVaccineLot {
  product: string;
  lotNumber: string;
  lotExpiry: string;
}

const KEY = 'shelter.vaccineLots';

type TStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): TStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (a privacy setting): nothing is remembered.
    return null;
  }
}

function readAll(store: TStore): Record<string, TVaccineLot> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, TVaccineLot>) : {};
  } catch {
    return {};
  }
}

/** Vaccines are remembered by name whatever its case or spacing ("Rabies" and "rabies " are one). */
const nameKey = (name: string) => name.trim().toLowerCase();

export function recalledLot(name: string, store: TStore | null = sessionStore()): TVaccineLot | null {
  if (!store) return null;
  const lot = readAll(store)[nameKey(name)];
  return lot && typeof lot.lotNumber === 'string' ? { product: lot.product ?? '', lotNumber: lot.lotNumber, lotExpiry: lot.lotExpiry ?? '' } : null;
}

/** Remembers what was given, unless nothing of the lot was typed. */
export function rememberLot(name: string, lot: TVaccineLot, store: TStore | null = sessionStore()): void {
  if (!store || !(lot.product || lot.lotNumber || lot.lotExpiry)) return;
  try {
    store.setItem(KEY, JSON.stringify({ ...readAll(store), [nameKey(name)]: lot }));
  } catch {
    // Storage full or refused: the next dialog just opens empty.
  }
}
