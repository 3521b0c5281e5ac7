/**
 * A small seeded PRNG (mulberry32): the demo shelter must come out the same for the same "today",
 * so screenshots, tests and bug reports agree. Not for anything secret.
 */
export interface TRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct items (all of them when n is larger). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A string of random decimal digits. */
  digits(count: number): string;
}

export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, n),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}
