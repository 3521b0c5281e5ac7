import type { TCareKind } from '../../../src-shared/enums';

/** The one-click button of each care task, and how a done task reads in the checklist. */
export const CARE_ACTIONS: Readonly<Record<TCareKind, { log: string; done: string }>> = {
  Walk: { log: 'Log walk', done: 'Walked' },
  Enrichment: { log: 'Log enrichment', done: 'Enrichment' },
  Feeding: { log: 'Log feeding', done: 'Fed' },
  Cleaning: { log: 'Log cleaning', done: 'Cleaned' },
};

/** "3 of 12 animals not walked", "Every animal walked". */
export function notWalkedSummary(notWalked: number, atShelter: number): string {
  if (atShelter === 0) return 'No animals at the shelter';
  if (notWalked === 0) return 'Every animal walked';
  return `${notWalked} of ${atShelter} ${atShelter === 1 ? 'animal' : 'animals'} not walked`;
}
