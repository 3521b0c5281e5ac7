import { MANUAL_ANIMAL_STATUSES, type TAnimalStatus } from '../../../src-shared/enums.js';
import { conflict } from '../../domain-errors.js';

const isManual = (status: string) => (MANUAL_ANIMAL_STATUSES as readonly string[]).includes(status);

/**
 * Adopted and In Foster follow from records only (DESIGN.md decision 5). Staff may move an
 * animal between Available, Medical Hold and Behavioral Eval; an adopted or fostered animal
 * changes status through its adoption or placement, so status and records never disagree.
 */
export function assertManualStatusChange(current: string, next: TAnimalStatus): void {
  if (current === next) return;
  if (!isManual(next)) throw conflict(`${next} is set by ${next === 'Adopted' ? 'completing an adoption' : 'a current foster placement'}, not by hand`);
  if (current === 'Adopted') throw conflict('This animal is adopted: cancel its adoption to change its status');
  if (current === 'In Foster') throw conflict('This animal is in foster care: end its placement to change its status');
}
